import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from "./i18n/languages.ts";
import { publicRouteId } from "./lib/site-areas.ts";

// The one table of every page and every endpoint. Two of them are received before React Router
// (server/intake.ts): `POST /api/contact` (routes/api/contact.ts answers its other methods) and
// `POST /quote/:line` (a refused form comes back here to be shown again). What a route declares
// about its answers and bodies is in its module's `handle` (app/lib/route-handle.ts); the request
// path through the server is in docs/architecture.md.
/**
 * The public site in one language: the source language's at the site's root, every other's the
 * same pages under its code (`/fr/about`, decision 074), each route with an id of its own.
 */
function publicSite(language: Language): RouteConfigEntry[] {
  const prefixed = language !== SOURCE_LANGUAGE;
  const page = (path: string, file: string) =>
    prefixed
      ? route(path ? `${language}/${path}` : language, file, { id: `${language}/${file}` })
      : route(path, file);
  const pages = [
    prefixed ? page("", "routes/public/home.tsx") : index("routes/public/home.tsx"),
    page("about", "routes/public/about.tsx"),
    page("services", "routes/public/services.tsx"),
    page("services/:slug", "routes/public/services.$slug.tsx"),
    page("team", "routes/public/team.tsx"),
    page("contact", "routes/public/contact.tsx"),
    page("quote", "routes/public/quote.tsx"),
    page("quote/:line", "routes/public/quote.$line.tsx"),
    page("quote/:line/sent", "routes/public/quote.$line.sent.tsx"),
    page("offline", "routes/public/offline.tsx"),
    page("privacy", "routes/public/privacy.tsx"),
    // Last: an address nothing else takes is the site's own 404 page.
    page("*", "routes/public/not-found.tsx"),
  ];
  const frame = "routes/public/layout.tsx";
  return [
    prefixed ? layout(frame, { id: publicRouteId(language, frame) }, pages) : layout(frame, pages),
  ];
}

