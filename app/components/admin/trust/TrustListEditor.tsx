import type { FieldMetadata } from "@conform-to/react";
import { rowsOf } from "../../../domain/fields.ts";
import type { FormField } from "../../fields.tsx";
import type { ImageUploadProps } from "../ImageUpload.tsx";
import { ListEditor, type ListForm } from "../ListEditor.tsx";
import { Preview } from "../Preview.tsx";
import { errorsOf } from "../useSchemaForm.tsx";

/** A list's field, as the trust form gives it (`fields.figures`). */
export type ListField<Item extends object> = FieldMetadata<
  Item[],
  Record<string, unknown>,
  string[]
>;

/** A row of any list, to reach its fields. */
type AnyRow = FieldMetadata<Record<string, unknown>, Record<string, unknown>, string[]>;

/** The fields of one row of a list (`row.title`). */
type RowFields<Item extends object> = { [Key in keyof Item]-?: FormField };

/** An ImageUpload's part bound to a row's image field: an upload (or removal) is kept with it. */
type RowImage = Pick<ImageUploadProps, "value" | "name" | "errors" | "onChange" | "onRemove">;

/** One list of the trust page: what its rows hold, how they are edited and how previewed. */
export interface TrustList<Item extends object> {
  /** The form field the list is sent as; a list per owner is sent as `name.<owner>`. */
  name: string;
  /** What one item is called: "Figure" → "Figure 2", "Add figure". */
  itemName: string;
  blank: Item;
  max: number;
  /** A row typed so far shows in the preview once one of these is filled in. */
  filled: (keyof Item & string)[];
  /** A typed row as the site reads it: an image left out is none. */
  complete?: (row: Item) => Item;
  /** The row's fields; `imageOf` binds an ImageUpload to an image field of the row. */
  fields: (row: RowFields<Item>, imageOf: (field: FormField) => RowImage) => React.ReactNode;
  preview: (items: Item[], id: string) => React.ReactNode;
  /** Where the site shows the list, for the preview; `owner` is the heading of a list per owner. */
  where: (owner: string) => string;
}

/** Where a list of the page has one per owner (a business line, a service): which one. */
interface ListOwner {
  key: string;
  label: string;
}

/** What the lists need of the page's form. */
export interface TrustForm {
  form: ListForm;
  markChanged: () => void;
}

/** The rows of one list as typed so far, leaving out those still blank in every `filled` field. */
function typedRows<Item extends object>(list: TrustList<Item>, value: unknown): Item[] {
  const rows = (rowsOf(value) ?? []) as (Partial<Record<string, unknown>> | undefined)[];
  const typed = rows
    .filter((row) => row !== undefined && list.filled.some((key) => String(row[key] ?? "").trim()))
    // Conform leaves what is blank out of its value (a blank row as none): the blank row fills it.
    .map((row) => ({ ...list.blank, ...row }) as Item);
  return list.complete ? typed.map(list.complete) : typed;
}

/**
 * One list of the trust page, edited, and previewed as the site will show it, following the
 * typing. A list per owner comes under the owner's heading.
 */
export function TrustListEditor<Item extends object>({
  list,
  field,
  owner,
  form,
}: {
  list: TrustList<Item>;
  field: ListField<Item>;
  owner?: ListOwner;
  form: TrustForm;
}) {
  const path = owner ? `${list.name}-${owner.key}` : list.name;
  const shown = typedRows(list, field.value);
  const imageOf = (image: FormField): RowImage => {
    const keep = (url: string | null) => {
      form.form.update({ name: image.name, value: url ?? "" });
      form.markChanged();
    };
    return {
      value: String(image.value ?? "") || null,
      name: image.name,
      errors: errorsOf(image),
      onChange: keep,
      onRemove: () => keep(null),
    };
  };
  const editor = (
    <>
      <ListEditor
        field={field}
        form={form.form}
        onChange={form.markChanged}
        itemName={list.itemName}
        owner={owner?.label}
        blank={list.blank}
        max={list.max}
        renderFields={(row) =>
          list.fields((row as unknown as AnyRow).getFieldset() as RowFields<Item>, imageOf)
        }
      />
      <Preview where={list.where(owner?.label ?? "")} empty={shown.length === 0}>
        {list.preview(shown, `preview-${path}-title`)}
      </Preview>
    </>
  );
  if (!owner) return editor;
  return (
    <section aria-labelledby={path} className="space-y-3">
      <h3 id={path} className="font-semibold text-slate-900">
        {owner.label}
      </h3>
      {editor}
    </section>
  );
}
