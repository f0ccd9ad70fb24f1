import { useCallback, useState } from "react";

/**
 * Whether an <img> failed to load, so a component can show its fallback instead. React attaches
 * onError only when it hydrates, and an image from the server may have failed before that; the
 * ref catches it: a complete image that cannot be decoded is broken. (decode() rather than
 * naturalWidth alone, since an SVG without an intrinsic size reports 0 in some browsers.)
 */
export function useImageFailed() {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) {
      image.decode().catch(() => setFailed(true));
    }
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { failed, imageProps: { ref, onError } };
}
