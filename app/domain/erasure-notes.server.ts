import type { Db } from "../db/schema.ts";

// Which staff notes on other people's inquiries mention a person being erased (decision 059):
// the office is told, with links, and edits them by hand. The address itself is replaced in
// every note by the erasure; a phone number is matched loosely (by digits, as staff write
// numbers many ways), so it may be someone else's, and is left for a person to judge.

/** What a staff note on another person's inquiry mentions of the erased person. */
export type Mention = "phone" | "address";

/**
 * An inquiry of someone else whose staff notes mentioned the erased person when they were
 * erased: the office edits them by hand. The address was replaced already; a phone number is
 * left as written (matched loosely, it may be someone else's).
 */
export interface NotesToReview {
  inquiryId: string;
  /** The inquiry as the inbox names it: its reference, or who wrote the message. */
  label: string;
  /** The inbox, searched so it shows this inquiry. */
  link: string;
  mentions: Mention[];
}

/** What the privacy log keeps of a note to review: the inquiry's id and what it mentions. */
export interface StoredReview {
  id: string;
  mentions: Mention[];
}

/**
 * A phone number as compared: its last nine digits (a Liberian mobile number without its
 * country code or leading 0, a Turkish one less its first digit), so "+231 77 123 4567" and
 * "077-123-4567" agree; a shorter number whole. Under seven digits it is no phone number
 * worth matching (a quantity, a year, a reference's sequence).
 */
function phoneKey(text: string): string | null {
  const digits = text.replace(/\D/g, "");
  return digits.length < 7 ? null : digits.slice(-9);
}

/** Runs of digits as a phone number is written: with spaces, dashes, dots, brackets, a plus. */
const WRITTEN_NUMBER = /\+?\d[\d\s()./-]*\d/g;

/**
 * Whether the text writes one of the numbers: any stretch of consecutive digit groups of a run
 * counts, so a number followed or preceded by another figure ("077 123 4567 2 times") is found.
 */
function writesNumber(text: string, wanted: Set<string>): boolean {
  for (const run of text.match(WRITTEN_NUMBER) ?? []) {
    const groups = run.match(/\d+/g) ?? [];
    for (let first = 0; first < groups.length; first++) {
      let digits = "";
      for (const group of groups.slice(first)) {
        digits += group;
        const key = phoneKey(digits);
        if (key !== null && wanted.has(key)) return true;
      }
    }
  }
  return false;
}

/** Notes scanned per statement: the notes are read in pages, so memory stays bounded. */
const NOTES_PER_PAGE = 500;

/** The inquiries whose staff notes write one of the phone numbers, matched by digits. */
export async function notesMentioningPhones(trx: Db, phones: string[]): Promise<string[]> {
  const wanted = new Set(phones.map(phoneKey).filter((key) => key !== null));
  if (wanted.size === 0) return [];
  const found = new Set<string>();
  let after = "";
  for (;;) {
    const page = await trx
      .selectFrom("inquiry_notes")
      .select(["id", "message_id", "text"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(NOTES_PER_PAGE)
      .execute();
    for (const note of page) if (writesNumber(note.text, wanted)) found.add(note.message_id);
    const last = page.at(-1);
    if (!last || page.length < NOTES_PER_PAGE) break;
    after = last.id;
  }
  return [...found];
}

export function mergeReviews(byAddress: string[], byPhone: string[]): StoredReview[] {
  const merged = new Map<string, Mention[]>();
  for (const id of byPhone) merged.set(id, ["phone"]);
  for (const id of byAddress) merged.set(id, [...(merged.get(id) ?? []), "address"]);
  return [...merged].map(([id, mentions]) => ({ id, mentions }));
}

/**
 * The inquiries to review as the office sees them now, named and linked from what they hold
 * today (the log keeps only their ids), in the order of their names; one deleted since is
 * left out.
 */
export async function describeReviews(db: Db, stored: StoredReview[]): Promise<NotesToReview[]> {
  const described: NotesToReview[] = [];
  for (let start = 0; start < stored.length; start += NOTES_PER_PAGE) {
    const chunk = stored.slice(start, start + NOTES_PER_PAGE);
    const rows = await db
      .selectFrom("inquiries")
      .select(["id", "reference", "name", "email"])
      .where(
        "id",
        "in",
        chunk.map((review) => review.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const review of chunk) {
      const row = byId.get(review.id);
      if (!row) continue;
      described.push({
        inquiryId: row.id,
        label: row.reference ?? `the message from ${row.name}`,
        link: `/admin/messages?${new URLSearchParams({ q: row.reference ?? row.email })}`,
        mentions: review.mentions,
      });
    }
  }
  return described.sort((a, b) => a.label.localeCompare(b.label));
}
