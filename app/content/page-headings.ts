import { en } from "../i18n/words/en.ts";

const headingOf = ({ title, subtitle }: { title: string; subtitle: string }) => ({
  title,
  subtitle,
});

/**
 * The services, team and contact pages' titles and the lines under them in the source language,
 * as the content manager's preview of the banners shows them (the pages take them from their
 * language's words; the about page's are its record's).
 */
export const PAGE_HEADINGS = {
  "/services": headingOf(en.pages.services),
  "/team": headingOf(en.pages.team),
  "/contact": headingOf(en.pages.contact),
};
