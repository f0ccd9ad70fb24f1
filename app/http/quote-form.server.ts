import type { Logger } from "pino";
import type { FieldErrors } from "../domain/errors.ts";
import { type QuoteLine, REPORTS_FIELD } from "../domain/inquiries.model.ts";
import { QUOTE_FAILURE, receiveQuote } from "../domain/inquiries.server.ts";
import { submissionFrom } from "../domain/messages.server.ts";
import { formDataToObject } from "../lib/forms.ts";
import { type IncomingBody, type PostedForm, readFormBody, releaseFiles } from "./bodies.server.ts";
import { bodyLimitFor } from "./body-limits.ts";
import type { AppServices } from "./context.server.ts";
import { describeError } from "./failures.server.ts";
import { contactLimitMessage, takeAttempt } from "./rate-limit.server.ts";

/** A refused quote request, as its form shows it again. */
export interface QuoteFormFailure {
  message: string;
  fieldErrors: FieldErrors;
  /** What was typed, as the form's names nest (`items.0.product`), to show again. */
  values: Record<string, unknown>;
}

/** The longest text shown again after a failure: no form field takes more. */
const LONGEST_KEPT = 5000;
const FILES_NOT_KEPT = "Your files were not kept: attach them again before sending.";

/** What was typed, without anything longer than a field can hold (not sent back). */
function valuesToShowAgain(value: unknown): unknown {
  if (typeof value === "string") return value.length <= LONGEST_KEPT ? value : "";
  if (!value || typeof value !== "object") return "";
  return Object.fromEntries(
    Object.entries(value).map(([key, nested]) => [key, valuesToShowAgain(nested)]),
  );
}

/** A refused quote request: what its form shows again, and the status it is answered with. */
export interface QuoteRefusal {
  failed: QuoteFormFailure;
  status: number;
  headers: Record<string, string>;
}

export type QuoteOutcome = { reference: string } | { refusal: QuoteRefusal };

/**
 * A line's quote form as the browser posted it (received by the intake, server/intake.ts): the
 * sender's address is counted against the contact limit before the form is read; then the
 * request is stored through the domain (held as spam when it looks automated, answered the
 * same), and the outcome is its reference, or the refusal with the field errors and what was
 * typed, so the form shows them again. Files cannot be put back into a form, so a refusal that
 * dropped some says to attach them again.
 */
export async function receiveQuoteForm(
  app: AppServices,
  line: QuoteLine,
  request: { clientIp: string; log: Logger; body: IncomingBody },
): Promise<QuoteOutcome> {
  let fields: Record<string, unknown> = {};
  let filesSent = false;
  let form: PostedForm | undefined;
  try {
    await takeAttempt(app.limits.contact, request.clientIp, contactLimitMessage);
    form = await readFormBody(request.body, bodyLimitFor(`/quote/${line}`), QUOTE_FAILURE);
    fields = formDataToObject(form.fields);
    const files = form.files.filter((file) => file.field === REPORTS_FIELD);
    filesSent = files.some((file) => file.bytes.byteLength > 0);
    const { reference } = await receiveQuote(
      app.db,
      line,
      fields,
      files,
      submissionFrom(fields),
      Date.now(),
      { commit: app.commit, terms: app.quoteTerms },
    );
    app.outbox.kick();
    return { reference };
  } catch (error) {
    const failure = describeError(error, request.log, QUOTE_FAILURE);
    const fieldErrors = { ...failure.fieldErrors };
    // A field shows its first error: the files' own problem, then that they must come again.
    if (filesSent) {
      const problem = fieldErrors[REPORTS_FIELD]?.[0];
      fieldErrors[REPORTS_FIELD] = [problem ? `${problem} ${FILES_NOT_KEPT}` : FILES_NOT_KEPT];
    }
    const failed: QuoteFormFailure = {
      message: Object.keys(failure.fieldErrors).length > 0 ? QUOTE_FAILURE : failure.message,
      fieldErrors,
      values: valuesToShowAgain(fields) as Record<string, unknown>,
    };
    return { refusal: { failed, status: failure.status, headers: failure.headers } };
  } finally {
    // Stored or refused, the files are read no more.
    if (form) releaseFiles(form);
  }
}
