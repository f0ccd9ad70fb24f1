import type { IncomingMessage, ServerResponse } from "node:http";
import type { PublicPage } from "../../app/lib/route-handle.ts";
import { fillTemplate, gzipTemplate } from "../page-template.ts";
import type { SlottedPage, StoredPage } from "./store.ts";

// What a request asks of a stored page: which variant (its query, Save-Data), which encoding,
// and whether the client already has it (a 304).

export type Encoding = "br" | "gzip" | "identity";

/** Save-Data: on. Such a visitor gets a lighter variant of each page (see RenderContext). */
export function wantsLessData(req: IncomingMessage): boolean {
  return String(req.headers["save-data"] ?? "").toLowerCase() === "on";
}

/** Which of a public page's variants a query asks for, and the visitor's value of a slotted page. */
export interface PageVariant {
  key: string;
  slot?: string;
}

/**
 * The variant of a public page that a query asks for, as its route declared the query it reads
 * (`app/lib/route-handle.ts`): parameters it does not read (`?utm_source=…`, `?x=1`) share the
 * page's entry, so they cannot fill the cache; a value the page does not know is not kept at
 * all, since the page shows something else. A slotted page is kept once per variant, with the
 * visitor's value (checked first) put back as it is served. Null when the variant must not be kept.
 */
export function pageVariant(
  page: PublicPage,
  params: Readonly<Record<string, string | undefined>>,
  query: string,
): PageVariant | null {
  const searchParams = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, values] of Object.entries(page.query ?? {})) {
    const value = searchParams.get(name);
    if (value === null) continue;
    if (!values.includes(value)) return null;
    kept.set(name, value);
  }
  const variant = kept.toString();
  if (page.slot) {
    const value = searchParams.get(page.slot.parameter);
    if (value === null || !page.slot.accepts(params, value)) return null;
    return { key: `?${variant ? `${variant}&` : ""}${page.slot.parameter}=*`, slot: value };
  }
  return { key: variant ? `?${variant}` : "" };
}

/** The encoding to send, from what the client accepts: Brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.trim().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** Whether If-None-Match names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Sends a stored page in the encoding the client takes, or a 304 when it already has it. */
export function sendStoredPage(req: IncomingMessage, res: ServerResponse, page: StoredPage): void {
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, page.notModified);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  res.writeHead(200, page.headers[encoding]);
  res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
}

/** Sends a slotted page with the visitor's value put back, gzipped when the client takes it. */
export function sendSlottedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: SlottedPage,
  slot: string,
): void {
  const gzip = chooseEncoding(req.headers["accept-encoding"]) !== "identity";
  const body = gzip ? gzipTemplate(page.template, slot) : fillTemplate(page.template, slot);
  res.writeHead(200, [
    ...page.headers[gzip ? "gzip" : "identity"],
    "Content-Length",
    String(body.length),
  ]);
  res.end(req.method === "HEAD" ? undefined : body);
}
