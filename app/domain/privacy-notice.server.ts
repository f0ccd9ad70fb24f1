import { z } from "zod";
import { DEFAULT_PRIVACY_NOTICE } from "../content/privacy-notice.ts";
import type { Db } from "../db/schema.ts";
import { readEntry, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { expectedVersion, requiredText } from "./fields.ts";

/** The privacy notice at /privacy; a consent records the version its sender was shown. */
export interface PrivacyNotice {
  title: string;
  /** Plain text: a blank line starts a paragraph, a line starting with "## " a heading. */
  body: string;
  version: number;
  updatedAt: string | null;
}

export const PrivacyNoticeInputSchema = z.object({
  title: requiredText("a title", 150),
  body: requiredText("the notice", 50_000),
  version: expectedVersion,
});

const StoredNoticeSchema = PrivacyNoticeInputSchema.omit({ version: true });

/** The notice as the office wrote it, or the built-in one (version 1) until they do. */
export async function getPrivacyNotice(db: Db): Promise<PrivacyNotice> {
  const entry = await readEntry(db, "privacy");
  const stored = StoredNoticeSchema.safeParse(entry?.content);
  if (!entry || !stored.success) {
    return { ...DEFAULT_PRIVACY_NOTICE, version: entry?.version ?? 1, updatedAt: null };
  }
  return { ...stored.data, version: entry.version + 1, updatedAt: entry.updatedAt };
}

export async function updatePrivacyNotice(
  db: Db,
  input: unknown,
  actor: string | null,
): Promise<PrivacyNotice> {
  const { version, ...content } = parseInput(PrivacyNoticeInputSchema, input, {
    invalid: "The privacy notice was not saved. Check the fields marked below.",
  });
  await writeEntry(
    db,
    "privacy",
    { title: content.title, content, images: [] },
    {
      // The built-in notice is version 1; the stored entry's versions follow it.
      expectedVersion: version === undefined || version === 1 ? undefined : version - 1,
      actor,
      conflictMessage:
        "Someone else saved the privacy notice after you opened it. Reload to see their changes, then make yours again.",
    },
  );
  return getPrivacyNotice(db);
}
