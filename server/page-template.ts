import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

// A stored page with one value cut out (where it appeared), to be put back for each visitor
// without rendering or compressing the page again. Its gzip form is assembled from pieces: each
// fixed part is deflated once, ending on a byte boundary (a sync flush, never the final block),
// the value goes between them as a stored (uncompressed) deflate block, and an empty final block
// closes the stream. That is one ordinary deflate stream, so every gzip decoder reads it; only
// the checksum is computed per answer.

const deflateParts = promisify(deflateRaw);

/** A gzip member's header: deflate, no name or time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked final: the end of the deflate stream (RFC 1951, 3.2.4). */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
/** A stored block holds at most this many bytes; a filled-in value is far shorter. */
const STORED_BLOCK_MAX = 0xffff;

export interface PageTemplate {
  /** The page's bytes between the places the value was cut from. */
  parts: Buffer[];
  /** Each part raw-deflated, ending on a byte boundary and not final. */
  deflatedParts: Buffer[];
}

/** The page with `value` cut out everywhere it appears; null when it does not appear. */
export async function makeTemplate(body: Buffer, value: string): Promise<PageTemplate | null> {
  const parts = splitBuffer(body, Buffer.from(value));
  if (parts.length < 2) return null;
  const deflatedParts = await Promise.all(
    parts.map((part) =>
      deflateParts(part, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: constants.Z_SYNC_FLUSH,
      }),
    ),
  );
  return { parts, deflatedParts };
}

/** The page with `value` put back, as it is. */
export function fillTemplate(template: PageTemplate, value: string): Buffer {
  const valueBytes = Buffer.from(value);
  return Buffer.concat(
    template.parts.flatMap((part, index) => (index ? [valueBytes, part] : [part])),
  );
}

/** The page with `value` put back, gzipped: the parts as deflated once, the value stored. */
export function gzipTemplate(template: PageTemplate, value: string): Buffer {
  const valueBytes = Buffer.from(value);
  if (valueBytes.length > STORED_BLOCK_MAX) throw new RangeError("The value is too long.");
  const valueBlock = storedBlock(valueBytes);
  const pieces: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(valueBlock);
      checksum = crc32(valueBytes, checksum);
      length += valueBytes.length;
    }
    pieces.push(template.deflatedParts[index] as Buffer);
    checksum = crc32(part, checksum);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** A non-final stored block: a byte of header (the stream is byte-aligned), LEN, NLEN, bytes. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function splitBuffer(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}
