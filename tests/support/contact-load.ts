import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";
import {
  type LoadKind,
  MESSAGE_TEXT,
  openVisitorConnection,
  type PreparedSubmission,
  prepareSubmissions,
  QUOTE_NAME,
  type SubmissionMix,
  type SubmissionOutcome,
  submit,
  visitorAddress,
} from "./contact-submissions.ts";
import { runOpenLoop } from "./open-loop.ts";
import { VisitorConnection } from "./visitor-connection.ts";

// Loads of contact submissions against a running server: a closed loop (so many visitors, each
// sending again once answered: the fault tests, and warming a server up) and an open loop
// (submissions offered at a fixed rate: what visitors feel); and the check that every accepted
// one is stored exactly once.

export type { LoadKind } from "./contact-submissions.ts";
export { proofsFrom } from "./contact-submissions.ts";

/** One finished submission: what it was, how long it took, whether it was accepted. */
export interface LoadSample {
  kind: LoadKind;
  /** Until the server acknowledged it (a message's 201, a quote's 303); NaN if it never did. */
  acknowledgedMs: number;
  /** Until everything the browser asks for was answered: for a quote, its answer page too. */
  ms: number;
  accepted: boolean;
}

/** What a load of contact submissions got back. */
export interface ContactLoadResult {
  /** The markers of submissions answered 2xx: the server promised to keep these. */
  accepted: string[];
  /** Answered 4xx (for example 429): the server said no, so nothing should be stored. */
  refused: number;
  /** Answered 5xx, or no answer at all (connection refused or reset). */
  failed: number;
  /** Each submission: its kind, how long it took, whether it was accepted. */
  samples: LoadSample[];
  /** From the first submission sent (or due) to the last answer. */
  seconds: number;
}

/** Counts one finished submission, timed from `since` (when it was sent, or due). */
function record(
  result: ContactLoadResult,
  submission: PreparedSubmission,
  outcome: SubmissionOutcome,
  since: number,
) {
  const accepted = outcome.status >= 200 && outcome.status < 300;
  if (accepted) result.accepted.push(submission.marker);
  else if (outcome.status >= 400 && outcome.status < 500) result.refused += 1;
  else result.failed += 1;
  result.samples.push({
    kind: submission.kind,
    acknowledgedMs: outcome.acknowledgedAt - since,
    ms: performance.now() - since,
    accepted,
  });
}

function emptyResult(): ContactLoadResult {
  return { accepted: [], refused: 0, failed: 0, samples: [], seconds: 0 };
}

export interface ContactLoadOptions extends SubmissionMix {
  /** Where to post; a function so a test can move the load to a restarted server. */
  origin: () => string;
  count: number;
  concurrency: number;
  /** Prefix of the marker each submission carries, unique to this load. */
  runId: string;
  /** Called after each finished submission with how many have finished, and been accepted. */
  onProgress?: (progress: { finished: number; accepted: number }) => void;
  /** A worker waits this long after a failure, as a client would while a server restarts. */
  pauseAfterFailureMs?: number;
  /**
   * Each of the `concurrency` workers posts as a visitor of its own, from an address of its own
   * (sent in `X-Forwarded-For`, for a server started with `TRUST_PROXY=loopback`), as that many
   * people at once would; otherwise every submission comes from the load's own address.
   */
  asVisitors?: boolean;
}

/**
 * Posts `count` contact messages to `POST /api/contact` (and quote requests, with `quotes`),
 * `concurrency` at a time: a closed loop, each worker sending its next once answered. Each
 * worker is a visitor with a keep-alive connection of its own (`VisitorConnection`), bodies are
 * encoded beforehand and answers are not unpacked: the load shares the machine with the server
 * it measures, so the less of it the load takes, the more the figures are the server's.
 */
export async function postContactMessages(options: ContactLoadOptions): Promise<ContactLoadResult> {
  const result = emptyResult();
  let next = 0;
  let finished = 0;
  const pause = () =>
    new Promise((resolve) => setTimeout(resolve, options.pauseAfterFailureMs ?? 0));

  const submissions = await prepareSubmissions(options.count, options.runId, options);
  // Opened before the clock starts: fifty connections opened in the same millisecond put a
  // 70 ms stall into the first answers, even from a server that answers at once.
  const connections = await Promise.all(
    Array.from({ length: options.concurrency }, () => openVisitorConnection(options.origin())),
  );

  async function worker(connection: VisitorConnection, visitor: string | undefined) {
    while (next < options.count) {
      const submission = submissions[next] as PreparedSubmission;
      next += 1;
      const started = performance.now();
      const outcome = await submit(connection, options.origin(), submission, visitor);
      record(result, submission, outcome, started);
      if (outcome.status === 0 || outcome.status >= 500) await pause();
      finished += 1;
      options.onProgress?.({ finished, accepted: result.accepted.length });
    }
  }

  const started = performance.now();
  await Promise.all(
    connections.map((connection, index) =>
      worker(connection, options.asVisitors ? visitorAddress(index) : undefined),
    ),
  );
  result.seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
  return result;
}

