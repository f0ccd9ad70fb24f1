import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";
import { QUOTE_LINES, type QuoteLine, REPORTS_FIELD } from "../../app/domain/inquiries.model.ts";
import {
  FORM_PROOF_FIELD,
  MINIMUM_FILL_MS,
  SUBMISSION_ID_FIELD,
} from "../../app/domain/messages.model.ts";
import { HEALTH, LOGISTICS, MATERIALS } from "./inquiries.ts";
import { type VisitorAnswer, VisitorConnection } from "./visitor-connection.ts";

/** What one request posted: a message, or a quote request of a line (perhaps with a report). */
export type LoadKind = "message" | "quote" | "quote with attachment";

/** One finished request: what it was, how long it took, whether it was accepted. */
export interface LoadSample {
  kind: LoadKind;
  /** Until the server acknowledged the submission: a message's 201, a quote's 303. */
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
  /** Each request: its kind, how long it took, whether it was accepted. */
  samples: LoadSample[];
  /** From the first request sent to the last answer. */
  seconds: number;
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
  /**
   * Every other request is a quote request posted as the forms post them (multipart to
   * `/quote/<line>`), the lines in turn; one health request in ten carries a 1 MB PDF report.
   */
  quotes?: boolean;
  /** The quote requests carry no reports at all. */
  withoutReports?: boolean;
  /**
   * The form's proof every submission carries, as a person's browser sends it (see
   * `issueProof`); without it every submission is held as spam, which is stored but notifies
   * nobody.
   */
  proof?: string;
  /**
   * Each of the `concurrency` workers posts as a visitor of its own, from an address of its own
   * (sent in `X-Forwarded-For`, for a server started with `TRUST_PROXY=loopback`), as that many
   * people at once would; otherwise every submission comes from the load's own address.
   */
  asVisitors?: boolean;
}

