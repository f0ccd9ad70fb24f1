import type { RouterContextProvider } from "react-router";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/errors.ts";
import {
  ConflictError,
  DomainError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthorizedError,
  UnsupportedMediaError,
  ValidationError,
} from "../domain/errors.ts";
import type { User } from "../domain/users.schema.ts";
import { requireAdmin } from "./auth.server.ts";
import { type AppServices, appServices, requestInfo } from "./context.server.ts";

/** JSON bodies without images stay small; the ones that carry a data-URL image get room for it. */
export const JSON_BODY_LIMIT = 100 * 1024;
export const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

const GENERIC_FAILURE = "Something went wrong on our side. Please try again.";

type Method = "GET" | "POST" | "PUT" | "DELETE";

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

interface EndpointOptions {
  /** The largest body this call accepts, in bytes. */
  bodyLimit?: number;
}

export function publicEndpoint<A extends Args>(
  handle: Handler<A, object>,
  options: EndpointOptions = {},
): Endpoint<A> & EndpointOptions {
  return { ...options, handle: async (call) => handle(call) };
}

/** An endpoint for signed-in administrators only: the check runs before anything else. */
export function adminEndpoint<A extends Args>(
  handle: Handler<A, { user: User }>,
  options: EndpointOptions = {},
): Endpoint<A> & EndpointOptions {
  return {
    ...options,
    handle: async (call) => handle({ ...call, user: await requireAdmin(call.request, call.app) }),
  };
}

/**
 * Builds a resource route's handler from its endpoints, one per method: export it as both
 * `loader` and `action`. Every failure becomes `{ success: false, message, errors? }`.
 */
export function api<A extends Args>(
  endpoints: Partial<Record<Method, Endpoint<A> & EndpointOptions>>,
): (args: A) => Promise<Response> {
  const allowed = Object.keys(endpoints).join(", ");
  return async (args) => {
    const method = args.request.method === "HEAD" ? "GET" : args.request.method;
    const endpoint = endpoints[method as Method];
    if (!endpoint) {
      return failure(405, "This method is not allowed here.", { headers: { Allow: allowed } });
    }
    const app = appServices(args.context);
    try {
      return await endpoint.handle({
        args,
        request: args.request,
        params: args.params,
        app,
        clientIp: requestInfo(args.context).clientIp,
        json: () => readJson(args.request, endpoint.bodyLimit ?? JSON_BODY_LIMIT),
        upload: (imageField) =>
          readUpload(args.request, endpoint.bodyLimit ?? JSON_BODY_LIMIT, imageField),
      });
    } catch (error) {
      return errorResponse(error, args.context);
    }
  };
}

export function ok(body: Record<string, unknown> = {}, init?: ResponseInit): Response {
  return Response.json({ success: true, ...body }, init);
}

export function failure(
  status: number,
  message: string,
  init: ResponseInit & { errors?: Record<string, string[]> } = {},
): Response {
  const { errors, ...responseInit } = init;
  return Response.json(
    { success: false, message, ...(errors ? { errors } : {}) },
    { ...responseInit, status },
  );
}

/** Maps the domain's errors to statuses; anything else is logged and answered with a bare 500. */
export function errorResponse(error: unknown, context: Readonly<RouterContextProvider>): Response {
  if (error instanceof Response) return error;
  if (error instanceof ValidationError) {
    return failure(400, error.message, { errors: error.fieldErrors });
  }
  if (error instanceof UnauthorizedError) return failure(401, error.message);
  if (error instanceof NotFoundError) return failure(404, error.message);
  if (error instanceof ConflictError) return failure(409, error.message);
  if (error instanceof PayloadTooLargeError) return failure(413, error.message);
  if (error instanceof UnsupportedMediaError) return failure(415, error.message);
  if (error instanceof RateLimitedError) {
    return failure(429, error.message, {
      headers: { "Retry-After": String(error.retryAfterSeconds) },
    });
  }
  if (error instanceof DomainError) return failure(400, error.message);
  if (isDatabaseUnavailable(error)) {
    requestInfo(context).log.warn({ err: error }, "database unavailable");
    return failure(503, DATABASE_UNAVAILABLE_MESSAGE, { headers: { "Retry-After": "10" } });
  }
  requestInfo(context).log.error({ err: error }, "request failed");
  return failure(500, GENERIC_FAILURE);
}

async function readUpload(
  request: Request,
  limit: number,
  imageField: string,
): Promise<Record<string, unknown>> {
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    return ((await readJson(request, limit)) ?? {}) as Record<string, unknown>;
  }
  if (Number(request.headers.get("content-length") ?? 0) > limit) {
    throw new PayloadTooLargeError("This image is larger than 10 MB. Please choose a smaller one.");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ValidationError("The upload could not be read. Please try again.");
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === imageField || name === "file") {
      fields[imageField] = new Uint8Array(await value.arrayBuffer());
    }
  }
  return fields;
}

/** Reads a JSON body: 415 unless it says it is JSON, 413 past `limit` bytes, 400 if malformed. */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new UnsupportedMediaError("Send this request as JSON (Content-Type: application/json).");
  }
  const tooLarge = new PayloadTooLargeError(
    limit >= IMAGE_BODY_LIMIT
      ? "This request is too large. Images can be up to 10 MB."
      : "This request is too large.",
  );
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge;
  if (!request.body) throw new ValidationError("The request body is empty.");

  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new ValidationError("The request body is not valid JSON.");
  }
}
