import type { Register } from "react-router";
import type { Area } from "../domain/roles.model.ts";

/** Every address of the content manager's frame (its layout route), as the route table has it. */
export type AdminPage = Register["routeFiles"]["routes/admin/layout.tsx"]["page"];

/**
 * The part of the office's work each page of the content manager belongs to, which decides
 * whose role may open it and post to it (roles.model.ts); "any" is for every member of staff.
 * The type asks for every page of the layout, so a new page cannot be left out; the guard
 * reads it by the route's pattern, the sidebar by its entries' addresses.
 */
export const ADMIN_PAGE_AREAS: Record<AdminPage, Area | "any"> = {
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
  "/admin/trash": "content",
  "/admin/trust": "content",
  "/admin/messages": "inquiries",
  "/admin/inquiries/:id/attachments/:attachmentId": "inquiries",
  "/admin/content/brand": "settings",
  "/admin/inquiry-settings": "settings",
  "/admin/privacy": "settings",
  "/admin/messages/export.csv": "personal-data",
  "/admin/messages/export.xlsx": "personal-data",
  "/admin/privacy-requests": "personal-data",
  "/admin/privacy-requests/export": "personal-data",
  "/admin/users": "staff",
  "/admin/audit": "staff",
  "/admin/account/two-factor": "any",
  "/admin/security": "settings",
};

/** The area of the page a route pattern (`admin/services/:serviceId/images`) names. */
export function adminPageArea(pattern: string): Area | "any" | undefined {
  const page = `/${pattern.replace(/^\/+/, "")}`;
  return Object.hasOwn(ADMIN_PAGE_AREAS, page) ? ADMIN_PAGE_AREAS[page as AdminPage] : undefined;
}
