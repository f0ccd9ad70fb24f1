import { updateContactInfo } from "../../domain/contact-info.server.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { getContentPage, updateAbout, updateHero } from "../../domain/page-content.server.ts";
import { api, memberEndpoint, ok, publicEndpoint } from "../../http/api.server.ts";
import { IMAGE_BODY } from "../../http/body-limits.ts";
import { jsonResponse } from "../../http/json.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";

/** The call carries an image. */
export const handle: RouteHandle = { body: IMAGE_BODY };

const SAVED: Record<string, string> = {
  hero: "Hero content updated successfully!",
  about: "About content updated successfully!",
  contact: "Contact information updated successfully!",
};

const answer = api("/api/pagecontent/:page", {
  // The spec's page content call answers the record itself, without an envelope.
  GET: publicEndpoint(async ({ app, params }) => {
    const { title, content, images } = await getContentPage(app.db, params.page);
    return jsonResponse({ title, content, images });
  }),
  PUT: memberEndpoint(async ({ app, params, json, user }) => {
    const input = await json();
    switch (params.page) {
      case "hero":
        await updateHero(app.db, input, user);
        break;
      case "about":
        await updateAbout(app.db, input, user);
        break;
      case "contact": {
        // The same shape as the other pages: the contact record is the `content`.
        const { content, version } = (input ?? {}) as { content?: object; version?: unknown };
        await updateContactInfo(app.db, { ...content, version }, user);
        break;
      }
      default:
        throw new NotFoundError("Page content not found.");
    }
    const page = await getContentPage(app.db, params.page);
    return ok({ content: page, message: SAVED[params.page] });
  }),
});

export const loader = answer;
export const action = answer;
