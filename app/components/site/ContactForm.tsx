import { useId } from "react";
import { useActionData } from "react-router";
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from "../../domain/messages.model.ts";
import type { ContactFormResult } from "../../http/contact-form.server.ts";
import { SelectField, TextArea, TextField } from "../fields.tsx";
import { SendButton } from "./SendButton.tsx";
import { SpamGuards } from "./SpamGuards.tsx";

interface ContactFormProps {
  /** The form's route: "/contact", or "/?index" for the home page. */
  action: string;
  /** The contact page asks for a phone and offers fixed subjects; the home page does not. */
  variant: "full" | "short";
  heading: string;
  headingLevel: "h2" | "h3";
  /** The server's proof that this form came from the site, issued when the page was made. */
  formProof: string;
}

const FORM_ANCHOR = "contact-form";

// Kept in the page even when empty (then without size), so a screen reader announces what the
// enhancement script writes into it.
const answerClass =
  "rounded-md border px-4 py-3 text-sm font-medium mb-6 empty:m-0 empty:border-0 empty:p-0";

/**
 * A contact form that works without JavaScript: a plain POST, whose answer page shows the
 * result and keeps what was typed. The enhancement script (app/enhance/contact-form.ts) sends it
 * in the background instead, shows Sending..., and keeps a message written offline until it
 * can be sent.
 */
export function ContactForm({
  action,
  variant,
  heading,
  headingLevel: Heading,
  formProof,
}: ContactFormProps) {
  const result = useActionData() as ContactFormResult | undefined;
  const headingId = useId();
  const failed = result?.status === "failed" ? result : undefined;
  /** A field's name, what was typed in it (after a refusal) and its errors. */
  const field = (name: keyof typeof CONTACT_LIMITS) => ({
    name,
    defaultValue: failed?.values[name] ?? "",
    errors: failed?.fieldErrors,
  });
  /** A text field's, with the most it may hold. */
  const textField = (name: keyof typeof CONTACT_LIMITS) => ({
    ...field(name),
    maxLength: CONTACT_LIMITS[name],
  });

  return (
    <section id={FORM_ANCHOR} aria-labelledby={headingId} className="scroll-mt-28">
      <Heading id={headingId} className="mb-6 text-2xl font-bold text-slate-900">
        {heading}
      </Heading>
      <p
        data-form-status
        role="status"
        className={`${answerClass} border-green-300 bg-green-50 text-green-900 data-[tone=kept]:border-amber-300 data-[tone=kept]:bg-amber-50 data-[tone=kept]:text-amber-950`}
      >
        {result?.status === "sent" ? result.message : null}
      </p>
      <p
        data-form-alert
        role="alert"
        className={`${answerClass} border-red-300 bg-red-50 text-red-900`}
      >
        {failed?.message}
      </p>
      {/* The fragment brings a visitor without JavaScript back to this form and its answer. */}
      <form
        data-contact-form
        method="post"
        action={`${action}#${FORM_ANCHOR}`}
        className="grid gap-5 sm:grid-cols-2"
      >
        <SpamGuards formProof={formProof} />
        <TextField
          label={variant === "full" ? "Full Name" : "Your Name"}
          autoComplete="name"
          required
          {...textField("name")}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          {...textField("email")}
        />
        {variant === "full" ? (
          <>
            <TextField label="Phone Number" type="tel" autoComplete="tel" {...textField("phone")} />
            <SelectField label="Subject" required {...field("subject")}>
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject}>{subject}</option>
              ))}
            </SelectField>
          </>
        ) : (
          <TextField label="Subject" required {...textField("subject")} />
        )}
        <TextArea
          label="Message"
          required
          rows={5}
          className="sm:col-span-2"
          {...textField("message")}
        />
        <div className="sm:col-span-2">
          <SendButton label="Send Message" />
        </div>
      </form>
    </section>
  );
}
