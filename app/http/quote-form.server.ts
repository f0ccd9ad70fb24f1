import type { Logger } from "pino";
import { rowsOf } from "../domain/fields.ts";
import { type QuoteLine, REPORTS_FIELD } from "../domain/inquiries.model.ts";
import { QUOTE_FAILURE, receiveQuote } from "../domain/quote-intake.server.ts";
import { submissionFrom } from "../domain/submissions.server.ts";
import type { Language } from "../i18n/languages.ts";
import {
  type FormFailure,
  formDataToObject,
  formFailureOf,
  type TypedValues,
} from "../lib/forms.ts";
import {
  FormTooLargeError,
  type IncomingBody,
  type PostedForm,
  readFormBody,
  releaseFiles,
} from "./bodies.server.ts";
import type { BodyLimits } from "./body-limits.ts";
import type { AppServices } from "./context.server.ts";
import { describeFailure } from "./failures.server.ts";
import { contactLimitMessage, takeAttempt } from "./rate-limit.server.ts";

/** The longest text shown again after a failure: no form field takes more. */
const LONGEST_KEPT = 5000;
const FILES_NOT_KEPT = "Your files were not kept: attach them again before sending.";

/**
 * What was typed, as the form shows it again: rows as lists (Conform's `items[0].product`),
 * without anything longer than a field can hold (not sent back).
 */
function valuesToShowAgain(value: unknown): TypedValues[string] {
  if (typeof value === "string") return value.length <= LONGEST_KEPT ? value : "";
  if (!value || typeof value !== "object") return "";
  const rows = rowsOf(value);
  if (Array.isArray(rows) && rows.length > 0) return rows.map(valuesToShowAgain);
  return Object.fromEntries(
    Object.entries(value).map(([key, nested]) => [key, valuesToShowAgain(nested)]),
  );
}

/** A refused quote request: what its form shows again, and the status it is answered with. */
export interface QuoteRefusal {
  failed: FormFailure;
  status: number;
  headers: Record<string, string>;
}

export type QuoteOutcome = { reference: string; confirmed: boolean } | { refusal: QuoteRefusal };

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
  request: {
    clientIp: string;
    log: Logger;
    body: IncomingBody;
    bodyLimits: BodyLimits;
    /** The language of the form's page, which the request is kept in. */
    language: Language;
  },
): Promise<QuoteOutcome> {
  let fields: Record<string, unknown> = {};
  let filesSent = false;
  let form: PostedForm | undefined;
  try {
    await takeAttempt(app.limits.contact, request.clientIp, contactLimitMessage);
    form = await readFormBody(request.body, request.bodyLimits, QUOTE_FAILURE);
    fields = formDataToObject(form.fields);
    const files = form.files.filter((file) => file.field === REPORTS_FIELD);
    filesSent = files.some((file) => file.bytes.byteLength > 0);
    const { reference, confirmed } = await receiveQuote(
      app.db,
      line,
      fields,
      files,
      { ...submissionFrom(fields), sender: request.clientIp },
      Date.now(),
      { commit: app.commit, terms: app.quoteTerms, language: request.language },
    );
    app.outbox.kick();
    return { reference, confirmed };
  } catch (error) {
    // A form refused for its files still shows what was typed.
    if (error instanceof FormTooLargeError) {
      fields = formDataToObject(error.fieldsRead);
      filesSent = true;
    }
    const failure = describeFailure(error, request.log, QUOTE_FAILURE);
    const fieldErrors = { ...failure.fieldErrors };
    // A field shows its first error: the files' own problem, then that they must come again.
    if (filesSent) {
      const problem = fieldErrors[REPORTS_FIELD]?.[0];
      fieldErrors[REPORTS_FIELD] = [problem ? `${problem} ${FILES_NOT_KEPT}` : FILES_NOT_KEPT];
    }
    const message = Object.keys(failure.fieldErrors).length > 0 ? QUOTE_FAILURE : failure.message;
    const typed = valuesToShowAgain(fields) as TypedValues;
    const failed = formFailureOf({ ...failure, message, fieldErrors }, typed);
    return { refusal: { failed, status: failure.status, headers: failure.headers } };
  } finally {
    // Stored or refused, the files are read no more.
    if (form) releaseFiles(form);
  }
}
