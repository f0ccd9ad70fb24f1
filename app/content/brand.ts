import { SITE_NAME } from "./site.ts";

/**
 * The group's mark: the lone white star of Liberia's flag on its dark blue square, standing in
 * an Anatolian pointed arch, a gateway between the two countries. Drawn on a 64-unit square, so
 * it stays legible from a 16 px favicon up. The header, the footer, the favicons and the
 * link-preview image all draw it from here (docs/decisions/044).
 */
export const MARK_COLOURS = {
  /** Tailwind's blue-900, the theme's primary-900. */
  ground: "#1e3a8a",
  /** Tailwind's amber-500, the theme's secondary-500. */
  arch: "#f59e0b",
  star: "#ffffff",
} as const;

export const MARK_ARCH_PATH = "M14 50C14 34 22 22 32 14C42 22 50 34 50 50";
export const MARK_STAR_PATH =
  "M32 26.5L34.5 33.6L42 33.8L36 38.3L38.2 45.5L32 41.2L25.8 45.5L28 38.3L22 33.8L29.5 33.6Z";

/** The arch and the star, without their ground. */
export function markFigure(): string {
  return `<path d="${MARK_ARCH_PATH}" fill="none" stroke="${MARK_COLOURS.arch}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="${MARK_STAR_PATH}" fill="${MARK_COLOURS.star}"/>`;
}

/**
 * The mark as a standalone SVG document. `rounded`: the square's corners rounded (favicons);
 * otherwise a full square for platforms that round it themselves (Apple's touch icon).
 * `safeZone`: the figure shrunk into the middle 80%, for icons a platform may crop to a circle.
 */
export function markSvg(options: { size?: number; rounded?: boolean; safeZone?: boolean } = {}) {
  const { size, rounded = true, safeZone = false } = options;
  const dimensions = size ? ` width="${size}" height="${size}"` : "";
  const figure = safeZone
    ? `<g transform="translate(6.4 6.4) scale(.8)">${markFigure()}</g>`
    : markFigure();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"${dimensions}><title>${SITE_NAME}</title><rect width="64" height="64"${rounded ? ' rx="14"' : ""} fill="${MARK_COLOURS.ground}"/>${figure}</svg>`;
}
