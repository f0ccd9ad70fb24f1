import { data, type RouterContextProvider } from "react-router";
import { CONTACT_FAILURE, CONTACT_LIMITS, CONTACT_SUCCESS } from "../domain/messages.model.ts";
import { ContactMessageInputSchema } from "../domain/messages.schema.ts";
import { receiveMessage, submissionFrom } from "../domain/submissions.server.ts";
import { languageOfRequest } from "../i18n/paths.ts";
import { type FormFailure, formDataToObject, formFailureOf } from "../lib/forms.ts";
import { bodyOf, FormTooLargeError, readFormBody } from "./bodies.server.ts";
import { type AppServices, appServices, requestInfo } from "./context.server.ts";
import { describeFailure } from "./failures.server.ts";
import { contactLimitMessage, takeAttempt } from "./rate-limit.server.ts";

/** The contact form's answer: sent, or refused as every page form is (FormFailure). */
export type ContactFormResult = { ok: true; message: string } | FormFailure;

const FIELDS = Object.keys(CONTACT_LIMITS) as (keyof typeof CONTACT_LIMITS)[];

/**
 * What the form shows again after a failure: each field as typed, unless it is longer than
 * the field may be (then it is left out, so an oversized post is not sent back), and the line
 * chosen when it is one of the lines.
 */
function valuesToShowAgain(form: FormData | null): Record<string, string> {
  const line = ContactMessageInputSchema.shape.line.safeParse(form?.get("line"));
  return {
    ...Object.fromEntries(
      FIELDS.map((field) => {
        const value = form?.get(field);
        return [
          field,
          typeof value === "string" && value.length <= CONTACT_LIMITS[field] ? value : "",
        ];
      }),
    ),
    line: (line.success && line.data) || "",
  };
}

/**
 * A visitor's message, however it came (a page's form, the API): the sender's address is
 * counted against the contact limit before `readFields` reads anything, then the message is
 * stored (held as spam when it looks automated) and its notification sent on its way.
 */
export async function acceptContactMessage(
  app: AppServices,
  clientIp: string,
  readFields: () => Promise<Record<string, unknown>>,
) {
  await takeAttempt(app.limits.contact, clientIp, contactLimitMessage);
  const fields = await readFields();
  const stored = await receiveMessage(
    app.db,
    fields,
    { ...submissionFrom(fields), sender: clientIp },
    Date.now(),
    app.commit,
  );
  app.outbox.kick();
  return stored;
}

/**
 * The action behind both public contact forms (home and contact page), in the language of the
 * page's address. The sender's address is counted against the contact limit before the form is
 * read; then the message is stored through the domain (held as spam when it looks automated,
 * answered the same), or the answer carries the field errors and what the visitor typed, so the
 * form can show them again, with or without JavaScript.
 */
export async function handleContactForm({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const app = appServices(context);
  let form: FormData | null = null;
  try {
    await acceptContactMessage(app, requestInfo(context).clientIp, async () => {
      const limits = requestInfo(context).bodyLimits;
      form = (await readFormBody(bodyOf(request), limits, CONTACT_FAILURE)).fields;
      // The page's address says the language (`/fr/contact`, `/fr?index`), not a field.
      return { ...formDataToObject(form), language: languageOfRequest(request) };
    });
    return data<ContactFormResult>({ ok: true, message: CONTACT_SUCCESS });
  } catch (error) {
    if (error instanceof FormTooLargeError) form = error.fieldsRead;
    const failure = describeFailure(error, context, CONTACT_FAILURE);
    return data<ContactFormResult>(formFailureOf(failure, valuesToShowAgain(form)), {
      status: failure.status,
      headers: failure.headers,
    });
  }
}
