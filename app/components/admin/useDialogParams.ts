import { useSearchParams } from "react-router";
import { DIALOG_PARAMS } from "../../lib/dialogs.ts";

/**
 * The page's add/edit dialog as the address says (see DIALOG_PARAMS), and how to change it:
 * whether it is open, which of `records` it edits (none when adding), and the key its form
 * takes, so the form starts afresh for another record or a newer version of it.
 */
export function useDialogParams<Item extends { _id: string; version?: number }>(
  records: readonly Item[],
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = (update: (params: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DIALOG_PARAMS.add);
        next.delete(DIALOG_PARAMS.edit);
        update(next);
        return next;
      },
      { preventScrollReset: true },
    );
  const editId = searchParams.get(DIALOG_PARAMS.edit);
  const editing = records.find((record) => record._id === editId);
  return {
    open: searchParams.has(DIALOG_PARAMS.add) || editing !== undefined,
    editing,
    formKey: editing ? `${editing._id}-${editing.version ?? ""}` : "new",
    openNew: () => change((params) => params.set(DIALOG_PARAMS.add, "")),
    openEdit: (id: string) => change((params) => params.set(DIALOG_PARAMS.edit, id)),
    close: () => change(() => {}),
  };
}
