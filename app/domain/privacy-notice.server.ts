import { DEFAULT_PRIVACY_NOTICE } from "../content/privacy-notice.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { readEntry, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { type PrivacyNotice, PrivacyNoticeInputSchema } from "./privacy-notice.schema.ts";
import { noteSourceTexts } from "./translation-store.server.ts";

const StoredNoticeSchema = PrivacyNoticeInputSchema.omit({ version: true, minor: true });

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
  actor: Actor,
): Promise<PrivacyNotice> {
  const { version, minor, ...content } = parseInput(PrivacyNoticeInputSchema, input, {
    invalid: "The privacy notice was not saved. Check the fields marked below.",
  });
  return inTransaction(db, async (trx) => {
    await writeEntry(
      trx,
      "privacy",
      { title: content.title, content, images: [] },
      {
        // The built-in notice is version 1 (nothing stored); the stored entry's versions follow it.
        expectedVersion: version === undefined ? undefined : version - 1,
        actor,
        conflictMessage:
          "Someone else saved the privacy notice after you opened it. Reload to see their changes, then make yours again.",
      },
    );
    const notice = await getPrivacyNotice(trx);
    // Unless the edit is minor, the notice's translations are outdated from now on.
    await noteSourceTexts(trx, "page", "privacy", notice, { minor });
    return notice;
  });
}
