import { createStore, delMany, entries, promisifyRequest, set } from "idb-keyval";
import {
  FORM_PROOF_FIELD,
  MINIMUM_FILL_MS,
  SUBMISSION_ID_FIELD,
} from "../domain/messages.model.ts";

// The messages a visitor wrote offline, kept on the phone until they can be sent (the server's
// own queue of mail is app/mail/outbox.server.ts). The sync tag and the store keep the names
// phones already hold them under: renamed, messages kept before would never be sent. Runs in
// the page and in the service worker: nothing here may touch the DOM.

/** The Background Sync tag under which the service worker sends the kept messages. */
export const KEPT_MESSAGES_SYNC_TAG = "contact-outbox";
const CONTACT_URL = "/api/contact";
const PROOF_URL = "/api/contact/form-proof";

/** A contact message as the form sends it, with the id that makes a second delivery harmless. */
export interface OutgoingMessage {
  submissionId: string;
  fields: Record<string, string>;
}

interface KeptMessage extends OutgoingMessage {
  keptAt: number;
  /**
   * Set once the website has taken it (its text then dropped) or refused it for good; kept until
   * a page of the site has told the visitor (`takeKeptOutcomes`).
   */
  outcome?: "sent" | "refused";
}

/** What became of the kept messages since a page last told the visitor. */
export interface KeptOutcomes {
  sent: number;
  /** The text of each message the website refused, for the visitor to copy. */
  refused: string[];
}

export type SendResult =
  | { kind: "sent"; message: string }
  /** The server read it and said no (invalid, too many): sending it again would not help. */
  | { kind: "refused"; message: string; errors: Record<string, string[]> }
  /** It never arrived, or the server could not take it now: keep it and try again. */
  | { kind: "unreachable" };

// Opens the database only when first used.
const keptMessages = createStore("groupsite", "contact-outbox");

interface ApiAnswer {
  message?: string;
  errors?: Record<string, string[]>;
}

/** Sends one message to the website, with a form proof (see `withProof`). */
export async function sendMessage(message: OutgoingMessage): Promise<SendResult> {
  let response: Response;
  try {
    const { fields, submissionId } = await withProof(message);
    response = await fetch(CONTACT_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...fields, [SUBMISSION_ID_FIELD]: submissionId }),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "unreachable" };
  }
  // 5xx: the server (or its database) is away for now; 408 and 429: later will do.
  if (response.status >= 500 || response.status === 408 || response.status === 429) {
    return { kind: "unreachable" };
  }
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
  if (response.ok) return { kind: "sent", message: answer.message ?? "" };
  return {
    kind: "refused",
    message: answer.message ?? "",
    errors: answer.errors ?? {},
  };
}

/** A form proof issued now, for a form being filled in (or a message about to be sent). */
export async function fetchFormProof(): Promise<string | undefined> {
  const response = await fetch(PROOF_URL, { credentials: "same-origin" });
  return ((await response.json()) as { formProof?: string }).formProof;
}

/** Keeps a message on this device until it can be sent (with a proof of its own, then). */
export async function keepMessage(message: OutgoingMessage): Promise<void> {
  const kept: KeptMessage = { ...message, keptAt: Date.now() };
  await set(message.submissionId, kept, keptMessages);
}

/**
 * The message with a proof fetched now, dated as long ago as a person needs to fill in the
 * form (the wait is real, not forged); as it was when none could be fetched.
 */
async function withNewProof(message: OutgoingMessage): Promise<OutgoingMessage> {
  const formProof = await fetchFormProof();
  if (!formProof) return message;
  await new Promise((resolve) => setTimeout(resolve, MINIMUM_FILL_MS + 500));
  return { ...message, fields: { ...message.fields, [FORM_PROOF_FIELD]: formProof } };
}

/**
 * A message whose form carries no proof (the one it had was spent on an earlier message, and
 * no fresh one could be fetched) gets one before it is sent.
 */
function withProof(message: OutgoingMessage): Promise<OutgoingMessage> {
  return message.fields[FORM_PROOF_FIELD] ? Promise.resolve(message) : withNewProof(message);
}

/**
 * Records what became of a kept message, unless it is gone (a page has already told the
 * visitor) or settled: the page and the service worker may both have sent it.
 */
function settle(key: IDBValidKey, message: KeptMessage, outcome: "sent" | "refused") {
  const settled: KeptMessage =
    outcome === "sent"
      ? { submissionId: message.submissionId, keptAt: message.keptAt, fields: {}, outcome }
      : { ...message, outcome };
  return keptMessages("readwrite", async (store) => {
    const current = await promisifyRequest<KeptMessage | undefined>(store.get(key));
    if (current && !current.outcome) store.put(settled, key);
    return promisifyRequest(store.transaction);
  });
}

/**
 * Sends every kept message, oldest first, until the website cannot be reached. A message the
 * website has taken, or has refused for good, is marked so until a page tells the visitor; the
 * server ignores a second delivery of the same one, so the page and the service worker may both
 * try. Resolves to how many were settled.
 */
export async function sendKeptMessages(): Promise<number> {
  let settled = 0;
  let kept: [IDBValidKey, KeptMessage][];
  try {
    kept = await entries<IDBValidKey, KeptMessage>(keptMessages);
  } catch {
    return 0;
  }
  kept.sort(([, a], [, b]) => a.keptAt - b.keptAt);
  for (const [key, message] of kept) {
    if (message.outcome) continue;
    let result: SendResult;
    try {
      // Written offline, it carries the proof of a page opened from this device's copy, which
      // another message (or another visitor of that copy, at one address) may have used.
      result = await sendMessage(await withNewProof(message));
    } catch {
      result = { kind: "unreachable" };
    }
    if (result.kind === "unreachable") break;
    await settle(key, message, result.kind);
    settled++;
  }
  return settled;
}

/** What became of the kept messages since the visitor was last told, forgotten once read. */
export async function takeKeptOutcomes(): Promise<KeptOutcomes> {
  const outcomes: KeptOutcomes = { sent: 0, refused: [] };
  let kept: [IDBValidKey, KeptMessage][];
  try {
    kept = await entries<IDBValidKey, KeptMessage>(keptMessages);
  } catch {
    return outcomes;
  }
  const told = kept.filter(([, message]) => message.outcome);
  for (const [, message] of told) {
    if (message.outcome === "sent") outcomes.sent++;
    else outcomes.refused.push(message.fields.message ?? "");
  }
  await delMany(
    told.map(([key]) => key),
    keptMessages,
  );
  return outcomes;
}
