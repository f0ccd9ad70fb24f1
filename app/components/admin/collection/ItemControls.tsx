import { ClockArrowLeft, Pencil } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../buttons.tsx";
import { ConfirmButton } from "../ConfirmButton.tsx";
import { MoveButtons } from "../MoveButtons.tsx";
import type { ItemCardControls } from "./CollectionScreen.tsx";

/**
 * The buttons every card of a collection has: Edit, History and Delete (which asks first, and
 * says how long the trash keeps the item), then the item's place with Move up and Move down.
 * `children` are the kind's own buttons, shown after Edit.
 */
export function ItemControls({
  name,
  controls,
  editLabel,
  historyTo,
  trash,
  className,
  children,
}: {
  /** The item's name, for screen readers and the question before deleting. */
  name: string;
  controls: ItemCardControls;
  /** What Edit says, with its accessible name. */
  editLabel: React.ReactNode;
  /** The address of the item's history. */
  historyTo: string;
  trash: { message: string; confirmLabel: string };
  className: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <div className={className}>
        <button type="button" onClick={controls.onEdit} className={buttonClass("secondary")}>
          <Pencil aria-hidden="true" className="size-4" />
          {editLabel}
        </button>
        {children}
        <Link to={historyTo} className={buttonClass("secondary")}>
          <ClockArrowLeft aria-hidden="true" className="size-4" />
          History<span className="sr-only"> of {name}</span>
        </Link>
        <ConfirmButton
          disabled={controls.busy}
          title={`Delete ${name}?`}
          message={trash.message}
          confirmLabel={trash.confirmLabel}
          onConfirm={controls.onDelete}
        >
          Delete<span className="sr-only"> {name}</span>
        </ConfirmButton>
      </div>
      <MoveButtons
        name={name}
        position={controls.position}
        count={controls.count}
        busy={controls.busy}
        onMove={controls.onMove}
      />
    </>
  );
}
