import { defaultAbout, defaultHero } from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import { getContactInfo } from "./contact-info.server.ts";
import { readEntry, writeEntry } from "./content-entries.server.ts";
import { NotFoundError, parseInput } from "./errors.ts";
import { releaseMedia, resolveImageValue } from "./media.server.ts";
import {
  AboutInputSchema,
  type AboutPage,
  HERO_IMAGE_SLOTS,
  HeroContentSchema,
  HeroInputSchema,
  type HeroPage,
  readAboutContent,
} from "./page-content.schema.ts";

const conflict = (what: string) =>
  `Someone else saved the ${what} after you opened it. Reload to see their changes, then make yours again.`;

function heroSlots(images: unknown): (string | null)[] {
  const list = Array.isArray(images) ? images : [];
  return Array.from({ length: HERO_IMAGE_SLOTS }, (_, slot) => {
    const value = list[slot];
    return typeof value === "string" && value ? value : null;
  });
}

export async function getHero(db: Db): Promise<HeroPage> {
  const entry = await readEntry(db, "hero");
  if (!entry) return defaultHero;
  const content = HeroContentSchema.safeParse(entry.content);
  return {
    page: "hero",
    title: entry.title,
    content: content.success ? content.data : defaultHero.content,
    images: heroSlots(entry.images),
    version: entry.version,
    updatedAt: entry.updatedAt,
  };
}

export async function updateHero(db: Db, input: unknown, actor: string | null): Promise<HeroPage> {
  const data = parseInput(HeroInputSchema, input, { invalid: "Failed to update hero content." });
  const before = (await getHero(db)).images;
  const images = data.images
    ? await Promise.all(data.images.map((slot) => (slot ? resolveImageValue(db, slot) : null)))
    : before;
  await writeEntry(
    db,
    "hero",
    { title: data.title, content: data.content, images },
    { expectedVersion: data.version, actor, conflictMessage: conflict("hero section") },
  );
  await releaseMedia(
    db,
    before.filter((image) => !images.includes(image)),
  );
  return getHero(db);
}

export async function getAbout(db: Db): Promise<AboutPage> {
  const entry = await readEntry(db, "about");
  if (!entry) return defaultAbout;
  return {
    page: "about",
    title: entry.title,
    // Unreadable about content counts as empty, as the spec says.
    content: readAboutContent(entry.content) ?? {
      vision: "",
      mission: "",
      goals: [],
      whyChooseUs: [],
      companyHistory: "",
      coreValues: [],
    },
    images: [],
    version: entry.version,
    updatedAt: entry.updatedAt,
  };
}

export async function updateAbout(
  db: Db,
  input: unknown,
  actor: string | null,
): Promise<AboutPage> {
  const data = parseInput(AboutInputSchema, input, { invalid: "Failed to update about content." });
  await writeEntry(
    db,
    "about",
    { title: data.title, content: data.content, images: [] },
    { expectedVersion: data.version, actor, conflictMessage: conflict("about page") },
  );
  return getAbout(db);
}

export const CONTENT_PAGES = ["hero", "about", "contact"] as const;

/** A page's record in the spec's common shape: title, content and images. */
export interface ContentPage {
  page: (typeof CONTENT_PAGES)[number];
  title: string;
  content: unknown;
  images: unknown[];
  version: number;
  updatedAt: string;
}

export async function getContentPage(db: Db, page: string): Promise<ContentPage> {
  switch (page) {
    case "hero":
      return getHero(db);
    case "about":
      return getAbout(db);
    case "contact": {
      const { version, updatedAt, ...content } = await getContactInfo(db);
      return { page: "contact", title: "Contact Us", content, images: [], version, updatedAt };
    }
    default:
      throw new NotFoundError("Page content not found.");
  }
}

export function listContentPages(db: Db): Promise<ContentPage[]> {
  return Promise.all(CONTENT_PAGES.map((page) => getContentPage(db, page)));
}
