import type { Logger } from "pino";
import { data, type RouterContextProvider } from "react-router";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isUniqueViolation,
} from "../db/errors.ts";
import {
  ConflictError,
  DomainError,
  type FieldErrors,
  ForbiddenError,
  GoneError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthorizedError,
  UnsupportedMediaError,
  ValidationError,
} from "../domain/errors.ts";
import { type FormFailure, formFailureOf } from "../lib/forms.ts";
import { requestInfo } from "./context.server.ts";
import { jsonResponse } from "./json.server.ts";

export const GENERIC_FAILURE = "Something went wrong on our side. Please try again.";
export const SAVED_AT_THE_SAME_MOMENT =
  "Someone else saved the same thing at the same moment. Reload to see it, then try again.";

/** What any answer says about a failure, whatever shape (JSON, form result, page) it takes. */
export interface Failure {
  status: number;
  message: string;
  fieldErrors: FieldErrors;
  headers: Record<string, string>;
}

/** The status of each domain error; the first class an error is an instance of wins. */
const STATUS_BY_ERROR: readonly [new (...args: never[]) => DomainError, number][] = [
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [PayloadTooLargeError, 413],
  [UnsupportedMediaError, 415],
  [RateLimitedError, 429],
  [DomainError, 400],
];

/**
 * Where a failure is logged: inside React Router, the request's context (whose log it is);
 * before it (the intake), the request's log.
 */
type FailureLog = Readonly<RouterContextProvider> | Logger;

/**
 * The one mapping from an error to what the client is told: a domain error keeps its own
 * message, with its field errors and (for a rate limit) how long to wait; an unreachable
 * database is a 503 that asks to try again; anything else is logged and becomes a 500 saying
 * `unexpected` (the screen's failure text) and nothing about the code.
 */
export function describeFailure(
  error: unknown,
  where: FailureLog,
  unexpected = GENERIC_FAILURE,
): Failure {
  const log = "get" in where ? requestInfo(where).log : where;
  if (error instanceof DomainError) {
    const status = STATUS_BY_ERROR.find(([type]) => error instanceof type)?.[1] ?? 400;
    return {
      status,
      message: error.message,
      fieldErrors: error instanceof ValidationError ? error.fieldErrors : {},
      headers:
        error instanceof RateLimitedError ? { "Retry-After": String(error.retryAfterSeconds) } : {},
    };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, "database unavailable");
    return {
      status: 503,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      fieldErrors: {},
      headers: { "Retry-After": "10" },
    };
  }
  if (isUniqueViolation(error)) {
    log.warn({ err: error }, "two saves collided");
    return { status: 409, message: SAVED_AT_THE_SAME_MOMENT, fieldErrors: {}, headers: {} };
  }
  log.error({ err: error }, "request failed");
  return { status: 500, message: unexpected, fieldErrors: {}, headers: {} };
}

/** The API's body for a failure: `{ success: false, message, errors? }`. */
export function failureBody(message: string, errors?: FieldErrors) {
  return { success: false, message, ...(errors ? { errors } : {}) };
}

/** The API's answer for a failure: its body and the status. */
export function failure(
  status: number,
  message: string,
  init: ResponseInit & { errors?: FieldErrors } = {},
): Response {
  const { errors, ...responseInit } = init;
  return jsonResponse(failureBody(message, errors), { ...responseInit, status });
}

/** A failure's field errors, if it has any, as the API's `errors`. */
export function apiErrorsOf(failure: Failure): FieldErrors | undefined {
  return Object.keys(failure.fieldErrors).length > 0 ? failure.fieldErrors : undefined;
}

/** An error as the API answers it. */
export function apiFailure(error: unknown, context: Readonly<RouterContextProvider>): Response {
  if (error instanceof Response) return error;
  const described = describeFailure(error, context);
  const errors = apiErrorsOf(described);
  return failure(described.status, described.message, {
    headers: described.headers,
    ...(errors ? { errors } : {}),
  });
}

/**
 * A failure as a page's action answers it, with `failed` (the screen's text) for a 500, and
 * `extra` for what the form shows again.
 */
export function formFailure<Extra extends object>(
  error: unknown,
  context: Readonly<RouterContextProvider>,
  failed: string,
  extra = {} as Extra,
) {
  if (error instanceof Response) throw error;
  const failure = describeFailure(error, context, failed);
  return data<FormFailure & Extra>(
    { ...extra, ...formFailureOf(failure) },
    { status: failure.status, headers: failure.headers },
  );
}

/**
 * A failure while reading a page's data, thrown to the error boundary with the same status
 * the API would answer (404, 503…) and the message to show (`unexpected` for a 500).
 */
export function pageFailure(
  error: unknown,
  context: Readonly<RouterContextProvider>,
  unexpected = GENERIC_FAILURE,
): never {
  if (error instanceof Response) throw error;
  const failure = describeFailure(error, context, unexpected);
  throw data({ message: failure.message }, { status: failure.status, headers: failure.headers });
}

/**
 * A page route's `headers` export for pages with a form: the action's own headers (how long
 * to wait after a 429) reach the browser with the page, beside the layout's (X-Robots-Tag).
 */
export function withActionHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
}
