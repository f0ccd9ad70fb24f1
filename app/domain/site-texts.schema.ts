import { z } from "zod";
import { en } from "../i18n/words/en.ts";
import { minorEdit, optionalText } from "./fields.ts";
import { optionalSiteImage } from "./media.schema.ts";

/** The public pages whose search title and description the office may set. */
export const SEARCH_PAGES = [
  { path: "/", label: "Home page" },
  { path: "/about", label: "About page" },
  { path: "/services", label: "Services page" },
  { path: "/team", label: "Team page" },
  { path: "/contact", label: "Contact page" },
] as const;
export type SearchPagePath = (typeof SEARCH_PAGES)[number]["path"];

/** The inner pages whose banner may show the office's photograph (the home page has its slideshow). */
export const BANNER_PAGES = SEARCH_PAGES.filter(
  (page): page is Exclude<(typeof SEARCH_PAGES)[number], { path: "/" }> => page.path !== "/",
);
export type BannerPagePath = (typeof BANNER_PAGES)[number]["path"];

/** The home page's sections whose headings the office may rename. */
export const HOME_SECTIONS = [
  { key: "about", label: "About section", builtIn: en.home.headings.about },
  { key: "services", label: "Services section", builtIn: en.home.headings.services },
  { key: "team", label: "Team section", builtIn: en.home.headings.team },
  { key: "contact", label: "Contact section", builtIn: en.home.headings.contact },
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number]["key"];

/** Whether the header's top bar shows the Admin Login link. */
export const ADMIN_LOGIN_LINK = ["shown", "hidden"] as const;

/** How long search engines show a title and a description before cutting them. */
export const SEARCH_TITLE_MAX = 60;
export const SEARCH_DESCRIPTION_MAX = 160;

export const SearchTextsSchema = z.object({
  title: optionalText("the search title", SEARCH_TITLE_MAX),
  description: optionalText("the search description", SEARCH_DESCRIPTION_MAX),
});

/** A home section's heading; empty is the built-in one, in the page's language. */
export const heading = (label: string) => optionalText(label, 60);

/**
 * A page banner's photograph, uploaded on the screen first, and what it shows for screen readers:
 * empty when it is only a backdrop to the page's title.
 */
export const BannerSchema = z.object({
  image: optionalSiteImage,
  alt: optionalText("the description of the picture", 200),
});
export type BannerPicture = z.output<typeof BannerSchema>;

/**
 * Words of the site that belong to no one page: whether the header links to the sign-in, the
 * footer's blurb, the home page's section headings, each inner page's banner photograph, and
 * each page's title and description for search engines. Empty means the built-in text (the page's own title and summary for search)
 * and the plain band.
 */
export const SiteTextsInputSchema = z.object({
  /** Whether the desktop top bar links to the sign-in; /admin answers by its address either way. */
  adminLoginLink: z
    .enum(ADMIN_LOGIN_LINK, { error: "Choose whether to show the link." })
    .default("shown"),
  footerBlurb: optionalText("the footer text", 300),
  homeHeadings: z
    .object({
      about: heading("the about heading"),
      services: heading("the services heading"),
      team: heading("the team heading"),
      contact: heading("the contact heading"),
    })
    .default({ about: "", services: "", team: "", contact: "" }),
  banners: z
    .object({
      "/about": BannerSchema,
      "/services": BannerSchema,
      "/team": BannerSchema,
      "/contact": BannerSchema,
    })
    .partial()
    .default({}),
  search: z
    .object({
      "/": SearchTextsSchema,
      "/about": SearchTextsSchema,
      "/services": SearchTextsSchema,
      "/team": SearchTextsSchema,
      "/contact": SearchTextsSchema,
    })
    .partial()
    .default({}),
  /** The version the editor loaded; 0 while nothing is stored (the built-in texts). */
  version: z.coerce.number().int().min(0).optional(),
  minor: minorEdit,
});

export type SiteTexts = Omit<z.output<typeof SiteTextsInputSchema>, "version" | "minor"> & {
  version: number;
};

/** A home section's heading: the office's, else the built-in one. */
export function homeHeading(texts: Pick<SiteTexts, "homeHeadings">, section: HomeSection): string {
  const builtIn = HOME_SECTIONS.find((item) => item.key === section)?.builtIn ?? "";
  return texts.homeHeadings[section] || builtIn;
}
