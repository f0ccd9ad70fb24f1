// Dates show in Monrovia's time (UTC all year), so the server and the browser print the same.
const OPTIONS: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Africa/Monrovia",
};
const FORMAT = new Intl.DateTimeFormat("en-US", OPTIONS);
const TO_THE_SECOND = new Intl.DateTimeFormat("en-US", { ...OPTIONS, second: "2-digit" });

/** `2026-11-22T14:05:00Z` → `Nov 22, 2026, 2:05 PM`. */
export function formatDate(iso: string): string {
  return FORMAT.format(new Date(iso));
}

/** `2026-11-22T14:05:09Z` → `Nov 22, 2026, 2:05:09 PM`: for a log, where a minute holds several. */
export function formatDateToTheSecond(iso: string): string {
  return TO_THE_SECOND.format(new Date(iso));
}
