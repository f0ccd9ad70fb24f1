import { buttonClass } from "./buttons.tsx";
import { Modal } from "./Modal.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** What else the person should see before choosing: below the message. */
  details?: React.ReactNode;
  confirmLabel: string;
  /** The yes of a change that loses nothing (publishing) is not red. */
  confirmTone?: "danger" | "primary";
  /** Drawn before the yes's label. */
  confirmIcon?: React.ReactNode;
  /** While the change is on its way: the yes is disabled and says so (`busyLabel`). */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before anything is deleted or lost, or before a change reaches the public site; Cancel
 * is first and takes the focus.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  details,
  confirmLabel,
  confirmTone = "danger",
  confirmIcon,
  busy = false,
  busyLabel,
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
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={buttonClass(confirmTone)}
        >
          {confirmIcon}
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
