import type { IncomingMessage } from "node:http";
import { pipeline } from "node:stream/promises";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import type { RouterContextProvider } from "react-router";
import { PayloadTooLargeError, UnsupportedMediaError, ValidationError } from "../domain/errors.ts";
import { type BodyLimits, byteLimitFor, tooLargeMessage } from "./body-limits.ts";
import { requestInfo } from "./context.server.ts";

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
function chunksWithin(
  body: IncomingBody,
  limit: number,
  message: string,
): AsyncIterable<Uint8Array> {
  const tooLarge = () => new PayloadTooLargeError(message);
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

/** Reads the body's bytes, stopping with a 413 as soon as they pass its limit. */
async function readBody(
  body: IncomingBody,
  limit: number,
  message: string,
): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of chunksWithin(body, limit, message)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const FORM_UNREADABLE = "This form could not be read. Please send it again.";

/**
 * A form refused for its size, with the fields read before (or, for too many files or a file
 * too large, around) what was refused: the page shows what the person typed again.
 */
export class FormTooLargeError extends PayloadTooLargeError {
  readonly fieldsRead: FormData;

  constructor(message: string, fieldsRead: FormData) {
    super(message);
    this.fieldsRead = fieldsRead;
  }
}
const TOO_MANY_FIELDS = "This request has more fields than it may have.";
const TOO_DEEP = "This request's fields are nested too deeply.";

/**
 * Refuses a parsed JSON value with more values or deeper nesting than the limits allow: the
 * schemas and the domain walk what they are given, so what they are given is bounded first.
 */
function checkShape(value: unknown, limits: BodyLimits): void {
  let values = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (++values > limits.fields) throw new PayloadTooLargeError(TOO_MANY_FIELDS);
    if (item === null || typeof item !== "object") continue;
    if (depth > limits.depth) throw new ValidationError(TOO_DEEP);
    for (const nested of Object.values(item)) pending.push([nested, depth + 1]);
  }
}

/**
 * Reads a JSON body: 415 unless it says it is JSON, 413 past the text its route takes or with
 * more values than its fields, 400 if malformed or nested deeper than its limits.
 */
export async function readJson(body: IncomingBody, limits: BodyLimits): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(body.contentType)) {
    throw new UnsupportedMediaError("Send this request as JSON (Content-Type: application/json).");
  }
  const bytes = await readBody(body, limits.textBytes, tooLargeMessage(limits));
  if (bytes.byteLength === 0) throw new ValidationError("The request body is empty.");
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new ValidationError("The request body is not valid JSON.");
  }
  checkShape(value, limits);
  return value;
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
 * Reads a form body (multipart or URL-encoded) as the browser sent it, within its route's
 * limits: 413 as soon as it passes the bytes its form may weigh (a form that cannot carry files
 * is held to the text's size), or has more fields or files, or a longer field or file, than
 * they allow; 400 for names nested too deeply; `failure` (415) if it is no form or not a whole one.
 */
export function readFormBody(
  body: IncomingBody,
  limits: BodyLimits,
  failure: string,
): Promise<PostedForm> {
  const declared = Number(body.contentLength ?? Number.NaN);
  return declared <= STREAMED_FROM
    ? readWholeForm(body, limits, failure)
    : readStreamedForm(body, limits, failure);
}

/**
 * Counts a form's parts as they come. A field past the limits is refused at once (no person
 * sends a thousand fields); a file past them is only noted, so the rest of the form is read and
 * shown again with the refusal (a person does attach one file too many, or too large).
 */
function formCounter(limits: BodyLimits) {
  let fields = 0;
  let files = 0;
  let textBytes = 0;
  return {
    field(name: string, value: string) {
      textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (++fields > limits.fields || textBytes > limits.textBytes) {
        throw new PayloadTooLargeError(TOO_MANY_FIELDS);
      }
      if (Buffer.byteLength(value) > limits.fieldBytes) {
        throw new PayloadTooLargeError(tooLargeMessage(limits));
      }
      if (name.split(".").length > limits.depth) throw new ValidationError(TOO_DEEP);
    },
    /** Whether a file of this size may be taken. */
    file(size: number): boolean {
      return ++files <= limits.files && size <= limits.fileBytes;
    },
  };
}

/** A small form, read whole and parsed in one go. */
async function readWholeForm(
  body: IncomingBody,
  limits: BodyLimits,
  failure: string,
): Promise<PostedForm> {
  const message = tooLargeMessage(limits);
  const bytes = await readBody(body, byteLimitFor(limits, body.contentType), message);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": body.contentType } }).formData();
  } catch {
    throw new UnsupportedMediaError(failure);
  }
  const counter = formCounter(limits);
  const fields = new FormData();
  const files: Promise<PostedFile>[] = [];
  let filesRefused = false;
  for (const [field, value] of form) {
    if (typeof value === "string") {
      counter.field(field, value);
      fields.append(field, value);
    } else if (!counter.file(value.size)) {
      filesRefused = true;
    } else {
      const { name, type } = value;
      files.push(
        value.arrayBuffer().then((read) => ({ field, name, type, bytes: Buffer.from(read) })),
      );
    }
  }
  if (filesRefused) throw new FormTooLargeError(message, fields);
  return { fields, files: await Promise.all(files) };
}

