import type { DefaultValue, FieldMetadata, FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { buttonClass } from "./buttons.tsx";
import { ConfirmButton } from "./ConfirmButton.tsx";

/** Conform's form, for its list intents (and `update`, to set a row's image). */
export type ListForm = Pick<
  // biome-ignore lint/suspicious/noExplicitAny: the form of any schema.
  FormMetadata<any, string[]>,
  "insert" | "remove" | "reorder" | "update"
>;

interface ListEditorProps<Item extends object> {
  /** The list's field (`fields.figures`); Conform names its rows `figures[0].value`… */
  field: FieldMetadata<Item[], Record<string, unknown>, string[]>;
  form: ListForm;
  /** Called after a row is added, moved or removed (the form's unsaved changes). */
  onChange: () => void;
  /** What one item is called: "Figure" → "Figure 2", "Add figure". */
  itemName: string;
  /** The list's owner where a page has several lists of one kind ("Health Tourism"). */
  owner?: string;
  /** What an empty list says; by default, that the site hides the section. */
  emptyText?: string;
  blank: Item;
  max: number;
  renderFields: (row: FieldMetadata<Item, Record<string, unknown>, string[]>) => React.ReactNode;
}

/**
 * Add, move up and down, and remove (after asking) the rows of one list, through Conform's
 * list intents: each row's fields keep their key as it moves, and their names follow its place.
 */
export function ListEditor<Item extends object>({
  field,
  form,
  onChange,
  itemName,
  owner,
  emptyText = "None: this section is hidden on the site.",
  blank,
  max,
  renderFields,
}: ListEditorProps<Item>) {
  const rows = field.getFieldList();
  const listError = field.errors?.[0];
  const lower = itemName.toLowerCase();
  const { name } = field;
  const change = (intent: () => void) => {
    intent();
    onChange();
  };
  return (
    <div className="space-y-4">
      {listError ? (
        <p role="alert" className="text-sm font-medium text-error-700">
          {listError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const label = `${itemName} ${index + 1}`;
            return (
              <li key={row.key}>
                <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
                  {renderFields(row)}
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass("secondary")}
                      disabled={index === 0}
                      onClick={() =>
                        change(() => form.reorder({ name, from: index, to: index - 1 }))
                      }
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                      Move up<span className="sr-only"> {label}</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass("secondary")}
                      disabled={index === rows.length - 1}
                      onClick={() =>
                        change(() => form.reorder({ name, from: index, to: index + 1 }))
                      }
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                      Move down<span className="sr-only"> {label}</span>
                    </button>
                    <ConfirmButton
                      title={`Remove ${lower} ${index + 1}?`}
                      message="It disappears from this list now, and from the site when you save."
                      confirmLabel={`Remove ${lower}`}
                      onConfirm={() => change(() => form.remove({ name, index }))}
                    >
                      Remove<span className="sr-only"> {label}</span>
                    </ConfirmButton>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className={buttonClass("secondary")}
        disabled={rows.length >= max}
        onClick={() =>
          change(() => form.insert({ name, defaultValue: blank as DefaultValue<Item> }))
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Add {lower}
        {owner ? <span className="sr-only"> for {owner}</span> : null}
      </button>
    </div>
  );
}
