import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { FormFailure } from "../../lib/forms.ts";
import { buttonClass } from "./buttons.tsx";
import { useToast } from "./Toast.tsx";

/**
 * What every admin editor does with a save that failed on the server: its message as a toast
 * and, after an edit conflict, an alert offering to reload the latest version. `failure` is the
 * latest such answer, for the editor's own use (its field errors). An answer the editor was
 * started with is not reported again: the editor was started afresh after it (opened in a
 * dialog after an earlier save, or reloaded after a conflict).
 */
export function useSaveFailure(result: FormFailure | undefined, onReload: () => void) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<FormFailure | undefined>(undefined);
  const [conflict, setConflict] = useState<string | null>(null);
  const resultAtMount = useRef(result);

  useEffect(() => {
    if (!result || result === resultAtMount.current) return;
    toast.error(result.message);
    setFailure(result);
    setConflict(result.conflict ? result.message : null);
  }, [result, toast]);

  const conflictAlert = conflict ? (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-medium">{conflict}</p>
      <button
        type="button"
        className={`${buttonClass("secondary")} mt-3`}
        onClick={() => {
          onReload();
          setConflict(null);
          revalidator.revalidate();
        }}
      >
        Reload the latest version
      </button>
    </div>
  ) : null;

  return { failure, conflictAlert, dismissConflict: () => setConflict(null) };
}
