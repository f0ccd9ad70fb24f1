import { Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, href, useActionData, useNavigation } from "react-router";
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  FORM_PROOF_FIELD,
  HONEYPOT_FIELD,
} from "../../domain/messages.model.ts";
import type { ContactFormResult } from "../../http/contact-form.server.ts";
import { SelectField, TextArea, TextField } from "../fields.tsx";

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

/**
 * A contact form that works without JavaScript (a plain POST; the answer page shows the
 * result and keeps what was typed) and, with it, shows Sending... and clears itself on success.
 */
export function ContactForm({
  action,
  variant,
  heading,
  headingLevel: Heading,
  formProof,
}: ContactFormProps) {
  const result = useActionData() as ContactFormResult | undefined;
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const proofRef = useRef<HTMLInputElement>(null);
  const proofFetched = useRef(false);
  const headingId = useId();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const failed = result?.status === "failed" ? result : undefined;
  const typed = (field: keyof typeof CONTACT_LIMITS) => failed?.values[field] ?? "";

  useEffect(() => {
    if (result?.status !== "sent") return;
    formRef.current?.reset();
    proofFetched.current = false;
  }, [result]);

  // The page's proof dates from when the page was rendered, possibly long ago (it is cached):
  // once the visitor starts filling in, a fresh one dates the form from now.
  const refreshProof = () => {
    if (proofFetched.current) return;
    proofFetched.current = true;
    fetch(href("/api/contact/form-proof"))
      .then((response) => response.json())
      .then((body: { formProof?: string }) => {
        if (proofRef.current && body.formProof) proofRef.current.value = body.formProof;
      })
      .catch(() => {});
  };

  return (
    <section id={FORM_ANCHOR} aria-labelledby={headingId} className="scroll-mt-28">
      <Heading id={headingId} className="mb-6 text-2xl font-bold text-slate-900">
        {heading}
      </Heading>
      {result ? (
        <p
          role={result.status === "sent" ? "status" : "alert"}
          className={`mb-6 rounded-md border px-4 py-3 text-sm font-medium ${
            result.status === "sent"
              ? "border-green-300 bg-green-50 text-green-900"
              : "border-red-300 bg-red-50 text-red-900"
          }`}
        >
          {result.message}
        </p>
      ) : null}
      {/* The fragment brings a visitor without JavaScript back to this form and its answer. */}
      <Form
        ref={formRef}
        method="post"
        action={`${action}#${FORM_ANCHOR}`}
        preventScrollReset
        onFocus={refreshProof}
        className="grid gap-5 sm:grid-cols-2"
      >
        <input ref={proofRef} type="hidden" name={FORM_PROOF_FIELD} defaultValue={formProof} />
        {/* Hidden from people and screen readers; scripts that fill in every field fill this. */}
        <div aria-hidden="true" className="hidden">
          <label>
            Leave this field empty
            <input
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </label>
        </div>
        <TextField
          label={variant === "full" ? "Full Name" : "Your Name"}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          defaultValue={typed("name")}
          errors={failed?.fieldErrors}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          defaultValue={typed("email")}
          errors={failed?.fieldErrors}
        />
        {variant === "full" ? (
          <TextField
            label="Phone Number"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            defaultValue={typed("phone")}
            errors={failed?.fieldErrors}
          />
        ) : null}
        {variant === "full" ? (
          <SelectField
            label="Subject"
            name="subject"
            required
            defaultValue={typed("subject")}
            errors={failed?.fieldErrors}
          >
            <option value="">Select a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject}>{subject}</option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label="Subject"
            name="subject"
            required
            maxLength={CONTACT_LIMITS.subject}
            defaultValue={typed("subject")}
            errors={failed?.fieldErrors}
          />
        )}
        <TextArea
          label="Message"
          name="message"
          required
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={typed("message")}
          errors={failed?.fieldErrors}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:opacity-75"
          >
            <Send aria-hidden="true" className="size-4" />
            {sending ? "Sending..." : "Send Message"}
          </button>
        </div>
      </Form>
    </section>
  );
}
