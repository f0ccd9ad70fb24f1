import { useEffect } from "react";
import type { FormFailure } from "../../lib/forms.ts";
import { useToast } from "./Toast.tsx";

/**
 * Shows a fetcher's failed answer as a toast. A success needs nothing here: it redirects, and
 * the page shows the confirmation it brought.
 */
export function useFailureToast(failure: FormFailure | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (failure) toast.error(failure.message);
  }, [failure, toast]);
}
