import { href } from "react-router";
import { exportPersonalData } from "../../domain/privacy.server.ts";
import { adminUser } from "../../http/auth.server.ts";
import { appServices } from "../../http/context.server.ts";
import { describeFailure } from "../../http/failures.server.ts";
import { redirectWithFlash } from "../../http/flash.server.ts";
import { formDataToObject } from "../../lib/forms.ts";
import type { Route } from "./+types/privacy-requests.export";

/**
 * Everything stored about one address, as one JSON file to hand to the person. The form posts
 * here as a plain download; a refusal goes back to the screen with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = adminUser(context);
  const app = appServices(context);
  try {
    const exported = await exportPersonalData(
      app.db,
      formDataToObject(await request.formData()),
      user,
    );
    const name = `personal-data-${exported.exportedAt.slice(0, 10)}.json`;
    return new Response(JSON.stringify(exported, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    const failure = describeFailure(error, context, "The data could not be exported.");
    const detail = Object.values(failure.fieldErrors)[0]?.[0];
    return redirectWithFlash(app.env, href("/admin/privacy-requests"), {
      tone: "error",
      message: detail ?? failure.message,
    });
  }
}
