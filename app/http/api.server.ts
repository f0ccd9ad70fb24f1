import type { RouterContextProvider } from "react-router";
import { PayloadTooLargeError, ValidationError } from "../domain/errors.ts";
import type { Area } from "../domain/roles.model.ts";
import type { User } from "../domain/users.schema.ts";
import { formDataToObject } from "../lib/forms.ts";
import { requireStaff } from "./auth.server.ts";
import { bodyOf, readBody, readJson } from "./bodies.server.ts";
import { bodyLimitFor } from "./body-limits.ts";
import { type AppServices, appServices, requestInfo } from "./context.server.ts";
import { apiFailure, failure } from "./failures.server.ts";
import { jsonResponse } from "./json.server.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Args {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}

interface Call<A extends Args> {
  args: A;
  request: Request;
  params: A["params"];
  app: AppServices;
  /** The client's address, as the proxy settings say to read it. */
  clientIp: string;
  /** The request's JSON body, checked for type and size. */
  json: () => Promise<unknown>;
  /**
   * An image upload: JSON (the image a data URL in `imageField`) or multipart form data (the
   * file in `imageField` or `file`, whose bytes are then put under `imageField`).
   */
  upload: (imageField: string) => Promise<Record<string, unknown>>;
}

type Handler<A extends Args, Extra> = (call: Call<A> & Extra) => Promise<Response> | Response;

interface Endpoint<A extends Args> {
  handle: (call: Call<A>) => Promise<Response>;
}

export function publicEndpoint<A extends Args>(handle: Handler<A, object>): Endpoint<A> {
  return { handle: async (call) => handle(call) };
}

/**
 * An endpoint for signed-in staff whose role may use `area` ("any": every member of staff):
 * the check runs before anything else, 401 for nobody signed in, 403 for a role that may not.
 */
export function staffEndpoint<A extends Args>(
  area: Area | "any",
  handle: Handler<A, { user: User }>,
): Endpoint<A> {
  return {
    handle: async (call) =>
      handle({ ...call, user: await requireStaff(call.request, call.app, area) }),
  };
}

/**
 * Builds a resource route's handler from its endpoints, one per method: export it as both
 * `loader` and `action`. Every failure becomes `{ success: false, message, errors? }`.
 * `answeredBefore` names methods the intake answers before React Router (server/intake.ts), so
 * a 405 still lists them.
 */
export function api<A extends Args>(
  endpoints: Partial<Record<Method, Endpoint<A>>>,
  answeredBefore: Method[] = [],
): (args: A) => Promise<Response> {
  const allowed = [...Object.keys(endpoints), ...answeredBefore].join(", ");
  return async (args) => {
    const method = args.request.method === "HEAD" ? "GET" : args.request.method;
    const endpoint = endpoints[method as Method];
    if (!endpoint) {
      return failure(405, "This method is not allowed here.", { headers: { Allow: allowed } });
    }
    // Only a call that reads a body needs its limit.
    const limit = () => bodyLimitFor(new URL(args.request.url).pathname);
    try {
      return await endpoint.handle({
        args,
        request: args.request,
        params: args.params,
        app: appServices(args.context),
        clientIp: requestInfo(args.context).clientIp,
        json: () => readJson(bodyOf(args.request), limit()),
        upload: (imageField) => readUpload(args.request, limit(), imageField),
      });
    } catch (error) {
      return apiFailure(error, args.context);
    }
  };
}

/** The API's body for a success: `{ success: true, ... }`. */
export function okBody(body: Record<string, unknown> = {}) {
  return { success: true, ...body };
}

export function ok(body: Record<string, unknown> = {}, init?: ResponseInit): Response {
  return jsonResponse(okBody(body), init);
}

async function readUpload(
  request: Request,
  limit: number,
  imageField: string,
): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) {
    return ((await readJson(bodyOf(request), limit)) ?? {}) as Record<string, unknown>;
  }
  let form: FormData;
  try {
    form = await new Response(await readBody(bodyOf(request), limit), {
      headers: { "content-type": type },
    }).formData();
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    throw new ValidationError("The upload could not be read. Please try again.");
  }
  const fields = formDataToObject(form);
  const file = form.get(imageField) ?? form.get("file");
  if (file instanceof File) fields[imageField] = new Uint8Array(await file.arrayBuffer());
  return fields;
}
