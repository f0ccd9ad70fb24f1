import type { Selectable } from "kysely";
import type { z } from "zod";
import type { Db, ServiceImagesTable, ServicesTable } from "../db/schema.ts";
import { fromJson, inTransaction, newId, nowIso, toJson } from "../db/values.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import { type MediaOwner, resolveImageValue, setMediaUses } from "./media.server.ts";
import { nextPosition, updateUnlessChanged } from "./records.server.ts";
import { type Service, type ServiceImage, slugify } from "./services.model.ts";
import { ServiceImageInputSchema, ServiceInputSchema } from "./services.schema.ts";

export const SERVICE_NOT_FOUND = "Service not found.";
const IMAGE_NOT_FOUND = "Image not found.";
const CONFLICT =
  "Someone else saved this service after you opened it. Reload to see their changes, then make yours again.";

const imageOwner = (imageId: string): MediaOwner => `service-image:${imageId}`;

function rowToImage(row: Selectable<ServiceImagesTable>): ServiceImage {
  return { _id: row.id, url: row.url, alt: row.alt, isPrimary: row.is_primary === 1 };
}

function rowToService(row: Selectable<ServicesTable>, images: ServiceImage[]): Service {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    shortDescription: row.short_description,
    fullDescription: row.full_description,
    features: fromJson<string[]>(row.features, []),
    images,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function withImages(db: Db, rows: Selectable<ServicesTable>[]): Promise<Service[]> {
  if (rows.length === 0) return [];
  const imageRows = await db
    .selectFrom("service_images")
    .selectAll()
    .where(
      "service_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("sort_order")
    .orderBy("created_at")
    .execute();
  const imagesByService = Map.groupBy(imageRows, (image) => image.service_id);
  return rows.map((row) => rowToService(row, (imagesByService.get(row.id) ?? []).map(rowToImage)));
}

export async function listServices(db: Db, filter: { category?: string } = {}): Promise<Service[]> {
  let query = db.selectFrom("services").selectAll().orderBy("sort_order").orderBy("created_at");
  if (filter.category) query = query.where("category", "=", filter.category);
  return withImages(db, await query.execute());
}

export async function countServices(db: Db): Promise<number> {
  const row = await db
    .selectFrom("services")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function findOne(db: Db, column: "id" | "slug", value: string): Promise<Service> {
  const row = await db
    .selectFrom("services")
    .selectAll()
    .where(column, "=", value)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(SERVICE_NOT_FOUND);
  const [service] = await withImages(db, [row]);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND);
  return service;
}

export function getServiceById(db: Db, id: string): Promise<Service> {
  return findOne(db, "id", id);
}

export function getServiceBySlug(db: Db, slug: string): Promise<Service> {
  return findOne(db, "slug", slug);
}

async function slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("services").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The slug to store: the one typed in (which must be free), else one made from the title,
 * numbered when another service already has it.
 */
async function chooseSlug(db: Db, typed: string, title: string, exceptId?: string) {
  if (typed) {
    if (await slugTaken(db, typed, exceptId)) {
      throw new ValidationError("Another service already uses this slug.", {
        slug: ["Another service already uses this slug. Choose a different one."],
      });
    }
    return typed;
  }
  const base = slugify(title);
  if (!base) {
    throw new ValidationError("Please fill in all required fields.", {
      slug: ["Enter a slug: the title has no letters or digits to make one from."],
    });
  }
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
}

/** The columns a service's form fills, on create and on update alike. */
function serviceColumns(data: z.output<typeof ServiceInputSchema>, slug: string) {
  return {
    slug,
    title: data.title,
    category: data.category,
    short_description: data.shortDescription,
    full_description: data.fullDescription,
    features: toJson(data.features),
  };
}

export async function createService(db: Db, input: unknown, actor: string | null) {
  const data = parseInput(ServiceInputSchema, input, {
    invalid: "Failed to create service.",
    missing: "Please fill in all required fields.",
  });
  return inTransaction(db, async (trx) => {
    const slug = await chooseSlug(trx, data.slug, data.title);
    const id = newId();
    const now = nowIso();
    await trx
      .insertInto("services")
      .values({
        id,
        ...serviceColumns(data, slug),
        sort_order: await nextPosition(trx, "services"),
        created_at: now,
        updated_at: now,
        updated_by: actor,
      })
      .execute();
    return getServiceById(trx, id);
  });
}

export async function updateService(db: Db, id: string, input: unknown, actor: string | null) {
  const data = parseInput(ServiceInputSchema, input, {
    invalid: "Failed to update service.",
    missing: "Please fill in all required fields.",
  });
  return inTransaction(db, async (trx) => {
    const current = await getServiceById(trx, id);
    const slug = data.slug ? await chooseSlug(trx, data.slug, data.title, id) : current.slug;
    await updateUnlessChanged(
      trx,
      "services",
      { column: "id", value: id },
      { current: current.version, expected: data.version },
      { ...serviceColumns(data, slug), updated_at: nowIso(), updated_by: actor },
      CONFLICT,
    );
    return getServiceById(trx, id);
  });
}

/** Deletes a service with its images; each image nothing else shows is deleted too. */
export async function deleteService(db: Db, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { images } = await getServiceById(trx, id);
    await trx.deleteFrom("services").where("id", "=", id).execute();
    for (const image of images) await setMediaUses(trx, imageOwner(image._id), []);
  });
}

