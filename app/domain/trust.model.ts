// What the proof of trust is (key figures, steps, partners, testimonials, questions), without
// validation code, so public pages can use it without Zod.

import type { QuoteLine } from "./inquiries.model.ts";
import type { ShownRow } from "./translated-rows.model.ts";

export interface KeyFigure extends ShownRow {
  /** As it is shown: "12", "1,400+". */
  value: string;
  label: string;
}

export interface Step extends ShownRow {
  title: string;
  text: string;
}

export interface Partner extends ShownRow {
  name: string;
  /** What they are to us or what vouches for them: "JCI-accredited hospital, Istanbul". */
  note: string;
  /** The service pages of this line show it too; null: the home page only. */
  line: QuoteLine | null;
  /** An uploaded image's address, or null for the name alone. */
  logo: string | null;
  url: string;
}

export interface Testimonial extends ShownRow {
  quote: string;
  name: string;
  place: string;
  line: QuoteLine;
  photo: string | null;
}

export interface Question extends ShownRow {
  question: string;
  answer: string;
}

export interface TrustContent {
  figures: KeyFigure[];
  /** How it works, per business line: 3 to 5 steps, or none (the section is hidden). */
  steps: Record<QuoteLine, Step[]>;
  partners: Partner[];
  testimonials: Testimonial[];
  /** Questions and answers, per service id. */
  questions: Record<string, Question[]>;
}

/** The five sections, each saved on its own screen and in its own record (decision 071). */
export const TRUST_SECTIONS = [
  "figures",
  "steps",
  "partners",
  "testimonials",
  "questions",
] as const;
export type TrustSection = (typeof TRUST_SECTIONS)[number];

/** Each section's title, as its screen and the site's heading name it. */
export const TRUST_SECTION_TITLES: Record<TrustSection, string> = {
  figures: "Key figures",
  steps: "How it works",
  partners: "Partners and accreditations",
  testimonials: "Testimonials",
  questions: "Questions and answers",
};

/** Each section as a sentence names it: "The key figures were saved". */
export const TRUST_SECTION_NAMES: Record<TrustSection, string> = {
  figures: "the key figures",
  steps: "the how-it-works steps",
  partners: "the partners and accreditations",
  testimonials: "the testimonials",
  questions: "the questions and answers",
};

/** What a refused save of a section says, on its screen and from the domain alike. */
export function trustSectionFailed(section: TrustSection): string {
  const name = TRUST_SECTION_NAMES[section];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} were not saved. Check the fields marked below.`;
}

export interface TrustPage extends TrustContent {
  /** Each section's version; 0 while nothing is stored for it (the built-in content). */
  versions: Record<TrustSection, number>;
}

export const TRUST_LIMITS = {
  figures: 6,
  stepsMin: 3,
  stepsMax: 5,
  partners: 24,
  testimonials: 12,
  questions: 20,
} as const;

/** The home page shows the first testimonials only; each service page all of its line's. */
export const HOME_TESTIMONIALS = 3;

/** What a service page shows of the proof: its line's steps, partners and testimonials, its questions. */
export interface ServiceTrust {
  steps: Step[];
  partners: Partner[];
  testimonials: Testimonial[];
  questions: Question[];
}

/** What the service `{ _id, category }` shows; a category that is no business line has none. */
export function trustForService(
  trust: TrustContent,
  service: { _id: string; category: string },
): ServiceTrust {
  const line = service.category as QuoteLine;
  return {
    steps: trust.steps[line] ?? [],
    partners: trust.partners.filter((partner) => partner.line === line),
    testimonials: trust.testimonials.filter((testimonial) => testimonial.line === line),
    questions: trust.questions[service._id] ?? [],
  };
}
