import { useState } from "react";
import { buttonClass } from "./buttons.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/** A button that asks first (see ConfirmDialog) and acts only once the answer is yes. */
export function ConfirmButton({
  children,
  className = buttonClass("secondary"),
  disabled,
  title,
  message,
  confirmLabel,
  onConfirm,
}: {
  /** What the button shows, with its accessible name. */
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
