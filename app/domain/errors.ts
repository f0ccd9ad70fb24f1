import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** The domain's failures; the HTTP adapters turn each into a status and a message. */
export class DomainError extends Error {
  override name = "DomainError";
}

export class ValidationError extends DomainError {
  override name = "ValidationError";
  readonly fieldErrors: FieldErrors;
  constructor(message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

export class NotFoundError extends DomainError {
  override name = "NotFoundError";
}

export class ConflictError extends DomainError {
  override name = "ConflictError";
}

export class UnauthorizedError extends DomainError {
  override name = "UnauthorizedError";
}

/** Signed in, but this account may not do it (its role, or the account is disabled). */
export class ForbiddenError extends DomainError {
  override name = "ForbiddenError";
}

export class UnsupportedMediaError extends DomainError {
  override name = "UnsupportedMediaError";
}

export class PayloadTooLargeError extends DomainError {
  override name = "PayloadTooLargeError";
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** True when the issue is a required value left out or blank, as opposed to a wrong one. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  return (
    ((issue.code === "invalid_type" || issue.code === "invalid_union") &&
      issue.input === undefined) ||
    (issue.code === "too_small" && issue.minimum === 1)
  );
}

/**
 * Validates input against a schema, throwing a ValidationError that carries field errors.
 * `missingMessage` is used when a required field is empty (the spec has its own text for it).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  messages: { invalid: string; missing?: string },
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message =
    messages.missing && result.error.issues.some(isMissing) ? messages.missing : messages.invalid;
  throw new ValidationError(message, fieldErrorsOf(result.error));
}

/** "Please wait 1 second and try again.", or as many seconds as it takes. */
export function pleaseWait(seconds: number): string {
  return `Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}

export class RateLimitedError extends DomainError {
  override name = "RateLimitedError";
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
