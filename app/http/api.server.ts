import type { RouterContextProvider } from "react-router";
import { PayloadTooLargeError, UnsupportedMediaError, ValidationError } from "../domain/errors.ts";
import type { User } from "../domain/users.schema.ts";
import { formDataToObject } from "../lib/forms.ts";
import { requireAdmin } from "./auth.server.ts";
import { bodyLimitFor, tooLargeMessage } from "./body-limits.ts";
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

/** An endpoint for signed-in administrators only: the check runs before anything else. */
export function adminEndpoint<A extends Args>(handle: Handler<A, { user: User }>): Endpoint<A> {
  return {
    handle: async (call) => handle({ ...call, user: await requireAdmin(call.request, call.app) }),
  };
}

/**
 * Builds a resource route's handler from its endpoints, one per method: export it as both
 * `loader` and `action`. Every failure becomes `{ success: false, message, errors? }`.
 */
export function api<A extends Args>(
  endpoints: Partial<Record<Method, Endpoint<A>>>,
): (args: A) => Promise<Response> {
  const allowed = Object.keys(endpoints).join(", ");
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
        json: () => readJson(args.request, limit()),
        upload: (imageField) => readUpload(args.request, limit(), imageField),
      });
    } catch (error) {
      return apiFailure(error, args.context);
    }
  };
}

export function ok(body: Record<string, unknown> = {}, init?: ResponseInit): Response {
  return jsonResponse({ success: true, ...body }, init);
}

/** Reads the body's bytes, stopping with a 413 as soon as they pass `limit`. */
async function readBody(request: Request, limit: number): Promise<Buffer> {
  const tooLarge = () => new PayloadTooLargeError(tooLargeMessage(limit));
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readUpload(
  request: Request,
  limit: number,
  imageField: string,
): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) {
    return ((await readJson(request, limit)) ?? {}) as Record<string, unknown>;
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(await readBody(request, limit)), {
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

/** Reads a JSON body: 415 unless it says it is JSON, 413 past `limit` bytes, 400 if malformed. */
async function readJson(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new UnsupportedMediaError("Send this request as JSON (Content-Type: application/json).");
  }
  const body = await readBody(request, limit);
  if (body.byteLength === 0) throw new ValidationError("The request body is empty.");
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new ValidationError("The request body is not valid JSON.");
  }
}
