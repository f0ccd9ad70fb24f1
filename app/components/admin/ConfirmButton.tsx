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
  posts,
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
   * Makes the button a form posting these fields. Without JavaScript it posts them unconfirmed
   * and the page answers with the same question; with it, a yes hands them to `onConfirm`.
   */
  posts?: PostFields;
  title: string;
  message: string;
  confirmLabel: string;
  /** Called on yes, with the fields to post (if any) marked `confirmed: "yes"`. */
  onConfirm: (confirmed: PostFields) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const button = (
    <button
      type={posts ? "submit" : "button"}
      disabled={disabled}
      onClick={posts ? undefined : () => setConfirming(true)}
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
      {posts ? (
        <PostForm fields={posts} onSubmit={() => setConfirming(true)}>
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
          onConfirm({ ...posts, confirmed: "yes" });
        }}
      />
    </>
  );
}
