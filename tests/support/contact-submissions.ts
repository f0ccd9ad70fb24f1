import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import { QUOTE_LINES, type QuoteLine, REPORTS_FIELD } from "../../app/domain/inquiries.model.ts";
import {
  FORM_PROOF_FIELD,
  MINIMUM_FILL_MS,
  SUBMISSION_ID_FIELD,
} from "../../app/domain/messages.model.ts";
import { HEALTH, LOGISTICS, MATERIALS } from "./inquiries.ts";
import { type VisitorAnswer, VisitorConnection } from "./visitor-connection.ts";

// What the contact loads send: messages and quote requests as a visitor's browser sends them,
// each marked so the database can be checked for it afterwards.

/** What one submission is: a message, or a quote request of a line (perhaps with a report). */
export type LoadKind = "message" | "quote" | "quote with attachment";

/** The marker goes into a message's text... */
export const MESSAGE_TEXT = "Load test message ";
/** ...and into a quote request's sender name, which every line stores as it is. */
export const QUOTE_NAME = "Load test quote ";

/**
 * Proofs of the form as each visitor's page gets one (a proof is good for one submission),
 * signed with the site's key in its database and dated as a person's, past the 2 s rule.
 */
export function proofsFrom(db: Kysely<Database>): () => Promise<string> {
  return () => issueFormProof(db, Date.now() - MINIMUM_FILL_MS - 1_000);
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

/** Appends answers as the forms name their fields, a row as Conform does (`items[0].product`). */
function appendFields(form: FormData, answers: object, prefix = "") {
  for (const [key, value] of Object.entries(answers)) {
    const name = /^\d+$/.test(key) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") appendFields(form, value, name);
    else form.append(name, String(value));
  }
}

const ANSWERS: Record<QuoteLine, object> = {
  "health-tourism": HEALTH,
  logistics: LOGISTICS,
  "building-materials": MATERIALS,
};

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

export interface SubmissionMix {
  /**
   * Every other submission is a quote request posted as the forms post them (multipart to
   * `/quote/<line>`), the lines in turn; one health request in ten carries a 1 MB PDF report.
   */
  quotes?: boolean;
  /** The quote requests carry no reports at all. */
  withoutReports?: boolean;
  /**
   * A form proof for each submission, as each person's page gets its own (see `proofsFrom`);
   * without one every submission is held as spam, which is stored but notifies nobody.
   */
  proof?: () => Promise<string>;
}

/** The quote request of the `turn`-th quote: its line, form and kind. */
function quoteRequest(turn: number, marker: string, proof: string | undefined, mix: SubmissionMix) {
  const line = (QUOTE_LINES[turn % QUOTE_LINES.length] as { value: QuoteLine }).value;
  const form = new FormData();
  appendFields(form, {
    ...ANSWERS[line],
    name: `${QUOTE_NAME}${marker}`,
    ...browserFields(proof),
  });
  // Every tenth health request: turns 0, 30, 60... are health requests, one in ten of them.
  const attach =
    !mix.withoutReports && line === "health-tourism" && turn % (QUOTE_LINES.length * 10) === 0;
  if (attach) form.append(REPORTS_FIELD, pdfReport(marker));
  const kind: LoadKind = attach ? "quote with attachment" : "quote";
  return { path: `/quote/${line}`, body: form, kind };
}

/** A submission ready to send: its bytes and type, made before the load starts. */
export interface PreparedSubmission {
  marker: string;
  kind: LoadKind;
  path: string;
  contentType: string;
  body: Buffer;
}

async function prepare(index: number, runId: string, mix: SubmissionMix) {
  const marker = `${runId}-${index}`;
  const proof = await mix.proof?.();
  if (mix.quotes && index % 2 === 1) {
    const { path, body, kind } = quoteRequest((index - 1) / 2, marker, proof, mix);
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
    ...browserFields(proof),
  });
  const body = Buffer.from(message);
  return { marker, kind: "message", path: "/api/contact", contentType: "application/json", body };
}

/**
 * `count` submissions marked `<runId>-<index>`, made before the clock starts: the load measures
 * the server's answers, not the making of requests.
 */
export function prepareSubmissions(
  count: number,
  runId: string,
  mix: SubmissionMix,
): Promise<PreparedSubmission[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => prepare(index, runId, mix)),
  ) as Promise<PreparedSubmission[]>;
}

// The documentation ranges (RFC 5737): TEST-NET-3 first, as the loads have always used it.
const VISITOR_NETWORKS = ["203.0.113", "198.51.100", "192.0.2"];

/** The address of the `index`-th visitor (762 distinct ones, then they repeat). */
export function visitorAddress(index: number): string {
  const network = VISITOR_NETWORKS[Math.floor(index / 254) % VISITOR_NETWORKS.length];
  return `${network}.${(index % 254) + 1}`;
}

/** What a browser says it takes: the answer page comes compressed, and is not unpacked here. */
const BROWSER_HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

/** One request over a visitor's own keep-alive connection. */
function exchange(
  connection: VisitorConnection,
  url: URL,
  method: "GET" | "POST",
  submission?: PreparedSubmission,
  visitor?: string,
): Promise<VisitorAnswer> {
  return connection.send(url, {
    method,
    path: `${url.pathname}${url.search}`,
    headers: {
      ...BROWSER_HEADERS,
      ...(submission ? { "Content-Type": submission.contentType } : {}),
      ...(visitor ? { "X-Forwarded-For": visitor } : {}),
    },
    body: submission?.body,
  });
}

/** A connection opened before the clock starts, with one light request. */
export async function openVisitorConnection(origin: string): Promise<VisitorConnection> {
  const connection = new VisitorConnection();
  await exchange(connection, new URL("/healthz", origin), "GET").catch(() => undefined);
  return connection;
}

/** How a submission ended. */
export interface SubmissionOutcome {
  /** The last answer's status (a quote's answer page), or 0 when no answer came. */
  status: number;
  /** When the submission was acknowledged (`performance.now()`), or NaN if it never was. */
  acknowledgedAt: number;
}

/**
 * Sends one submission as a browser does: a message's 201, or a quote's 303 (sent once it is
 * stored) followed to the page of its reference on the same connection.
 */
export async function submit(
  connection: VisitorConnection,
  origin: string,
  submission: PreparedSubmission,
  visitor: string | undefined,
): Promise<SubmissionOutcome> {
  let acknowledgedAt = Number.NaN;
  try {
    const url = new URL(submission.path, origin);
    const posted = await exchange(connection, url, "POST", submission, visitor);
    acknowledgedAt = performance.now();
    if (posted.status !== 303 || !posted.location) return { status: posted.status, acknowledgedAt };
    const page = new URL(posted.location, origin);
    const answered = await exchange(connection, page, "GET", undefined, visitor);
    return { status: answered.status, acknowledgedAt };
  } catch {
    return { status: 0, acknowledgedAt };
  }
}
