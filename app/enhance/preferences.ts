/** The spec's carousel interval. */
export const CAROUSEL_INTERVAL_MS = 5000;

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Whether the visitor asked to use less data: the browser's data saver (the Save-Data header's
 * source) or the reduced-data preference. The server already sent such a visitor the smallest
 * images; here it decides what the page fetches or does by itself.
 */
export function prefersLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    connection?.saveData === true || window.matchMedia("(prefers-reduced-data: reduce)").matches
  );
}
