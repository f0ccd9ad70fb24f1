// What stored translations are (decision 074), without validation or server code, so public
// pages can use it. English is the source: a translation holds only an item's texts, and is
// shown by laying them over the English item, whose images, order and links stay as they are.
import type { Language } from "../i18n/languages.ts";
import type { ContactInfo } from "./contact-info.schema.ts";
import type { AboutCard, AboutPage, HeroPage } from "./page-content.schema.ts";
import type { PrivacyNotice } from "./privacy-notice.schema.ts";
import type { Service } from "./services.model.ts";
import type {
  BannerPagePath,
  HomeSection,
  SearchPagePath,
  SiteTexts,
} from "./site-texts.schema.ts";
import type { TeamMember } from "./team.model.ts";
import { keyedRows, type RowTexts, type ShownRow } from "./translated-rows.model.ts";
import type {
  KeyFigure,
  Partner,
  Question,
  Step,
  Testimonial,
  TrustContent,
} from "./trust.model.ts";

export const TRANSLATION_KINDS = ["service", "team", "page"] as const;
/** A service or a team member (by id), or a page's record (by its content key). */
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/**
 * The records whose texts are translated, by content key: the pages' own, and the site's
 * words the office writes (the footer's, the banners' pictures), the contact details' words,
 * the privacy notice and the health form's treatments.
 */
export const TRANSLATED_PAGES = [
  "hero",
  "about",
  "contact",
  "site-texts",
  "privacy",
  "treatments",
  "trust-figures",
  "trust-steps",
  "trust-partners",
  "trust-testimonials",
  "trust-questions",
] as const;
export type TranslatedPage = (typeof TRANSLATED_PAGES)[number];

/** What is translated: each kind of item, each page on its own (their texts differ). */
export type TranslatedSubject = Exclude<TranslationKind, "page"> | TranslatedPage;

export { isTranslatedLanguage, TRANSLATED_LANGUAGES } from "../i18n/languages.ts";

const ENGLISH_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** A language as the content manager, which stays in English, names it: "French". */
export function languageName(code: Language): string {
  return ENGLISH_NAMES.of(code) ?? code;
}

/** No row: missing; otherwise as stored. */
export type TranslationState = "missing" | "draft" | "published";

export type ServiceTexts = {
  title: string;
  shortDescription: string;
  fullDescription: string;
  features: string[];
};

export type TeamTexts = { position: string; bio: string };

export type HeroTexts = {
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
  secondButtonText: string;
};

export type AboutTexts = {
  title: string;
  intro: string;
  homeSummary: string;
  vision: string;
  mission: string;
  goals: string[];
  whyChooseUs: string[];
  companyHistory: string;
  coreValues: string[];
  cards: AboutCard[];
  imageAlt: string;
};

/** What the contact details say in words; the address, phones and e-mail stay as they are. */
export type ContactTexts = Pick<ContactInfo, "country" | "workingHours" | "description">;

/** The banners whose picture's description is translated, by page, as the form names them. */
export const BANNER_ALT_FIELDS = {
  "/about": "aboutBannerAlt",
  "/services": "servicesBannerAlt",
  "/team": "teamBannerAlt",
  "/contact": "contactBannerAlt",
} as const satisfies Record<BannerPagePath, string>;
type BannerAltField = (typeof BANNER_ALT_FIELDS)[BannerPagePath];

/** The home page's headings the office renamed, as the form names them. */
export const HOME_HEADING_FIELDS = {
  about: "aboutHeading",
  services: "servicesHeading",
  team: "teamHeading",
  contact: "contactHeading",
} as const satisfies Record<HomeSection, string>;
type HomeHeadingField = (typeof HOME_HEADING_FIELDS)[HomeSection];

