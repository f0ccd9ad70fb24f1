import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";

/** What a load of contact submissions got back. */
export interface ContactLoadResult {
  /** The markers of submissions answered 2xx: the server promised to keep these. */
  accepted: string[];
  /** Answered 4xx (for example 429): the server said no, so nothing should be stored. */
  refused: number;
  /** Answered 5xx, or no answer at all (connection refused or reset). */
  failed: number;
  /** Milliseconds per request, answered or not, in the order they finished. */
  latenciesMs: number[];
}

export interface ContactLoadOptions {
  /** Where to post; a function so a test can move the load to a restarted server. */
  origin: () => string;
  count: number;
  concurrency: number;
  /** Prefix of the marker each message carries, unique to this load. */
  runId: string;
  /** Called after each finished request with how many have finished, and been accepted. */
  onProgress?: (progress: { finished: number; accepted: number }) => void;
  /** A worker waits this long after a failure, as a client would while a server restarts. */
  pauseAfterFailureMs?: number;
}

/**
 * Posts `count` contact messages to `POST /api/contact`, `concurrency` at a time, each carrying
 * a marker of its own in its text so the database can be checked for every one afterwards.
 */
export async function postContactMessages(options: ContactLoadOptions): Promise<ContactLoadResult> {
  const result: ContactLoadResult = { accepted: [], refused: 0, failed: 0, latenciesMs: [] };
  let next = 0;
  let finished = 0;
  const pause = () =>
    new Promise((resolve) => setTimeout(resolve, options.pauseAfterFailureMs ?? 0));

  async function send(index: number) {
    const marker = `${options.runId}-${index}`;
    const started = performance.now();
    try {
      const response = await fetch(`${options.origin()}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Load Test Visitor",
          email: "visitor@example.com",
          phone: "+231 555 0100",
          subject: "General Inquiry",
          message: `Load test message ${marker}`,
        }),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.ok) result.accepted.push(marker);
      else if (response.status < 500) result.refused += 1;
      else result.failed += 1;
      if (response.status >= 500) await pause();
    } catch {
      result.failed += 1;
      await pause();
    }
    result.latenciesMs.push(performance.now() - started);
    finished += 1;
    options.onProgress?.({ finished, accepted: result.accepted.length });
  }

  async function worker() {
    while (next < options.count) {
      const index = next;
      next += 1;
      await send(index);
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return result;
}

export interface StoredCheck {
  /** Rows carrying this run's markers. */
  stored: number;
  /** Accepted markers with no row: messages lost after a 2xx. */
  missing: string[];
  /** Markers stored more than once. */
  duplicated: string[];
}

/** Compares the accepted markers with the rows in the database. */
export async function checkStored(
  db: Kysely<Database>,
  runId: string,
  accepted: string[],
): Promise<StoredCheck> {
  const rows = await db
    .selectFrom("contact_messages")
    .select("message")
    .where("message", "like", `Load test message ${runId}-%`)
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const marker = row.message.slice("Load test message ".length);
    counts.set(marker, (counts.get(marker) ?? 0) + 1);
  }
  return {
    stored: rows.length,
    missing: accepted.filter((marker) => !counts.has(marker)),
    duplicated: [...counts].filter(([, count]) => count > 1).map(([marker]) => marker),
  };
}

/** The p-th percentile (0–100) of the values, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}
