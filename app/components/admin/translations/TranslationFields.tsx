import type { FieldMetadata } from "@conform-to/react";
import { Fragment } from "react";
import type { AboutCard } from "../../../domain/page-content.schema.ts";
import { SEARCH_PAGES } from "../../../domain/site-texts.schema.ts";
import type { TranslatedRow } from "../../../domain/translated-rows.model.ts";
import {
  languageName,
  SEARCH_TEXT_FIELDS,
  TRANSLATABLE,
  type TranslatedSubject,
  type TranslationView,
} from "../../../domain/translations.model.ts";
import { type FormField, TextArea, TextField } from "../../fields.tsx";
import { AboutCardsList } from "../AboutCardsList.tsx";
import type { ListForm } from "../ListEditor.tsx";
import { asText, EnglishText, SideBySide } from "./SideBySide.tsx";
import { ROW_LISTS, rowDefaults, TranslatedRows } from "./TranslatedRows.tsx";

// A translation's fields side by side with the English they translate (decision 074): the
// English read-only on the left, the language's field on the right; on a phone the English
// above its field. One table of each subject's texts, so every subject is drawn the same way.

interface TextSpec {
  name: string;
  label: string;
  /** One line, a paragraph, or a list typed one item a line. */
  kind: "line" | "text" | "lines";
  rows?: number;
  hint?: string;
}

const ONE_PER_LINE = "One per line.";

const homeHeading = (section: string) => ({
  label: `Home page heading: ${section}`,
  kind: "line" as const,
  hint: "Only a heading the office renamed in English has one; empty, the site's own heading in this language.",
});

const bannerAlt = (page: string) => ({
  label: `${page} banner: description of the picture`,
  kind: "line" as const,
  hint: "What the picture shows, for visitors who cannot see it. Only a banner with a picture has one.",
});

const SEARCH_HINT =
  "Only where the office set one in English; empty, the page's own in this language.";

/** Each page's title and description for search engines, as the site texts' editor lists them. */
const searchTexts: TextSpec[] = SEARCH_PAGES.flatMap(({ path, label }) => [
  {
    name: SEARCH_TEXT_FIELDS[path].title,
    label: `${label}: search title`,
    kind: "line" as const,
    hint: SEARCH_HINT,
  },
  {
    name: SEARCH_TEXT_FIELDS[path].description,
    label: `${label}: search description`,
    kind: "text" as const,
    rows: 2,
    hint: SEARCH_HINT,
  },
]);

