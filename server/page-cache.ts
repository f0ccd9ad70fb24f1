import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler, Response } from "express";
import { isQuoteLine, isReferenceOf, REFERENCE_PARAMETER } from "../app/domain/inquiries.model.ts";
import { SERVICE_CATEGORIES } from "../app/domain/services.model.ts";
import type { PageFlags } from "../app/http/context.server.ts";
import { isPrivatePath } from "../app/lib/site-areas.ts";
import { fillTemplate, gzipTemplate, makeTemplate, type PageTemplate } from "./page-template.ts";

/** A cached page is served for at most this long, so nothing stale outlives a missed signal. */
const MAX_AGE_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 500;

/**
 * What public pages tell browsers and shared caches: a browser asks again every time (a 304 when
 * nothing changed); a CDN or proxy may keep a page 10 seconds and serve it a minute longer while
 * it fetches the new one, so an edit shows within seconds.
 */
const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
/** A page filled in for one visitor is theirs alone, and good for one look. */
const SLOTTED_PAGE_CACHE_CONTROL = "private, no-store";

/** An error answered at a public address: not a page to keep anywhere. */
const ERROR_CACHE_CONTROL = "no-store";

/** Everything but these is a public page, the same for everyone. */
const NEVER_CACHED = /^\/(uploads|assets|images)\/|^\/(healthz|readyz|sw\.js)$/;
const CACHEABLE_TYPE = /^(text\/html|text\/xml|text\/plain|application\/xml)/;
// Per response or per connection, never stored with a page.
const UNSTORED_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "cache-control",
  "x-page-cache",
  "set-cookie",
]);

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";

/** A page as it is sent: its bytes in each encoding, with their headers ready to write. */
interface StoredPage {
  etag: string;
  storedAt: number;
  bodies: Record<Encoding, Buffer>;
  /** Raw header lists (name, value, name, value…) for writeHead, one per encoding. */
  headers: Record<Encoding, string[]>;
  notModified: string[];
}

/**
 * A page stored with its visitor's value cut out (see SLOTTED_PAGES): sent as it is or gzipped,
 * with the length of each answer added to its headers.
 */
interface SlottedPage {
  storedAt: number;
  template: PageTemplate;
  headers: Record<Exclude<Encoding, "br">, string[]>;
}

/** Save-Data: on. Such a visitor gets a lighter variant of each page (see RenderContext). */
export function wantsLessData(req: IncomingMessage): boolean {
  return String(req.headers["save-data"] ?? "").toLowerCase() === "on";
}

/** The query parameters each page reads, with the values it knows; any other is ignored. */
const PAGE_PARAMETERS: Record<string, Record<string, readonly string[]>> = {
  "/services": { category: SERVICE_CATEGORIES },
};

/**
 * Pages that differ between visitors by one value of the query and nothing else: the answer to
 * a quote request shows its reference. Such a page is stored once per path with the value cut
 * out, and each visitor's value, checked first, is put back as it is served.
 */
const SLOTTED_PAGES = [
  {
    path: /^\/quote\/([^/]+)\/sent$/,
    parameter: REFERENCE_PARAMETER,
    accepts: (path: RegExpExecArray, value: string) =>
      isQuoteLine(path[1]) && isReferenceOf(path[1], value),
  },
];

/** Where a request's page is stored, and the visitor's value of a slotted page. */
export interface CacheAddress {
  key: string;
  slot?: string;
}

/**
 * Where a page is cached: its key (its path, the parameters it reads and whether the visitor
 * saves data), and for a slotted page the visitor's value. Parameters it does not read
 * (`?utm_source=…`, `?x=1`) share the page's entry, so they cannot fill the cache; a value the
 * page does not know is not cached at all, since the page shows something else. Null when the
 * request must not be cached.
 */
export function cacheAddress(url: URL, saveData: boolean): CacheAddress | null {
  if (isPrivatePath(url.pathname) || NEVER_CACHED.test(url.pathname)) return null;
  const withSaveData = (path: string) => (saveData ? `${path} save-data` : path);
  for (const slotted of SLOTTED_PAGES) {
    const path = slotted.path.exec(url.pathname);
    if (!path) continue;
    const value = url.searchParams.get(slotted.parameter);
    if (value === null || !slotted.accepts(path, value)) return null;
    return { key: withSaveData(`${url.pathname}?${slotted.parameter}=*`), slot: value };
  }
  const known = PAGE_PARAMETERS[url.pathname] ?? {};
  const kept = new URLSearchParams();
  for (const [name, values] of Object.entries(known)) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    if (!values.includes(value)) return null;
    kept.set(name, value);
  }
  const query = kept.toString();
  return { key: withSaveData(query ? `${url.pathname}?${query}` : url.pathname) };
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

function rawHeaders(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined
      ? []
      : Array.isArray(value)
        ? value.flatMap((each) => [name, each])
        : [name, String(value)],
  );
}

/** The headers a page is stored with: those of the page, not of one response or connection. */
function keptHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase())),
  );
}

/** A rendered page with a visitor's value, ready to store with the value cut out. */
async function prepareSlotted(
  body: Buffer,
  headers: OutgoingHttpHeaders,
  slot: string,
): Promise<SlottedPage | null> {
  const template = await makeTemplate(body, slot);
  if (!template) return null;
  const common = {
    ...keptHeaders(headers),
    "Cache-Control": SLOTTED_PAGE_CACHE_CONTROL,
    Vary: "Accept-Encoding, Save-Data",
    "X-Page-Cache": "hit",
  };
  return {
    storedAt: Date.now(),
    template,
    headers: {
      gzip: rawHeaders({ ...common, "Content-Encoding": "gzip" }),
      identity: rawHeaders(common),
    },
  };
}

