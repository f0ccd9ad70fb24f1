import sharp from "sharp";
import { MARK_ARCH_PATH, MARK_COLOURS, MARK_STAR_PATH, markFigure } from "../content/brand.ts";
import { WORDMARK } from "../content/site.ts";
import { PUBLIC_FILE } from "../lib/route-handle.ts";

export const handle = PUBLIC_FILE;

const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

// The picture link previews show, 1200 × 630: the mark above the name, nothing drawn over
// either; drawn here and rendered to PNG once per process.
const CARD = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${MARK_COLOURS.ground}"/>
  <path d="M0 630V560C300 500 620 500 1200 590V630Z" fill="#172554"/>
  <path d="M-20 566C300 505 620 505 1220 596" fill="none" stroke="${MARK_COLOURS.arch}" stroke-width="4" opacity=".55"/>
  <g transform="translate(800 20) scale(6.5)" fill="#fff" stroke="#fff" opacity=".08"><path d="${MARK_ARCH_PATH}" fill="none" stroke-width="5" stroke-linecap="round"/><path d="${MARK_STAR_PATH}" stroke="none"/></g>
  <g transform="translate(88 78) scale(2.25)">${markFigure()}</g>
  <text x="96" y="326" font-family="${FONT}" font-size="84" font-weight="700" fill="#fff">${WORDMARK.name}</text>
  <text x="100" y="378" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="11" fill="${MARK_COLOURS.arch}">${WORDMARK.tagword.toUpperCase()}</text>
  <text x="96" y="458" font-family="${FONT}" font-size="36" fill="#dbeafe">Health tourism · Building materials · Logistics</text>
  <text x="96" y="508" font-family="${FONT}" font-size="30" fill="#bfdbfe">Between Liberia and Turkey, from our office in Paynesville</text>
</svg>`;

let rendered: Promise<Buffer> | undefined;

export async function loader() {
  rendered ??= sharp(Buffer.from(CARD)).png({ compressionLevel: 9 }).toBuffer();
  const png = await rendered;
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
