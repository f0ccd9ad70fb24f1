import { createHash } from "node:crypto";
import { type ExpressionBuilder, sql } from "kysely";
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from "sharp";
import { isForeignKeyViolation } from "../db/errors.ts";
import type { Database, Db } from "../db/schema.ts";
import { inTransaction, newId, nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import {
  ConflictError,
  PayloadTooLargeError,
  parseInput,
  UnsupportedMediaError,
  ValidationError,
} from "./errors.ts";
import {
  DATA_URL,
  IMAGE_FORMATS,
  IMAGE_TOO_LARGE,
  MAX_FRAMES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  NOT_AN_IMAGE,
  parseUploadedImage,
  type StoredMedia,
  uploadedImageUrl,
  variantWidthsFor,
} from "./media.model.ts";
import { MediaInputSchema } from "./media.schema.ts";

type ImageFormat = keyof typeof IMAGE_FORMATS;

function isAcceptedFormat(format: string | undefined): format is ImageFormat {
  return format !== undefined && Object.hasOwn(IMAGE_FORMATS, format);
}

/** `data:image/png;base64,...` → bytes. The declared type is ignored: the bytes decide. */
export function decodeDataUrl(dataUrl: string): Uint8Array {
  const match = DATA_URL.exec(dataUrl);
  if (!match) {
    throw new ValidationError("Please select an image file.", {
      imageData: ["The image must be sent as a base64 data URL."],
    });
  }
  const base64 = dataUrl.slice(match[0].length).replace(/\s/g, "");
  if ((base64.length * 3) / 4 > MAX_IMAGE_BYTES + 3)
    throw new PayloadTooLargeError(IMAGE_TOO_LARGE);
  return Buffer.from(base64, "base64");
}

/**
 * Proves the bytes are an image of an accepted format by decoding them, turns it upright,
 * caps its size and re-encodes it, which drops EXIF, GPS and every other piece of metadata;
 * then keeps WebP copies at the widths pages ask for. The stored image is addressed by the hash
 * of its bytes, so the same image is kept once.
 */
export async function storeImage(db: Db, upload: Uint8Array | string): Promise<StoredMedia> {
  const bytes = typeof upload === "string" ? decodeDataUrl(upload) : upload;
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(IMAGE_TOO_LARGE);
  const { format, pages } = await checkImageHeader(bytes);
  // Explicit limits on what the decoder may unpack (a small file can claim a huge size), and
  // every frame of an animation, which the header's check kept within MAX_FRAMES.
  const input: SharpOptions = {
    limitInputPixels: MAX_INPUT_PIXELS,
    pages: format === "gif" || format === "webp" ? pages : 1,
  };
  const output = await reencodeImage(bytes, input, format);
  const hash = createHash("sha256").update(output.data).digest("hex");
  const width = output.info.width;
  const height = output.info.pageHeight ?? output.info.height;
  const url = uploadedImageUrl(hash, width, height, IMAGE_FORMATS[format].extension);
  const existing = await db
    .selectFrom("media")
    .select("id")
    .where("hash", "=", hash)
    .executeTakeFirst();
  if (existing) return { _id: existing.id, url, width, height };

  const variants = await makeVariants(output.data, input, width);
  await insertImage(db, {
    hash,
    contentType: IMAGE_FORMATS[format].contentType,
    data: output.data,
    width,
    height,
    variants,
  });
  // Ours, or the one stored a moment before ours by someone else.
  const row = await db
    .selectFrom("media")
    .select("id")
    .where("hash", "=", hash)
    .executeTakeFirstOrThrow();
  return { _id: row.id, url, width, height };
}

/**
 * The format and frame count the image's header claims, refused with a sentence of its own
 * when it is not an accepted format or claims too many frames or pixels.
 */
async function checkImageHeader(
  bytes: Uint8Array,
): Promise<{ format: ImageFormat; pages: number }> {
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit: the size it claims is judged below,
    // with a sentence of its own, before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaError(NOT_AN_IMAGE);
  }
  const { format, pages = 1 } = metadata;
  if (format === "svg") {
    throw new UnsupportedMediaError(
      "SVG images are not accepted. Please upload a JPEG, PNG, WebP, AVIF or GIF image.",
    );
  }
  if (!isAcceptedFormat(format)) throw new UnsupportedMediaError(NOT_AN_IMAGE);
  if (pages > MAX_FRAMES) {
    throw new PayloadTooLargeError(
      `This animation has more than ${MAX_FRAMES} frames. Please use a shorter one or a still image.`,
    );
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) * pages > MAX_INPUT_PIXELS) {
    throw new PayloadTooLargeError(
      `This image has too many pixels (over ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please use a smaller one.`,
    );
  }
  return { format, pages };
}

