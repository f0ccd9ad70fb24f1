import { type Selectable, sql } from "kysely";
import type { z } from "zod";
import type { Db, ServiceImagesTable, ServicesTable } from "../db/schema.ts";
import { fromJson, inTransaction, newId, nowIso, toJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { type AuditEvent, editDetail, recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import { type MediaOwner, resolveImageValue, setMediaUses } from "./media.server.ts";
import { moveInOrder, nextPosition, updateUnlessChanged } from "./records.server.ts";
import type { ContentHistory } from "./revisions.model.ts";
import {
  historyOf,
  keepRevision,
  leaveTrash,
  moveToTrash,
  type RevisedItem,
  type Revision,
  type Snapshot,
  sameSnapshot,
  standingVersion,
  type TrashedRevision,
} from "./revisions.server.ts";
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

const historyItem = (id: string): RevisedItem => ({ type: "service", id });

/** An image of a service as its history keeps it. */
interface KeptImage {
  url: string;
  alt: string;
  primary: boolean;
}

/** A service as its history keeps it (decision 054): what its form and its images page edit. */
function serviceSnapshot(service: Service): Snapshot {
  return {
    title: service.title,
    content: {
      slug: service.slug,
      category: service.category,
      shortDescription: service.shortDescription,
      fullDescription: service.fullDescription,
      features: service.features,
      published: service.published,
    },
    images: service.images.map(
      (image): KeptImage => ({ url: image.url, alt: image.alt, primary: image.isPrimary }),
    ),
  };
}

/** The images a kept version lists (anything else in it is ignored). */
function keptImages(images: unknown): KeptImage[] {
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: Partial<KeptImage> | null) =>
    typeof image?.url === "string"
      ? [{ url: image.url, alt: String(image.alt ?? ""), primary: image.primary === true }]
      : [],
  );
}

/** The service as it stands, as the version a change is about to replace. */
const versionOf = (db: Db, service: Service) =>
  standingVersion(db, "services", service, serviceSnapshot(service));

/** A service's history: the version it is at, and the earlier ones kept, compared with it. */
export async function serviceHistory(db: Db, service: Service): Promise<ContentHistory> {
  return historyOf(db, historyItem(service._id), await versionOf(db, service));
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
    const images = urls.map((url, position) => ({ url, alt: data.title, primary: position === 0 }));
    return addService(trx, newId(), { data, slug, images }, actor);
  });
}

/**
 * Adds a service at the end of the list with its images in their order, and records it; a
 * service back from the trash carries on its version numbers and says so.
 */
async function addService(
  trx: Db,
  id: string,
  added: { data: z.output<typeof ServiceInputSchema>; slug: string; images: KeptImage[] },
  actor: Actor,
  restored?: { version: number },
): Promise<Service> {
  const now = nowIso();
  await trx
    .insertInto("services")
    .values({
      id,
      ...serviceColumns(added.data, added.slug, true),
      sort_order: await nextPosition(trx, "services"),
      ...(restored ? { version: restored.version } : {}),
      created_at: now,
      updated_at: now,
      updated_by: actor.username,
    })
    .execute();
  await takeSlug(trx, id, added.slug);
  await replaceImages(trx, id, [], added.images);
  const service = await getServiceById(trx, id);
  await recordService(trx, actor, service, "create", restored && "restored from the trash");
  return service;
}

export async function updateService(db: Db, id: string, input: unknown, actor: Actor) {
  const data = parseInput(ServiceInputSchema, input, {
    invalid: "Failed to update service.",
    missing: "Please fill in all required fields.",
  });
  return inTransaction(db, (trx) => saveService(trx, id, data, actor));
}

/**
 * Writes a service's fields and keeps the version it replaces, unless nothing changed. A
 * `restore` also puts back the kept version's images, and the audit log says which version.
 */
