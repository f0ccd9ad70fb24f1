import { useSearchParams } from "react-router";
import { DIALOG_PARAMS } from "../../lib/dialogs.ts";

/** The page's add/edit dialog as the address says (see DIALOG_PARAMS), and how to change it. */
export function useDialogParams() {
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
  return {
    adding: searchParams.has(DIALOG_PARAMS.add),
    editing: searchParams.get(DIALOG_PARAMS.edit),
    openNew: () => change((params) => params.set(DIALOG_PARAMS.add, "")),
    openEdit: (id: string) => change((params) => params.set(DIALOG_PARAMS.edit, id)),
    close: () => change(() => {}),
  };
}
