import { Trash2 } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "./buttons.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/**
 * A Delete (or Erase) button: destructive in look (red, with a bin) wherever it is, and it asks
 * first (see ConfirmDialog), acting only once the answer is yes.
 */
export function ConfirmButton({
  children,
  className = buttonClass("destructive"),
  disabled,
  title,
  message,
  confirmLabel,
  onConfirm,
}: {
  /** What the button says, with its accessible name (the bin is drawn here). */
  children: React.ReactNode;
  className?: string;
  disabled?: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => setConfirming(true)}
        className={className}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {children}
      </button>
      <ConfirmDialog
        open={confirming}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
      />
    </>
  );
}
