import { useId } from "react";
import { useActionData } from "react-router";
import { QUOTE_LINES } from "../../domain/inquiries.model.ts";
import {
  CONTACT_CHECK_FIELDS,
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS,
} from "../../domain/messages.model.ts";
import type { ContactMessageInput } from "../../domain/messages.schema.ts";
import type { ContactFormResult } from "../../http/contact-form.server.ts";
import { messageIn } from "../../i18n/form-messages.ts";
import { useLanguage, useWords } from "../../i18n/useWords.ts";
import { SelectField, TextArea, TextField } from "../fields.tsx";
import type { FormChecks } from "./form-checks.ts";
import { SendButton } from "./SendButton.tsx";
import { SpamGuards } from "./SpamGuards.tsx";
import { usePublicForm } from "./usePublicForm.ts";

interface ContactFormProps {
  /** The form's route: "/contact", or "/?index" for the home page. */
  action: string;
  headingLevel: "h2" | "h3";
  /** The message schema's checks (form-checks.ts), worked out when the page was made. */
  checks: FormChecks;
  /** The server's proof that this form came from the site, issued when the page was made. */
  formProof: string;
  /** A line around the card, on a white page where its shadow alone does not set it apart. */
  bordered?: boolean;
}

const FORM_ANCHOR = "contact-form";

// Kept in the page even when empty (then without size), so a screen reader announces what the
// enhancement script writes into it. The script scrolls to the answer clear of the sticky header
// and focuses it, for reading only: no focus box.
const answerClass =
  "rounded-md border px-4 py-3 text-sm font-medium mb-6 scroll-mt-28 focus:outline-none empty:m-0 empty:border-0 empty:p-0";

/**
 * The site's one contact form, on the home page and the contact page alike. It works without
 * JavaScript: the browser checks what it can, the POST's answer page shows the result, each
 * wrong field's message beside it, and keeps what was typed. The enhancement script
 * (app/enhance/contact-form.ts) checks each field in the schema's words instead of the browser's
 * bubbles, sends in the background, shows Sending..., and keeps a message written offline until
 * it can be sent.
 */
export function ContactForm({
  action,
  headingLevel: Heading,
  checks,
  formProof,
  bordered = false,
}: ContactFormProps) {
  const result = useActionData() as ContactFormResult | undefined;
  const headingId = useId();
  const { script, contactForm: words, services } = useWords();
  // The server's answer is English (decision 074): shown in the page's language.
  const language = useLanguage();
  const failed = result?.ok === false ? result : undefined;
  const { fields, typed, choice } = usePublicForm<Record<keyof ContactMessageInput, string>>({
    checks,
    failed,
  });

  return (
    <section
      id={FORM_ANCHOR}
      aria-labelledby={headingId}
      className={`scroll-mt-28 rounded-xl bg-white p-6 shadow-sm sm:p-8${bordered ? " border border-slate-200" : ""}`}
    >
      <Heading id={headingId} className="mb-6 text-2xl font-bold text-slate-900">
        {words.heading}
      </Heading>
      <p
        data-form-status
        role="status"
        className={`${answerClass} border-green-300 bg-green-50 text-green-900 data-[tone=kept]:border-amber-300 data-[tone=kept]:bg-amber-50 data-[tone=kept]:text-amber-950`}
      >
        {result?.ok ? messageIn(language, result.message) : null}
      </p>
      <p
        data-form-alert
        role="alert"
        className={`${answerClass} border-red-300 bg-red-50 text-red-900`}
      >
        {failed ? messageIn(language, failed.message) : null}
      </p>
      {/* The fragment brings a visitor without JavaScript back to this form and its answer. */}
      {/* Its script's answers when the website cannot be reached, in the page's language. */}
      <form
        data-contact-form
        data-kept-offline={script.keptOffline}
        data-not-kept={script.notKept}
        data-check-fields={messageIn(language, CONTACT_CHECK_FIELDS)}
        data-sent={messageIn(language, CONTACT_SUCCESS)}
        method="post"
        action={`${action}#${FORM_ANCHOR}`}
        className="grid gap-5 sm:grid-cols-2"
      >
        <SpamGuards formProof={formProof} />
        <TextField label={words.name} autoComplete="name" {...typed(fields.name)} />
        <TextField label={words.email} type="email" autoComplete="email" {...typed(fields.email)} />
        <TextField label={words.phone} type="tel" autoComplete="tel" {...typed(fields.phone)} />
        <SelectField label={words.subject} {...choice(fields.subject)}>
          <option value="">{words.chooseSubject}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {words.subjects[subject]}
            </option>
          ))}
        </SelectField>
        <SelectField label={words.line} className="sm:col-span-2" {...choice(fields.line)}>
          <option value="">{words.noLine}</option>
          {QUOTE_LINES.map((line) => (
            <option key={line.value} value={line.value}>
              {services.categories[line.value]}
            </option>
          ))}
        </SelectField>
        <TextArea
          label={words.message}
          rows={5}
          className="sm:col-span-2"
          {...typed(fields.message)}
        />
        <div className="sm:col-span-2">
          <SendButton label={words.send} />
        </div>
      </form>
    </section>
  );
}
