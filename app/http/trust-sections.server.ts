import { builtInTrustSections } from "../domain/launch.server.ts";
import {
  TRUST_SECTION_TITLES,
  type TrustSection,
  trustSectionFailed,
} from "../domain/trust.model.ts";
import { getTrust, updateTrustSection } from "../domain/trust.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "./admin-routes.server.ts";

type RouteArgs = Parameters<typeof handleAdminAction>[0];

/** A Trust & Proof section screen's loader: the proof of trust, every section with its version. */
export const trustSectionLoader = adminLoader(async ({ app }: MemberCall<RouteArgs>) => {
  const trust = await getTrust(app.db);
  return { trust, builtIn: builtInTrustSections(trust) };
});

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
