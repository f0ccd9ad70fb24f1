import { defaultTrust } from "../content/default-trust.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { readRecord, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { setMediaUses } from "./media.server.ts";
import type { TrustContent, TrustPage } from "./trust.model.ts";
import { TrustInputSchema } from "./trust.schema.ts";

const StoredTrustSchema = TrustInputSchema.omit({ version: true });

/** The proof of trust as the office wrote it, or the built-in one (version 0) until they do. */
export function getTrust(db: Db): Promise<TrustPage> {
  return readRecord(db, "trust", StoredTrustSchema, defaultTrust);
}

function imagesOf(trust: TrustContent): (string | null)[] {
  return [
    ...trust.partners.map((partner) => partner.logo),
    ...trust.testimonials.map((testimonial) => testimonial.photo),
  ];
}

/** Saves every list at once; a list left empty hides its section on the site. */
export async function updateTrust(db: Db, input: unknown, actor: Actor): Promise<TrustPage> {
  const { version, ...content } = parseInput(TrustInputSchema, input, {
    invalid: "The trust and proof lists were not saved. Check the fields marked below.",
  });
  return inTransaction(db, async (trx) => {
    await writeEntry(
      trx,
      "trust",
      { title: "Trust and proof", content, images: [] },
      {
        expectedVersion: version,
        actor,
        conflictMessage:
          "Someone else saved the trust and proof lists after you opened them. Reload to see their changes, then make yours again.",
      },
    );
    await setMediaUses(trx, "page:trust", imagesOf(content));
    return getTrust(trx);
  });
}