/** Each page's title and description for search engines the office set, as the form names them. */
export const SEARCH_TEXT_FIELDS = {
  "/": { title: "homeSearchTitle", description: "homeSearchDescription" },
  "/about": { title: "aboutSearchTitle", description: "aboutSearchDescription" },
  "/services": { title: "servicesSearchTitle", description: "servicesSearchDescription" },
  "/team": { title: "teamSearchTitle", description: "teamSearchDescription" },
  "/contact": { title: "contactSearchTitle", description: "contactSearchDescription" },
} as const satisfies Record<SearchPagePath, { title: string; description: string }>;
type SearchTextField = (typeof SEARCH_TEXT_FIELDS)[SearchPagePath]["title" | "description"];

/**
 * The footer's few words, the home page's renamed headings, what each banner's picture shows
 * and each page's words for search engines, one field each.
 */
export type SiteTextsTexts = { footerBlurb: string } & Record<BannerAltField, string> &
  Record<HomeHeadingField, string> &
  Record<SearchTextField, string>;

export type PrivacyTexts = Pick<PrivacyNotice, "title" | "body">;

/** One of the health form's treatments: the English value it sends, and the name it shows. */
export interface TreatmentChoice extends ShownRow {
  value: string;
  label: string;
}

/** The health form's list of treatments, each value staying English (decision 074). */
export interface TreatmentChoices {
  choices: TreatmentChoice[];
}

/** Each subject's English item and translatable texts. */
interface Subjects {
  service: { english: Service; texts: ServiceTexts };
  team: { english: TeamMember; texts: TeamTexts };
  hero: { english: HeroPage; texts: HeroTexts };
  about: { english: AboutPage; texts: AboutTexts };
  contact: { english: ContactInfo; texts: ContactTexts };
  "site-texts": { english: SiteTexts; texts: SiteTextsTexts };
  privacy: { english: PrivacyNotice; texts: PrivacyTexts };
  treatments: { english: TreatmentChoices; texts: RowTexts };
  "trust-figures": { english: TrustContent; texts: RowTexts };
  "trust-steps": { english: TrustContent; texts: RowTexts };
  "trust-partners": { english: TrustContent; texts: RowTexts };
  "trust-testimonials": { english: TrustContent; texts: RowTexts };
  "trust-questions": { english: TrustContent; texts: RowTexts };
}

/** A page's English record, as its translation is laid over. */
export type EnglishOf<S extends TranslatedSubject> = Subjects[S]["english"];

/** How one subject is translated: its texts, and the item as a translation shows it. */
export interface Translatable<English, Texts> {
  textsOf: (english: English) => Texts;
  apply: (english: English, texts: Texts) => English;
  /**
   * A translation may leave texts blank, shown in English meanwhile (a member's position); by
   * default every text the English has must be translated.
   */
  partial?: true;
}

export type EnglishItem = Subjects[TranslatedSubject]["english"];
export type TranslatedTexts = Subjects[TranslatedSubject]["texts"];

/** A member's texts a translation leaves blank show in English (decision 074). */
const orEnglish = (translated: string, english: string) => translated || english;

const bannerPaths = Object.keys(BANNER_ALT_FIELDS) as BannerPagePath[];
const homeSections = Object.keys(HOME_HEADING_FIELDS) as HomeSection[];
const searchPaths = Object.keys(SEARCH_TEXT_FIELDS) as SearchPagePath[];

/**
 * The registry: one entry per subject. Translating another record is one page key and one
 * entry here, with its reader in translated-items.server.ts; a list translated row by row
 * takes `keyedRows`.
 */
