// Dates show in Monrovia's time (UTC all year), so the server and the browser print the same.
const FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Africa/Monrovia",
});

/** `2026-11-22T14:05:00Z` → `Nov 22, 2026, 2:05 PM`. */
export function formatDate(iso: string): string {
  return FORMAT.format(new Date(iso));
}