/** A rendered page, ready to store: everything it is sent with, made once. */
async function prepare(body: Buffer, headers: OutgoingHttpHeaders): Promise<StoredPage> {
  const [br, gz] = await Promise.all([
    compressBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    compressGzip(body, { level: 9 }),
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const kept = keptHeaders(headers);
  const common = {
    "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
    ETag: etag,
    Vary: "Accept-Encoding, Save-Data",
    "X-Page-Cache": "hit",
  };
  const bodies = { br, gzip: gz, identity: body };
  const forEncoding = (encoding: Encoding) =>
    rawHeaders({
      ...kept,
      ...common,
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      "Content-Length": bodies[encoding].length,
    });
  return {
    etag,
    storedAt: Date.now(),
    bodies,
    headers: {
      br: forEncoding("br"),
      gzip: forEncoding("gzip"),
      identity: forEncoding("identity"),
    },
    notModified: rawHeaders(common),
  };
}

/**
 * Keeps rendered public pages in memory until content changes, so a page is rendered once per
 * edit rather than once per visit, and served as stored, before the web framework runs.
 */
export class PageCache {
  readonly #entries = new Map<string, StoredPage | SlottedPage>();
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

  /**
   * A value made from content, kept as the pages are: made again once content has changed (or
   * it is as old as a page may get). A read that fails is not kept, so the next call tries again.
   */
  keep<T>(read: () => Promise<T>): () => Promise<T> {
    let kept: { generation: number; storedAt: number; value: Promise<T> } | undefined;
    return () => {
      const fresh =
        kept?.generation === this.#generation && Date.now() - kept.storedAt <= MAX_AGE_MS;
      if (!kept || !fresh) {
        const entry = { generation: this.#generation, storedAt: Date.now(), value: read() };
        entry.value.catch(() => {
          if (kept === entry) kept = undefined;
        });
        kept = entry;
      }
      return kept.value;
    };
  }

  get(key: string): StoredPage | SlottedPage | undefined {
    const entry = this.#entries.get(key);
    if (entry && Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Stores a page rendered at `generation`, unless content changed since; a slotted page with
   * the visitor's value (`slot`) cut out, unless the value is not in it.
   */
  async store(
    key: string,
    body: Buffer,
    headers: OutgoingHttpHeaders,
    generation: number,
    slot?: string,
  ): Promise<void> {
    const page =
      slot === undefined ? await prepare(body, headers) : await prepareSlotted(body, headers, slot);
    // A page rendered before the content changed must not be kept after the change.
    if (!page || generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, page);
  }

  /**
   * Answers a request for a stored page straight from memory: the stored bytes in the encoding
   * the client takes, or 304 when it already has them. False when the page is not stored (the
   * web framework then renders it).
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const address = cacheAddress(
      new URL(req.url ?? "/", "http://page.invalid"),
      wantsLessData(req),
    );
    const page = address ? this.get(address.key) : undefined;
    if (!page) return false;
    if ("template" in page) {
      if (address?.slot === undefined) return false;
      const gzip = chooseEncoding(req.headers["accept-encoding"]) !== "identity";
      const body = gzip
        ? gzipTemplate(page.template, address.slot)
        : fillTemplate(page.template, address.slot);
      res.writeHead(200, [
        ...page.headers[gzip ? "gzip" : "identity"],
        "Content-Length",
        String(body.length),
      ]);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    }
    if (matchesEtag(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304, page.notModified);
      res.end();
      return true;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.writeHead(200, page.headers[encoding]);
    res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
    return true;
  }
}

/**
 * On the framework's side of a public page the cache missed: sends it with the public pages'
 * Cache-Control, and keeps what it renders (content writes clear it, see ContentWrites).
 */
export function pageCacheMiddleware(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = cacheAddress(
      new URL(req.originalUrl, "http://page.invalid"),
      wantsLessData(req),
    );
    if (address === null) {
      if (!isPrivatePath(req.path) && !NEVER_CACHED.test(req.path))
        res.set("X-Page-Cache", "bypass");
      return next();
    }
    res.set({
      "X-Page-Cache": "miss",
      "Cache-Control":
        address.slot === undefined ? PUBLIC_PAGE_CACHE_CONTROL : SLOTTED_PAGE_CACHE_CONTROL,
    });
    res.vary("Save-Data");
    keepErrorsUnstored(res);
    const page: PageFlags = { servedBuiltIn: false };
    res.locals.page = page;
    if (req.method === "GET") captureInto(cache, address, res, page);
    next();
  };
}

/**
 * A public address answered with an error (the site's 404 or 500 page) is kept by nobody: not
 * by this cache (it stores 200s only), nor by a CDN or browser, so a page created at that
 * address, or the end of an outage, shows at once.
 */
function keepErrorsUnstored(res: Response) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status >= 400) res.setHeader("Cache-Control", ERROR_CACHE_CONTROL);
    return writeHead(status, ...rest);
  }) as Response["writeHead"];
}

/** Records the body as the response is written, and stores it if it is a page worth keeping. */
function captureInto(cache: PageCache, address: CacheAddress, res: Response, page: PageFlags) {
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
    const cacheable =
      res.statusCode === 200 &&
      !page.servedBuiltIn &&
      !res.getHeader("set-cookie") &&
      CACHEABLE_TYPE.test(String(res.getHeader("content-type") ?? ""));
    if (cacheable) {
      const headers = res.getHeaders();
      void cache
        .store(address.key, Buffer.concat(chunks), headers, generation, address.slot)
        .catch((error: unknown) => res.req.log.warn({ err: error }, "a page could not be stored"));
    }
    return end(chunk, ...rest);
  }) as Response["end"];
}
