import type { Register, RouterContextProvider } from "react-router";
import { UnauthorizedError } from "../domain/errors.ts";
import type { User } from "../domain/users.schema.ts";
import { type ACCESS, type ApiMethod, type ApiRoute, apiAccess } from "../lib/access.ts";
import { formDataToObject } from "../lib/forms.ts";
import { requireMember, SIGN_IN_REQUIRED } from "./auth.server.ts";
import { bodyOf, readFormBody, readJson } from "./bodies.server.ts";
import type { BodyLimits } from "./body-limits.ts";
import { type AppServices, appServices, requestInfo } from "./context.server.ts";
import { apiFailure, failure } from "./failures.server.ts";
import { jsonResponse } from "./json.server.ts";

/** A resource route's arguments, its parameters named as in its route's pattern. */
interface Args<R extends ApiRoute> {
  request: Request;
  params: Register["pages"][R]["params"];
  context: Readonly<RouterContextProvider>;
}

interface Call<R extends ApiRoute> {
  args: Args<R>;
  request: Request;
  params: Args<R>["params"];
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

type Handler<R extends ApiRoute, Extra> = (call: Call<R> & Extra) => Promise<Response> | Response;

/**
 * One method of a route. `who` says whom it is written for, which `api()`'s type checks against
 * the permission table (app/lib/access.ts); the table alone decides whom it answers.
 */
interface Endpoint<R extends ApiRoute, Who extends "public" | "member"> {
  readonly who: Who;
  handle: (call: Call<R> & { user: User | undefined }) => Promise<Response>;
}

/** An endpoint anyone may call. */
export function publicEndpoint<R extends ApiRoute>(
  handle: Handler<R, object>,
): Endpoint<R, "public"> {
  return { who: "public", handle: async (call) => handle(call) };
}

/**
 * An endpoint for a signed-in member whose role may use the area the permission table gives
 * the method (`api()` checks it first: 401 for nobody signed in, 403 for a role that may not).
 */
export function memberEndpoint<R extends ApiRoute>(
  handle: Handler<R, { user: User }>,
): Endpoint<R, "member"> {
  return {
    who: "member",
    handle: async ({ user, ...call }) => {
      // Unreached while the table and the endpoint agree, which `api()`'s type makes sure of.
      if (!user) throw new UnauthorizedError(SIGN_IN_REQUIRED);
      return handle({ ...call, user });
    },
  };
}

/** The methods of `route` in the permission table. */
type TableMethods<R extends ApiRoute> = (typeof ACCESS)[R];

/** An endpoint for each method of `route` in the table, but those answered before React Router. */
type Endpoints<R extends ApiRoute, Before extends ApiMethod> = {
  [Method in Exclude<keyof TableMethods<R>, Before>]: TableMethods<R>[Method] extends "public"
    ? Endpoint<R, "public">
    : Endpoint<R, "member">;
};

/**
 * Builds the handler of the resource route `route` from its endpoints, one per method: export
 * it as both `loader` and `action`. Before an endpoint runs, the caller is checked against the
 * permission table; every failure becomes `{ success: false, message, errors? }`.
 * `answeredBefore` names methods the intake answers before React Router (server/intake.ts), so
 * a 405 still lists them.
 */
export function api<R extends ApiRoute, Before extends ApiMethod = never>(
  route: R,
  endpoints: Endpoints<R, Before>,
  answeredBefore: Before[] = [],
): (args: Args<R>) => Promise<Response> {
  const allowed = [...Object.keys(endpoints), ...answeredBefore].join(", ");
  const byMethod: { [Method in ApiMethod]?: Endpoint<R, "public" | "member"> } = endpoints;
  return async (args) => {
    const method = (args.request.method === "HEAD" ? "GET" : args.request.method) as ApiMethod;
    const endpoint = byMethod[method];
    if (!endpoint) {
      return failure(405, "This method is not allowed here.", { headers: { Allow: allowed } });
    }
    const { bodyLimits, clientIp } = requestInfo(args.context);
    try {
      const app = appServices(args.context);
      const access = apiAccess(route, method);
      return await endpoint.handle({
        args,
        request: args.request,
        params: args.params,
        app,
        clientIp,
        json: () => readJson(bodyOf(args.request), bodyLimits),
        upload: (imageField) => readUpload(args.request, bodyLimits, imageField),
        user: access === "public" ? undefined : await requireMember(args.request, app, access),
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
  limits: BodyLimits,
  imageField: string,
): Promise<Record<string, unknown>> {
  const body = bodyOf(request);
  if (!/^multipart\/form-data/i.test(body.contentType)) {
    return ((await readJson(body, limits)) ?? {}) as Record<string, unknown>;
  }
  const form = await readFormBody(body, limits, "The upload could not be read. Please try again.");
  const fields = formDataToObject(form.fields);
  const file =
    form.files.find((each) => each.field === imageField) ??
    form.files.find((each) => each.field === "file");
  if (file) fields[imageField] = new Uint8Array(file.bytes);
  return fields;
}
