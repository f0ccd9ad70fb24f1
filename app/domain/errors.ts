import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/**
 * The domain's failures; the HTTP adapters turn each into a status and a message. Each is
 * named after its class (the server's bundle keeps class names).
 */
export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  readonly fieldErrors: FieldErrors;
  constructor(message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

export class NotFoundError extends DomainError {}

/** It was there once and is not kept on purpose (a file of a request held as spam). */
export class GoneError extends DomainError {}

export class ConflictError extends DomainError {}

export class UnauthorizedError extends DomainError {}

/** Signed in, but this account may not do it (its role, or the account is disabled). */
export class ForbiddenError extends DomainError {}

export class UnsupportedMediaError extends DomainError {}

export class PayloadTooLargeError extends DomainError {}

/** A Zod error's messages by field (a dotted path; `_form` for the whole input). */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** True when the issue is a required value left out or blank, as opposed to a wrong one. */
export function isMissing(issue: z.core.$ZodIssue): boolean {
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
  throw new ValidationError(message, fieldErrorsFromZod(result.error));
}

/** "Please wait 1 second and try again.", or as many seconds as it takes. */
export function pleaseWait(seconds: number): string {
  return `Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
