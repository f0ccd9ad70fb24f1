import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { useToast } from "./Toast.tsx";

interface Outcome {
  ok: boolean;
  message: string;
}

/** Shows a fetcher's outcome as a toast once it has finished. */
export function useFetcherToast(fetcher: FetcherWithComponents<Outcome | undefined>) {
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
    } else {
      toast.error(fetcher.data.message);
    }
  }, [fetcher.state, fetcher.data, toast]);
}
