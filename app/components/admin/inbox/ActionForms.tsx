import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../ConfirmDialog.tsx";

// The inbox's one-click actions as real forms: they post without JavaScript, and with it go
// through the page's fetcher (`onPost`), which outlives an item the filter hides.

type Fields = Record<string, string>;

function HiddenFields({ fields }: { fields: Fields }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** A button that posts `fields` (an intent and what it needs). */
export function PostButton({
  fields,
  onPost,
  disabled,
  className,
  label,
  children,
}: {
  fields: Fields;
  onPost: (fields: Fields) => void;
  disabled?: boolean;
  className: string;
  /** The accessible name, when the button shows only an icon. */
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onPost(fields);
      }}
    >
      <HiddenFields fields={fields} />
      <button
        type="submit"
        disabled={disabled}
        className={className}
        aria-label={label}
        title={label}
      >
        {children}
      </button>
    </form>
  );
}

/**
 * Delete, asking first: with JavaScript in the usual dialog, then posting `confirmed`; without
 * it the form posts unconfirmed and the page answers with the same question (DeleteQuestion).
 */
export function DeleteButton({
  fields,
  onPost,
  disabled,
  className,
  label,
  title,
  message,
  confirmLabel,
  children,
}: {
  fields: Fields;
  onPost: (fields: Fields) => void;
  disabled?: boolean;
  className: string;
  label?: string;
  title: string;
  message: string;
  confirmLabel: string;
  children?: React.ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <HiddenFields fields={fields} />
        <button
          type="submit"
          disabled={disabled}
          className={className}
          aria-label={label}
          title={label}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {children}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onPost({ ...fields, confirmed: "yes" });
        }}
      />
    </>
  );
}
