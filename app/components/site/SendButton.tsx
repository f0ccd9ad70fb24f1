import { Send } from "lucide-react";
import { useWords } from "../../i18n/useWords.ts";

/**
 * A public form's send button. The form's script finds its label by `data-submit-label` and
 * shows its `data-busy-label` (Sending...) there while the form is on its way.
 */
export function SendButton({ label, className = "" }: { label: string; className?: string }) {
  const { script } = useWords();
  return (
    <button
      type="submit"
      className={`inline-flex items-center gap-2 rounded-md bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:opacity-75 ${className}`}
    >
      <Send aria-hidden="true" className="size-4" />
      <span data-submit-label data-busy-label={script.sending}>
        {label}
      </span>
    </button>
  );
}