/**
 * Marks the service changed, or says it does not exist. Called first in each image change: on
 * PostgreSQL the row lock it takes makes two changes to one service's images wait for each
 * other, so both never count the same images (two primaries, one position).
 */
async function touchService(db: Db, id: string, actor: string | null) {
  const result = await db
    .updateTable("services")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: nowIso(), updated_by: actor }))
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(SERVICE_NOT_FOUND);
}

export async function addServiceImage(
  db: Db,
  serviceId: string,
  input: unknown,
  actor: string | null,
): Promise<Service> {
  const data = parseInput(ServiceImageInputSchema, input, {
    invalid: "Failed to add image.",
    missing: "Please select an image file.",
  });
  const service = await getServiceById(db, serviceId);
  const url = await resolveImageValue(db, data.imageData);
  return inTransaction(db, async (trx) => {
    await touchService(trx, serviceId, actor);
    const existing = await trx
      .selectFrom("service_images")
      .select((eb) => [
        eb.fn.countAll<string | number>().as("count"),
        eb.fn.max("sort_order").as("max"),
      ])
      .where("service_id", "=", serviceId)
      .executeTakeFirstOrThrow();
    // The first image of a service is its primary one until another is chosen.
    const isPrimary = data.isPrimary || Number(existing.count) === 0;
    if (isPrimary) {
      await trx
        .updateTable("service_images")
        .set({ is_primary: 0 })
        .where("service_id", "=", serviceId)
        .execute();
    }
    const imageId = newId();
    await trx
      .insertInto("service_images")
      .values({
        id: imageId,
        service_id: serviceId,
        url,
        alt: data.alt || service.title || "Service Image",
        is_primary: isPrimary ? 1 : 0,
        sort_order: Number(existing.max ?? -1) + 1,
        created_at: nowIso(),
      })
      .execute();
    await setMediaUses(trx, imageOwner(imageId), [url]);
    return getServiceById(trx, serviceId);
  });
}

async function requireImage(db: Db, serviceId: string, imageId: string) {
  const image = await db
    .selectFrom("service_images")
    .selectAll()
    .where("id", "=", imageId)
    .where("service_id", "=", serviceId)
    .executeTakeFirst();
  if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
  return image;
}

export async function removeServiceImage(
  db: Db,
  serviceId: string,
  imageId: string,
  actor: string | null,
): Promise<Service> {
  return inTransaction(db, async (trx) => {
    await touchService(trx, serviceId, actor);
    const image = await requireImage(trx, serviceId, imageId);
    await trx.deleteFrom("service_images").where("id", "=", imageId).execute();
    await setMediaUses(trx, imageOwner(imageId), []);
    if (image.is_primary === 1) {
      // Keep a primary image while any image is left: the next one in order takes over.
      const next = await trx
        .selectFrom("service_images")
        .select("id")
        .where("service_id", "=", serviceId)
        .orderBy("sort_order")
        .executeTakeFirst();
      if (next) {
        await trx
          .updateTable("service_images")
          .set({ is_primary: 1 })
          .where("id", "=", next.id)
          .execute();
      }
    }
    return getServiceById(trx, serviceId);
  });
}

export async function setPrimaryImage(
  db: Db,
  serviceId: string,
  imageId: string,
  actor: string | null,
): Promise<Service> {
  return inTransaction(db, async (trx) => {
    await touchService(trx, serviceId, actor);
    await requireImage(trx, serviceId, imageId);
    await trx
      .updateTable("service_images")
      .set((eb) => ({ is_primary: eb.case().when("id", "=", imageId).then(1).else(0).end() }))
      .where("service_id", "=", serviceId)
      .execute();
    return getServiceById(trx, serviceId);
  });
}
