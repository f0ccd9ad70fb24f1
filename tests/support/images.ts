import { randomBytes } from "node:crypto";
import sharp from "sharp";

type Format = "png" | "jpeg";

/**
 * An image made on the spot, with random pixels so every call gives new bytes (stored images are
 * kept once per content hash) and a realistic size (a photo's data URL runs to many kilobytes).
 */
export async function makeImage(
  format: Format,
  size: { width: number; height: number } = { width: 120, height: 80 },
): Promise<Buffer> {
  const channels = 3;
  const pixels = randomBytes(size.width * size.height * channels);
  return sharp(pixels, { raw: { ...size, channels } })
    .toFormat(format)
    .toBuffer();
}

export function toDataUrl(bytes: Uint8Array, type: string): string {
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}

/** A data URL of a fresh image, as the admin's file picker sends it. */
export async function imageDataUrl(
  format: Format,
  size?: { width: number; height: number },
): Promise<string> {
  return toDataUrl(await makeImage(format, size), `image/${format}`);
}

/** Fetches an uploaded image and reads what it is. */
export async function fetchImage(baseUrl: string, url: string, headers: HeadersInit = {}) {
  const response = await fetch(new URL(url, baseUrl), { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const metadata = response.status === 200 ? await sharp(bytes).metadata() : null;
  return { response, bytes, metadata };
}
