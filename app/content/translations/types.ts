import type { DEFAULT_TREATMENTS } from "../../domain/inquiries.model.ts";
import type {
  defaultAbout,
  defaultContactInfo,
  defaultHero,
  defaultServices,
  defaultSiteTexts,
  defaultTeamMembers,
} from "../default-content.ts";
import type { defaultTrust } from "../default-trust.ts";
import type { DEFAULT_PRIVACY_NOTICE } from "../privacy-notice.ts";

// The built-in content's texts in another language (issue 30, decision 074). Every shape below is
// taken from the English modules, minus what is not a text (links, images, phones, e-mails,
// numbers, order, categories, dates, people's names), which stays once, on the English item. A
// new text field in English makes the typecheck fail until each translation has it.

/**
 * The texts of an English value, in the same shape: a string stays a string, a list a list of
 * the same kind (aligned with the English one by index), an object keeps its keys. Anything that
 * is not a text becomes `never`, so a new non-text field must be named in the omissions below.
 */
export type Texts<T> = T extends string
  ? string
  : T extends number | boolean | bigint | symbol | null | undefined
    ? never
    : T extends readonly (infer Item)[]
      ? Texts<Item>[]
      : { -readonly [Key in keyof T]-?: Texts<T[Key]> };

type Hero = typeof defaultHero;
type EnglishService = (typeof defaultServices)[number];
type EnglishMember = (typeof defaultTeamMembers)[number];
type Trust = typeof defaultTrust;

/** The slideshow's title, lines and button texts; the buttons' links stay English. */
export type HeroTranslation = Texts<
  Pick<Hero, "title"> & {
    content: Omit<Hero["content"], "buttonLink" | "secondButtonLink">;
  }
>;

/** The about page: its title and every text of its content (vision, goals, cards, the picture's alt…). */
export type AboutTranslation = Texts<Pick<typeof defaultAbout, "title" | "content">>;

/** A service's texts, its translated slug (ASCII, unique within the language) and its images' alt texts. */
export type ServiceTranslation = Texts<
  Omit<
    EnglishService,
    "_id" | "category" | "images" | "published" | "version" | "createdAt" | "updatedAt"
  > & {
    /** Aligned with the English service's images by index. */
    images: Pick<EnglishService["images"][number], "alt">[];
  }
>;

/** A team member's position and bio; the name, contacts and photo stay as they are. */
export type MemberTranslation = Texts<
  Omit<
    EnglishMember,
    | "_id"
    | "name"
    | "email"
    | "phone"
    | "image"
    | "socialLinks"
    | "order"
    | "published"
    | "version"
    | "createdAt"
    | "updatedAt"
  >
>;

/** A row of an English list, without the site's mark of a row shown in English. */
type Row<List extends readonly unknown[]> = Omit<List[number], "inEnglish">;

/** The proof of trust: every list aligned with the English one by index. */
export type TrustTranslation = Texts<{
  figures: Omit<Row<Trust["figures"]>, "value">[];
  /** Per business line, as in English. */
  steps: { [Line in keyof Trust["steps"]]: Row<Trust["steps"][Line]>[] };
  partners: Omit<Row<Trust["partners"]>, "line" | "logo" | "url">[];
  testimonials: Omit<Row<Trust["testimonials"]>, "name" | "line" | "photo">[];
  /** Per English service id, as in English. */
  questions: Record<string, Row<Trust["questions"][string]>[]>;
}>;

export type BuiltInTranslation = {
  hero: HeroTranslation;
  /** The footer's few words about the group. */
  siteTexts: Texts<Pick<typeof defaultSiteTexts, "footerBlurb">>;
  about: AboutTranslation;
  /** What the contact blocks say in words; the address, city, phones and e-mail stay English. */
  contactInfo: Texts<Pick<typeof defaultContactInfo, "country" | "workingHours" | "description">>;
  /** Keyed by the English service's slug. */
  services: Record<EnglishService["slug"], ServiceTranslation>;
  /** Keyed by the English member's id (`default-member-1`…). */
  teamMembers: Record<EnglishMember["_id"], MemberTranslation>;
  trust: TrustTranslation;
  privacyNotice: Texts<typeof DEFAULT_PRIVACY_NOTICE>;
  /**
   * The health form's treatments, keyed by the English one: the form shows the translation,
   * while the value sent and filed stays English (decision 074, as for the other choices).
   */
  treatments: Record<(typeof DEFAULT_TREATMENTS)[number], string>;
};
