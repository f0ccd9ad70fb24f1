import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { SERVICE_CATEGORIES } from "../app/domain/services.model.ts";
import type { PageFlags } from "../app/http/context.server.ts";

/** A cached page is served for at most this long, so nothing stale outlives a missed signal. */
const MAX_AGE_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 500;

// Everything else is a public page (or its client-side data request) and the same for everyone.
const NEVER_CACHED = /^\/(api|admin|uploads|assets)([/.]|$)|^\/(healthz|readyz)$/;

interface Entry {
  body: Buffer;
  contentType: string;
  /** The CSP nonce the page was rendered with; each hit gets its own in its place. */
  nonce: string;
  storedAt: number;
}

/**
 * Keeps rendered public pages in memory until content changes, so a page is rendered once per
 * edit rather than once per visit.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  /** Called when content changed here, so other instances can drop their copies too. */
  onChange: (() => void) | undefined;

  get generation(): number {
    return this.#generation;
  }

  /** Content changed on this instance: drop the pages, and tell the others. */
  invalidate(): void {
    this.clear();
    this.onChange?.();
  }

  /** Drops every page (content changed here or on another instance). */
  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Entry, generation: number): void {
    // A page rendered before the content changed must not be kept after the change.
    if (generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }
}

/** Save-Data: on. Such a visitor gets a lighter variant of each page (see RenderContext). */
export function wantsLessData(req: IncomingMessage): boolean {
  return String(req.headers["save-data"] ?? "").toLowerCase() === "on";
}

/** The query parameters each page reads, with the values it knows; any other is ignored. */
const PAGE_PARAMETERS: Record<string, Record<string, readonly string[]>> = {
  "/services": { category: SERVICE_CATEGORIES },
};
/** A client navigation's data request names the loaders it wants: only routes of ours. */
const ROUTE_LIST = /^(root|routes\/public\/[a-z.$]+)(,(root|routes\/public\/[a-z.$]+)){0,4}$/;

/**
 * The key a page is cached under: its path and the parameters it reads. Parameters it does
 * not read (`?utm_source=…`, `?x=1`) share the page's entry, so they cannot fill the cache;
 * a value the page does not know is not cached at all, since the page shows something else.
 * Null when the request must not be cached.
 */
export function pageCacheKey(url: URL): string | null {
  const dataRequest = url.pathname.endsWith(".data");
  const page = dataRequest ? url.pathname.slice(0, -".data".length) : url.pathname;
  const known = PAGE_PARAMETERS[page === "/_root" ? "/" : page] ?? {};
  const kept = new URLSearchParams();
  for (const [name, values] of Object.entries(known)) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    if (!values.includes(value)) return null;
    kept.set(name, value);
  }
  const routes = url.searchParams.get("_routes");
  if (dataRequest && routes !== null) {
    if (!ROUTE_LIST.test(routes)) return null;
    kept.set("_routes", routes);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Serves public pages from the cache, and keeps what it renders. Content writes clear it
 * (see ContentWrites), nothing else does.
 */
export function pageCacheMiddleware(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || NEVER_CACHED.test(req.path)) {
      return next();
    }
    const path = pageCacheKey(new URL(req.originalUrl, "http://page.invalid"));
    const key = path !== null && wantsLessData(req) ? `${path} save-data` : path;
    if (key === null) {
      res.set("X-Page-Cache", "bypass");
      return next();
    }

    const nonce = res.locals.cspNonce as string;
    const hit = cache.get(key);
    if (hit) {
      const body = hit.nonce
        ? Buffer.from(
            hit.body.toString("utf8").replaceAll(`nonce="${hit.nonce}"`, `nonce="${nonce}"`),
          )
        : hit.body;
      res
        .set("X-Page-Cache", "hit")
        .type(hit.contentType)
        .send(req.method === "HEAD" ? undefined : body);
      return;
    }

    res.set("X-Page-Cache", "miss");
    const page: PageFlags = { servedBuiltIn: false };
    res.locals.page = page;
    if (req.method === "GET") captureInto(cache, key, res, page, nonce);
    next();
  };
}

/** Records the body as the response is written, and stores it if it is a page worth keeping. */
function captureInto(cache: PageCache, key: string, res: Response, page: PageFlags, nonce: string) {
  const generation = cache.generation;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const record = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") {
      chunks.push(
        Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk));
    }
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    record(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== "function") record(chunk, rest[0]);
    const contentType = String(res.getHeader("content-type") ?? "");
    const cacheable =
      res.statusCode === 200 &&
      !page.servedBuiltIn &&
      !res.getHeader("set-cookie") &&
      /^(text\/html|text\/x-script|text\/xml|text\/plain|application\/xml)/.test(contentType);
    if (cacheable) {
      cache.set(
        key,
        { body: Buffer.concat(chunks), contentType, nonce, storedAt: Date.now() },
        generation,
      );
    }
    return end(chunk, ...rest);
  }) as Response["end"];
}
