import { createHash } from "node:crypto";
import sharp, { type OutputInfo } from "sharp";
import type { Db } from "../db/schema.ts";
import { inTransaction, newId, nowIso } from "../db/values.ts";
import { PayloadTooLargeError, UnsupportedMediaError, ValidationError } from "./errors.ts";
import {
  IMAGE_FORMATS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  type StoredMedia,
  uploadedImageUrl,
  variantWidthsFor,
} from "./media.model.ts";

const NOT_AN_IMAGE =
  "This file is not an image we can use. Please upload a JPEG, PNG, WebP, AVIF or GIF image.";
const TOO_LARGE = "This image is larger than 10 MB. Please choose a smaller one.";

type ImageFormat = keyof typeof IMAGE_FORMATS;

function isAcceptedFormat(format: string | undefined): format is ImageFormat {
  return format !== undefined && Object.hasOwn(IMAGE_FORMATS, format);
}

/** `data:image/png;base64,...` → bytes. The declared type is ignored: the bytes decide. */
export function decodeDataUrl(dataUrl: string): Uint8Array {
  const match = /^data:[^,;]*(?:;[^,;]*)*;base64,/i.exec(dataUrl);
  if (!match) {
    throw new ValidationError("Please select an image file.", {
      imageData: ["The image must be sent as a base64 data URL."],
    });
  }
  const base64 = dataUrl.slice(match[0].length).replace(/\s/g, "");
  if ((base64.length * 3) / 4 > MAX_IMAGE_BYTES + 3) throw new PayloadTooLargeError(TOO_LARGE);
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
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(TOO_LARGE);

  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new UnsupportedMediaError(NOT_AN_IMAGE);
  }
  if (format === "svg") {
    throw new UnsupportedMediaError(
      "SVG images are not accepted. Please upload a JPEG, PNG, WebP, AVIF or GIF image.",
    );
  }
  if (!isAcceptedFormat(format)) throw new UnsupportedMediaError(NOT_AN_IMAGE);

  const animated = format === "gif" || format === "webp";
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { animated })
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

  const { contentType, extension } = IMAGE_FORMATS[format];
  const hash = createHash("sha256").update(output.data).digest("hex");
  const width = output.info.width;
  const height = output.info.pageHeight ?? output.info.height;
  const url = uploadedImageUrl(hash, width, height, extension);
  const existing = await db
    .selectFrom("media")
    .select("id")
    .where("hash", "=", hash)
    .executeTakeFirst();
  if (existing) return { _id: existing.id, url, width, height };

  const variants = await Promise.all(
    variantWidthsFor(width).map(async (variantWidth) => {
      const variant = await sharp(output.data, { animated })
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
  const id = newId();
  await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto("media")
      .values({
        id,
        hash,
        content_type: contentType,
        bytes: output.data,
        byte_size: output.data.byteLength,
        width,
        height,
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.column("hash").doNothing())
      .returning("id")
      .executeTakeFirst();
    // Someone stored the same image a moment ago: theirs (and its copies) will do.
    if (!inserted || variants.length === 0) return;
    await trx
      .insertInto("media_variants")
      .values(
        variants.map((variant) => ({
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
  const row = await db
    .selectFrom("media")
    .select("id")
    .where("hash", "=", hash)
    .executeTakeFirstOrThrow();
  return { _id: row.id, url, width, height };
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

/** The content hash an /uploads/ URL points at, if it is one. */
function hashOf(url: string | null | undefined): string | null {
  return url ? (/\/uploads\/([0-9a-f]{64})[-.]/.exec(url)?.[1] ?? null) : null;
}

async function isReferenced(db: Db, hash: string): Promise<boolean> {
  const pattern = `%${hash}%`;
  const [image, member, page] = await Promise.all([
    db.selectFrom("service_images").select("id").where("url", "like", pattern).executeTakeFirst(),
    db.selectFrom("team_members").select("id").where("image", "like", pattern).executeTakeFirst(),
    db
      .selectFrom("content_entries")
      .select("page")
      .where("images", "like", pattern)
      .executeTakeFirst(),
  ]);
  return Boolean(image || member || page);
}

/**
 * Called after something stopped using these images (a service, an image, a photo, a hero slot
 * removed or replaced): each one nothing else uses any more is deleted with its copies.
 */
export async function releaseMedia(db: Db, urls: (string | null | undefined)[]): Promise<void> {
  const hashes = new Set(urls.map(hashOf).filter((hash): hash is string => hash !== null));
  for (const hash of hashes) {
    if (!(await isReferenced(db, hash))) {
      await db.deleteFrom("media").where("hash", "=", hash).execute();
    }
  }
}

/**
 * Deletes uploads older than `olderThanMs` that nothing uses (an image uploaded, then never
 * saved anywhere). Newer ones are left alone: their editor may be about to save them.
 */
export async function sweepUnusedMedia(db: Db, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  const candidates = await db
    .selectFrom("media")
    .select("hash")
    .where("created_at", "<", cutoff)
    .execute();
  let removed = 0;
  for (const { hash } of candidates) {
    if (!(await isReferenced(db, hash))) {
      await db.deleteFrom("media").where("hash", "=", hash).execute();
      removed++;
    }
  }
  return removed;
}

/** A team photo or image field: a data URL is stored and replaced by its URL; others pass. */
export async function resolveImageValue(db: Db, value: string): Promise<string> {
  if (!value.startsWith("data:")) return value;
  return (await storeImage(db, value)).url;
}
