import { Plus } from "lucide-react";
import { Fragment } from "react";
import { buttonClass } from "../buttons.tsx";
import { Modal } from "../Modal.tsx";
import { useAdminFetcher } from "../useAdminFetcher.ts";
import { useDialogParams } from "../useDialogParams.ts";

/** What an item's card can do, wired to the screen's own action. */
export interface ItemCardControls {
  /** The item's place in the list, from 0, and how many there are. */
  position: number;
  count: number;
  /** True while a move or a deletion is being saved. */
  busy: boolean;
  onEdit: () => void;
  onMove: (direction: "up" | "down") => void;
  onDelete: () => void;
}

/**
 * The screen of an ordered collection (services, team members): a line about the list with its
 * Add button, the cards in their order, and the add/edit dialog the address opens (see
 * useDialogParams). Moves and deletions post the `move` and `delete` intents (see
 * collectionIntents).
 */
export function CollectionScreen<Item extends { _id: string; version: number }>({
  items,
  summary,
  addLabel,
  editTitle,
  empty,
  card,
  form,
}: {
  items: Item[];
  /** The line above the list. */
  summary: React.ReactNode;
  /** The Add button's text, also the add dialog's title. */
  addLabel: string;
  editTitle: string;
  /** What shows instead of an empty list. */
  empty: string;
  card: (item: Item, controls: ItemCardControls) => React.ReactNode;
  /** The dialog's form, for `editing` or a new item; `close` closes the dialog. */
  form: (editing: Item | null, close: () => void) => React.ReactNode;
}) {
  const dialog = useDialogParams(items);
  // Moves and deletions live here, not in the cards, which change or go by the time of the answer.
  const change = useAdminFetcher();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">{summary}</p>
        <button type="button" onClick={dialog.openNew} className={buttonClass()}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
      </div>
      {items.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item, index) => (
            <Fragment key={item._id}>
              {card(item, {
                position: index,
                count: items.length,
                busy: change.busy,
                onEdit: () => dialog.openEdit(item._id),
                onMove: (direction) => change.post({ intent: "move", id: item._id, direction }),
                onDelete: () => change.post({ intent: "delete", id: item._id }),
              })}
            </Fragment>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">{empty}</p>
      )}
      <Modal
        open={dialog.open}
        title={dialog.editing ? editTitle : addLabel}
        onClose={dialog.close}
        size="with-preview"
      >
        <Fragment key={dialog.formKey}>{form(dialog.editing ?? null, dialog.close)}</Fragment>
      </Modal>
    </div>
  );
}
