import { Form, href, NavLink, useLoaderData } from "react-router";
import type { LanguageState } from "../../../domain/translations.model.ts";
import {
  TRUST_LIMITS,
  TRUST_SECTION_TITLES,
  TRUST_SECTIONS,
  type TrustContent,
  type TrustSection,
} from "../../../domain/trust.model.ts";
import type { FormField } from "../../fields.tsx";
import { SaveResetButtons } from "../buttons.tsx";
import { MinorEditField } from "../MinorEditField.tsx";
import { SaveFields } from "../SaveFields.tsx";
import { TranslationsLine } from "../translations/TranslationBadges.tsx";
import type { useSchemaForm } from "../useSchemaForm.tsx";

// The Trust & Proof screens (decision 071): an overview, and one screen per section, each
// saving its own section. The addresses are fixed: other screens link to them.

export const TRUST_PATHS: Record<TrustSection, string> = {
  figures: href("/admin/trust/figures"),
  steps: href("/admin/trust/steps"),
  partners: href("/admin/trust/partners"),
  testimonials: href("/admin/trust/testimonials"),
  questions: href("/admin/trust/questions"),
};

/** What each section is for, where the site shows it. */
export const TRUST_DESCRIPTIONS: Record<TrustSection, string> = {
  figures:
    "Shown in a band below the home page's first picture. Use real numbers you can stand behind.",
  steps: `The steps a client goes through, on each service page of the line: ${TRUST_LIMITS.stepsMin} to ${TRUST_LIMITS.stepsMax} steps, or none to hide them.`,
  partners:
    "Partner hospitals and their accreditations (such as JCI), shipping lines, manufacturers, each with its logo if you have one. All are shown on the home page; each also on the service pages of its line.",
  testimonials:
    "What clients said, with their permission, each with their photo if they agreed to one. The first three are shown on the home page; each on the service pages of its line.",
  questions:
    "Shown on each service's page as questions a visitor opens, and given to search engines as that page's frequently asked questions.",
};

/** The built-in content of these sections is invented, of the others only unchecked (043). */
const INVENTED: readonly TrustSection[] = ["figures", "partners", "testimonials"];

/** What a section still holding the built-in content says. */
export function builtInNote(section: TrustSection): string {
  return INVENTED.includes(section)
    ? "These are built-in examples, not facts. Replace them with your own real ones, or remove them all, before the site goes live."
    : "These are built-in examples. Check each one against how you really work before the site goes live.";
}

/** Short enough for three tabs a row on a phone. */
const TAB_LABELS: Record<TrustSection, string> = {
  figures: "Figures",
  steps: "Steps",
  partners: "Partners",
  testimonials: "Testimonials",
  questions: "Questions",
};

const TABS: { to: string; label: string }[] = [
  { to: href("/admin/trust"), label: "Overview" },
  ...TRUST_SECTIONS.map((section) => ({ to: TRUST_PATHS[section], label: TAB_LABELS[section] })),
];

/** The Trust & Proof screens, one tab each; the sidebar has one entry for them all. */
export function TrustTabs() {
  return (
    <nav aria-label="Trust & Proof sections" className="mb-6 border-b border-slate-300">
      <ul className="-mb-px grid grid-cols-3 sm:flex sm:flex-wrap sm:gap-1">
        {TABS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex h-full items-center justify-center border-b-4 px-2 py-3 text-sm font-semibold sm:px-4 sm:text-base ${
                  isActive
                    ? "border-primary-700 text-primary-900"
                    : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
                }`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section's form: its list (or lists), and the minor-edit box (decision 074). */
export type SectionShape<Section extends keyof TrustContent> = Pick<TrustContent, Section> & {
  minor?: boolean;
};

/** What the screen needs of the section's bound form. */
type BoundForm = Pick<
  ReturnType<typeof useSchemaForm>,
  "formProps" | "saving" | "dirty" | "conflictAlert" | "unsavedDialog"
> & { fields: { minor: FormField } };

/** What every section screen's loader gives besides its content (trust-sections.server.ts). */
interface SectionScreenData {
  translations: Record<TrustSection, LanguageState[]>;
}

/**
 * One section's screen: the tabs, what the section is for, its lists in a card, and Save kept in
 * sight below them, which saves this section alone.
 */
export function TrustSectionScreen({
  section,
  version,
  builtIn,
  form,
  children,
}: {
  section: TrustSection;
  /** The section's version the screen started from; 0 while it is the built-in one. */
  version: number;
  /** Whether the section still shows built-in examples (the launch checklist's rule). */
  builtIn: boolean;
  form: BoundForm;
  children: React.ReactNode;
}) {
  const { translations } = useLoaderData<SectionScreenData>();
  return (
    // Room below Save on phones, where a toast would otherwise cover it.
    <div className="max-w-5xl pb-28 md:pb-0">
      <TrustTabs />
      {form.conflictAlert}
      {builtIn ? (
        <p className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
          {builtInNote(section)}
        </p>
      ) : null}
      <Form {...form.formProps} className="space-y-8">
        <SaveFields intent="save" version={version} />
        <section
          aria-labelledby={`${section}-title`}
          className="space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6"
        >
          <div>
            <h2 id={`${section}-title`} className="text-lg font-semibold text-slate-900">
              {TRUST_SECTION_TITLES[section]}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{TRUST_DESCRIPTIONS[section]}</p>
          </div>
          <TranslationsLine
            kind="page"
            itemId={`trust-${section}`}
            states={translations[section]}
          />
          {children}
          <MinorEditField field={form.fields.minor} />
        </section>
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-300 bg-slate-100 px-4 pb-2 sm:mx-0 sm:px-3">
          <SaveResetButtons saving={form.saving} dirty={form.dirty} />
        </div>
      </Form>
      {form.unsavedDialog}
    </div>
  );
}
