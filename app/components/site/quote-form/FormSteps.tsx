import { ArrowLeft, ArrowRight } from "lucide-react";
import { useWords } from "../../../i18n/useWords.ts";

// The parts of a form in steps that only the enhancement shows (app/enhance/form-steps.ts):
// without JavaScript they stay hidden and the form is one page.

/** "Step 2 of 4: Treatment", read out as it changes, and a bar of the steps done. */
export function StepProgress({ steps }: { steps: number }) {
  const { quoteForm } = useWords();
  return (
    <div data-step-progress hidden>
      <p
        aria-live="polite"
        data-step-label
        data-template={quoteForm.step}
        className="text-sm font-semibold text-slate-900"
      />
      <div aria-hidden="true" className="mt-2 flex gap-1">
        {Array.from({ length: steps }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: one segment per step, never moved.
            key={index}
            data-step-bar
            className="h-1.5 flex-1 rounded-full bg-slate-200 data-done:bg-primary-700"
          />
        ))}
      </div>
    </div>
  );
}

const stepButton =
  "inline-flex items-center justify-center gap-2 rounded-md px-6 py-3 font-semibold";

/** Back and Next between the steps; the send button takes Next's place on the last. */
export function StepButtons() {
  const { quoteForm } = useWords();
  return (
    <>
      <button
        type="button"
        data-step-back
        hidden
        className={`${stepButton} border-2 border-primary-700 text-primary-700 hover:bg-primary-50`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {quoteForm.back}
      </button>
      <button
        type="button"
        data-step-next
        hidden
        className={`${stepButton} bg-primary-700 text-white hover:bg-primary-800`}
      >
        {quoteForm.next}
        <ArrowRight aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
