import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { useToast } from "./Toast.tsx";

interface Outcome {
  ok: boolean;
  message: string;
}

/** Shows a fetcher's outcome as a toast once it has finished; `onDone` runs after a success. */
export function useFetcherToast(
  fetcher: FetcherWithComponents<Outcome | undefined>,
  onDone?: () => void,
) {
  const toast = useToast();
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
      done.current?.();
    } else {
      toast.error(fetcher.data.message);
    }
  }, [fetcher.state, fetcher.data, toast]);
}