/** Each subject's translated texts, in the order of its English editor. */
export const TRANSLATION_FIELDS: Record<TranslatedSubject, TextSpec[]> = {
  service: [
    { name: "title", label: "Title", kind: "line" },
    { name: "shortDescription", label: "Short description", kind: "text", rows: 3 },
    { name: "fullDescription", label: "Full description", kind: "text", rows: 6 },
    { name: "features", label: "Features", kind: "lines", rows: 5, hint: ONE_PER_LINE },
  ],
  team: [
    {
      name: "position",
      label: "Position",
      kind: "line",
      hint: "Left empty, the team page shows the English one.",
    },
    {
      name: "bio",
      label: "Bio",
      kind: "text",
      rows: 4,
      hint: "Left empty, the team page shows the English one.",
    },
  ],
  hero: [
    { name: "title", label: "Title", kind: "line" },
    { name: "subtitle", label: "Subtitle", kind: "line" },
    { name: "description", label: "Description", kind: "text", rows: 4 },
    { name: "buttonText", label: "Button text", kind: "line" },
    { name: "secondButtonText", label: "Second button text", kind: "line" },
  ],
  about: [
    { name: "title", label: "Page title", kind: "line" },
    { name: "intro", label: "Introduction", kind: "text", rows: 3 },
    { name: "imageAlt", label: "Description of the picture", kind: "line" },
    { name: "vision", label: "Vision", kind: "text", rows: 3 },
    { name: "mission", label: "Mission", kind: "text", rows: 3 },
    { name: "goals", label: "Goals", kind: "lines", rows: 4, hint: ONE_PER_LINE },
    { name: "whyChooseUs", label: "Why choose us", kind: "lines", rows: 4, hint: ONE_PER_LINE },
    { name: "companyHistory", label: "Company history", kind: "text", rows: 6 },
    { name: "coreValues", label: "Core values", kind: "lines", rows: 4, hint: ONE_PER_LINE },
    { name: "homeSummary", label: "Short about on the home page", kind: "text", rows: 4 },
  ],
  contact: [
    { name: "country", label: "Country", kind: "line" },
    {
      name: "workingHours",
      label: "Business hours",
      kind: "text",
      rows: 3,
      hint: "One line for each group of days, as in English.",
    },
    { name: "description", label: "Additional info", kind: "text", rows: 3 },
  ],
  "site-texts": [
    { name: "footerBlurb", label: "Footer text", kind: "text", rows: 3 },
    { name: "aboutHeading", ...homeHeading("About section") },
    { name: "servicesHeading", ...homeHeading("Services section") },
    { name: "teamHeading", ...homeHeading("Team section") },
    { name: "contactHeading", ...homeHeading("Contact section") },
    { name: "aboutBannerAlt", ...bannerAlt("About page") },
    { name: "servicesBannerAlt", ...bannerAlt("Services page") },
    { name: "teamBannerAlt", ...bannerAlt("Team page") },
    { name: "contactBannerAlt", ...bannerAlt("Contact page") },
    ...searchTexts,
  ],
  privacy: [
    { name: "title", label: "Title", kind: "line" },
    {
      name: "body",
      label: "The notice",
      kind: "text",
      rows: 16,
      hint: 'As in English: a blank line starts a paragraph, a line starting with "## " is a heading.',
    },
  ],
  // Lists translated row by row (TranslatedRows).
  treatments: [],
  "trust-figures": [],
  "trust-steps": [],
  "trust-partners": [],
  "trust-testimonials": [],
  "trust-questions": [],
};

const isBlank = (value: unknown) => (Array.isArray(value) ? value.length === 0 : !value);

/** The form's fields as the browser holds them. */
export interface TranslationShape {
  [field: string]: string | AboutCard[] | TranslatedRow[] | undefined;
  slug?: string;
  cards?: AboutCard[];
  rows?: TranslatedRow[];
}

/**
 * The saved translation as the form shows it; while missing, empty fields (an about page's
 * cards as many blank ones as the English has), never the English.
 */
export function translationDefaults(subject: TranslatedSubject, view: TranslationView) {
  const texts: Record<string, unknown> = view.texts ?? {};
  const shape: TranslationShape = Object.fromEntries(
    TRANSLATION_FIELDS[subject].map(({ name }) => [name, asText(texts[name])]),
  );
  if (subject === "service") shape.slug = view.slug ?? "";
  if (subject === "about") {
    const english = (view.english as { cards: AboutCard[] }).cards;
    shape.cards = view.texts
      ? (texts.cards as AboutCard[])
      : english.map(() => ({ title: "", text: "" }));
  }
  if (subject in ROW_LISTS) shape.rows = rowDefaults(view);
  return shape;
}

/**
 * Which fields must be filled in: each text the English has, as the server checks it, unless
 * the subject shows a blank one in English (a member's position).
 */
export function requiredTranslations(subject: TranslatedSubject, view: TranslationView) {
  const english: Record<string, unknown> = view.english;
  const partial = "partial" in TRANSLATABLE[subject];
  const required: Record<string, boolean> = Object.fromEntries(
    TRANSLATION_FIELDS[subject].map(({ name }) => [name, !partial && !isBlank(english[name])]),
  );
  if (subject === "about") {
    required["cards[].title"] = true;
    required["cards[].text"] = true;
  }
  return required;
}