export interface OfferedLoadOptions extends SubmissionMix {
  origin: string;
  /** Submissions a second. */
  rate: number;
  /** For how long they are offered. */
  seconds: number;
  /** Prefix of the marker each submission carries, unique to this load. */
  runId: string;
  /** The pool of visitors' connections grows no further (default 512). */
  maxConnections?: number;
  /** Called as the clock starts, once the submissions are made and the first connections open. */
  onStart?: () => void;
}

/** What an offered load got back, and what it took to keep its schedule. */
export interface OfferedLoadResult extends ContactLoadResult {
  /** How many submissions were offered. */
  sent: number;
  /** Connections the pool opened to send every submission when it was due. */
  connections: number;
  /** Whether the pool reached its cap, so some submissions waited for a connection. */
  reachedCap: boolean;
  /** How late each submission was sent after it was due, ms. */
  lateMs: number[];
}

/** Connections ready before the clock starts; the pool opens more as the load needs them. */
const READY_CONNECTIONS = 8;

/**
 * Offers `rate × seconds` submissions at `rate` a second (an open loop: each sent when due,
 * answered or not the ones before it), each timed from when it was due. Every connection of the
 * pool is a visitor of its own, from an address of its own (`X-Forwarded-For`, for a server
 * started with `TRUST_PROXY=loopback`); the pool grows whenever a submission is due and every
 * connection is busy.
 */
export async function offerContactSubmissions(
  options: OfferedLoadOptions,
): Promise<OfferedLoadResult> {
  const count = Math.round(options.rate * options.seconds);
  const submissions = await prepareSubmissions(count, options.runId, options);
  const ready = await Promise.all(
    Array.from({ length: READY_CONNECTIONS }, () => openVisitorConnection(options.origin)),
  );
  const visitors = new Map<VisitorConnection, string>(
    ready.map((connection, index) => [connection, visitorAddress(index)]),
  );
  const result = emptyResult();
  options.onStart?.();
  const report = await runOpenLoop({
    rate: options.rate,
    count,
    connections: ready,
    maxConnections: options.maxConnections ?? 512,
    connect: (poolIndex) => {
      const connection = new VisitorConnection();
      visitors.set(connection, visitorAddress(poolIndex));
      return connection;
    },
    send: async (index, connection, dueAt) => {
      const submission = submissions[index] as PreparedSubmission;
      const outcome = await submit(
        connection,
        options.origin,
        submission,
        visitors.get(connection),
      );
      record(result, submission, outcome, dueAt);
    },
  });
  for (const connection of report.pool) connection.close();
  return {
    ...result,
    seconds: report.seconds,
    sent: count,
    connections: report.pool.length,
    reachedCap: report.reachedCap,
    lateMs: report.lateMs,
  };
}

export interface StoredCheck {
  /** Rows carrying this run's markers. */
  stored: number;
  /** Of those, rows held as spam (a submission whose proof the server did not take). */
  heldAsSpam: number;
  /** Accepted markers with no row: submissions lost after a 2xx. */
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
  const messages = await db
    .selectFrom("inquiries")
    .select(["message as text", "status"])
    .where("message", "like", `${MESSAGE_TEXT}${runId}-%`)
    .execute();
  const quotes = await db
    .selectFrom("inquiries")
    .select(["name as text", "status"])
    .where("name", "like", `${QUOTE_NAME}${runId}-%`)
    .where("reference", "is not", null)
    .execute();
  const counts = new Map<string, number>();
  for (const [rows, prefix] of [
    [messages, MESSAGE_TEXT],
    [quotes, QUOTE_NAME],
  ] as const) {
    for (const row of rows) {
      const marker = row.text.slice(prefix.length);
      counts.set(marker, (counts.get(marker) ?? 0) + 1);
    }
  }
  const rows = [...messages, ...quotes];
  return {
    stored: rows.length,
    heldAsSpam: rows.filter((row) => row.status === "spam").length,
    missing: accepted.filter((marker) => !counts.has(marker)),
    duplicated: [...counts].filter(([, count]) => count > 1).map(([marker]) => marker),
  };
}
