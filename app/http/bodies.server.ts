import type { IncomingMessage } from "node:http";
import { pipeline } from "node:stream/promises";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import { PayloadTooLargeError, UnsupportedMediaError, ValidationError } from "../domain/errors.ts";
import { tooLargeMessage } from "./body-limits.ts";

// Reading request bodies, the same for a React Router call (a Web Request's body) and for the
// intake before it (Node's request stream): both are sequences of byte chunks.

/** A body as it arrives: its declared length (if any) and its chunks. */
export interface IncomingBody {
  contentType: string;
  contentLength: string | null | undefined;
  chunks: AsyncIterable<Uint8Array> | null;
}

/**
 * The body's chunks as they arrive, stopping with a 413 as soon as they pass `limit` bytes; at
 * once, before any is read, when its declared length already does.
 */
function chunksWithin(body: IncomingBody, limit: number): AsyncIterable<Uint8Array> {
  const tooLarge = () => new PayloadTooLargeError(tooLargeMessage(limit));
  if (Number(body.contentLength ?? 0) > limit) throw tooLarge();
  return (async function* () {
    let size = 0;
    for await (const chunk of body.chunks ?? []) {
      size += chunk.byteLength;
      if (size > limit) throw tooLarge();
      yield chunk;
    }
  })();
}

/** Reads the body's bytes, stopping with a 413 as soon as they pass `limit`. */
export async function readBody(body: IncomingBody, limit: number): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of chunksWithin(body, limit)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Reads a JSON body: 415 unless it says it is JSON, 413 past `limit` bytes, 400 if malformed. */
export async function readJson(body: IncomingBody, limit: number): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(body.contentType)) {
    throw new UnsupportedMediaError("Send this request as JSON (Content-Type: application/json).");
  }
  const bytes = await readBody(body, limit);
  if (bytes.byteLength === 0) throw new ValidationError("The request body is empty.");
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new ValidationError("The request body is not valid JSON.");
  }
}

/** A file a form carried: the field it came in, its name and claimed type, and its bytes. */
export interface PostedFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A form as the browser posted it: its text fields, in order, and its files. */
export interface PostedForm {
  fields: FormData;
  files: PostedFile[];
}

/**
 * Bodies up to this size are read whole and parsed in one go by `Response.formData()`: nearly
 * every form is a few kilobytes of text, which it parses in a third of the time a streaming
 * parser takes. Larger ones (a form with files) are parsed as they arrive.
 */
const STREAMED_FROM = 64 * 1024;

/**
 * Reads a form body (multipart or URL-encoded) as the browser sent it: 413 as soon as it passes
 * `limit` bytes, `failure` (415) if it is no form or not a whole one.
 */
export function readFormBody(
  body: IncomingBody,
  limit: number,
  failure: string,
): Promise<PostedForm> {
  const declared = Number(body.contentLength ?? Number.NaN);
  return declared <= STREAMED_FROM
    ? readWholeForm(body, limit, failure)
    : readStreamedForm(body, limit, failure);
}

/** A small form, read whole and parsed in one go. */
async function readWholeForm(
  body: IncomingBody,
  limit: number,
  failure: string,
): Promise<PostedForm> {
  const bytes = await readBody(body, limit);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": body.contentType } }).formData();
  } catch {
    throw new UnsupportedMediaError(failure);
  }
  const fields = new FormData();
  const files: Promise<PostedFile>[] = [];
  for (const [field, value] of form) {
    if (typeof value === "string") fields.append(field, value);
    else {
      const { name, type } = value;
      files.push(
        value.arrayBuffer().then((read) => ({ field, name, type, bytes: Buffer.from(read) })),
      );
    }
  }
  return { fields, files: await Promise.all(files) };
}

/**
 * Gathers a file's bytes as they arrive into one buffer of its own, made for `expected` bytes
 * (and grown if more come), so each piece from the network is dropped as soon as it is copied.
 * Kept until the file's end, the pieces of a report lived long enough to be promoted by the
 * garbage collector, and their megabytes then waited for a full collection (decision 036).
 */