/** A proof of the form, as a page gives it, once old enough to be a person's (2 s). */
export async function issueProof(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/contact/form-proof`);
  const { formProof } = (await response.json()) as { formProof: string };
  await new Promise((resolve) => setTimeout(resolve, MINIMUM_FILL_MS + 100));
  return formProof;
}

const ATTACHMENT_BYTES = 1024 * 1024;

/**
 * A 1 MB file whose content is a PDF's, as the server checks it. Its body is random, as good as
 * incompressible, like a real report's (scanned pages and compressed streams): a body of spaces
 * would let PostgreSQL compress each report to a few kilobytes.
 */
function pdfReport(marker: string): File {
  const bytes = randomBytes(ATTACHMENT_BYTES);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"), 0);
  bytes.set(new TextEncoder().encode("%%EOF\n"), ATTACHMENT_BYTES - 6);
  return new File([bytes], `report-${marker}.pdf`, { type: "application/pdf" });
}

/** Appends answers as the forms name their fields (`items.0.product`). */
function appendFields(form: FormData, answers: object, prefix = "") {
  for (const [key, value] of Object.entries(answers)) {
    if (value && typeof value === "object") appendFields(form, value, `${prefix}${key}.`);
    else form.append(`${prefix}${key}`, String(value));
  }
}

const ANSWERS: Record<QuoteLine, object> = {
  "health-tourism": HEALTH,
  logistics: LOGISTICS,
  "building-materials": MATERIALS,
};

const MESSAGE_TEXT = "Load test message ";

/** The marker goes into the sender's name, which every line stores as it is. */
const QUOTE_NAME = "Load test quote ";

/**
 * What the browser adds to each form it sends: its one submission id (so a second delivery is
 * not stored twice) and the page's proof, when given.
 */
function browserFields(proof: string | undefined) {
  return {
    [SUBMISSION_ID_FIELD]: crypto.randomUUID(),
    ...(proof ? { [FORM_PROOF_FIELD]: proof } : {}),
  };
}

/** The quote request of the `turn`-th quote: its line, form and kind. */
function quoteRequest(
  turn: number,
  marker: string,
  options: Pick<ContactLoadOptions, "proof" | "withoutReports">,
) {
  const line = (QUOTE_LINES[turn % QUOTE_LINES.length] as { value: QuoteLine }).value;
  const form = new FormData();
  appendFields(form, {
    ...ANSWERS[line],
    name: `${QUOTE_NAME}${marker}`,
    ...browserFields(options.proof),
  });
  // Every tenth health request: turns 0, 30, 60... are health requests, one in ten of them.
  const attach =
    !options.withoutReports && line === "health-tourism" && turn % (QUOTE_LINES.length * 10) === 0;
  if (attach) form.append(REPORTS_FIELD, pdfReport(marker));
  const kind: LoadKind = attach ? "quote with attachment" : "quote";
  return { path: `/quote/${line}`, body: form, kind };
}

/** A request ready to send: its bytes and type, made before the load starts. */
interface PreparedRequest {
  marker: string;
  kind: LoadKind;
  path: string;
  contentType: string;
  body: Buffer;
}

/** What a browser says it takes: the answer page comes compressed, and is not unpacked here. */
const BROWSER_HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

/** One request over a visitor's own keep-alive connection. */
function exchange(
  connection: VisitorConnection,
  url: URL,
  method: "GET" | "POST",
  request?: PreparedRequest,
  visitor?: string,
): Promise<VisitorAnswer> {
  return connection.send(url, {
    method,
    path: `${url.pathname}${url.search}`,
    headers: {
      ...BROWSER_HEADERS,
      ...(request ? { "Content-Type": request.contentType } : {}),
      ...(visitor ? { "X-Forwarded-For": visitor } : {}),
    },
    body: request?.body,
  });
}

/**
 * Posts `count` contact messages to `POST /api/contact` (and quote requests, with `quotes`),
 * `concurrency` at a time, each carrying a marker of its own in its text so the database can be
 * checked for every one afterwards. Each of the `concurrency` workers is a visitor with a
 * keep-alive connection of its own (`VisitorConnection`), bodies are encoded beforehand and
 * answers are not unpacked: the load shares the machine with the server it measures, so the
 * less of it the load takes, the more the figures are the server's.
 */
export async function postContactMessages(options: ContactLoadOptions): Promise<ContactLoadResult> {
  const result: ContactLoadResult = {
    accepted: [],
    refused: 0,
    failed: 0,
    samples: [],
    seconds: 0,
  };
  let next = 0;
  let finished = 0;
  const pause = () =>
    new Promise((resolve) => setTimeout(resolve, options.pauseAfterFailureMs ?? 0));

  async function prepare(index: number): Promise<PreparedRequest> {
    const marker = `${options.runId}-${index}`;
    if (options.quotes && index % 2 === 1) {
      const { path, body, kind } = quoteRequest((index - 1) / 2, marker, options);
      // Encoded as a browser encodes a form, with its boundary in the type.
      const encoded = new Response(body);
      const contentType = encoded.headers.get("content-type") ?? "";
      return { marker, kind, path, contentType, body: Buffer.from(await encoded.arrayBuffer()) };
    }
    const message = JSON.stringify({
      name: "Load Test Visitor",
      email: "visitor@example.com",
      phone: "+231 555 0100",
      subject: "General Inquiry",
      message: `${MESSAGE_TEXT}${marker}`,
      ...browserFields(options.proof),
    });
    const body = Buffer.from(message);
    return { marker, kind: "message", path: "/api/contact", contentType: "application/json", body };
  }

  // Made before the clock starts, and the connections opened (one light request each): the
  // load measures the server's answers, not the making of requests or fifty connections opened
  // in the same millisecond (which alone put a 70 ms stall into the first answers, even from a
  // server that answers at once).
  const requests = await Promise.all(Array.from({ length: options.count }, (_, i) => prepare(i)));
  const connections = Array.from({ length: options.concurrency }, () => new VisitorConnection());
  const healthz = new URL("/healthz", options.origin());
  await Promise.all(
    connections.map((connection) => exchange(connection, healthz, "GET").catch(() => undefined)),
  );

  /**
   * Sends one submission as a browser does, following a quote's 303 to the page of its
   * reference; accepted when the whole of it answered without error.
   */
  async function send(
    request: PreparedRequest,
    connection: VisitorConnection,
    visitor: string | undefined,
  ) {
    const started = performance.now();
    let acknowledged = Number.NaN;
    let accepted = false;
    const submit = async () => {
      const origin = options.origin();
      const posted = await exchange(
        connection,
        new URL(request.path, origin),
        "POST",
        request,
        visitor,
      );
      acknowledged = performance.now();
      if (posted.status !== 303 || !posted.location) return posted.status;
      const page = new URL(posted.location, origin);
      return (await exchange(connection, page, "GET", undefined, visitor)).status;
    };
    try {
      const status = await submit();
      accepted = status >= 200 && status < 300;
      if (accepted) result.accepted.push(request.marker);
      else if (status < 500) result.refused += 1;
      else result.failed += 1;
      if (status >= 500) await pause();
    } catch {
      result.failed += 1;
      await pause();
    }
    const ms = performance.now() - started;
    result.samples.push({
      kind: request.kind,
      acknowledgedMs: acknowledged - started,
      ms,
      accepted,
    });
    finished += 1;
    options.onProgress?.({ finished, accepted: result.accepted.length });
  }

  async function worker(connection: VisitorConnection, visitor: string | undefined) {
    while (next < options.count) {
      const index = next;
      next += 1;
      await send(requests[index] as PreparedRequest, connection, visitor);
    }
  }

  const started = performance.now();
  await Promise.all(
    // Addresses from the range set aside for documentation (TEST-NET-3, RFC 5737).
    connections.map((connection, index) =>
      worker(connection, options.asVisitors ? `203.0.113.${index + 1}` : undefined),
    ),
  );
  result.seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
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
  const messages = await db
    .selectFrom("contact_messages")
    .select("message as text")
    .where("message", "like", `${MESSAGE_TEXT}${runId}-%`)
    .execute();
  const quotes = await db
    .selectFrom("contact_messages")
    .select("name as text")
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
