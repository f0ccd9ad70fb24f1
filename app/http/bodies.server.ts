import type { IncomingMessage } from "node:http";
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

/** Reads the body's bytes, stopping with a 413 as soon as they pass `limit`. */
export async function readBody(body: IncomingBody, limit: number): Promise<Buffer<ArrayBuffer>> {
  const tooLarge = () => new PayloadTooLargeError(tooLargeMessage(limit));
  if (Number(body.contentLength ?? 0) > limit) throw tooLarge();
  if (!body.chunks) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body.chunks) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
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

/** Reads a form body (multipart or URL-encoded) as the browser sent it; `failure` if it is none. */
export async function readFormBody(
  body: IncomingBody,
  limit: number,
  failure: string,
): Promise<FormData> {
  const bytes = await readBody(body, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": body.contentType } }).formData();
  } catch {
    throw new UnsupportedMediaError(failure);
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
