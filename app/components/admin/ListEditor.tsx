import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import type { FieldErrors } from "../../domain/errors.ts";
import { buttonClass } from "./buttons.tsx";
import { ConfirmButton } from "./ConfirmButton.tsx";

/** A row of an edited list, with a key of its own so its fields follow it when it moves. */
export type Row<Item> = Item & { rowKey: string };

let rowCount = 0;

/** The items of a list as rows to edit, each with its own key. */
export function keyedRows<Item extends object>(items: readonly Item[]): Row<Item>[] {
  return items.map((item) => ({ ...item, rowKey: `row-${++rowCount}` }));
}

function moved<Item>(rows: Item[], from: number, to: number): Item[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}

interface ListEditorProps<Item extends object> {
  /** The form field the list is sent as (`figures`, `steps.logistics`); its rows are `name.0…`. */
  name: string;
  rows: Row<Item>[];
  onChange: (rows: Row<Item>[]) => void;
  /** What one item is called: "Figure" → "Figure 2", "Add figure". */
  itemName: string;
  /** The list's owner where a page has several lists of one kind ("Health Tourism"). */
  owner?: string;
  blank: Item;
  max: number;
  errors: FieldErrors;
  renderFields: (
    row: Row<Item>,
    prefix: string,
    update: (change: Partial<Item>) => void,
  ) => React.ReactNode;
}

/** Add, move up and down, and remove (after asking) the rows of one list. */
export function ListEditor<Item extends object>({
  name,
  rows,
  onChange,
  itemName,
  owner,
  blank,
  max,
  errors,
  renderFields,
}: ListEditorProps<Item>) {
  const listError = errors[name]?.[0];
  const lower = itemName.toLowerCase();
  return (
    <div className="space-y-4">
      {listError ? (
        <p role="alert" className="text-sm font-medium text-error-700">
          {listError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">None: this section is hidden on the site.</p>
      ) : (
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const label = `${itemName} ${index + 1}`;
            return (
              <li key={row.rowKey}>
                <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
                  {renderFields(row, `${name}.${index}`, (change) =>
                    onChange(rows.map((other) => (other === row ? { ...row, ...change } : other))),
                  )}
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass("secondary")}
                      disabled={index === 0}
                      onClick={() => onChange(moved(rows, index, index - 1))}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                      Move up<span className="sr-only"> {label}</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass("secondary")}
                      disabled={index === rows.length - 1}
                      onClick={() => onChange(moved(rows, index, index + 1))}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                      Move down<span className="sr-only"> {label}</span>
                    </button>
                    <ConfirmButton
                      title={`Remove ${lower} ${index + 1}?`}
                      message="It disappears from this list now, and from the site when you save."
                      confirmLabel={`Remove ${lower}`}
                      onConfirm={() => onChange(rows.filter((other) => other !== row))}
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
        onClick={() => onChange([...rows, ...keyedRows([blank])])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add {lower}
        {owner ? <span className="sr-only"> for {owner}</span> : null}
      </button>
    </div>
  );
}
