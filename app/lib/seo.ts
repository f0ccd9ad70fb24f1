import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "../content/site.ts";
import type { ContactInfo } from "../domain/contact-info.schema.ts";
import type { SiteTexts } from "../domain/site-texts.schema.ts";

/** What every page's meta needs from the root and public layout loaders. */
export interface SiteMetaData {
  siteUrl: string;
  contact?: Pick<ContactInfo, "address" | "city" | "country" | "email" | "phones" | "answerDays">;
  /** The search titles and descriptions the office set, by path. */
  search?: SiteTexts["search"];
}

interface PageSeo {
  title: string;
  description: string;
  /** The page's path, for its canonical URL. */
  path: string;
}

const DESCRIPTION_MAX = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** A page's title as browsers and search engines show it: the company's name on every page. */
export function pageTitle(path: string, name: string): string {
  return path === "/" ? `${SITE_NAME} | ${name}` : `${name} | ${SITE_NAME}`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags, and the organisation's
 * JSON-LD, all from one place so every public page carries the same set.
 */
export function pageMeta(site: SiteMetaData, page: PageSeo): MetaDescriptor[] {
  const url = new URL(page.path, site.siteUrl).toString();
  // The office's words for search engines, where it set them; else the page's own.
  const chosen = site.search?.[page.path as keyof SiteTexts["search"]];
  const name = chosen?.title || page.title;
  const title = pageTitle(page.path, name);
  const description = clip(chosen?.description || page.description);
  const image = new URL("/og-image.png", site.siteUrl).toString();
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (site.contact) {
    const { address, city, country, email, phones } = site.contact;
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: SITE_NAME,
        url: new URL("/", site.siteUrl).toString(),
        logo: new URL("/icon-512.png", site.siteUrl).toString(),
        email,
        telephone: phones,
        address: {
          "@type": "PostalAddress",
          streetAddress: address,
          addressLocality: city,
          addressCountry: country,
        },
      },
    });
  }
  return meta;
}

/** A page's questions and answers as `FAQPage` structured data, for search results. */
export function faqPageData(questions: readonly { question: string; answer: string }[]) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: questions.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  } satisfies MetaDescriptor;
}

/** Finds the root and public layout loaders' data among a route's matches. */
export function siteMetaFrom(matches: readonly unknown[]): SiteMetaData {
  let site: SiteMetaData = { siteUrl: "http://localhost/" };
  for (const match of matches) {
    const data = (
      match as { loaderData?: Partial<SiteMetaData> & { texts?: SiteTexts } } | undefined
    )?.loaderData;
    if (data?.siteUrl) site = { ...site, siteUrl: data.siteUrl };
    if (data?.contact) site = { ...site, contact: data.contact };
    if (data?.texts) site = { ...site, search: data.texts.search };
  }
  return site;
}