export const TRANSLATABLE: {
  [S in TranslatedSubject]: Translatable<Subjects[S]["english"], Subjects[S]["texts"]>;
} = {
  service: {
    textsOf: ({ title, shortDescription, fullDescription, features }) => ({
      title,
      shortDescription,
      fullDescription,
      features,
    }),
    apply: (english, texts) => ({ ...english, ...texts }),
  },
  team: {
    textsOf: ({ position, bio }) => ({ position, bio }),
    apply: (english, texts) => ({
      ...english,
      position: orEnglish(texts.position, english.position),
      bio: orEnglish(texts.bio, english.bio),
    }),
    partial: true,
  },
  hero: {
    textsOf: ({ title, content }) => ({
      title,
      subtitle: content.subtitle,
      description: content.description,
      buttonText: content.buttonText,
      secondButtonText: content.secondButtonText,
    }),
    apply: (english, { title, ...content }) => ({
      ...english,
      title,
      content: { ...english.content, ...content },
    }),
  },
  about: {
    textsOf: ({ title, content }) => ({
      title,
      intro: content.intro,
      homeSummary: content.homeSummary,
      vision: content.vision,
      mission: content.mission,
      goals: content.goals,
      whyChooseUs: content.whyChooseUs,
      companyHistory: content.companyHistory,
      coreValues: content.coreValues,
      cards: content.cards,
      imageAlt: content.imageAlt,
    }),
    apply: (english, { title, ...content }) => ({
      ...english,
      title,
      content: { ...english.content, ...content },
    }),
  },
  contact: {
    textsOf: ({ country, workingHours, description }) => ({ country, workingHours, description }),
    apply: (english, texts) => ({ ...english, ...texts }),
  },
  "site-texts": {
    textsOf: ({ footerBlurb, banners, homeHeadings, search }) => ({
      footerBlurb,
      ...(Object.fromEntries(
        searchPaths.flatMap((path) => {
          const { title, description } = SEARCH_TEXT_FIELDS[path];
          return [
            [title, search[path]?.title ?? ""],
            [description, search[path]?.description ?? ""],
          ];
        }),
      ) as Record<SearchTextField, string>),
      ...(Object.fromEntries(
        bannerPaths.map((path) => [BANNER_ALT_FIELDS[path], banners[path]?.alt ?? ""]),
      ) as Record<BannerAltField, string>),
      ...(Object.fromEntries(
        homeSections.map((section) => [HOME_HEADING_FIELDS[section], homeHeadings[section]]),
      ) as Record<HomeHeadingField, string>),
    }),
    // Only the pictures there are have a description to show.
    // A heading or search text left empty is the built-in one, in the page's language.
    apply: (english, texts) => ({
      ...english,
      footerBlurb: texts.footerBlurb,
      search: Object.fromEntries(
        searchPaths.map((path) => {
          const { title, description } = SEARCH_TEXT_FIELDS[path];
          return [path, { title: texts[title] ?? "", description: texts[description] ?? "" }];
        }),
      ),
      homeHeadings: Object.fromEntries(
        homeSections.map((section) => [section, texts[HOME_HEADING_FIELDS[section]] ?? ""]),
      ) as SiteTexts["homeHeadings"],
      banners: Object.fromEntries(
        Object.entries(english.banners).map(([path, banner]) => [
          path,
          banner && {
            ...banner,
            alt: orEnglish(texts[BANNER_ALT_FIELDS[path as BannerPagePath]] ?? "", banner.alt),
          },
        ]),
      ),
    }),
  },
  privacy: {
    textsOf: ({ title, body }) => ({ title, body }),
    apply: (english, texts) => ({ ...english, ...texts }),
  },
  // Each treatment's name, found by its English value, which the form still sends.
  treatments: keyedRows<TreatmentChoices, TreatmentChoice>({
    rows: ({ choices }) => choices.map((row) => ({ group: "", row })),
    key: (choice) => choice.value,
    fields: ["label"],
    put: ({ choices }, shown) => ({ choices: choices.map((choice) => shown("", choice)) }),
  }),
  // The trust sections, each on its own as the office edits them (decision 071); the figures'
  // values, the partners' links and logos, the testimonials' names and photos stay English.
  "trust-figures": keyedRows<TrustContent, KeyFigure>({
    rows: ({ figures }) => figures.map((row) => ({ group: "", row })),
    key: (figure) => figure.label,
    fields: ["label"],
    put: (trust, shown) => ({ ...trust, figures: trust.figures.map((row) => shown("", row)) }),
  }),
  "trust-steps": keyedRows<TrustContent, Step>({
    rows: ({ steps }) =>
      Object.entries(steps).flatMap(([group, rows]) => rows.map((row) => ({ group, row }))),
    key: (step) => step.title,
    fields: ["title", "text"],
    put: (trust, shown) => ({
      ...trust,
      steps: mapGroups(trust.steps, (group, rows) => rows.map((row) => shown(group, row))),
    }),
  }),
  "trust-partners": keyedRows<TrustContent, Partner>({
    rows: ({ partners }) => partners.map((row) => ({ group: "", row })),
    key: (partner) => partner.name,
    fields: ["name", "note"],
    put: (trust, shown) => ({ ...trust, partners: trust.partners.map((row) => shown("", row)) }),
  }),
  "trust-testimonials": keyedRows<TrustContent, Testimonial>({
    rows: ({ testimonials }) => testimonials.map((row) => ({ group: "", row })),
    key: (testimonial) => testimonial.quote,
    fields: ["quote", "place"],
    put: (trust, shown) => ({
      ...trust,
      testimonials: trust.testimonials.map((row) => shown("", row)),
    }),
  }),
  "trust-questions": keyedRows<TrustContent, Question>({
    rows: ({ questions }) =>
      Object.entries(questions).flatMap(([group, rows]) => rows.map((row) => ({ group, row }))),
    key: (item) => item.question,
    fields: ["question", "answer"],
    put: (trust, shown) => ({
      ...trust,
      questions: mapGroups(trust.questions, (group, rows) => rows.map((row) => shown(group, row))),
    }),
  }),
};

