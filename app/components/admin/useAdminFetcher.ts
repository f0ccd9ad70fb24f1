import { useEffect } from "react";
import { type SubmitTarget, useFetcher } from "react-router";
import type { FormFailure } from "../../lib/forms.ts";
import { useToast } from "./Toast.tsx";

/**
 * A fetcher for the page's own admin action (`useAdminFetcher<typeof action>()`), for changes
 * made without leaving the page: `post(fields)` sends them, `busy` is true until the answer,
 * and a failed answer shows as a toast. A success needs nothing here: it redirects, and the
 * page shows the confirmation it brought.
 */
export function useAdminFetcher<Action>() {
  const fetcher = useFetcher<Action>();
  const toast = useToast();
  // An admin action answers a fetcher with a redirect or a FormFailure (handleAdminAction).
  const failure = fetcher.data as FormFailure | undefined;
  useEffect(() => {
    if (failure) toast.error(failure.message);
  }, [failure, toast]);
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    post: (fields: SubmitTarget) =>
      fetcher.submit(fields, { method: "post", preventScrollReset: true }),
  };
}

export type AdminFetcher = ReturnType<typeof useAdminFetcher>;
