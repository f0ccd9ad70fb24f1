import { defaultContactInfo } from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { type ContactInfo, ContactInfoInputSchema } from "./contact-info.schema.ts";
import { readEntry, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { noteSourceTexts } from "./translation-store.server.ts";

const StoredContactInfoSchema = ContactInfoInputSchema.omit({ version: true, minor: true });

/** The single contact record behind /api/contact-info, /api/content/contact and the footer. */
export async function getContactInfo(db: Db): Promise<ContactInfo> {
  const entry = await readEntry(db, "contact");
  if (!entry) return defaultContactInfo;
  const content = StoredContactInfoSchema.safeParse(entry.content);
  return {
    ...(content.success ? content.data : defaultContactInfo),
    version: entry.version,
    updatedAt: entry.updatedAt,
  };
}

export async function updateContactInfo(
  db: Db,
  input: unknown,
  actor: Actor,
  detail?: string,
): Promise<ContactInfo> {
  const { version, minor, ...content } = parseInput(ContactInfoInputSchema, input, {
    invalid: "Failed to update contact information.",
  });
  return inTransaction(db, async (trx) => {
    await writeEntry(
      trx,
      "contact",
      { title: "Contact Us", content, images: [] },
      {
        expectedVersion: version,
        actor,
        detail,
        conflictMessage:
          "Someone else saved the contact information after you opened it. Reload to see their changes, then make yours again.",
      },
    );
    const contact = await getContactInfo(trx);
    // Unless the edit is minor, the contact details' translations are outdated from now on.
    await noteSourceTexts(trx, "page", "contact", contact, { minor });
    return contact;
  });
}
