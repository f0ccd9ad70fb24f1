import { MATERIAL_ROWS, type QuoteLine } from "../../domain/inquiries.model.ts";
import { SUBMISSION_ID_FIELD } from "../../domain/messages.model.ts";
import type { TreatmentChoice } from "../../domain/translations.model.ts";
import { fill } from "../../i18n/fill.ts";
import { messageIn } from "../../i18n/form-messages.ts";
import { useLanguage, usePathIn, useWords } from "../../i18n/useWords.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { FormChecks } from "./form-checks.ts";
import { StepButtons, StepProgress } from "./quote-form/FormSteps.tsx";
import { HEALTH_FORM_START, HealthFields } from "./quote-form/HealthFields.tsx";
import { LogisticsFields } from "./quote-form/LogisticsFields.tsx";
import { MaterialsFields } from "./quote-form/MaterialsFields.tsx";
import { PRIVACY_PATH, type QuoteFields } from "./quote-form/shared-fields.tsx";
import { SendButton } from "./SendButton.tsx";
import { SpamGuards } from "./SpamGuards.tsx";
import { usePublicForm } from "./usePublicForm.ts";

// The three quote forms. They work as plain POSTs (multipart, for the health form's files);
// every field is bound through Conform to the schema the action parses with (usePublicForm.ts):
// its limits as HTML attributes the browser enforces and, for the enhancement script
// (app/enhance/quote-form.ts), the schema's own message for each way it can fail.

const FORM_ANCHOR = "quote-form";

interface QuoteFormProps {
  line: QuoteLine;
  lineLabel: string;
  checks: FormChecks;
  /** The health form's treatments, named in the page's language. */
  treatments: readonly TreatmentChoice[];
  /** The server's proof that this form came from the site, issued when the page was made. */
  formProof: string;
  /** The refusal of what was sent, shown with the form. */
  failed: FormFailure | undefined;
}

/**
 * A line's quote form. After a refusal it shows each field's error beside it and keeps what was
 * typed; a stored request is answered on a page of its own (quote.$line.sent.tsx).
 */
export function QuoteForm({
  line,
  lineLabel,
  checks,
  treatments,
  formProof,
  failed,
}: QuoteFormProps) {
  const pathIn = usePathIn();
  // Five product rows without JavaScript, or as many as were sent.
  const rows: Record<string, number> =
    line === "building-materials" ? { items: MATERIAL_ROWS } : {};
  const health = line === "health-tourism";
  const { quoteForm: words } = useWords();
  const language = useLanguage();
  const [introStart, introEnd] = words.intro.split("{privacy}");
  const form = usePublicForm<QuoteFields>({
    checks,
    failed,
    rows,
    initial: health ? HEALTH_FORM_START : undefined,
  });
  return (
    <section
      id={FORM_ANCHOR}
      aria-label={fill(words.label, { line: lineLabel })}
      className="scroll-mt-28"
    >
      {failed ? (
        <p
          role="alert"
          className="mb-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
        >
          {/* The server's refusal is English (decision 074): shown in the page's language. */}
          {messageIn(language, failed.message)}
        </p>
      ) : null}
      <form
        data-quote-form
        method="post"
        encType="multipart/form-data"
        action={pathIn(`/quote/${line}#${FORM_ANCHOR}`)}
        className="grid gap-8"
      >
        <SpamGuards formProof={formProof} />
        <input type="hidden" name={SUBMISSION_ID_FIELD} defaultValue="" />
        <p className="text-sm text-slate-600">
          {introStart}
          <a href={pathIn(PRIVACY_PATH)} className="font-semibold text-primary-700 underline">
            {words.privacyNotice}
          </a>
          {introEnd}
        </p>
        {health ? <StepProgress steps={4} /> : null}
        {health ? (
          <HealthFields form={form} treatments={treatments} />
        ) : line === "logistics" ? (
          <LogisticsFields form={form} />
        ) : (
          <MaterialsFields form={form} />
        )}
        <div className="border-t border-slate-200 pt-6">
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap">
            {health ? <StepButtons /> : null}
            <SendButton label={words.send} className="justify-center" />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            {health ? words.afterSendingHealth : words.afterSending}
          </p>
        </div>
      </form>
    </section>
  );
}
