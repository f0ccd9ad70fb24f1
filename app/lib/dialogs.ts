/**
 * The query parameters that open an admin page's dialog: `?new` to add, `?edit=<id>` to edit.
 * Kept in the address, so Back closes a dialog; a save redirects without them, closing it.
 */
export const DIALOG_PARAMS = { add: "new", edit: "edit" } as const;
