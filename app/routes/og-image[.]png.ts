import sharp from "sharp";
import { SITE_NAME } from "../content/site.ts";

// The picture link previews show: drawn here and rendered to PNG once per process.
const CARD = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <path d="M1000 80l40 88 96 8-73 63 22 94-85-50-85 50 22-94-73-63 96-8z" fill="#f59e0b"/>
  <text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${SITE_NAME}</text>
  <text x="80" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#dbeafe">Health tourism · Building materials · Logistics</text>
  <text x="80" y="450" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#dbeafe">Liberia ⇄ Turkey</text>
</svg>`;

let rendered: Promise<Buffer> | undefined;

export async function loader() {
  rendered ??= sharp(Buffer.from(CARD)).png({ compressionLevel: 9 }).toBuffer();
  const png = await rendered;
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