/** Each group's rows (a line's steps, a service's questions) as `change` makes them. */
function mapGroups<Group extends string, Row>(
  groups: Record<Group, Row[]>,
  change: (group: string, rows: Row[]) => Row[],
): Record<Group, Row[]> {
  return Object.fromEntries(
    Object.entries<Row[]>(groups).map(([group, rows]) => [group, change(group, rows)]),
  ) as Record<Group, Row[]>;
}

/** The subject an item is, or null for a page that is not translated. */
export function subjectOf(kind: TranslationKind, itemId: string): TranslatedSubject | null {
  if (kind !== "page") return kind;
  return (TRANSLATED_PAGES as readonly string[]).includes(itemId)
    ? (itemId as TranslatedPage)
    : null;
}

/** A subject's entry for code that treats every subject alike (the stored texts are JSON). */
export function translatableOf(
  subject: TranslatedSubject,
): Translatable<EnglishItem, TranslatedTexts> {
  return TRANSLATABLE[subject] as unknown as Translatable<EnglishItem, TranslatedTexts>;
}

/** A member's translated texts, as the team page may show them in English. */
export type TeamField = keyof TeamTexts;

/** A member as a language's team page shows them. */
export interface LocalizedTeamMember extends TeamMember {
  /** The texts shown in English, for want of a published translation (marked `lang="en"`). */
  englishFields: TeamField[];
}

/** One line of the translations overview. */
export interface TranslationSummary {
  kind: TranslationKind;
  itemId: string;
  /** The service's title, the member's name, or the page's name. */
  name: string;
  state: TranslationState;
  /** Made from English that has changed since (not by a minor edit). */
  outdated: boolean;
}

/** An item's translation in one language, as the line on its English editor shows it. */
export interface LanguageState {
  language: Language;
  state: TranslationState;
  outdated: boolean;
}

/** A translation as its editor shows it, beside the English. */
export interface TranslationView extends TranslationSummary {
  language: Language;
  english: TranslatedTexts;
  /** Null while missing. */
  texts: TranslatedTexts | null;
  /** A service's address in this language; null for the rest, and while missing. */
  slug: string | null;
  /** The version an edit starts from; 0 while missing. */
  version: number;
}
