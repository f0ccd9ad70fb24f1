import { data, type RouterContextProvider, redirect } from "react-router";
import type { FieldErrors } from "../domain/errors.ts";
import { isQuoteLine, quoteSentPath, REPORTS_FIELD } from "../domain/inquiries.model.ts";
import { QUOTE_FAILURE, receiveQuote, type UploadedFile } from "../domain/inquiries.server.ts";
import { submissionFrom } from "../domain/messages.server.ts";
import { formDataToObject } from "../lib/forms.ts";
import { readForm } from "./contact-form.server.ts";
import { appServices, requestInfo } from "./context.server.ts";
import { describeFailure } from "./failures.server.ts";
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

async function uploadedFiles(form: FormData): Promise<UploadedFile[]> {
  const files = form.getAll(REPORTS_FIELD).filter((item): item is File => item instanceof File);
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      type: file.type,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}

/**
 * The action behind the three quote forms: the sender's address is counted against the
 * contact limit before the form is read; then the request is stored through the domain (held
 * as spam when it looks automated, answered the same) and answered with a 303 to the page that
 * shows its reference, or the answer carries the field errors and what was typed, so the form
 * shows them again. Files cannot be put back into a form, so a refusal that dropped some says
 * to attach them again.
 */
export async function handleQuoteForm({
  request,
  params,
  context,
}: {
  request: Request;
  params: { line?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { line } = params;
  if (!isQuoteLine(line)) throw data(null, { status: 404 });
  const app = appServices(context);
  let fields: Record<string, unknown> = {};
  let filesSent = false;
  try {
    await takeAttempt(app.limits.contact, requestInfo(context).clientIp, contactLimitMessage);
    const form = await readForm(request, QUOTE_FAILURE);
    fields = formDataToObject(form);
    const files = await uploadedFiles(form);
    filesSent = files.some((file) => file.bytes.byteLength > 0);
    const { reference } = await receiveQuote(
      app.db,
      line,
      fields,
      files,
      submissionFrom(fields),
      Date.now(),
      app.commit,
    );
    app.outbox.kick();
    return redirect(quoteSentPath(line, reference), 303);
  } catch (error) {
    const failure = describeFailure(error, context, QUOTE_FAILURE);
    const fieldErrors = { ...failure.fieldErrors };
    // A field shows its first error: the files' own problem, then that they must come again.
    if (filesSent) {
      const problem = fieldErrors[REPORTS_FIELD]?.[0];
      fieldErrors[REPORTS_FIELD] = [problem ? `${problem} ${FILES_NOT_KEPT}` : FILES_NOT_KEPT];
    }
    return data<QuoteFormFailure>(
      {
        message: Object.keys(failure.fieldErrors).length > 0 ? QUOTE_FAILURE : failure.message,
        fieldErrors,
        values: valuesToShowAgain(fields) as Record<string, unknown>,
      },
      { status: failure.status, headers: failure.headers },
    );
  }
}