function gatherFile(expected: number) {
  let gathered = Buffer.allocUnsafeSlow(expected);
  let size = 0;
  return {
    add: (part: Buffer) => {
      if (size + part.byteLength > gathered.byteLength) {
        const grown = Math.max(2 * gathered.byteLength, size + part.byteLength);
        gathered = Buffer.from(gathered.buffer.transfer(grown));
      }
      gathered.set(part, size);
      size += part.byteLength;
    },
    // Cut to the file's size, the buffer is still the file's alone (see releaseFiles).
    bytes: () => Buffer.from(gathered.buffer.transfer(size)),
  };
}

/**
 * A form with files, parsed as it arrives, each file gathered into the buffer that is stored
 * (see gatherFile). Reading the whole body and handing it to `Response.formData()` made five copies
 * of each file, and under load the garbage collector's work for those copies was most of what a
 * medical report cost the server (decision 036).
 */
async function readStreamedForm(
  body: IncomingBody,
  limit: number,
  failure: string,
): Promise<PostedForm> {
  const chunks = chunksWithin(body, limit);
  // A file takes at most what is left of the body after the files before it.
  const declared = Number(body.contentLength ?? Number.NaN);
  let filesBytes = 0;
  let parser: BusboyInstance;
  try {
    // A field is as long as the body lets it be: the domain says what is too long, not the parser.
    parser = new Busboy({
      headers: { "content-type": body.contentType },
      limits: { fieldSize: limit },
    });
  } catch {
    throw new UnsupportedMediaError(failure);
  }
  const fields = new FormData();
  const files: Promise<PostedFile>[] = [];
  parser.on("field", (name, value) => fields.append(name, value));
  parser.on("file", (field, stream, name, _encoding, type) => {
    const file = new Promise<PostedFile>((resolve, reject) => {
      const gathered = gatherFile(Number.isNaN(declared) ? STREAMED_FROM : declared - filesBytes);
      stream.on("data", gathered.add);
      stream.on("end", () => {
        const bytes = gathered.bytes();
        filesBytes += bytes.byteLength;
        // A part sent as bytes but with no file name at all has `name` undefined.
        resolve({ field, name: name ?? "", type, bytes });
      });
      // A body cut off inside a file fails its stream as well as the parser. Unheard, that
      // error would stop the server; it is heard here and the parser's failure below answers
      // the request (so this rejection, whether awaited or not, is never an unhandled one).
      stream.on("error", reject);
    });
    file.catch(() => {});
    files.push(file);
  });
  try {
    await pipeline(chunks, parser);
    return { fields, files: await Promise.all(files) };
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    throw new UnsupportedMediaError(failure);
  }
}

/**
 * Gives the memory of a form's files back at once, when they have been stored (or refused) and
 * nothing reads them any more. Left to the garbage collector, a report that was in flight at a
 * minor collection waited for the next full one, and under load those megabytes were what
 * started every full collection (decision 036). Only a buffer that is the whole of its memory is
 * given back: a small one may be a slice of Node's pool, shared with other buffers. Afterwards
 * the files' bytes are empty.
 */
export function releaseFiles(form: PostedForm): void {
  for (const { bytes } of form.files) {
    const { buffer, byteOffset, byteLength } = bytes;
    if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength) {
      buffer.transfer(0);
    }
  }
}

/** A Web Request's body, as the readers above take it. */
export function bodyOf(request: Request): IncomingBody {
  return {
    contentType: request.headers.get("content-type") ?? "",
    contentLength: request.headers.get("content-length"),
    chunks: request.body,
  };
}

/** A Node request's body (the intake's, before React Router), as the readers above take it. */
export function bodyOfIncoming(req: IncomingMessage): IncomingBody {
  return {
    contentType: req.headers["content-type"] ?? "",
    contentLength: req.headers["content-length"],
    chunks: req,
  };
}