/** The image decoded, turned upright, capped in size and encoded again, without metadata. */
async function reencodeImage(
  bytes: Uint8Array,
  input: SharpOptions,
  format: ImageFormat,
): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await sharp(bytes, input)
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toFormat(format === "heif" ? "avif" : format)
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ValidationError("This image is damaged or incomplete. Please try another file.", {
      image: ["The image could not be read."],
    });
  }
}

interface Variant {
  width: number;
  height: number;
  data: Buffer;
}

/** The WebP copies of an image `width` wide, at the widths pages ask for. */
function makeVariants(data: Buffer, input: SharpOptions, width: number): Promise<Variant[]> {
  return Promise.all(
    variantWidthsFor(width).map(async (variantWidth) => {
      const variant = await sharp(data, input)
        .resize({ width: variantWidth })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      return {
        width: variantWidth,
        height: variant.info.pageHeight ?? variant.info.height,
        data: variant.data,
      };
    }),
  );
}

/** Stores an image and its copies in one transaction, unless the same image is there already. */
async function insertImage(
  db: Db,
  image: {
    hash: string;
    contentType: string;
    data: Buffer;
    width: number;
    height: number;
    variants: Variant[];
  },
): Promise<void> {
  const id = newId();
  await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto("media")
      .values({
        id,
        hash: image.hash,
        content_type: image.contentType,
        bytes: image.data,
        byte_size: image.data.byteLength,
        width: image.width,
        height: image.height,
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.column("hash").doNothing())
      .returning("id")
      .executeTakeFirst();
    // Someone stored the same image a moment ago: theirs (and its copies) will do.
    if (!inserted || image.variants.length === 0) return;
    await trx
      .insertInto("media_variants")
      .values(
        image.variants.map((variant) => ({
          media_id: id,
          width: variant.width,
          height: variant.height,
          content_type: "image/webp",
          bytes: variant.data,
          byte_size: variant.data.byteLength,
        })),
      )
      .execute();
  });
}

export interface MediaFile {
  /** The entity tag: the content hash, plus the copy's width for a copy. */
  etag: string;
  contentType: string;
  bytes: Uint8Array;
}

const ORIGINAL_FILE = /^([0-9a-f]{64})-\d+x\d+\.[a-z]+$/;
const VARIANT_FILE = /^([0-9a-f]{64})-(\d+)w\.webp$/;

/** Reads an image or one of its copies by its public file name; null when there is none. */
export async function readMediaFile(db: Db, fileName: string): Promise<MediaFile | null> {
  const variant = VARIANT_FILE.exec(fileName);
  if (variant?.[1]) {
    const row = await db
      .selectFrom("media_variants")
      .innerJoin("media", "media.id", "media_variants.media_id")
      .select(["media_variants.content_type", "media_variants.bytes"])
      .where("media.hash", "=", variant[1])
      .where("media_variants.width", "=", Number(variant[2]))
      .executeTakeFirst();
    return row
      ? { etag: `${variant[1]}-${variant[2]}w`, contentType: row.content_type, bytes: row.bytes }
      : null;
  }
  const original = ORIGINAL_FILE.exec(fileName);
  if (!original?.[1]) return null;
  const row = await db
    .selectFrom("media")
    .select(["hash", "content_type", "bytes"])
    .where("hash", "=", original[1])
    .executeTakeFirst();
  return row ? { etag: row.hash, contentType: row.content_type, bytes: row.bytes } : null;
}

/** Who uses an image: each owner lists the images it shows in `media_uses`. */
export type MediaOwner =
  | `service-image:${string}`
  | `team-member:${string}`
  | `page:${string}`
  | `revision:${number}`;

const IMAGE_GONE =
  "An image you chose is no longer stored (it was removed meanwhile). Please upload it again.";

