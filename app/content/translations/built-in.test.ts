import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ContactInfoInputSchema } from "../../domain/contact-info.schema.ts";
import { DEFAULT_TREATMENTS } from "../../domain/inquiries.model.ts";
import { InquirySettingsInputSchema } from "../../domain/inquiry-settings.schema.ts";
import { AboutInputSchema, HeroInputSchema } from "../../domain/page-content.schema.ts";
import { PrivacyNoticeInputSchema } from "../../domain/privacy-notice.schema.ts";
import { SHORT_DESCRIPTION_MAX, slugify } from "../../domain/services.model.ts";
import { ServiceInputSchema } from "../../domain/services.schema.ts";
import { SiteTextsInputSchema } from "../../domain/site-texts.schema.ts";
import { TeamMemberInputSchema } from "../../domain/team.schema.ts";
import {
  TrustFiguresSchema,
  TrustPartnersSchema,
  TrustQuestionsSchema,
  TrustStepsSchema,
  TrustTestimonialsSchema,
} from "../../domain/trust.schema.ts";
import {
  defaultAbout,
  defaultContactInfo,
  defaultHero,
  defaultServices,
  defaultSiteTexts,
  defaultTeamMembers,
} from "../default-content.ts";
import { defaultTrust } from "../default-trust.ts";
import { DEFAULT_PRIVACY_NOTICE } from "../privacy-notice.ts";
import { builtInFr } from "./fr.ts";
import { builtInTr } from "./tr.ts";
import type { BuiltInTranslation } from "./types.ts";

/** The English built-in content in the translations' shape: what each must match, text for text. */
function english(): BuiltInTranslation {
  const { buttonLink: _link, secondButtonLink: _secondLink, ...heroTexts } = defaultHero.content;
  return {
    hero: { title: defaultHero.title, content: heroTexts },
    siteTexts: { footerBlurb: defaultSiteTexts.footerBlurb },
    about: { title: defaultAbout.title, content: defaultAbout.content },
    contactInfo: {
      country: defaultContactInfo.country,
      workingHours: defaultContactInfo.workingHours,
      description: defaultContactInfo.description,
    },
    services: Object.fromEntries(
      defaultServices.map((service) => [
        service.slug,
        {
          slug: service.slug,
          title: service.title,
          shortDescription: service.shortDescription,
          fullDescription: service.fullDescription,
          features: service.features,
          images: service.images.map(({ alt }) => ({ alt })),
        },
      ]),
    ),
    teamMembers: Object.fromEntries(
      defaultTeamMembers.map((member) => [
        member._id,
        { position: member.position, bio: member.bio },
      ]),
    ),
    trust: {
      figures: defaultTrust.figures.map(({ label }) => ({ label })),
      steps: defaultTrust.steps,
      partners: defaultTrust.partners.map(({ name, note }) => ({ name, note })),
      testimonials: defaultTrust.testimonials.map(({ quote, place }) => ({ quote, place })),
      questions: defaultTrust.questions,
    },
    privacyNotice: { ...DEFAULT_PRIVACY_NOTICE },
    treatments: Object.fromEntries(
      DEFAULT_TREATMENTS.map((treatment) => [treatment, treatment]),
    ) as BuiltInTranslation["treatments"],
  };
}

/** Every text of `value`, by its path: `services.health-tourism.features[2]`. */
function texts(value: unknown, path = ""): Map<string, string> {
  if (typeof value === "string") return new Map([[path, value]]);
  if (Array.isArray(value))
    return new Map(value.flatMap((item, index) => [...texts(item, `${path}[${index}]`)]));
  if (value && typeof value === "object")
    return new Map(
      Object.entries(value).flatMap(([key, item]) => [
        ...texts(item, path ? `${path}.${key}` : key),
      ]),
    );
  throw new Error(`Not a text at ${path}: ${String(value)}`);
}

const ENGLISH = english();
const ENGLISH_TEXTS = texts(ENGLISH);

/**
 * The texts that are rightly the same as in English: proper names, and words spelt alike. Listed
 * by path, so anything else equal to its English is an English sentence left untranslated.
 */
const SAME_AS_ENGLISH = {
  fr: [
    "about.content.coreValues[3]", // Respect
    "contactInfo.country", // Liberia, as the site's French words spell it
    "trust.testimonials[0].place", // Paynesville
  ],
  tr: [
    "trust.testimonials[0].place", // Paynesville
  ],
};

