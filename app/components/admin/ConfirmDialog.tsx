import { buttonClass } from "./buttons.tsx";
import { Modal } from "./Modal.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** What else the person should see before choosing: below the message. */
  details?: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before anything is deleted or lost; Cancel is first and takes the focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  details,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} size="narrow">
      <p className="text-slate-700">{message}</p>
      {details}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          data-autofocus
          onClick={onCancel}
          className={buttonClass("secondary")}
        >
          Cancel
        </button>
        <button type="button" onClick={onConfirm} className={buttonClass("danger")}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
