import type { FieldMetadata } from "@conform-to/react";
import { ABOUT_CARDS_MAX, type AboutCard } from "../../domain/page-content.schema.ts";
import { TextArea, TextField } from "../fields.tsx";
import { ListEditor, type ListForm } from "./ListEditor.tsx";

/**
 * The about page's "What Sets Us Apart" cards, each a title and a text, added, moved and
 * removed in place: in the English editor, and in a translation's (in its `lang`).
 */
export function AboutCardsList({
  field,
  form,
  onChange,
  lang,
}: {
  field: FieldMetadata<AboutCard[], Record<string, unknown>, string[]>;
  form: ListForm;
  onChange: () => void;
  lang?: string;
}) {
  return (
    <ListEditor
      field={field}
      form={form}
      onChange={onChange}
      itemName="Card"
      blank={{ title: "", text: "" }}
      max={ABOUT_CARDS_MAX}
      renderFields={(card) => {
        const { title, text } = card.getFieldset();
        return (
          <>
            <TextField label="Title" field={title} lang={lang} />
            <TextArea label="Text" field={text} rows={3} lang={lang} />
          </>
        );
      }}
    />
  );
}
