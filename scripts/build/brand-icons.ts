// `node scripts/build/brand-icons.ts`: draws the favicons, the touch icon and the app icons from the
// mark in app/content/brand.ts into public/. Run it after changing the mark and commit the files:
// the server only ever serves them as they are.
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { markSvg } from "../../app/content/brand.ts";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");

async function png(svg: string, size: number): Promise<Buffer> {
  // Rasterised at four times the size, then scaled down: smoother edges at 16 and 32 px.
  return sharp(Buffer.from(svg), { density: (72 * size * 4) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** An .ico holding PNG images (every browser since IE 9 reads them), smallest first. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

const write = (name: string, data: string | Buffer) => writeFileSync(path.join(PUBLIC, name), data);

write("favicon.svg", markSvg());
write(
  "favicon.ico",
  ico([
    { size: 16, data: await png(markSvg(), 16) },
    { size: 32, data: await png(markSvg(), 32) },
  ]),
);
write("apple-touch-icon.png", await png(markSvg({ rounded: false }), 180));
write("icon-192.png", await png(markSvg(), 192));
write("icon-512.png", await png(markSvg(), 512));
write("icon-maskable-512.png", await png(markSvg({ rounded: false, safeZone: true }), 512));
