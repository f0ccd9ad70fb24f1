import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { type Brand, BrandInputSchema } from "./brand.schema.ts";
import { readRecord, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { resolveImageValue, setMediaUses } from "./media.server.ts";

const StoredBrandSchema = BrandInputSchema.omit({ version: true });

export const DEFAULT_BRAND: Brand = { logo: null, version: 0 };

/** The site's logo setting: the header and the footer show the built-in mark while it is empty. */
export function getBrand(db: Db): Promise<Brand> {
  return readRecord(db, "brand", StoredBrandSchema, DEFAULT_BRAND);
}

export async function updateBrand(db: Db, input: unknown, actor: Actor): Promise<Brand> {
  const data = parseInput(BrandInputSchema, input, { invalid: "The logo was not saved." });
  const logo = data.logo && (await resolveImageValue(db, data.logo));
  return inTransaction(db, async (trx) => {
    await writeEntry(
      trx,
      "brand",
      { title: "Logo", content: { logo }, images: logo ? [logo] : [] },
      {
        expectedVersion: data.version,
        actor,
        conflictMessage:
          "Someone else saved the logo after you opened this page. Reload to see their change, then make yours again.",
      },
    );
    await setMediaUses(trx, "page:brand", [logo]);
    return getBrand(trx);
  });
}
