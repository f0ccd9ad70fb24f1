import { href } from "react-router";
import { exportPersonalData } from "../../domain/privacy.server.ts";
import { handleAdminAction } from "../../http/admin-routes.server.ts";
import type { Route } from "./+types/privacy-requests.export";

/**
 * Everything stored about one address, as one JSON file to hand to the person. The form posts
 * here as a plain download; a refusal goes back to the screen with the reason.
 */
export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    export: {
      failed: "The data could not be exported.",
      refusedTo: href("/admin/privacy-requests"),
      run: async ({ app, user, input }) => {
        const exported = await exportPersonalData(app.db, input, user);
        const name = `personal-data-${exported.exportedAt.slice(0, 10)}.json`;
        return new Response(JSON.stringify(exported, null, 2), {
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Content-Disposition": `attachment; filename="${name}"`,
            "Cache-Control": "no-store",
          },
        });
      },
    },
  });
}
