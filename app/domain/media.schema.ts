import { z } from "zod";
import { DATA_URL, parseUploadedImage } from "./media.model.ts";

/** An image this site already serves: an upload, or a built-in picture under /images/. */
const SITE_IMAGE = /^\/(uploads|images)(\/[\w-][\w.-]*)+$/;

const MAX_ADDRESS_LENGTH = 2000;

function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s\\]+$/i.test(value) && URL.canParse(value);
}

/**
 * A new image: a data URL or the bytes of a file to store now, or the address of one the
 * office uploaded a moment ago (the admin screens upload first, then save).
 */
export const newImage = z.union(
  [
    z
      .string()
      .trim()
      .min(1, { message: "Please select an image file.", abort: true })
      .refine(isNewImageText, { message: "Please select an image file." }),
    z.instanceof(Uint8Array),
  ],
  { error: "Please select an image file." },
);

/** A new image as text only: a data URL, or the address of an upload. */
export const newImageText = z
  .string()
  .trim()
  .refine(isNewImageText, { message: "Please select an image file." });

function isNewImageText(value: string): boolean {
  return DATA_URL.test(value) || parseUploadedImage(value) !== null;
}

/**
 * True for what an image slot may show: this site's own image paths, a picture elsewhere on the
 * web by its https:// address, or a data URL to store (never kept as it is: it is decoded, and
 * refused unless it is an image). Nothing else: `//host/x`, `/\host/x` or `http:` would load
 * pictures from wherever the text points.
 */
function isImageReference(value: string): boolean {
  return (
    DATA_URL.test(value) ||
    (value.length <= MAX_ADDRESS_LENGTH && (SITE_IMAGE.test(value) || isHttpsUrl(value)))
  );
}

const IMAGE_REFERENCE_MESSAGE =
  "Use an uploaded image, one of the site's images, or a web address starting with https://.";

/** An image slot's value (see `isImageReference`). */
export const imageReference = z
  .string()
  .trim()
  .refine(isImageReference, { message: IMAGE_REFERENCE_MESSAGE });

/** An image slot that may be left empty: "" (or null) is no image. */
export const optionalImageReference = z
  .string()
  .trim()
  .refine((value) => value === "" || isImageReference(value), {
    message: IMAGE_REFERENCE_MESSAGE,
  })
  .transform((value) => value || null)
  .nullable();

/**
 * An image this site serves (an upload or a built-in picture), or nothing ("", null or left
 * out): for lists whose pictures are always uploaded on their own screen first.
 */
export const optionalSiteImage = z
  .string()
  .trim()
  .refine((value) => value === "" || SITE_IMAGE.test(value), {
    message: "Upload the image again.",
  })
  .nullish()
  .transform((value) => value || null);

export const MediaInputSchema = z.object({
  imageData: newImage,
  alt: z.string().trim().max(200, "Keep the alt text to 200 characters or fewer.").optional(),
});

export const TeamPhotoInputSchema = z.object({ image: newImage });
