import { parseUploadedImage, UPLOADS_PREFIX } from "../domain/media.model.ts";

/**
 * Where a stored image value points, by the spec's display rules: data and http(s) URLs as they
 * are, site paths (including /uploads/…) as they are on this same host, bare file names under
 * /uploads/.
 */
export function imageSrc(value: string): string {
  if (/^(data:|https?:\/\/|\/)/i.test(value)) return value;
  return `${UPLOADS_PREFIX}${value}`;
}

/** What a service shows where it has no image, or its image cannot be loaded. */
export const SERVICE_PLACEHOLDER = "/images/service-placeholder.svg";

/** Up to two initials: "Joseph K. Flomo" → "JF". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/**
 * `sizes` for an image filling one column of the pages' two-column sections (a max-w-6xl
 * container with px-4 and gap-10, two columns from 768 px). Exact widths rather than 50vw / 100vw,
 * so the browser picks the smallest copy that is still sharp.
 */
export const HALF_COLUMN_SIZES =
  "(min-width: 1152px) 540px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)";

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * The <img> attributes for an image value: for an upload, its WebP copies as a srcset (the
 * browser picks the one near `sizes` times the screen's density) and its real size; for any
 * other image, the source and the `fallback` size the layout was drawn for. A visitor saving
 * data gets the smallest copy only, whatever the screen.
 */
export function responsiveImage(
  value: string,
  sizes: string,
  fallback: { width: number; height: number },
  options: { saveData?: boolean } = {},
): ResponsiveImage {
  const src = imageSrc(value);
  const uploaded = parseUploadedImage(src);
  if (!uploaded) return { src, ...fallback };
  const smallest = uploaded.variants[0];
  if (options.saveData && smallest) {
    return { src: smallest.url, width: uploaded.width, height: uploaded.height };
  }
  const candidates = [
    ...uploaded.variants.map((variant) => `${variant.url} ${variant.width}w`),
    `${src} ${uploaded.width}w`,
  ];
  return {
    src,
    srcSet: candidates.join(", "),
    sizes,
    width: uploaded.width,
    height: uploaded.height,
  };
}
