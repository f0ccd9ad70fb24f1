import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "../content/site.ts";
import type { ContactInfo } from "../domain/contact-info.schema.ts";
import type { Service } from "../domain/services.model.ts";
import type { SiteTexts } from "../domain/site-texts.schema.ts";
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from "../i18n/languages.ts";
import { languageOfPath, pathIn } from "../i18n/paths.ts";

/** What every page's meta needs from the root and public layout loaders. */
export interface SiteMetaData {
  siteUrl: string;
  contact?: Pick<ContactInfo, "address" | "city" | "country" | "email" | "phones" | "answerDays">;
  /** The search titles and descriptions the office set, by path. */
  search?: SiteTexts["search"];
  /** The language of the page, from its address. */
  language: Language;
  /** The languages the site offers (the root loader's); every one until it says. */
  languages?: readonly Language[];
  /** The service a service page shows, in the page's language. */
  service?: Pick<Service, "title" | "shortDescription">;
}

interface PageSeo {
  title: string;
  description: string;
  /** The page's path in the source language (`/about`), for its canonical URL. */
  path: string;
  /**
   * The page's path in every language it is published in, where they differ by more than the
   * prefix (a service's translated slug); by default every language has the page at `path`.
   */
  paths?: Partial<Record<Language, string>>;
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
 * Title, description, canonical URL, Open Graph and Twitter card tags, and the structured data
 * (the organisation, the page in its language, a service page's service), all from one place
 * so every public page carries the same set.
 */
export function pageMeta(site: SiteMetaData, page: PageSeo): MetaDescriptor[] {
  const versions = languageVersions(site, page);
  const url = versions.find(({ language }) => language === site.language)?.url ?? site.siteUrl;
  // The office's words for search engines where it set them (in another language, where its
  // published translation of the site texts has them); else the page's own.
  const chosen = site.search?.[page.path as keyof SiteTexts["search"]];
  const name = chosen?.title || page.title;
  const title = pageTitle(page.path, name);
  const description = clip(chosen?.description || page.description);
  const image = new URL("/og-image.png", site.siteUrl).toString();
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(versions),
    { property: "og:type", content: "website" },
    ...ogLocales(site.language, versions),
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
  meta.push(...structuredData(site, { url, title: name, description }));
  return meta;
}

interface LanguageVersion {
  language: Language;
  url: string;
}

/**
 * The page's full URL in each language the site offers and it is published in, in the table's
 * order.
 */
function languageVersions(site: SiteMetaData, page: PageSeo): LanguageVersion[] {
  return LANGUAGES.flatMap(({ code }) => {
    if (site.languages && !site.languages.includes(code)) return [];
    const path = page.paths ? page.paths[code] : page.path;
    return path === undefined
      ? []
      : [{ language: code, url: new URL(pathIn(code, path), site.siteUrl).toString() }];
  });
}

/**
 * Every version of the page, itself included, and the source language's as the one for
 * everyone else (`x-default`), as search engines ask: each version lists all the others.
 */
function alternateLinks(versions: LanguageVersion[]): MetaDescriptor[] {
  const source = versions.find(({ language }) => language === SOURCE_LANGUAGE);
  return [
    ...versions.map(({ language, url }) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: language,
      href: url,
    })),
    ...(source
      ? [{ tagName: "link" as const, rel: "alternate", hrefLang: "x-default", href: source.url }]
      : []),
  ];
}

function localeOf(language: Language): string {
  return LANGUAGES.find(({ code }) => code === language)?.locale ?? language;
}

function ogLocales(language: Language, versions: LanguageVersion[]): MetaDescriptor[] {
  return [
    { property: "og:locale", content: localeOf(language) },
    ...versions
      .filter((version) => version.language !== language)
      .map((version) => ({ property: "og:locale:alternate", content: localeOf(version.language) })),
  ];
}

/**
 * The organisation, and the page as search engines should read it: in its language, at its
 * address in that language, with the texts it shows; a service page's service with it.
 */
function structuredData(
  site: SiteMetaData,
  page: { url: string; title: string; description: string },
): MetaDescriptor[] {
  const home = new URL(pathIn(site.language, "/"), site.siteUrl).toString();
  const organization = { "@id": `${new URL("/", site.siteUrl)}#organization` };
  const blocks: MetaDescriptor[] = [];
  if (site.contact) {
    const { address, city, country, email, phones } = site.contact;
    blocks.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        ...organization,
        name: SITE_NAME,
        url: home,
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
  const service = site.service && {
    "@type": "Service",
    name: site.service.title,
    description: site.service.shortDescription,
    url: page.url,
    provider: organization,
  };
  blocks.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": page.url,
      url: page.url,
      name: page.title,
      description: page.description,
      inLanguage: site.language,
      isPartOf: { "@type": "WebSite", url: home, name: SITE_NAME, inLanguage: site.language },
      publisher: organization,
      ...(service ? { mainEntity: service } : {}),
    },
  });
  return blocks;
}

/**
 * A page's questions and answers as `FAQPage` structured data, for search results, in the
 * page's language; a question shown in English for want of a translation says so.
 */
export function faqPageData(
  questions: readonly { question: string; answer: string; inEnglish?: true }[],
  language: Language,
) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: language,
      mainEntity: questions.map((item) => ({
        "@type": "Question",
        name: item.question,
        ...(item.inEnglish && language !== SOURCE_LANGUAGE ? { inLanguage: SOURCE_LANGUAGE } : {}),
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  } satisfies MetaDescriptor;
}

/** Finds the root and public layout loaders' data among a route's matches. */
export function siteMetaFrom(matches: readonly unknown[]): SiteMetaData {
  const pathname = (matches.at(-1) as { pathname?: string } | undefined)?.pathname ?? "/";
  let site: SiteMetaData = { siteUrl: "http://localhost/", language: languageOfPath(pathname) };
  for (const match of matches) {
    const data = (
      match as
        | {
            loaderData?: Partial<SiteMetaData> & { texts?: SiteTexts; textsLanguage?: Language };
          }
        | undefined
    )?.loaderData;
    if (data?.siteUrl) site = { ...site, siteUrl: data.siteUrl };
    if (data?.languages) site = { ...site, languages: data.languages };
    if (data?.service) site = { ...site, service: data.service };
    if (data?.contact) site = { ...site, contact: data.contact };
    // The site texts shown in English for want of a translation: their search words are not
    // this page's.
    if (data?.texts && (data.textsLanguage ?? SOURCE_LANGUAGE) === site.language) {
      site = { ...site, search: data.texts.search };
    }
  }
  return site;
}
