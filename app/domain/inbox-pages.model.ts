// How a client pages through the inbox's lists, without server code, so schemas can use it.

/** Where a message stands in the inbox's order, newest first: its arrival, then its id. */
export interface InboxPosition {
  createdAt: string;
  id: string;
}

/** The most messages one page may hold; a streamed list reads this many at a time too. */
export const MAX_PAGE_SIZE = 500;
/** A page's size when the client asks for a page (`before`) without saying how large. */
export const DEFAULT_PAGE_SIZE = 100;

/**
 * A position as API clients pass it back (`before`): the `next` of the page they read. Its
 * parts are the message's arrival and id, which the page showed anyway.
 */
export function formatPosition(position: InboxPosition): string {
  return `${position.createdAt}_${position.id}`;
}

/** A position as `formatPosition` wrote it, or null for anything else. */
export function parsePosition(text: string): InboxPosition | null {
  const match = /^(\d{4}-[0-9T:.Z+-]{6,30})_([A-Za-z0-9-]{1,64})$/.exec(text);
  return match?.[1] && match[2] ? { createdAt: match[1], id: match[2] } : null;
}

/**
 * The most inquiries an Excel export holds: the workbook is made whole in memory, at about
 * 0.15 s of CPU and 13 MB per 1,000 rows (decision 057); a CSV file has no limit.
 */
export const EXCEL_EXPORT_MOST = 10_000;