type Fields = Record<string, FormField>;

/** The address of a service in the language: rule, example and the address it makes. */
function SlugRow({
  fields,
  view,
  englishSlug,
  typedSlug,
}: {
  fields: Fields;
  view: TranslationView;
  englishSlug: string;
  typedSlug: string;
}) {
  const language = languageName(view.language);
  return (
    <SideBySide label="Address (slug)" english={`/services/${englishSlug}`}>
      <TextField
        label={`Address (slug) in ${language}`}
        field={fields.slug as FormField}
        lang={view.language}
        autoComplete="off"
        spellCheck={false}
        hint={`Lowercase letters a to z (no accents), digits and single hyphens, such as tourisme-medical; no other ${language} service may have it. The page's address: /${view.language}/services/${typedSlug || "…"}`}
      />
    </SideBySide>
  );
}

/** The about page's cards: the English ones, and the translated ones as a list of rows. */
function CardsRow({
  fields,
  form,
  onChange,
  view,
}: {
  fields: Fields;
  form: ListForm;
  onChange: () => void;
  view: TranslationView;
}) {
  const english = (view.english as { cards: AboutCard[] }).cards;
  const language = languageName(view.language);
  return (
    <SideBySide
      label="What Sets Us Apart (cards)"
      english={
        english.length > 0 ? (
          <ol className="list-decimal space-y-2 pl-5 whitespace-normal">
            {english.map((card, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cards are positions.
              <li key={index}>
                <span className="font-semibold">{card.title}</span>: {card.text}
              </li>
            ))}
          </ol>
        ) : (
          <EnglishText value="" />
        )
      }
    >
      <p className="mb-2 text-sm font-medium text-slate-800">Cards in {language}</p>
      <AboutCardsList
        field={
          fields.cards as unknown as FieldMetadata<AboutCard[], Record<string, unknown>, string[]>
        }
        form={form}
        onChange={onChange}
        lang={view.language}
      />
    </SideBySide>
  );
}

/** Every text of the subject side by side with its English, a service's address first. */
export function TranslationFields({
  subject,
  view,
  fields,
  form,
  onChange,
  englishSlug,
  typedSlug,
  groupNames,
}: {
  subject: TranslatedSubject;
  view: TranslationView;
  fields: Fields;
  form: ListForm;
  onChange: () => void;
  englishSlug: string | null;
  typedSlug: string;
  /** What the groups of a list translated row by row are called (business lines, services). */
  groupNames: Record<string, string>;
}) {
  const english: Record<string, unknown> = view.english;
  const language = languageName(view.language);
  return (
    <div className="space-y-5">
      {TRANSLATION_FIELDS[subject].map(({ name, label, kind, rows, hint }) => {
        // As tall as the English beside it needs, so the two read line for line.
        const englishLines = asText(english[name])
          .split("\n")
          .reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / 45)), 0);
        const common = {
          label: `${label} in ${language}`,
          field: fields[name] as FormField,
          lang: view.language,
          hint,
        };
        return (
          <Fragment key={name}>
            <SideBySide label={label} english={<EnglishText value={english[name]} />}>
              {kind === "line" ? (
                <TextField {...common} />
              ) : (
                <TextArea {...common} rows={Math.min(16, Math.max(rows ?? 3, englishLines))} />
              )}
            </SideBySide>
            {/* A service's address after its title, as in its English editor. */}
            {subject === "service" && name === "title" ? (
              <SlugRow
                fields={fields}
                view={view}
                englishSlug={englishSlug ?? ""}
                typedSlug={typedSlug}
              />
            ) : null}
          </Fragment>
        );
      })}
      {subject === "about" ? (
        <CardsRow fields={fields} form={form} onChange={onChange} view={view} />
      ) : null}
      {subject in ROW_LISTS ? (
        <TranslatedRows subject={subject} fields={fields} view={view} groupNames={groupNames} />
      ) : null}
    </div>
  );
}
