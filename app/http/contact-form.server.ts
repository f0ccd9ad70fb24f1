import { data, type RouterContextProvider } from "react-router";
import { type FieldErrors, RateLimitedError, ValidationError } from "../domain/errors.ts";
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  receiveMessage,
  submissionFrom,
} from "../domain/messages.server.ts";
import { appServices, requestInfo } from "./context.server.ts";
import { contactLimitMessage, takeAttempt } from "./rate-limit.server.ts";

export type ContactFormResult =
  | { status: "sent"; message: string }
  | { status: "failed"; message: string; fieldErrors: FieldErrors; values: Record<string, string> };

const FIELDS = ["name", "email", "phone", "subject", "message"] as const;

/**
 * The action behind both public contact forms (home and contact page). It stores the message
 * through the domain, or answers with the field errors and everything the visitor typed, so
 * the form can show them again, with or without JavaScript.
 */
export async function handleContactForm({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const app = appServices(context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form submission at all (say, a JSON body): nothing to store, nothing to show again.
    return data<ContactFormResult>(
      { status: "failed", message: CONTACT_FAILURE, fieldErrors: {}, values: {} },
      { status: 415 },
    );
  }
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as Record<(typeof FIELDS)[number], string>;
  const failed = (status: number, message: string, fieldErrors: FieldErrors = {}) =>
    data<ContactFormResult>({ status: "failed", message, fieldErrors, values }, { status });

  try {
    await takeAttempt(app.limits.contact, requestInfo(context).clientIp, contactLimitMessage);
    await receiveMessage(app.db, values, submissionFrom(Object.fromEntries(form)));
    app.outbox.kick();
    return data<ContactFormResult>({ status: "sent", message: CONTACT_SUCCESS });
  } catch (error) {
    if (error instanceof ValidationError) {
      const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
      return failed(400, hasFieldErrors ? CONTACT_FAILURE : error.message, error.fieldErrors);
    }
    if (error instanceof RateLimitedError) return failed(429, error.message);
    requestInfo(context).log.error({ err: error }, "contact message could not be stored");
    return failed(503, CONTACT_FAILURE);
  }
}
