// What stored translations are (decision 074), without validation or server code, so public
// pages can use it. English is the source: a translation holds only an item's texts, and is
// shown by laying them over the English item, whose images, order and links stay as they are.
import type { Language } from "../i18n/languages.ts";
import type { AboutCard, AboutPage, HeroPage } from "./page-content.schema.ts";
import type { Service } from "./services.model.ts";
import type { TeamMember } from "./team.model.ts";

export const TRANSLATION_KINDS = ["service", "team", "page"] as const;
/** A service or a team member (by id), or a page's record (by its content key). */
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** The pages whose texts are translated, by content key. */
export const TRANSLATED_PAGES = ["hero", "about"] as const;
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

/** Each subject's English item and translatable texts. */
interface Subjects {
  service: { english: Service; texts: ServiceTexts };
  team: { english: TeamMember; texts: TeamTexts };
  hero: { english: HeroPage; texts: HeroTexts };
  about: { english: AboutPage; texts: AboutTexts };
}

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

/**
 * The registry: one entry per subject. Translating more (the trust sections, the contact
 * texts, the site texts, the privacy notice) is one page key and one entry here.
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
};

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
