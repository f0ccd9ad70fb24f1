import { Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { CONTACT_SUBJECTS, HONEYPOT_FIELD } from "../../domain/messages.model.ts";
import type { ContactFormResult } from "../../http/contact-form.server.ts";

interface ContactFormProps {
  /** The form's route: "/contact", or "/?index" for the home page. */
  action: string;
  /** The contact page asks for a phone and offers fixed subjects; the home page does not. */
  variant: "full" | "short";
  heading: string;
  headingLevel: "h2" | "h3";
}

const FORM_ANCHOR = "contact-form";

function Field({
  id,
  label,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  optional?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-error-600";

/**
 * A contact form that works without JavaScript (a plain POST; the answer page shows the
 * result and keeps what was typed) and, with it, shows Sending... and clears itself on success.
 */
export function ContactForm({ action, variant, heading, headingLevel: Heading }: ContactFormProps) {
  const result = useActionData() as ContactFormResult | undefined;
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();
  const fieldId = (field: string) => `${base}-${field}`;
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const failed = result?.status === "failed" ? result : undefined;
  const errorOf = (field: string) => failed?.fieldErrors[field]?.[0];
  const describedBy = (field: string) => (errorOf(field) ? `${fieldId(field)}-error` : undefined);
  const typedValue = (field: string) => failed?.values[field] ?? "";

  const shownAtRef = useRef<HTMLInputElement>(null);

  // The time the form became usable, for the server's "faster than a person" check; it is set
  // in the browser (and again after each send), so a cached page never carries a stale one.
  useEffect(() => {
    if (result?.status === "sent") formRef.current?.reset();
    if (shownAtRef.current) shownAtRef.current.value = String(Date.now());
  }, [result]);

  return (
    <section id={FORM_ANCHOR} aria-labelledby={fieldId("heading")} className="scroll-mt-28">
      <Heading id={fieldId("heading")} className="mb-6 text-2xl font-bold text-slate-900">
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
        className="grid gap-5 sm:grid-cols-2"
      >
        <input ref={shownAtRef} type="hidden" name="formShownAt" />
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
        <Field
          id={fieldId("name")}
          label={variant === "full" ? "Full Name" : "Your Name"}
          error={errorOf("name")}
        >
          <input
            id={fieldId("name")}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={typedValue("name")}
            aria-invalid={Boolean(errorOf("name"))}
            aria-describedby={describedBy("name")}
            className={inputClass}
          />
        </Field>
        <Field id={fieldId("email")} label="Email Address" error={errorOf("email")}>
          <input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={typedValue("email")}
            aria-invalid={Boolean(errorOf("email"))}
            aria-describedby={describedBy("email")}
            className={inputClass}
          />
        </Field>
        {variant === "full" ? (
          <Field id={fieldId("phone")} label="Phone Number" optional error={errorOf("phone")}>
            <input
              id={fieldId("phone")}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              defaultValue={typedValue("phone")}
              aria-invalid={Boolean(errorOf("phone"))}
              aria-describedby={describedBy("phone")}
              className={inputClass}
            />
          </Field>
        ) : null}
        <Field id={fieldId("subject")} label="Subject" error={errorOf("subject")}>
          {variant === "full" ? (
            <select
              id={fieldId("subject")}
              name="subject"
              required
              defaultValue={typedValue("subject")}
              aria-invalid={Boolean(errorOf("subject"))}
              aria-describedby={describedBy("subject")}
              className={inputClass}
            >
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject}>{subject}</option>
              ))}
            </select>
          ) : (
            <input
              id={fieldId("subject")}
              name="subject"
              required
              maxLength={150}
              defaultValue={typedValue("subject")}
              aria-invalid={Boolean(errorOf("subject"))}
              aria-describedby={describedBy("subject")}
              className={inputClass}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field id={fieldId("message")} label="Message" error={errorOf("message")}>
            <textarea
              id={fieldId("message")}
              name="message"
              required
              rows={5}
              maxLength={5000}
              defaultValue={typedValue("message")}
              aria-invalid={Boolean(errorOf("message"))}
              aria-describedby={describedBy("message")}
              className={inputClass}
            />
          </Field>
        </div>
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
