import type { Register } from "react-router";
import type { Area } from "../domain/roles.model.ts";

type RouteFiles = Register["routeFiles"];

/** Every address of the content manager's frame (its layout route), as the route table has it. */
export type AdminPage = RouteFiles["routes/admin/layout.tsx"]["page"];

/** Every /api route of the route table but the one that answers calls that do not exist. */
export type ApiRoute = Exclude<
  {
    [File in keyof RouteFiles]: File extends `routes/api/${string}`
      ? RouteFiles[File]["page"]
      : never;
  }[keyof RouteFiles],
  "/api/*"
>;

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Whom a page or a call is for: signed-in people whose role may use an area, or all of them. */
export type MemberAccess = Area | "any";
/** `MemberAccess`, or anyone at all. */
export type Access = MemberAccess | "public";

/**
 * Whom each page of the content manager and each method of each /api route is for, which the
 * pages' guard (auth.server.ts), the API's `api()` (api.server.ts) and the sidebar read; the
 * areas each role may use are in roles.model.ts. A page's area covers all it answers, its
 * loader and its actions. The type asks for every page of the layout and every /api route, and
 * `api()` asks a route's endpoints to be exactly its methods here, public or not as here: a new
 * page, route or method cannot be left out.
 */
export const ACCESS = {
  "/admin/dashboard": "any",
  "/admin/*": "any",
  "/admin/account": "any",
  "/admin/content/hero": "content",
  "/admin/hero-management": "content",
  "/admin/content/about": "content",
  "/admin/content/contact": "content",
  "/admin/content/site": "content",
  "/admin/services": "content",
  "/admin/services/:serviceId/images": "content",
  "/admin/services/:serviceId/history": "content",
  "/admin/team": "content",
  "/admin/team/:memberId/history": "content",
  "/admin/translations": "content",
  "/admin/translations/:kind/:itemId/:language": "content",
  "/admin/trash": "content",
  "/admin/trust": "content",
  "/admin/trust/figures": "content",
  "/admin/trust/steps": "content",
  "/admin/trust/partners": "content",
  "/admin/trust/testimonials": "content",
  "/admin/trust/questions": "content",
  "/admin/messages": "inquiries",
  "/admin/messages/:id": "inquiries",
  "/admin/inquiries/:id/attachments/:attachmentId": "inquiries",
  "/admin/content/brand": "settings",
  "/admin/inquiry-settings": "settings",
  "/admin/reply-templates": "settings",
  "/admin/privacy": "settings",
  "/admin/messages/export.csv": "personal-data",
  "/admin/messages/export.xlsx": "personal-data",
  "/admin/privacy-requests": "personal-data",
  "/admin/privacy-requests/export": "personal-data",
  "/admin/users": "accounts",
  "/admin/audit": "accounts",
  "/admin/account/two-factor": "any",
  "/admin/security": "settings",

  "/api/auth/login": { POST: "public" },
  "/api/auth/login/code": { POST: "public" },
  "/api/auth/logout": { POST: "public" },
  "/api/auth/me": { GET: "any" },
  "/api/auth/register": { POST: "accounts" },
  "/api/auth/forgot-password": { POST: "public" },
  "/api/auth/reset-password": { POST: "public" },
  "/api/account": { GET: "any", PATCH: "any" },
  "/api/account/password": { POST: "any" },
  "/api/account/sessions": { GET: "any" },
  "/api/account/sessions/end-others": { POST: "any" },
  "/api/users": { GET: "accounts", POST: "accounts" },
  "/api/users/:id": { PATCH: "accounts", DELETE: "accounts" },
  "/api/invitations": { POST: "accounts" },
  "/api/invitations/:id": { DELETE: "accounts" },
  "/api/invitations/:id/resend": { POST: "accounts" },
  "/api/content": { GET: "public" },
  "/api/content/:page": { GET: "public" },
  "/api/pagecontent/:page": { GET: "public", PUT: "content" },
  "/api/services": { GET: "public", POST: "content" },
  "/api/services/id/:id": { GET: "public" },
  "/api/services/category/:category": { GET: "public" },
  "/api/services/:slugOrId": { GET: "public", PUT: "content", DELETE: "content" },
  "/api/services/:id/images": { POST: "content" },
  "/api/services/:id/images/:imageId": { DELETE: "content" },
  "/api/services/:id/images/:imageId/primary": { PUT: "content" },
  "/api/team": { GET: "public", POST: "content" },
  "/api/team/order": { PUT: "content" },
  "/api/team/:id": { GET: "public", PUT: "content", DELETE: "content" },
  "/api/team/:id/upload": { POST: "content" },
  // A visitor's message is received by the intake, before React Router (server/intake.ts).
  "/api/contact": { GET: "inquiries", POST: "public" },
  "/api/contact/form-proof": { GET: "public" },
  "/api/contact/:id": { GET: "inquiries", DELETE: "inquiries" },
  "/api/contact/:id/read": { PUT: "inquiries" },
  "/api/contact/:id/reply": { POST: "inquiries" },
  "/api/contact-info": { GET: "public", PUT: "content" },
  "/api/media": { POST: "content" },
  "/api/audit": { GET: "accounts" },
  "/api/revisions/:type/:id": { GET: "content" },
  "/api/revisions/:id/restore": { POST: "content" },
  "/api/trash": { GET: "content" },
  "/api/trash/:id/restore": { POST: "content" },
  "/api/inquiries": { GET: "inquiries" },
  "/api/inquiries/:id": { GET: "inquiries", PATCH: "inquiries" },
  "/api/inquiries/:id/attachments/:attachmentId": { GET: "inquiries" },
  "/api/privacy-requests/export": { POST: "personal-data" },
  "/api/privacy-requests/erase": { POST: "personal-data" },
} as const satisfies { [Page in AdminPage]: MemberAccess } & {
  [Route in ApiRoute]: { [Method in ApiMethod]?: Access };
};

/** Whom a page or a call missing from the table is for: administrators only. */
export const UNLISTED_ACCESS: MemberAccess = "accounts";

/** The area of the page a route pattern (`admin/services/:serviceId/images`) names. */
export function adminPageArea(pattern: string): MemberAccess | undefined {
  const page = `/${pattern.replace(/^\/+/, "")}`;
  if (!Object.hasOwn(ACCESS, page)) return undefined;
  const access = ACCESS[page as keyof typeof ACCESS];
  return typeof access === "string" ? access : undefined;
}

/** Whom `method` of the /api `route` is for. */
export function apiAccess(route: ApiRoute, method: ApiMethod): Access {
  const methods: { [Method in ApiMethod]?: Access } = ACCESS[route];
  return methods[method] ?? UNLISTED_ACCESS;
}