export default [
  ...LANGUAGES.flatMap(({ code }) => publicSite(code)),

  route("admin", "routes/admin/index.tsx"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/invitation/:token", "routes/admin/invitation.$token.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password/:token", "routes/admin/reset-password.$token.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/content/hero", "routes/admin/content.hero.tsx"),
    route("admin/content/about", "routes/admin/content.about.tsx"),
    route("admin/content/contact", "routes/admin/content.contact.tsx"),
    route("admin/content/brand", "routes/admin/content.brand.tsx"),
    route("admin/content/site", "routes/admin/content.site.tsx"),
    route("admin/hero-management", "routes/admin/hero-management.tsx"),
    route("admin/services", "routes/admin/services.tsx"),
    route("admin/services/:serviceId/images", "routes/admin/services.$serviceId.images.tsx"),
    route("admin/services/:serviceId/history", "routes/admin/services.$serviceId.history.tsx"),
    route("admin/team", "routes/admin/team.tsx"),
    route("admin/team/:memberId/history", "routes/admin/team.$memberId.history.tsx"),
    route("admin/translations", "routes/admin/translations.tsx"),
    route(
      "admin/translations/:kind/:itemId/:language",
      "routes/admin/translations.$kind.$itemId.$language.tsx",
    ),
    route("admin/trash", "routes/admin/trash.tsx"),
    route("admin/trust", "routes/admin/trust.tsx"),
    route("admin/trust/figures", "routes/admin/trust.figures.tsx"),
    route("admin/trust/steps", "routes/admin/trust.steps.tsx"),
    route("admin/trust/partners", "routes/admin/trust.partners.tsx"),
    route("admin/trust/testimonials", "routes/admin/trust.testimonials.tsx"),
    route("admin/trust/questions", "routes/admin/trust.questions.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/inquiry-settings", "routes/admin/inquiry-settings.tsx"),
    route("admin/reply-templates", "routes/admin/reply-templates.tsx"),
    route("admin/privacy", "routes/admin/privacy.tsx"),
    route("admin/messages/export.csv", "routes/admin/messages.export[.]csv.ts"),
    route("admin/messages/export.xlsx", "routes/admin/messages.export[.]xlsx.ts"),
    route("admin/messages/:id", "routes/admin/messages.$id.tsx"),
    route("admin/privacy-requests", "routes/admin/privacy-requests.tsx"),
    route("admin/privacy-requests/export", "routes/admin/privacy-requests.export.ts"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/account/two-factor", "routes/admin/account.two-factor.tsx"),
    route("admin/security", "routes/admin/security.tsx"),
    route(
      "admin/inquiries/:id/attachments/:attachmentId",
      "routes/admin/inquiries.$id.attachments.$attachmentId.ts",
    ),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),

  ...prefix("api", [
    route("auth/login", "routes/api/auth.login.ts"),
    route("auth/login/code", "routes/api/auth.login.code.ts"),
    route("auth/logout", "routes/api/auth.logout.ts"),
    route("auth/me", "routes/api/auth.me.ts"),
    route("auth/register", "routes/api/auth.register.ts"),
    route("auth/forgot-password", "routes/api/auth.forgot-password.ts"),
    route("auth/reset-password", "routes/api/auth.reset-password.ts"),
    route("account", "routes/api/account.ts"),
    route("account/password", "routes/api/account.password.ts"),
    route("account/sessions", "routes/api/account.sessions.ts"),
    route("account/sessions/end-others", "routes/api/account.sessions.end-others.ts"),
    route("users", "routes/api/users.ts"),
    route("users/:id", "routes/api/users.$id.ts"),
    route("invitations", "routes/api/invitations.ts"),
    route("invitations/:id", "routes/api/invitations.$id.ts"),
    route("invitations/:id/resend", "routes/api/invitations.$id.resend.ts"),
    route("content", "routes/api/content.ts"),
    route("content/:page", "routes/api/content.$page.ts"),
    route("pagecontent/:page", "routes/api/pagecontent.$page.ts"),
    route("services", "routes/api/services.ts"),
    route("services/id/:id", "routes/api/services.id.$id.ts"),
    route("services/category/:category", "routes/api/services.category.$category.ts"),
    route("services/:slugOrId", "routes/api/services.$slugOrId.ts"),
    route("services/:id/images", "routes/api/services.$id.images.ts"),
    route("services/:id/images/:imageId", "routes/api/services.$id.images.$imageId.ts"),
    route(
      "services/:id/images/:imageId/primary",
      "routes/api/services.$id.images.$imageId.primary.ts",
    ),
    route("team", "routes/api/team.ts"),
    route("team/order", "routes/api/team.order.ts"),
    route("team/:id", "routes/api/team.$id.ts"),
    route("team/:id/upload", "routes/api/team.$id.upload.ts"),
    route("contact", "routes/api/contact.ts"),
    route("contact/form-proof", "routes/api/contact.form-proof.ts"),
    route("contact/:id", "routes/api/contact.$id.ts"),
    route("contact/:id/read", "routes/api/contact.$id.read.ts"),
    route("contact/:id/reply", "routes/api/contact.$id.reply.ts"),
    route("contact-info", "routes/api/contact-info.ts"),
    route("media", "routes/api/media.ts"),
    route("audit", "routes/api/audit.ts"),
    route("revisions/:type/:id", "routes/api/revisions.$type.$id.ts"),
    route("revisions/:id/restore", "routes/api/revisions.$id.restore.ts"),
    route("trash", "routes/api/trash.ts"),
    route("trash/:id/restore", "routes/api/trash.$id.restore.ts"),
    route("inquiries", "routes/api/inquiries.ts"),
    route("inquiries/:id", "routes/api/inquiries.$id.ts"),
    route(
      "inquiries/:id/attachments/:attachmentId",
      "routes/api/inquiries.$id.attachments.$attachmentId.ts",
    ),
    route("privacy-requests/export", "routes/api/privacy-requests.export.ts"),
    route("privacy-requests/erase", "routes/api/privacy-requests.erase.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("og-image.png", "routes/og-image[.]png.ts"),
  route("uploads/:file", "routes/uploads.$file.ts"),
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
] satisfies RouteConfig;
