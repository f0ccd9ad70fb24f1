import { data, type RouterContextProvider } from "react-router";
import { ConflictError, DomainError, type FieldErrors, ValidationError } from "../domain/errors.ts";
import type { ActionResult } from "../lib/forms.ts";
import { requestInfo } from "./context.server.ts";

/**
 * Runs an admin form's save and answers what the form shows: the success text, or the failure
 * text with the field errors (400), the conflict (409), or only the failure text when something
 * unexpected broke (logged, 500). The form keeps what was typed either way.
 */
export async function saveForm(
  context: Readonly<RouterContextProvider>,
  save: () => Promise<unknown>,
  messages: { saved: string; failed: string },
) {
  try {
    await save();
    return data<ActionResult>({ ok: true, message: messages.saved });
  } catch (error) {
    const failed = (status: number, message: string, fieldErrors: FieldErrors = {}) =>
      data<ActionResult>(
        { ok: false, message, fieldErrors, conflict: error instanceof ConflictError },
        { status },
      );
    if (error instanceof ValidationError) return failed(400, error.message, error.fieldErrors);
    if (error instanceof ConflictError) return failed(409, error.message);
    if (error instanceof DomainError) return failed(400, error.message);
    requestInfo(context).log.error({ err: error }, "admin save failed");
    return failed(500, messages.failed);
  }
}
