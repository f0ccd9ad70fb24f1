import type { Selectable } from "kysely";
import type { z } from "zod";
import type { Db, ServiceImagesTable, ServicesTable } from "../db/schema.ts";
import { fromJson, inTransaction, newId, nowIso, toJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { type AuditEvent, editDetail, recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import { type MediaOwner, resolveImageValue, setMediaUses } from "./media.server.ts";
import { moveInOrder, nextPosition, updateUnlessChanged } from "./records.server.ts";
import { type Service, type ServiceImage, slugify } from "./services.model.ts";
import {
  ServiceCreateSchema,
  ServiceImageInputSchema,
  ServiceInputSchema,
  ServiceMoveSchema,
} from "./services.schema.ts";

export const SERVICE_NOT_FOUND = "Service not found.";
const IMAGE_NOT_FOUND = "Image not found.";
const OLD_SLUG_NOT_FOUND = "This old address no longer leads to the service.";
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
    published: row.published === 1,
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

/** Which services a reader sees: the public site only published ones, the office drafts too. */
interface Visibility {
  includeDrafts?: boolean;
}

/** The services in their order, of one category if given. */
export async function listServices(
  db: Db,
  filter: { category?: string | undefined } & Visibility = {},
): Promise<Service[]> {
  let query = db.selectFrom("services").selectAll().orderBy("sort_order").orderBy("created_at");
  if (filter.category) query = query.where("category", "=", filter.category);
  if (!filter.includeDrafts) query = query.where("published", "=", 1);
  return withImages(db, await query.execute());
}

export async function countServices(db: Db): Promise<number> {
  const row = await db
    .selectFrom("services")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function findOne(
  db: Db,
  column: "id" | "slug",
  value: string,
  { includeDrafts = false }: Visibility = {},
): Promise<Service> {
  let query = db.selectFrom("services").selectAll().where(column, "=", value);
  if (!includeDrafts) query = query.where("published", "=", 1);
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError(SERVICE_NOT_FOUND);
  const [service] = await withImages(db, [row]);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND);
  return service;
}

/**
 * A service by id. Draft or not unless told otherwise: the content manager and the calls that
 * change a service find it by id; the public API's read by id passes what the caller may see.
 */
export function getServiceById(
  db: Db,
  id: string,
  visibility: Visibility = { includeDrafts: true },
): Promise<Service> {
  return findOne(db, "id", id, visibility);
}

/** A service by its current slug; a draft only with `includeDrafts`. */
export function getServiceBySlug(db: Db, slug: string, visibility: Visibility = {}) {
  return findOne(db, "slug", slug, visibility);
}

/**
 * What a visitor's `/services/<slug>` shows: the published service with that slug, else the
 * address to redirect to when the slug is one a published service had before (always its current
 * slug, so renames never chain redirects); not found otherwise.
 */
export async function findPublicService(
  db: Db,
  slug: string,
): Promise<{ service: Service } | { movedTo: string }> {
  try {
    return { service: await getServiceBySlug(db, slug) };
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  const moved = await db
    .selectFrom("service_slug_redirects")
    .innerJoin("services", "services.id", "service_slug_redirects.service_id")
    .select("services.slug")
    .where("service_slug_redirects.old_slug", "=", slug)
    .where("services.published", "=", 1)
    .executeTakeFirst();
  if (!moved) throw new NotFoundError(SERVICE_NOT_FOUND);
  return { movedTo: moved.slug };
}

/**
 * A service takes `slug` as its address: whichever service had it before gives up its redirect
 * (a live address wins over an old one), and the service's own previous slug, if it changed,
 * becomes one that redirects to it.
 */
async function takeSlug(db: Db, serviceId: string, slug: string, previous?: string) {
  await db.deleteFrom("service_slug_redirects").where("old_slug", "=", slug).execute();
  if (previous && previous !== slug) {
    await db
      .insertInto("service_slug_redirects")
      .values({ old_slug: previous, service_id: serviceId, created_at: nowIso() })
      .execute();
  }
}

/**
 * The old slugs that still lead to each service (see `takeSlug`), newest first, by service id:
 * the content manager lists them in the service's editor.
 */
export async function listOldSlugs(db: Db): Promise<Record<string, string[]>> {
  const rows = await db
    .selectFrom("service_slug_redirects")
    .select(["old_slug", "service_id"])
    .orderBy("created_at", "desc")
    .orderBy("old_slug")
    .execute();
  const byService = Map.groupBy(rows, (row) => row.service_id);
  return Object.fromEntries(
    Array.from(byService, ([serviceId, group]) => [serviceId, group.map((row) => row.old_slug)]),
  );
}

/**
 * Forgets one old slug of a service: its address answers 404 from now on, like any unknown
 * one, until a service takes it. The service itself is not changed (nor its version, so an
 * edit opened before is no conflict).
 */
export async function removeOldSlug(
  db: Db,
  serviceId: string,
  slug: string,
  actor: Actor,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const result = await trx
      .deleteFrom("service_slug_redirects")
      .where("service_id", "=", serviceId)
      .where("old_slug", "=", slug)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFoundError(OLD_SLUG_NOT_FOUND);
    const { title } = await getServiceById(trx, serviceId);
    await recordEvent(trx, actor, {
      kind: "update",
      item: { type: "service", id: serviceId, label: title },
      detail: `removed the old address /services/${slug}`,
    });
  });
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

/** Records `kind` of change to the service in the audit log; `detail` says what changed. */
function recordService(
  db: Db,
  actor: Actor,
  service: Pick<Service, "_id" | "title">,
  kind: AuditEvent["kind"],
  detail?: string,
) {
  return recordEvent(db, actor, {
    kind,
    item: { type: "service", id: service._id, label: service.title },
    detail,
  });
}

/** The columns a service's form fills, on create and on update alike. */
function serviceColumns(
  data: z.output<typeof ServiceInputSchema>,
  slug: string,
  wasPublished: boolean,
) {
  return {
    slug,
    title: data.title,
    category: data.category,
    short_description: data.shortDescription,
    full_description: data.fullDescription,
    features: toJson(data.features),
    published: (data.published ?? wasPublished) ? 1 : 0,
  };
}

/** Creates a service with the images it brings, in their order, the first the primary one. */
export async function createService(db: Db, input: unknown, actor: Actor) {
  const data = parseInput(ServiceCreateSchema, input, {
    invalid: "Failed to create service.",
    missing: "Please fill in all required fields.",
  });
  const urls: string[] = [];
  for (const image of data.images) urls.push(await resolveImageValue(db, image));
  return inTransaction(db, async (trx) => {
    const slug = await chooseSlug(trx, data.slug, data.title);
    const id = newId();
    const now = nowIso();
    await trx
      .insertInto("services")
      .values({
        id,
        ...serviceColumns(data, slug, true),
        sort_order: await nextPosition(trx, "services"),
        created_at: now,
        updated_at: now,
        updated_by: actor.username,
      })
      .execute();
    await takeSlug(trx, id, slug);
    for (const [position, url] of urls.entries()) {
      await insertImage(trx, id, { url, alt: data.title, isPrimary: position === 0, position });
    }
    const service = await getServiceById(trx, id);
    await recordService(trx, actor, service, "create");
    return service;
  });
}

export async function updateService(db: Db, id: string, input: unknown, actor: Actor) {
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
      {
        ...serviceColumns(data, slug, current.published),
        updated_at: nowIso(),
        updated_by: actor.username,
      },
      CONFLICT,
    );
    await takeSlug(trx, id, slug, current.slug);
    const service = await getServiceById(trx, id);
    await recordService(
      trx,
      actor,
      service,
      "update",
      editDetail(
        { name: current.title, published: current.published },
        { name: service.title, published: service.published },
      ),
    );
    return service;
  });
}

