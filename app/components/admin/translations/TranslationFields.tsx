import type { FieldMetadata } from "@conform-to/react";
import { Fragment } from "react";
import type { AboutCard } from "../../../domain/page-content.schema.ts";
import { ABOUT_CARDS_MAX } from "../../../domain/page-content.schema.ts";
import {
  languageName,
  TRANSLATABLE,
  type TranslatedSubject,
  type TranslationView,
} from "../../../domain/translations.model.ts";
import { type FormField, TextArea, TextField } from "../../fields.tsx";
import { ListEditor, type ListForm } from "../ListEditor.tsx";

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
};

/** A text as a field holds it: a list one item a line. */
function asText(value: unknown): string {
  if (Array.isArray(value)) return value.join("\n");
  return typeof value === "string" ? value : "";
}

const isBlank = (value: unknown) => (Array.isArray(value) ? value.length === 0 : !value);

/** The form's fields as the browser holds them. */
export interface TranslationShape {
  [field: string]: string | AboutCard[] | undefined;
  slug?: string;
  cards?: AboutCard[];
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

/** One text: the English on the left (above on a phone), the field on the right. */
function SideBySide({
  label,
  english,
  children,
}: {
  label: string;
  english: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0 md:grid-cols-2 md:gap-6">
      <div lang="en">
        <p className="mb-1 text-sm font-medium text-slate-800">{label} in English</p>
        <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-900 wrap-anywhere whitespace-pre-line">
          {english}
        </div>
      </div>
      <div>{children}</div>
    </div>
  );
}

/** An English text as the left column shows it; a blank one says so. */
function EnglishText({ value }: { value: unknown }) {
  const text = asText(value);
  return text ? text : <span className="text-slate-600 italic">Empty in English.</span>;
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
      <ListEditor
        field={
          fields.cards as unknown as FieldMetadata<AboutCard[], Record<string, unknown>, string[]>
        }
        form={form}
        onChange={onChange}
        itemName="Card"
        blank={{ title: "", text: "" }}
        max={ABOUT_CARDS_MAX}
        renderFields={(card) => {
          const { title, text } = card.getFieldset();
          return (
            <>
              <TextField label="Title" field={title} lang={view.language} />
              <TextArea label="Text" field={text} rows={3} lang={view.language} />
            </>
          );
        }}
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
}: {
  subject: TranslatedSubject;
  view: TranslationView;
  fields: Fields;
  form: ListForm;
  onChange: () => void;
  englishSlug: string | null;
  typedSlug: string;
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
    </div>
  );
}
