import type { AttachmentFile } from "../domain/inquiry-attachments.server.ts";

/**
 * `Content-Disposition: attachment` for a file name (RFC 6266): a plain ASCII `filename` every
 * browser reads, and `filename*` (RFC 5987, UTF-8) with the name as it was when it is not ASCII.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored attachment as a download: its checked type, never shown in the browser (a file
 * someone uploaded must not run as a page of ours). The server adds the rest to every /admin
 * and /api answer (server/security.ts): `Cache-Control: no-store` and
 * `X-Content-Type-Options: nosniff`; the API tests check both on this answer.
 */
export function attachmentResponse(file: AttachmentFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(file.fileName),
    },
  });
}
