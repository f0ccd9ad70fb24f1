/**
 * The site's main pages in the menu's order, each named by its key in the words (`menu`,
 * `footer.links`, `errors.pageAbout`): the header, the footer and the error pages list them.
 */
export const SITE_PAGES = [
  { to: "/", name: "home" },
  { to: "/about", name: "about" },
  { to: "/services", name: "services" },
  { to: "/team", name: "team" },
  { to: "/contact", name: "contact" },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