/** Moves a service one place up or down the list (drafts included; see `moveInOrder`). */
export async function moveService(db: Db, input: unknown, actor: Actor) {
  const move = parseInput(ServiceMoveSchema, input, {
    invalid: "Failed to update the order of services.",
  });
  return inTransaction(db, async (trx) => {
    const outcome = await moveInOrder(trx, "services", move, actor);
    if (outcome === "missing") throw new NotFoundError(SERVICE_NOT_FOUND);
    const services = await listServices(trx, { includeDrafts: true });
    const moved = services.find((service) => service._id === move.id);
    if (outcome === "moved" && moved) {
      await recordService(trx, actor, moved, "update", `moved ${move.direction}`);
    }
    return services;
  });
}

/**
 * Deletes a service with its images (each one nothing else shows is deleted too) and its former
 * slugs, whose addresses then answer 404 like any unknown one.
 */
export async function deleteService(db: Db, id: string, actor: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    const service = await getServiceById(trx, id);
    await trx.deleteFrom("services").where("id", "=", id).execute();
    for (const image of service.images) await setMediaUses(trx, imageOwner(image._id), []);
    await recordService(trx, actor, service, "delete");
  });
}

/**
 * Marks the service changed, or says it does not exist. Called first in each image change: on
 * PostgreSQL the row lock it takes makes two changes to one service's images wait for each
 * other, so both never count the same images (two primaries, one position).
 */
async function touchService(db: Db, id: string, actor: Actor) {
  const result = await db
    .updateTable("services")
    .set((eb) => ({
      version: eb("version", "+", 1),
      updated_at: nowIso(),
      updated_by: actor.username,
    }))
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(SERVICE_NOT_FOUND);
}

export async function addServiceImage(
  db: Db,
  serviceId: string,
  input: unknown,
  actor: Actor,
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
    await insertImage(trx, serviceId, {
      url,
      alt: data.alt || service.title || "Service Image",
      isPrimary,
      position: Number(existing.max ?? -1) + 1,
    });
    const changed = await getServiceById(trx, serviceId);
    await recordService(trx, actor, changed, "update", "image added");
    return changed;
  });
}

/** Adds one image row and records that the service shows its file. */
async function insertImage(
  db: Db,
  serviceId: string,
  image: { url: string; alt: string; isPrimary: boolean; position: number },
) {
  const imageId = newId();
  await db
    .insertInto("service_images")
    .values({
      id: imageId,
      service_id: serviceId,
      url: image.url,
      alt: image.alt,
      is_primary: image.isPrimary ? 1 : 0,
      sort_order: image.position,
      created_at: nowIso(),
    })
    .execute();
  await setMediaUses(db, imageOwner(imageId), [image.url]);
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
  actor: Actor,
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
    const service = await getServiceById(trx, serviceId);
    await recordService(trx, actor, service, "update", "image removed");
    return service;
  });
}

export async function setPrimaryImage(
  db: Db,
  serviceId: string,
  imageId: string,
  actor: Actor,
): Promise<Service> {
  return inTransaction(db, async (trx) => {
    await touchService(trx, serviceId, actor);
    await requireImage(trx, serviceId, imageId);
    await trx
      .updateTable("service_images")
      .set((eb) => ({ is_primary: eb.case().when("id", "=", imageId).then(1).else(0).end() }))
      .where("service_id", "=", serviceId)
      .execute();
    const service = await getServiceById(trx, serviceId);
    await recordService(trx, actor, service, "update", "main image chosen");
    return service;
  });
}