/** Words of English that neither French nor Turkish uses on their own. */
const ENGLISH_WORDS =
  /(?<!\p{L})(?:the|and|with|your|our|we|you|of|for|to|is|are|from|by|at|who|how|what|when)(?!\p{L})/iu;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The issues `schema` finds in `value`, as "path: message" lines; none when it fits. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe.each([
  ["fr", builtInFr],
  ["tr", builtInTr],
] as const)("the built-in content in %s", (language, translation) => {
  const translated = texts(translation);

  it("has every English service (by slug) and team member (by id), and no other", () => {
    expect(Object.keys(translation.services).sort()).toEqual(
      defaultServices.map((service) => service.slug).sort(),
    );
    expect(Object.keys(translation.teamMembers).sort()).toEqual(
      defaultTeamMembers.map((member) => member._id).sort(),
    );
    expect(Object.keys(translation.trust.questions).sort()).toEqual(
      Object.keys(defaultTrust.questions).sort(),
    );
  });

  it("has a counterpart for every English text and list item, and nothing more", () => {
    expect([...translated.keys()].sort()).toEqual([...ENGLISH_TEXTS.keys()].sort());
  });

  it("leaves no text empty", () => {
    const empty = [...translated].filter(([, text]) => text.trim() === "").map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it("leaves no English sentence untranslated", () => {
    const same = [...translated]
      .filter(([path, text]) => text === ENGLISH_TEXTS.get(path))
      .map(([path]) => path);
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[language]].sort());
    const english = [...translated]
      .filter(([, text]) => ENGLISH_WORDS.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(english).toEqual([]);
  });

  it("gives each service an ASCII slug of its own within the language", () => {
    const slugs = Object.values(translation.services).map((service) => service.slug);
    for (const slug of slugs) {
      expect(slug).toMatch(SLUG);
      expect(slugify(slug)).toBe(slug);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("keeps each short description within the limit", () => {
    for (const service of Object.values(translation.services))
      expect(service.shortDescription.length).toBeLessThanOrEqual(SHORT_DESCRIPTION_MAX);
  });

  it("fits every field the office would edit it in", () => {
    const { services, teamMembers, trust } = translation;
    const problems = [
      ...issues(HeroInputSchema, {
        title: translation.hero.title,
        content: { ...defaultHero.content, ...translation.hero.content },
      }),
      ...issues(SiteTextsInputSchema.shape.footerBlurb, translation.siteTexts.footerBlurb),
      ...issues(AboutInputSchema, translation.about),
      ...issues(ContactInfoInputSchema, { ...defaultContactInfo, ...translation.contactInfo }),
      ...defaultServices.flatMap((service) => {
        const text = services[service.slug];
        if (!text) return [`${service.slug}: missing`];
        const { images, ...fields } = text;
        return [
          ...issues(ServiceInputSchema, { ...fields, category: service.category }),
          ...images.filter(({ alt }) => alt.length > 200).map(({ alt }) => `alt too long: ${alt}`),
        ];
      }),
      ...defaultTeamMembers.flatMap((member) =>
        issues(TeamMemberInputSchema, { name: member.name, ...teamMembers[member._id] }),
      ),
      ...issues(TrustFiguresSchema, {
        figures: defaultTrust.figures.map((figure, index) => ({
          ...figure,
          ...trust.figures[index],
        })),
      }),
      ...issues(TrustStepsSchema, { steps: trust.steps }),
      ...issues(TrustPartnersSchema, {
        partners: defaultTrust.partners.map((partner, index) => ({
          ...partner,
          ...trust.partners[index],
        })),
      }),
      ...issues(TrustTestimonialsSchema, {
        testimonials: defaultTrust.testimonials.map((testimonial, index) => ({
          ...testimonial,
          ...trust.testimonials[index],
        })),
      }),
      ...issues(TrustQuestionsSchema, { questions: trust.questions }),
      ...issues(PrivacyNoticeInputSchema, translation.privacyNotice),
      ...issues(InquirySettingsInputSchema.shape.treatments, Object.values(translation.treatments)),
    ];
    expect(problems).toEqual([]);
  });
});

describe("French typography", () => {
  const french = [...texts(builtInFr)];

  it("puts a no-break space (U+00A0, as the site's French words) before : ; ! ?", () => {
    const wrong = french.flatMap(([path, text]) =>
      [...text.matchAll(/(^|[^\u00a0])[:;!?]/g)].map((match) => `${path}: …${match[0]}…`),
    );
    expect(wrong).toEqual([]);
  });

  it("puts a no-break space inside « »", () => {
    const wrong = french
      .filter(([, text]) => /«(?!\u00a0)|(?<!\u00a0)»/.test(text))
      .map(([path]) => path);
    expect(wrong).toEqual([]);
  });
});

describe("Turkish typography", () => {
  it("puts no space before : ; ! ?", () => {
    const wrong = [...texts(builtInTr)]
      .filter(([, text]) => /\s[:;!?]/.test(text))
      .map(([path]) => path);
    expect(wrong).toEqual([]);
  });
});