/** A file's first buffer: most are a few hundred kilobytes, an empty part needs none. */
const FIRST_FILE_BUFFER = 64 * 1024;

/**
 * Gathers a file's bytes as they arrive into one buffer of its own, so each piece from the
 * network is dropped as soon as it is copied. Kept until the file's end, the pieces of a report
 * lived long enough to be promoted by the garbage collector, and their megabytes then waited
 * for a full collection (decision 036). The buffer is made when the first bytes come, and grows
 * by doubling up to `largest`: a part allocates only what it carries (a buffer the size of the
 * rest of the body for every part let a flood of empty parts cost tens of seconds).
 */
function gatherFile(largest: number) {
  let gathered = Buffer.alloc(0);
  let size = 0;
  return {
    add: (part: Buffer) => {
      if (size + part.byteLength > gathered.byteLength) {
        const grown = Math.min(
          largest,
          Math.max(FIRST_FILE_BUFFER, 2 * gathered.byteLength, size + part.byteLength),
        );
        gathered = Buffer.from(gathered.buffer.transfer(Math.max(grown, size + part.byteLength)));
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
 * medical report cost the server (decision 036). A flood of parts stops the parse once past the
 * parts the form may have; files past the route's limits are skipped unread.
 */
async function readStreamedForm(
  body: IncomingBody,
  limits: BodyLimits,
  failure: string,
): Promise<PostedForm> {
  const message = tooLargeMessage(limits);
  const chunks = chunksWithin(body, byteLimitFor(limits, body.contentType), message);
  const counter = formCounter(limits);
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { "content-type": body.contentType },
      // One more field than allowed, so that going past the limit is seen (as a refusal); the
      // parts a form may have at most, so a flood of parts stops the parse.
      limits: {
        fields: limits.fields + 1,
        parts: limits.fields + limits.files + 1,
        fieldSize: limits.fieldBytes + 1,
        fileSize: limits.fileBytes,
      },
    });
  } catch {
    throw new UnsupportedMediaError(failure);
  }
  const fields = new FormData();
  const files: Promise<PostedFile | null>[] = [];
  let filesRefused = false;
  // A field past the limits fails the parse at once: the parser is destroyed with the error.
  const refuse = (error: unknown) => parser.destroy(error as Error);
  parser.on("field", (name, value) => {
    try {
      counter.field(name, value);
      fields.append(name, value);
    } catch (error) {
      refuse(
        error instanceof PayloadTooLargeError
          ? new FormTooLargeError(error.message, fields)
          : error,
      );
    }
  });
  parser.on("file", (field, stream, name, _encoding, type) => {
    // A file past the count is skipped unread, and one past the size is dropped: the rest of
    // the form is still read, to be shown again with the refusal.
    if (!counter.file(0)) {
      filesRefused = true;
      stream.resume();
      return;
    }
    const file = new Promise<PostedFile | null>((resolve, reject) => {
      const gathered = gatherFile(limits.fileBytes);
      stream.on("data", gathered.add);
      stream.on("limit", () => {
        filesRefused = true;
      });
      stream.on("end", () => {
        // A part sent as bytes but with no file name at all has `name` undefined.
        resolve(filesRefused ? null : { field, name: name ?? "", type, bytes: gathered.bytes() });
      });
      // A body cut off inside a file fails its stream as well as the parser. Unheard, that
      // error would stop the server; it is heard here and the parser's failure below answers
      // the request (so this rejection, whether awaited or not, is never an unhandled one).
      stream.on("error", reject);
    });
    file.catch(() => {});
    files.push(file);
  });
  for (const limit of ["partsLimit", "fieldsLimit"] as const) {
    parser.on(limit, () => refuse(new FormTooLargeError(message, fields)));
  }
  try {
    await pipeline(chunks, parser);
    const read = (await Promise.all(files)).filter((file) => file !== null);
    if (filesRefused) throw new FormTooLargeError(message, fields);
    return { fields, files: read };
  } catch (error) {
    if (error instanceof PayloadTooLargeError || error instanceof ValidationError) throw error;
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

/**
 * A Web Request's body, as the readers above take it. A reader that stops early leaves the
 * stream uncancelled: cancelling it would close the connection under the refusal's answer.
 */
export function bodyOf(request: Request): IncomingBody {
  return {
    contentType: request.headers.get("content-type") ?? "",
    contentLength: request.headers.get("content-length"),
    chunks: request.body?.values({ preventCancel: true }) ?? null,
  };
}

/**
 * A Node request's body (the intake's, before React Router), as the readers above take it. A
 * reader that stops early (a part past the route's limits) leaves the request standing, so its
 * refusal can still be answered; the rest of the body is dropped once it has been.
 */
export function bodyOfIncoming(req: IncomingMessage): IncomingBody {
  return {
    contentType: req.headers["content-type"] ?? "",
    contentLength: req.headers["content-length"],
    chunks: req.iterator({ destroyOnReturn: false }),
  };
}

/**
 * A page form's fields, read within the limits its route declared: what a content manager
 * page's action reads (a form there carries no files).
 */
export async function readFormFields(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FormData> {
  const limits = requestInfo(context).bodyLimits;
  return (await readFormBody(bodyOf(request), limits, FORM_UNREADABLE)).fields;
}