/** The media rows these image values point at; values that are not uploads point at none. */
async function mediaIdsOf(db: Db, values: (string | null | undefined)[]): Promise<string[]> {
  const hashes = [
    ...new Set(values.map((value) => (value ? parseUploadedImage(value)?.hash : undefined))),
  ].filter((hash): hash is string => hash !== undefined);
  if (hashes.length === 0) return [];
  const rows = await db.selectFrom("media").select("id").where("hash", "in", hashes).execute();
  if (rows.length !== hashes.length) throw new ConflictError(IMAGE_GONE);
  return rows.map((row) => row.id);
}

/** A stored image that no owner shows. */
const unused = ({ not, exists, selectFrom }: ExpressionBuilder<Database, "media">) =>
  not(exists(selectFrom("media_uses").select("owner").whereRef("media_id", "=", "media.id")));

/**
 * Deletes an image (and its copies) if nothing uses it, and says whether it did. Run inside a
 * transaction: on PostgreSQL another transaction may have begun using the image unseen, and
 * then the foreign key refuses the delete; the savepoint keeps that from failing ours.
 */
async function deleteIfUnused(trx: Db, mediaId: string): Promise<boolean> {
  await sql`savepoint release_media`.execute(trx);
  try {
    const result = await trx
      .deleteFrom("media")
      .where("id", "=", mediaId)
      .where(unused)
      .executeTakeFirst();
    await sql`release savepoint release_media`.execute(trx);
    return Number(result.numDeletedRows) > 0;
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await sql`rollback to savepoint release_media`.execute(trx);
    return false;
  }
}

/**
 * Records that `owner` now shows exactly the images in `values` (URLs; anything that is not
 * an upload is ignored), and deletes each image it showed before that nothing uses any more.
 * Call it inside the transaction that saves the owner, so the two never disagree.
 */
export async function setMediaUses(
  trx: Db,
  owner: MediaOwner,
  values: (string | null | undefined)[],
): Promise<void> {
  const wanted = await mediaIdsOf(trx, values);
  const before = await trx
    .selectFrom("media_uses")
    .select("media_id")
    .where("owner", "=", owner)
    .execute();
  const released = before.map((row) => row.media_id).filter((id) => !wanted.includes(id));
  if (released.length > 0) {
    await trx
      .deleteFrom("media_uses")
      .where("owner", "=", owner)
      .where("media_id", "in", released)
      .execute();
  }
  try {
    for (const mediaId of wanted) {
      await trx
        .insertInto("media_uses")
        .values({ owner, media_id: mediaId })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  } catch (error) {
    // The image was deleted by a transaction that committed after we looked it up.
    if (isForeignKeyViolation(error)) throw new ConflictError(IMAGE_GONE);
    throw error;
  }
  for (const mediaId of released) await deleteIfUnused(trx, mediaId);
}

/**
 * Deletes uploads older than `olderThanMs` that nothing uses (an image uploaded, then never
 * saved anywhere). Newer ones are left alone: their editor may be about to save them.
 */
export async function sweepUnusedMedia(db: Db, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  const candidates = await db
    .selectFrom("media")
    .select("id")
    .where("created_at", "<", cutoff)
    .where(unused)
    .execute();
  let removed = 0;
  for (const { id } of candidates) {
    if (await inTransaction(db, (trx) => deleteIfUnused(trx, id))) removed++;
  }
  return removed;
}

/**
 * An image uploaded on its own (`POST /api/media`, which the content manager's image fields
 * use), recorded in the audit log once it is stored: a failed upload leaves no entry.
 */
export async function uploadImage(db: Db, input: unknown, actor: Actor): Promise<StoredMedia> {
  const { imageData, alt } = parseInput(MediaInputSchema, input, {
    invalid: "Failed to add image.",
    missing: "Please select an image file.",
  });
  const media = await storeImage(db, imageData);
  const size = `${media.width} × ${media.height}`;
  await recordEvent(db, actor, {
    kind: "create",
    item: { type: "media", id: media._id, label: alt || size },
    detail: alt ? size : undefined,
  });
  return media;
}

/**
 * An image value as it is kept: a data URL or a file's bytes are stored now and become their
 * URL; an address (an upload's, a site path, an https:// URL) stays as it is.
 */
export async function resolveImageValue(db: Db, value: string | Uint8Array): Promise<string> {
  if (typeof value === "string" && !DATA_URL.test(value)) return value;
  return (await storeImage(db, value)).url;
}
