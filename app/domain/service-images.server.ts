// How a service's images are stored: their rows, in order, one of them the primary, each
// recording that the service shows its file. The changes a person makes to them, versioned
// with the service, are in services.server.ts.
import type { Selectable, SelectQueryBuilder } from "kysely";
import type { Database, Db, ServiceImagesTable } from "../db/schema.ts";
import { newId, nowIso } from "../db/values.ts";
import { NotFoundError } from "./errors.ts";
import { type MediaOwner, setMediaUses } from "./media.server.ts";
import type { ServiceImage } from "./services.model.ts";

const IMAGE_NOT_FOUND = "Image not found.";

const imageOwner = (imageId: string): MediaOwner => `service-image:${imageId}`;

function rowToImage(row: Selectable<ServiceImagesTable>): ServiceImage {
  return { _id: row.id, url: row.url, alt: row.alt, isPrimary: row.is_primary === 1 };
}

/** The images of the services `ids` selects, in their order, by service id. */
export async function imagesByService(
  db: Db,
  ids: SelectQueryBuilder<Database, "services", { id: string }>,
): Promise<Map<string, ServiceImage[]>> {
  const rows = await db
    .selectFrom("service_images")
    .selectAll()
    .where("service_id", "in", ids)
    .orderBy("sort_order")
    .orderBy("created_at")
    .execute();
  const grouped = Map.groupBy(rows, (image) => image.service_id);
  return new Map(Array.from(grouped, ([serviceId, group]) => [serviceId, group.map(rowToImage)]));
}

/** An image of a service as its history keeps it. */
export interface KeptImage {
  url: string;
  alt: string;
  primary: boolean;
}

export const keptImage = (image: ServiceImage): KeptImage => ({
  url: image.url,
  alt: image.alt,
  primary: image.isPrimary,
});

/** The images a kept version lists (anything else in it is ignored). */
export function keptImages(images: unknown): KeptImage[] {
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: Partial<KeptImage> | null) =>
    typeof image?.url === "string"
      ? [{ url: image.url, alt: String(image.alt ?? ""), primary: image.primary === true }]
      : [],
  );
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

/** Records that the service no longer shows these images' files (their rows are gone). */
export async function releaseImages(trx: Db, images: ServiceImage[]): Promise<void> {
  for (const image of images) await setMediaUses(trx, imageOwner(image._id), []);
}

/** Swaps a service's image rows for `images`, in their order; each one no longer shown goes. */
export async function replaceImages(
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
    await releaseImages(trx, [image]);
  }
}

/**
 * Adds an image after the others; it becomes the primary one if asked, or if it is the
 * service's first (the first image is the primary one until another is chosen).
 */
export async function appendImage(
  trx: Db,
  serviceId: string,
  image: { url: string; alt: string; isPrimary: boolean },
): Promise<void> {
  const existing = await trx
    .selectFrom("service_images")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("count"),
      eb.fn.max("sort_order").as("max"),
    ])
    .where("service_id", "=", serviceId)
    .executeTakeFirstOrThrow();
  const isPrimary = image.isPrimary || Number(existing.count) === 0;
  if (isPrimary) {
    await trx
      .updateTable("service_images")
      .set({ is_primary: 0 })
      .where("service_id", "=", serviceId)
      .execute();
  }
  await insertImage(trx, serviceId, {
    ...image,
    isPrimary,
    position: Number(existing.max ?? -1) + 1,
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

/** Deletes an image; while any is left, the next one in order takes over as the primary one. */
export async function deleteImage(trx: Db, serviceId: string, imageId: string): Promise<void> {
  const image = await requireImage(trx, serviceId, imageId);
  await trx.deleteFrom("service_images").where("id", "=", imageId).execute();
  await releaseImages(trx, [rowToImage(image)]);
  if (image.is_primary === 1) {
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
}

/** Makes one image the primary one, and no other. */
export async function choosePrimaryImage(
  trx: Db,
  serviceId: string,
  imageId: string,
): Promise<void> {
  await requireImage(trx, serviceId, imageId);
  await trx
    .updateTable("service_images")
    .set((eb) => ({ is_primary: eb.case().when("id", "=", imageId).then(1).else(0).end() }))
    .where("service_id", "=", serviceId)
    .execute();
}
