import type { z } from "zod";
import { defaultTrust } from "../content/default-trust.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { type ContentKey, readEntries, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { setMediaUses } from "./media.server.ts";
import { noteSourceTexts } from "./translation-store.server.ts";
import {
  TRUST_SECTION_NAMES,
  TRUST_SECTION_TITLES,
  TRUST_SECTIONS,
  type TrustContent,
  type TrustPage,
  type TrustSection,
  trustSectionFailed,
} from "./trust.model.ts";
import { TRUST_SECTION_SCHEMAS } from "./trust.schema.ts";

// Each section is its own record (decision 071), so saving one never touches another and two
// people editing two sections do not conflict.

export const entryKey = (section: TrustSection) => `trust-${section}` as const satisfies ContentKey;

/**
 * The section's content as stored, its list (or lists) under the section's name; null for what
 * the schema cannot read. Stored content has no version, so the one the schema reads is none.
 */
function storedSection(section: TrustSection, content: unknown): Partial<TrustContent> | null {
  const schema = TRUST_SECTION_SCHEMAS[section] as z.ZodObject;
  const stored = schema.omit({ version: true, minor: true });
  const parsed = (stored as unknown as z.ZodType<Partial<TrustContent>>).safeParse(content);
  return parsed.success ? parsed.data : null;
}

/**
 * The proof of trust as the office wrote it, section by section; a section nothing is stored
 * for (or stored content the schema cannot read) is the built-in one, at version 0.
 */
export async function getTrust(db: Db): Promise<TrustPage> {
  const entries = await readEntries(db, TRUST_SECTIONS.map(entryKey));
  const trust: TrustPage = {
    ...defaultTrust,
    versions: { figures: 0, steps: 0, partners: 0, testimonials: 0, questions: 0 },
  };
  for (const section of TRUST_SECTIONS) {
    const entry = entries.get(entryKey(section));
    if (!entry) continue;
    Object.assign(trust, storedSection(section, entry.content));
    trust.versions[section] = entry.version;
  }
  return trust;
}

/** The images the sections with images show, so an image a removed row showed is released. */
const IMAGES: Partial<Record<TrustSection, (content: Partial<TrustContent>) => (string | null)[]>> =
  {
    partners: (content) => (content.partners ?? []).map((partner) => partner.logo),
    testimonials: (content) => (content.testimonials ?? []).map((item) => item.photo),
  };

/** Saves one section, leaving the others as they are; an empty list hides its section. */
export async function updateTrustSection(
  db: Db,
  section: TrustSection,
  input: unknown,
  actor: Actor,
): Promise<TrustPage> {
  const name = TRUST_SECTION_NAMES[section];
  const { version, minor, ...content } = parseInput(TRUST_SECTION_SCHEMAS[section], input, {
    invalid: trustSectionFailed(section),
  });
  return inTransaction(db, async (trx) => {
    await writeEntry(
      trx,
      entryKey(section),
      { title: TRUST_SECTION_TITLES[section], content, images: [] },
      {
        expectedVersion: version,
        actor,
        conflictMessage: `Someone else saved ${name} after you opened them. Reload to see their changes, then make yours again.`,
      },
    );
    const images = IMAGES[section];
    if (images) await setMediaUses(trx, `page:${entryKey(section)}`, images(content));
    const trust = await getTrust(trx);
    // Unless the edit is minor, the section's translations are outdated from now on.
    await noteSourceTexts(trx, "page", entryKey(section), trust, { minor });
    return trust;
  });
}
