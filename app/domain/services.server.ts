import type { Selectable, SelectQueryBuilder } from "kysely";
import type { z } from "zod";
import type { Database, Db, ServicesTable } from "../db/schema.ts";
import { fromJson, inTransaction, newId, toJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { Collection, collectionFields } from "./collection.server.ts";
import { NotFoundError, parseInput } from "./errors.ts";
import { resolveImageValue } from "./media.server.ts";
import type { ContentHistory } from "./revisions.model.ts";
import type { Revision, Snapshot, TrashedRevision } from "./revisions.server.ts";
import {
  appendImage,
  choosePrimaryImage,
  deleteImage,
  imagesByService,
  type KeptImage,
  keptImage,
  keptImages,
  releaseImages,
  replaceImages,
} from "./service-images.server.ts";
import { chooseSlug, slugTaken, takeSlug } from "./service-slugs.server.ts";
import type { Service, ServiceImage } from "./services.model.ts";
import {
  ServiceCreateSchema,
  ServiceImageInputSchema,
  ServiceInputSchema,
  ServiceMoveSchema,
} from "./services.schema.ts";
import { noteSourceTexts } from "./translation-store.server.ts";

export const SERVICE_NOT_FOUND = "Service not found.";

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
    ...collectionFields(row),
  };
}

/** `rows` with their images; `ids` selects the same services (never one parameter per row). */
async function withImages(
  db: Db,
  rows: Selectable<ServicesTable>[],
  ids: SelectQueryBuilder<Database, "services", { id: string }>,
): Promise<Service[]> {
  if (rows.length === 0) return [];
  const images = await imagesByService(db, ids);
  return rows.map((row) => rowToService(row, images.get(row.id) ?? []));
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
  let listed = db.selectFrom("services");
  if (filter.category) listed = listed.where("category", "=", filter.category);
  if (!filter.includeDrafts) listed = listed.where("published", "=", 1);
  const rows = await listed.selectAll().orderBy("sort_order").orderBy("created_at").execute();
  return withImages(db, rows, listed.select("id"));
}

export function countServices(db: Db): Promise<number> {
  return SERVICES.count(db);
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
  const [service] = await withImages(
    db,
    [row],
    db.selectFrom("services").select("id").where("id", "=", row.id),
  );
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

/** Services as a collection: ordered, versioned, trashed and restored (collection.server.ts). */
const SERVICES = new Collection<Service, "services">({
  table: "services",
  type: "service",
  label: (service) => service.title,
  // What its form and its images page edit (decision 054).
  content: (service) => ({
    slug: service.slug,
    category: service.category,
    shortDescription: service.shortDescription,
    fullDescription: service.fullDescription,
    features: service.features,
  }),
  images: (service) => service.images.map(keptImage),
  get: (db, id) => getServiceById(db, id),
  listAll: (db) => listServices(db, { includeDrafts: true }),
  notFound: SERVICE_NOT_FOUND,
  conflict:
    "Someone else saved this service after you opened it. Reload to see their changes, then make yours again.",
  move: { schema: ServiceMoveSchema, failed: "Failed to update the order of services." },
  releaseMedia: (trx, service) => releaseImages(trx, service.images),
});

/** A service's history: the version it is at, and the earlier ones kept, compared with it. */
export function serviceHistory(db: Db, service: Service): Promise<ContentHistory> {
  return SERVICES.history(db, service);
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

/** What is written beside a new service's row: its address and its images. */
const addressAndImages = (trx: Db, id: string, slug: string, images: KeptImage[]) => async () => {
  await takeSlug(trx, id, slug);
  await replaceImages(trx, id, [], images);
};

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
    const id = newId();
    const service = await SERVICES.add(trx, id, serviceColumns(data, slug, true), actor, {
      afterInsert: addressAndImages(trx, id, slug, images),
    });
    await noteSourceTexts(trx, "service", id, service, { minor: false });
    return service;
  });
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
 * Unless the edit is minor, its translations are outdated from now on.
 */
async function saveService(
  trx: Db,
  id: string,
  data: z.output<typeof ServiceInputSchema>,
  actor: Actor,
  restore?: { images: KeptImage[]; detail: string },
): Promise<Service> {
  const saved = await SERVICES.save(
    trx,
    id,
    {
      expected: data.version,
      columns: async (current) => {
        const slug = data.slug ? await chooseSlug(trx, data.slug, data.title, id) : current.slug;
        return serviceColumns(data, slug, current.published);
      },
      afterWrite: (current, written) => takeSlug(trx, id, written.slug, current.slug),
      ...(restore && {
        alwaysKeep: true,
        afterKeep: (current: Service) => replaceImages(trx, id, current.images, restore.images),
        detail: restore.detail,
      }),
    },
    actor,
  );
  await noteSourceTexts(trx, "service", id, saved, { minor: data.minor });
  return saved;
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

/** Moves a service one place up or down the list (drafts included). */
export function moveService(db: Db, input: unknown, actor: Actor): Promise<Service[]> {
  return SERVICES.move(db, input, actor);
}

/**
 * Moves a service to the trash (decision 054): it leaves the site and the content manager's
 * list, its former slugs answer 404 like any unknown address, and its last version, images
 * included, can be restored for `TRASH_DAYS` days.
 */
export function deleteService(db: Db, id: string, actor: Actor): Promise<void> {
  return SERVICES.trash(db, id, actor);
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
  const images = keptImages(trashed.images);
  const columns = serviceColumns(data, slug, true);
  const afterInsert = addressAndImages(trx, trashed.item.id, slug, images);
  return SERVICES.bringBack(trx, trashed, columns, actor, afterInsert);
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
  const alt = data.alt || service.title || "Service Image";
  return SERVICES.change(db, serviceId, actor, {
    change: (trx) => appendImage(trx, serviceId, { url, alt, isPrimary: data.isPrimary }),
    detail: "image added",
  });
}

/** A change to one of a service's images, made as a change to the service (a new version). */
function imageChange(
  change: (trx: Db, serviceId: string, imageId: string) => Promise<void>,
  detail: string,
) {
  return (db: Db, serviceId: string, imageId: string, actor: Actor): Promise<Service> =>
    SERVICES.change(db, serviceId, actor, {
      change: (trx) => change(trx, serviceId, imageId),
      detail,
    });
}

export const removeServiceImage = imageChange(deleteImage, "image removed");

export const setPrimaryImage = imageChange(choosePrimaryImage, "main image chosen");
