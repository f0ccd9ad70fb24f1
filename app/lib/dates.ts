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

/** The same in a language's `locale` (`fr-FR`): `22 nov. 2026, 14:05`. */
export function formatDateIn(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, OPTIONS).format(new Date(iso));
}

/** `2026-11-22T14:05:09Z` → `Nov 22, 2026, 2:05:09 PM`: for a log, where a minute holds several. */
export function formatDateToTheSecond(iso: string): string {
  return TO_THE_SECOND.format(new Date(iso));
}

/**
 * What a clock in `timeZone` showed at each instant, as `2026-11-22 14:05:09`: the form
 * spreadsheets read as a date and time. One formatter serves every call.
 */
export function wallClock(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  return (iso) => {
    const part = Object.fromEntries(
      format.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
    );
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  };
}

/**
 * How long ago `iso` was at `now`, shortly: "just now", "5 min", "3 h", "2 d", then the date.
 * `now` is the server's, passed down, so the page and its hydration print the same.
 */
export function ageOf(iso: string, now: string): string {
  const minutes = Math.floor((Date.parse(now) - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  if (minutes < 7 * 24 * 60) return `${Math.floor(minutes / (24 * 60))} d`;
  return formatDate(iso).replace(/, \d{1,2}:\d{2} [AP]M$/, "");
}
