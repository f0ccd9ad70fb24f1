import type { FieldMetadata } from "@conform-to/react";
import { Fragment } from "react";
import type { RowTexts, TranslatedRow } from "../../../domain/translated-rows.model.ts";
import {
  languageName,
  type TranslatedSubject,
  type TranslationView,
} from "../../../domain/translations.model.ts";
import { type FormField, TextArea, TextField } from "../../fields.tsx";
import { SideBySide } from "./SideBySide.tsx";

// The lists translated row by row (translated-rows.model.ts): each English row beside its
// texts in the language. A row carries the English that finds it (its group and key) in hidden
// fields, so a save names the rows it translates even if the English list changed meanwhile.

interface RowList {
  /** What one row is called: "Treatment" → "Treatment 2". */
  itemName: string;
  /** Each translated text of a row; a long one is a paragraph. */
  fields: { name: string; label: string; long?: true }[];
}

/** The lists translated row by row, and how their rows are drawn. */
export const ROW_LISTS: Partial<Record<TranslatedSubject, RowList>> = {
  treatments: { itemName: "Treatment", fields: [{ name: "label", label: "Name" }] },
  "trust-figures": { itemName: "Figure", fields: [{ name: "label", label: "Label" }] },
  "trust-steps": {
    itemName: "Step",
    fields: [
      { name: "title", label: "Title" },
      { name: "text", label: "Text", long: true },
    ],
  },
  "trust-partners": {
    itemName: "Partner",
    fields: [
      { name: "name", label: "Name" },
      { name: "note", label: "Note" },
    ],
  },
  "trust-testimonials": {
    itemName: "Testimonial",
    fields: [
      { name: "quote", label: "Quote", long: true },
      { name: "place", label: "Place" },
    ],
  },
  "trust-questions": {
    itemName: "Question",
    fields: [
      { name: "question", label: "Question" },
      { name: "answer", label: "Answer", long: true },
    ],
  },
};

const rowId = ({ group, key }: TranslatedRow) => `${group}\n${key}`;

/** A row per English row, in its order now, with its saved texts where there are some. */
export function rowDefaults(view: TranslationView): TranslatedRow[] {
  const saved = new Map(
    ((view.texts as RowTexts | null)?.rows ?? []).map((row) => [rowId(row), row]),
  );
  return (view.english as RowTexts).rows.map((english) => {
    const translated = saved.get(rowId(english));
    const texts = Object.keys(english)
      .filter((field) => field !== "group" && field !== "key")
      .map((field) => [field, translated?.[field] ?? ""]);
    return { group: english.group, key: english.key, ...Object.fromEntries(texts) };
  });
}

/** The rows of the list, grouped under their group's name (a business line, a service). */
export function TranslatedRows({
  subject,
  fields,
  view,
  groupNames,
}: {
  subject: TranslatedSubject;
  fields: Record<string, FormField>;
  view: TranslationView;
  /** What each group is called; a list of one group has none. */
  groupNames: Record<string, string>;
}) {
  const list = ROW_LISTS[subject];
  if (!list) return null;
  const english = (view.english as RowTexts).rows;
  const rows = (
    fields.rows as unknown as FieldMetadata<TranslatedRow[], Record<string, unknown>, string[]>
  ).getFieldList();
  const language = languageName(view.language);
  return (
    <>
      <p className="text-sm text-slate-700">
        A {list.itemName.toLowerCase()} left empty, or not wholly translated, is shown in English.
      </p>
      {rows.map((row, index) => {
        const source = english[index];
        if (!source) return null;
        const first = index === 0 || english[index - 1]?.group !== source.group;
        const number = english.slice(0, index + 1).filter((r) => r.group === source.group).length;
        const group = groupNames[source.group];
        const name = `${list.itemName} ${number}${group ? ` (${group})` : ""}`;
        const texts = row.getFieldset() as Record<string, FormField>;
        return (
          <Fragment key={row.key}>
            {first && group ? (
              <h3 className="border-t border-slate-200 pt-5 font-semibold text-slate-900">
                {group}
              </h3>
            ) : null}
            <SideBySide
              label={name}
              english={list.fields.map((field) => source[field.name]).join("\n\n")}
            >
              <input type="hidden" name={texts.group?.name} value={source.group} />
              <input type="hidden" name={texts.key?.name} value={source.key} />
              <div className="space-y-3">
                {list.fields.map((field) => {
                  const common = {
                    label: `${list.fields.length > 1 ? `${name}, ${field.label.toLowerCase()}` : name} in ${language}`,
                    field: texts[field.name] as FormField,
                    lang: view.language,
                  };
                  return field.long ? (
                    <TextArea key={field.name} {...common} rows={3} />
                  ) : (
                    <TextField key={field.name} {...common} />
                  );
                })}
              </div>
            </SideBySide>
          </Fragment>
        );
      })}
    </>
  );
}
