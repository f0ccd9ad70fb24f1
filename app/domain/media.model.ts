// What uploaded images are and how their URLs read, without validation code (pages use it).

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 2400;
/** The most pixels (all frames together) an upload may decode to: a 48-megapixel photo fits. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The most frames an animated GIF or WebP may have. */
export const MAX_FRAMES = 100;

/** The formats an upload may be in, by the type sharp detects (not by what the client says). */
export const IMAGE_FORMATS = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  gif: { contentType: "image/gif", extension: "gif" },
  heif: { contentType: "image/avif", extension: "avif" },
} as const;

const IMAGE_CONTENT_TYPES: string[] = Object.values(IMAGE_FORMATS).map(
  (format) => format.contentType,
);
/** For a file input's `accept`. */
export const ACCEPTED_IMAGE_TYPES = IMAGE_CONTENT_TYPES.join(",");

export function isAcceptedImageType(contentType: string): boolean {
  return IMAGE_CONTENT_TYPES.includes(contentType);
}

/** What the server and the browser say of a file that is no image or too large. */
export const NOT_AN_IMAGE =
  "This file is not an image we can use. Please upload a JPEG, PNG, WebP, AVIF or GIF image.";
export const IMAGE_TOO_LARGE = `This image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Please choose a smaller one.`;

export interface StoredMedia {
  _id: string;
  url: string;
  width: number;
  height: number;
}

export const UPLOADS_PREFIX = "/uploads/";

/**
 * An image sent inline: `data:<type>;base64,…`. The type it claims is not trusted; the bytes
 * are decoded to find out what they are.
 */
export const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;

/** The widths of the WebP copies made of every upload (only those narrower than it). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * An uploaded image's URL names its content hash and its size: `/uploads/<hash>-<w>x<h>.<ext>`;
 * its copies are `/uploads/<hash>-<width>w.webp`. Pages can then give the browser a srcset and
 * width/height without asking the database.
 */
const UPLOADED = /^\/uploads\/([0-9a-f]{64})-(\d+)x(\d+)\.[a-z]+$/;

export interface UploadedImage {
  hash: string;
  width: number;
  height: number;
  /** The WebP copies, narrowest first. */
  variants: { url: string; width: number }[];
}

export function uploadedImageUrl(hash: string, width: number, height: number, extension: string) {
  return `${UPLOADS_PREFIX}${hash}-${width}x${height}.${extension}`;
}

export function variantUrl(hash: string, width: number): string {
  return `${UPLOADS_PREFIX}${hash}-${width}w.webp`;
}

/** The widths a copy is made at for an image this wide. */
export function variantWidthsFor(width: number): number[] {
  return VARIANT_WIDTHS.filter((candidate) => candidate < width);
}

/** What an uploaded image's URL says about it; null for any other URL. */
export function parseUploadedImage(url: string): UploadedImage | null {
  const match = UPLOADED.exec(url);
  if (!match?.[1]) return null;
  const hash = match[1];
  const width = Number(match[2]);
  return {
    hash,
    width,
    height: Number(match[3]),
    variants: variantWidthsFor(width).map((variant) => ({
      url: variantUrl(hash, variant),
      width: variant,
    })),
  };
}
