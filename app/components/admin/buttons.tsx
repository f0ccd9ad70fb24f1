import { type LucideIcon, RotateCcw, Save } from "lucide-react";

const BUTTON_TONES = {
  primary: "bg-primary-700 text-white hover:bg-primary-800",
  secondary: "border border-slate-400 bg-white text-slate-800 hover:bg-slate-100",
  /** A button that deletes or removes: red outline, so it never passes for Edit beside it. */
  destructive: "border border-red-700 bg-white text-red-800 hover:bg-red-50",
  /** The final yes to a deletion, in the dialog that asks first. */
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export function buttonClass(tone: keyof typeof BUTTON_TONES = "primary"): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${BUTTON_TONES[tone]}`;
}

/** A form's submit button: disabled while the form is sent, and saying so if it has the words. */
export function SubmitButton({
  icon: Icon,
  busy = false,
  busyLabel,
  disabled = false,
  tone,
  className,
  children,
}: {
  icon?: LucideIcon;
  /** The form is being sent. */
  busy?: boolean;
  /** What the button says meanwhile ("Saving..."), instead of its label. */
  busyLabel?: string;
  /** Disabled for a reason of the form's own as well (already signed in, nothing to do). */
  disabled?: boolean;
  tone?: keyof typeof BUTTON_TONES;
  /** Added to the button's classes (the full width of the sign-in pages). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className={className ? `${buttonClass(tone)} ${className}` : buttonClass(tone)}
    >
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** An editor's Save and Reset: Reset is offered once something was changed. */
export function SaveResetButtons({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <SubmitButton icon={Save} busy={saving} busyLabel="Saving...">
        Save
      </SubmitButton>
      <button type="reset" disabled={!dirty || saving} className={buttonClass("secondary")}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Reset
      </button>
    </div>
  );
}
