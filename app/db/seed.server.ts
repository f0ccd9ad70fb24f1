import {
  defaultAbout,
  defaultContactInfo,
  defaultHero,
  defaultServices,
  defaultTeamMembers,
} from "../content/default-content.ts";
import type { Db } from "./schema.ts";
import { seedTranslations } from "./seed-translations.server.ts";
import { nowIso, toJson } from "./values.ts";

/**
 * Fills an empty database with the built-in content, once in its life: a marker row records
 * the seed, so content an administrator deletes later does not come back on restart.
 * Returns whether it seeded.
 */
export async function seedDefaultContent(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto("site_meta")
      .values({ key: "seeded_at", value: nowIso() })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    // Another instance (or an earlier start) seeded already.
    if (!marker) return false;

    const now = nowIso();
    await seedPageContent(trx, now);
    await seedServices(trx, now);
    await seedTeam(trx, now);
    await seedTranslations(trx, now);
    return true;
  });
}

/** The hero, about and contact singletons. */
async function seedPageContent(trx: Db, now: string): Promise<void> {
  const { version: _v, updatedAt: _u, ...contact } = defaultContactInfo;
  await trx
    .insertInto("content_entries")
    .values([
      {
        page: "hero",
        title: defaultHero.title,
        content: toJson(defaultHero.content),
        images: toJson(defaultHero.images),
        updated_at: now,
        updated_by: null,
      },
      {
        page: "about",
        title: defaultAbout.title,
        content: toJson(defaultAbout.content),
        images: toJson([]),
        updated_at: now,
        updated_by: null,
      },
      {
        page: "contact",
        title: "Contact Us",
        content: toJson(contact),
        images: toJson([]),
        updated_at: now,
        updated_by: null,
      },
    ])
    .execute();
}

/** The built-in services, in their order, with their pictures. */
async function seedServices(trx: Db, now: string): Promise<void> {
  await trx
    .insertInto("services")
    .values(
      defaultServices.map((service, index) => ({
        id: service._id,
        slug: service.slug,
        title: service.title,
        category: service.category,
        short_description: service.shortDescription,
        full_description: service.fullDescription,
        features: toJson(service.features),
        sort_order: index,
        created_at: now,
        updated_at: now,
        updated_by: null,
      })),
    )
    .execute();
  await trx
    .insertInto("service_images")
    .values(
      defaultServices.flatMap((service) =>
        service.images.map((image, index) => ({
          id: image._id,
          service_id: service._id,
          url: image.url,
          alt: image.alt,
          is_primary: image.isPrimary ? 1 : 0,
          sort_order: index,
          created_at: now,
        })),
      ),
    )
    .execute();
}

/** The built-in team, in its order. */
async function seedTeam(trx: Db, now: string): Promise<void> {
  await trx
    .insertInto("team_members")
    .values(
      defaultTeamMembers.map((member) => ({
        id: member._id,
        name: member.name,
        position: member.position,
        bio: member.bio,
        email: member.email,
        phone: member.phone,
        image: member.image,
        social_links: toJson(member.socialLinks),
        sort_order: member.order,
        created_at: now,
        updated_at: now,
        updated_by: null,
      })),
    )
    .execute();
}
