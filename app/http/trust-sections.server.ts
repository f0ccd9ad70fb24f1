import type { Db } from "../db/schema.ts";
import { builtInTrustSections } from "../domain/launch.server.ts";
import type { LanguageState } from "../domain/translations.model.ts";
import { itemTranslationStates } from "../domain/translations.server.ts";
import {
  TRUST_SECTION_TITLES,
  TRUST_SECTIONS,
  type TrustSection,
  trustSectionFailed,
} from "../domain/trust.model.ts";
import { entryKey, getTrust, updateTrustSection } from "../domain/trust.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "./admin-routes.server.ts";

type RouteArgs = Parameters<typeof handleAdminAction>[0];

/**
 * A Trust & Proof section screen's loader: the proof of trust, every section with its version,
 * and each section's translations' states, for the line on its screen.
 */
export const trustSectionLoader = adminLoader(async ({ app }: MemberCall<RouteArgs>) => {
  const [trust, translations] = await Promise.all([
    getTrust(app.db),
    trustTranslationStates(app.db),
  ]);
  return { trust, builtIn: builtInTrustSections(trust), translations };
});

/** Each trust section's translations' states, by section. */
export async function trustTranslationStates(
  db: Db,
): Promise<Record<TrustSection, LanguageState[]>> {
  const states = await Promise.all(
    TRUST_SECTIONS.map((section) => itemTranslationStates(db, "page", entryKey(section))),
  );
  return Object.fromEntries(
    TRUST_SECTIONS.map((section, index) => [section, states[index] ?? []]),
  ) as Record<TrustSection, LanguageState[]>;
}

/** A Trust & Proof section screen's action: its `save` stores that section, and no other. */
export function saveTrustSection(args: RouteArgs, section: TrustSection) {
  return handleAdminAction(args, {
    save: {
      failed: trustSectionFailed(section),
      run: async ({ app, user, input }) => {
        await updateTrustSection(app.db, section, input, user);
        return `${TRUST_SECTION_TITLES[section]} saved. The site shows the change now.`;
      },
    },
  });
}
