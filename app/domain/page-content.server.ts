import { defaultAbout, defaultHero } from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { getContactInfo, updateContactInfo } from "./contact-info.server.ts";
import { readEntry, writeEntry } from "./content-entries.server.ts";
import { NotFoundError, parseInput } from "./errors.ts";
import { resolveImageValue, setMediaUses } from "./media.server.ts";
import {
  AboutInputSchema,
  type AboutPage,
  HERO_IMAGE_SLOTS,
  HeroContentSchema,
  HeroInputSchema,
  type HeroPage,
  HeroSlotInputSchema,
  readAboutContent,
} from "./page-content.schema.ts";
import type { ContentHistory } from "./revisions.model.ts";
import { historyOf, type RevisedPage, type Revision } from "./revisions.server.ts";
import { noteSourceTexts } from "./translation-store.server.ts";

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

const HERO_FAILED = "Failed to update hero content.";

/** Saves the hero as `change` makes it from the stored one, with the images it now shows. */
async function saveHero(
  db: Db,
  change: (current: HeroPage) => Pick<HeroPage, "title" | "content" | "images">,
  options: { expectedVersion: number | undefined; actor: Actor; detail?: string },
): Promise<HeroPage> {
  return inTransaction(db, async (trx) => {
    const hero = change(await getHero(trx));
    await writeEntry(trx, "hero", hero, { ...options, conflictMessage: conflict("hero section") });
    await setMediaUses(trx, "page:hero", hero.images);
    return getHero(trx);
  });
}

/**
 * Saves the hero from the editor; `detail` tells the audit log what kind of save it was.
 * Unless the edit is minor, the hero's translations are outdated from now on.
 */
export async function updateHero(
  db: Db,
  input: unknown,
  actor: Actor,
  detail?: string,
): Promise<HeroPage> {
  const data = parseInput(HeroInputSchema, input, { invalid: HERO_FAILED });
  const images =
    data.images &&
    (await Promise.all(data.images.map((slot) => (slot ? resolveImageValue(db, slot) : null))));
  return inTransaction(db, async (trx) => {
    const hero = await saveHero(
      trx,
      (current) => ({ title: data.title, content: data.content, images: images ?? current.images }),
      { expectedVersion: data.version, actor, detail },
    );
    await noteSourceTexts(trx, "page", "hero", hero, { minor: data.minor });
    return hero;
  });
}

/** Puts an image into one slot of the home page's slideshow, or empties it; the rest stay. */
export async function setHeroSlot(db: Db, input: unknown, actor: Actor) {
  const data = parseInput(HeroSlotInputSchema, input, { invalid: HERO_FAILED });
  const image = data.image && (await resolveImageValue(db, data.image));
  return saveHero(
    db,
    (current) => ({
      ...current,
      images: current.images.map((value, slot) => (slot === data.slot ? image : value)),
    }),
    {
      expectedVersion: data.version,
      actor,
      detail: `slideshow image ${data.slot + 1} ${image ? "set" : "removed"}`,
    },
  );
}

/** The about page's one picture, as stored: a list of at most one address. */
function officeImageOf(images: unknown): string[] {
  const first = Array.isArray(images) ? images[0] : undefined;
  return typeof first === "string" && first ? [first] : [];
}

export async function getAbout(db: Db): Promise<AboutPage> {
  const entry = await readEntry(db, "about");
  if (!entry) return defaultAbout;
  return {
    page: "about",
    title: entry.title,
    // Unreadable about content counts as empty, as the spec says.
    content: readAboutContent(entry.content) ?? {
      intro: "",
      homeSummary: "",
      vision: "",
      mission: "",
      goals: [],
      whyChooseUs: [],
      companyHistory: "",
      coreValues: [],
      cards: [],
      imageAlt: "",
    },
    images: officeImageOf(entry.images),
    version: entry.version,
    updatedAt: entry.updatedAt,
  };
}

export async function updateAbout(
  db: Db,
  input: unknown,
  actor: Actor,
  detail?: string,
): Promise<AboutPage> {
  const data = parseInput(AboutInputSchema, input, { invalid: "Failed to update about content." });
  const officeImage = data.officeImage && (await resolveImageValue(db, data.officeImage));
  return inTransaction(db, async (trx) => {
    const images =
      data.officeImage === undefined
        ? (await getAbout(trx)).images
        : officeImage
          ? [officeImage]
          : [];
    await writeEntry(
      trx,
      "about",
      { title: data.title, content: data.content, images },
      { expectedVersion: data.version, actor, detail, conflictMessage: conflict("about page") },
    );
    await setMediaUses(trx, "page:about", images);
    const about = await getAbout(trx);
    // Unless the edit is minor, the about page's translations are outdated from now on.
    await noteSourceTexts(trx, "page", "about", about, { minor: data.minor });
    return about;
  });
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

/**
 * Saves an earlier version of the hero, about or contact record again, through the record's own
 * update (so it is validated, logged as "restored version N", and its images are in use again);
 * the version it replaces is kept like any other. With `version`, only if nobody saved since.
 */
export async function restoreContentVersion(
  db: Db,
  revision: Revision,
  version: number | undefined,
  actor: Actor,
): Promise<void> {
  const detail = `restored version ${revision.version}`;
  switch (revision.item.id) {
    case "hero":
      await updateHero(
        db,
        {
          title: revision.title,
          content: revision.content,
          images: heroSlots(revision.images),
          version,
        },
        actor,
        detail,
      );
      break;
    case "about":
      await updateAbout(
        db,
        {
          title: revision.title,
          content: revision.content,
          officeImage: officeImageOf(revision.images)[0] ?? "",
          version,
        },
        actor,
        detail,
      );
      break;
    case "contact":
      await updateContactInfo(db, { ...(revision.content as object), version }, actor, detail);
      break;
    default:
      throw new NotFoundError("This item keeps no history.");
  }
}

/** The hero's, about page's or contact information's history, each version compared with now. */
export async function contentHistory(db: Db, page: RevisedPage): Promise<ContentHistory> {
  const current = await readEntry(db, page);
  if (!current) return { current: null, versions: [] };
  return historyOf(
    db,
    { type: "content", id: page },
    { ...current, savedBy: current.updatedBy, savedAt: current.updatedAt },
  );
}
