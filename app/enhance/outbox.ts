import { createStore, del, entries, set } from "idb-keyval";
import {
  FORM_PROOF_FIELD,
  MINIMUM_FILL_MS,
  PROOF_LIFETIME_MS,
  SUBMISSION_ID_FIELD,
} from "../domain/messages.model.ts";

// Runs in the page and in the service worker: nothing here may touch the DOM.

/** The Background Sync tag under which the service worker sends the kept messages. */
export const OUTBOX_SYNC_TAG = "contact-outbox";
const CONTACT_URL = "/api/contact";
const PROOF_URL = "/api/contact/form-proof";

/** A contact message as the form sends it, with the id that makes a second delivery harmless. */
export interface OutgoingMessage {
  submissionId: string;
  fields: Record<string, string>;
}

interface KeptMessage extends OutgoingMessage {
  keptAt: number;
}

export type SendResult =
  | { kind: "sent"; message: string }
  /** The server read it and said no (invalid, too many): sending it again would not help. */
  | { kind: "refused"; message: string; errors: Record<string, string[]> }
  /** It never arrived, or the server could not take it now: keep it and try again. */
  | { kind: "unreachable" };

// Opens the database only when first used.
const outbox = createStore("groupsite", "contact-outbox");

interface ApiAnswer {
  message?: string;
  errors?: Record<string, string[]>;
}

/** Sends one message to the website. */
export async function sendMessage(message: OutgoingMessage): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(CONTACT_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...message.fields, [SUBMISSION_ID_FIELD]: message.submissionId }),
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

/** Keeps a message on this device until it can be sent. */
export function keepMessage(message: OutgoingMessage): Promise<void> {
  const kept: KeptMessage = { ...message, keptAt: Date.now() };
  return set(message.submissionId, kept, outbox);
}

/**
 * A message kept for most of a day carries a form proof about to expire: it gets a fresh one,
 * dated as long ago as a person needs to fill in the form (the wait is real, not forged).
 */
async function withFreshProof(message: KeptMessage): Promise<OutgoingMessage> {
  if (Date.now() - message.keptAt < PROOF_LIFETIME_MS / 2) return message;
  const formProof = await fetchFormProof();
  if (!formProof) return message;
  await new Promise((resolve) => setTimeout(resolve, MINIMUM_FILL_MS + 500));
  return { ...message, fields: { ...message.fields, [FORM_PROOF_FIELD]: formProof } };
}

/**
 * Sends every kept message, oldest first, until the website cannot be reached. A message the
 * website has taken, or has refused for good, leaves the device; the server ignores a second
 * delivery of the same one, so the page and the service worker may both try. Resolves to how
 * many were delivered.
 */
export async function sendKeptMessages(): Promise<number> {
  let delivered = 0;
  let kept: [IDBValidKey, KeptMessage][];
  try {
    kept = await entries<IDBValidKey, KeptMessage>(outbox);
  } catch {
    return 0;
  }
  kept.sort(([, a], [, b]) => a.keptAt - b.keptAt);
  for (const [key, message] of kept) {
    let result: SendResult;
    try {
      result = await sendMessage(await withFreshProof(message));
    } catch {
      result = { kind: "unreachable" };
    }
    if (result.kind === "unreachable") break;
    await del(key, outbox);
    if (result.kind === "sent") delivered++;
  }
  return delivered;
}
