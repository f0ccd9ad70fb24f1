import { RotateCcw, Save } from "lucide-react";

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

/** An editor's Save and Reset: Reset is offered once something was changed. */
export function SaveResetButtons({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <button type="submit" disabled={saving} className={buttonClass()}>
        <Save aria-hidden="true" className="size-4" />
        {saving ? "Saving..." : "Save"}
      </button>
      <button type="reset" disabled={!dirty || saving} className={buttonClass("secondary")}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Reset
      </button>
    </div>
  );
}