async function saveService(
  trx: Db,
  id: string,
  data: z.output<typeof ServiceInputSchema>,
  actor: Actor,
  restore?: { images: KeptImage[]; detail: string },
): Promise<Service> {
  const current = await getServiceById(trx, id);
  const replaced = await versionOf(trx, current);
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
  if (restore) {
    await keepRevision(trx, historyItem(id), replaced);
    await replaceImages(trx, id, current.images, restore.images);
  }
  const service = await getServiceById(trx, id);
  if (!restore && !sameSnapshot(replaced, serviceSnapshot(service))) {
    await keepRevision(trx, historyItem(id), replaced);
  }
  await recordService(
    trx,
    actor,
    service,
    "update",
    restore?.detail ??
      editDetail(
        { name: current.title, published: current.published },
        { name: service.title, published: service.published },
      ),
  );
  return service;
}

/** A kept version of a service as its form would send it, checked by today's rules. */
function keptInput(kept: Snapshot, version: number | undefined) {
  return parseInput(
    ServiceInputSchema,
    { ...(kept.content as object), title: kept.title, version },
    { invalid: "Failed to restore the version.", missing: "Failed to restore the version." },
  );
}

/**
 * Saves an earlier version of a service again, its images included, as a new version (decision
 * 054). With `version`, only if nobody saved since.
 */
export async function restoreServiceVersion(
  trx: Db,
  revision: Revision,
  version: number | undefined,
  actor: Actor,
): Promise<Service> {
  return saveService(trx, revision.item.id, keptInput(revision, version), actor, {
    images: keptImages(revision.images),
    detail: `restored version ${revision.version}`,
  });
}

/** Swaps a service's image rows for `images`, in their order; each one no longer shown goes. */
async function replaceImages(
  trx: Db,
  serviceId: string,
  current: ServiceImage[],
  images: KeptImage[],
): Promise<void> {
  for (const [position, image] of images.entries()) {
    await insertImage(trx, serviceId, { ...image, isPrimary: image.primary, position });
  }
  for (const image of current) {
    await trx.deleteFrom("service_images").where("id", "=", image._id).execute();
    await setMediaUses(trx, imageOwner(image._id), []);
  }
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
 * Moves a service to the trash (decision 054): it leaves the site and the content manager's
 * list, its former slugs answer 404 like any unknown address, and its last version, images
 * included, can be restored for `TRASH_DAYS` days.
 */
export async function deleteService(db: Db, id: string, actor: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    const service = await getServiceById(trx, id);
    await moveToTrash(trx, historyItem(id), await versionOf(trx, service), actor);
    await trx.deleteFrom("services").where("id", "=", id).execute();
    for (const image of service.images) await setMediaUses(trx, imageOwner(image._id), []);
    await recordService(trx, actor, service, "delete", "moved to the trash");
  });
}

/**
 * Brings a service back from the trash as it was deleted, images included, at the end of the
 * list. Its address is its old one unless another service took it meanwhile; then one is made
 * from its title, as for a new service.
 */
export async function restoreDeletedService(
  trx: Db,
  trashed: TrashedRevision,
  actor: Actor,
): Promise<Service> {
  const data = keptInput(trashed, undefined);
  const slug = (await slugTaken(trx, data.slug))
    ? await chooseSlug(trx, "", data.title)
    : data.slug;
  const service = await addService(
    trx,
    trashed.item.id,
    { data, slug, images: keptImages(trashed.images) },
    actor,
    { version: trashed.version + 1 },
  );
  await leaveTrash(trx, trashed);
  return service;
}

/**
 * Marks the service changed and keeps the version it had, or says it does not exist. Called
 * first in each image change, so the kept version holds the images before it. The first update
 * takes the row's lock on PostgreSQL: two changes to one service's images wait for each other
 * there, so the later one reads what the first wrote and both never count the same images (two
 * primaries, one position).
 */
async function touchService(db: Db, id: string, actor: Actor) {
  const locked = await db
    .updateTable("services")
    .set({ version: sql`version` })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) throw new NotFoundError(SERVICE_NOT_FOUND);
  await keepRevision(db, historyItem(id), await versionOf(db, await getServiceById(db, id)));
  await db
    .updateTable("services")
    .set((eb) => ({
      version: eb("version", "+", 1),
      updated_at: nowIso(),
      updated_by: actor.username,
    }))
    .where("id", "=", id)
    .execute();
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
