import { Trash2 } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "./buttons.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { type PostFields, PostForm } from "./PostForm.tsx";

/**
 * A Delete (or Erase) button: destructive in look (red, with a bin) wherever it is, and it asks
 * first (see ConfirmDialog), acting only once the answer is yes.
 */
export function ConfirmButton({
  children,
  className = buttonClass("destructive"),
  disabled,
  label,
  noScript,
  title,
  message,
  confirmLabel,
  onConfirm,
}: {
  /** What the button says, with its accessible name (the bin is drawn here). */
  children?: React.ReactNode;
  className?: string;
  disabled?: boolean;
  /** The accessible name, when the button shows only the bin. */
  label?: string;
  /**
   * Makes the button a form that posts these fields without JavaScript, unconfirmed: the page
   * then answers with the same question.
   */
  noScript?: PostFields;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const button = (
    <button
      type={noScript ? "submit" : "button"}
      disabled={disabled}
      onClick={noScript ? undefined : () => setConfirming(true)}
      className={className}
      aria-label={label}
      title={label}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
  return (
    <>
      {noScript ? (
        <PostForm fields={noScript} onSubmit={() => setConfirming(true)}>
          {button}
        </PostForm>
      ) : (
        button
      )}
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
