import { readMediaFile } from "../domain/media.server.ts";
import { appServices } from "../http/context.server.ts";
import { PUBLIC_FILE } from "../lib/route-handle.ts";
import type { Route } from "./+types/uploads.$file";

export const handle = PUBLIC_FILE;

// The file name carries the content hash, so a URL's bytes never change: cache them for good.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = await readMediaFile(appServices(context).db, params.file);
  if (!file) return new Response("Not found", { status: 404 });
  const etag = `"${file.etag}"`;
  const headers = {
    "Content-Type": file.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: { ...headers, "Content-Length": String(file.bytes.byteLength) },
  });
}
