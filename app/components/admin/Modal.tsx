import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useToastHost } from "./Toast.tsx";

const MODAL_WIDTHS = { narrow: "max-w-md", wide: "max-w-2xl", "with-preview": "max-w-5xl" };

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** Wide dialogs hold forms (the widest, a form with its preview); narrow ones hold questions. */
  size?: "narrow" | "wide" | "with-preview";
}

/**
 * A modal built on <dialog>: the browser keeps focus inside it, Escape closes it, and focus
 * goes back to what opened it. Focus starts on the element marked `data-autofocus`, if any.
 * While it is open, toasts show inside it (see useToastHost).
 */
export function Modal({ open, title, onClose, children, size = "wide" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs before the dialog is shown, when nothing in it can take focus.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const registerToastHost = useToastHost();
  useEffect(() => {
    if (open && ref.current) return registerToastHost(ref.current);
  }, [open, registerToastHost]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a nested dialog's close event up to this one: only its own closing counts.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100vw-2rem)] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 ${MODAL_WIDTHS[size]}`}
    >
      {open ? (
        <div className="max-h-[85vh] overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded p-1 text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
