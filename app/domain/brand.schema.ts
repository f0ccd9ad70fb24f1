import { z } from "zod";
import { expectedVersion } from "./fields.ts";
import { optionalImageReference } from "./media.schema.ts";

/** The office's own logo, shown instead of the built-in mark and name; empty keeps those. */
export const BrandInputSchema = z.object({
  logo: optionalImageReference.optional().default(null),
  version: expectedVersion,
});

export interface Brand {
  /** The uploaded logo's address, or null for the built-in mark and name. */
  logo: string | null;
  version: number;
}
