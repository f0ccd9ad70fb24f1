import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { PublicPage } from "../../app/lib/route-handle.ts";
import { makeTemplate, type PageTemplate } from "../page-template.ts";
import { splitTarget } from "../route-table.ts";
import {
  type Encoding,
  type PageVariant,
  pageVariant,
  sendSlottedPage,
  sendStoredPage,
  wantsLessData,
} from "./negotiation.ts";

/** A cached page is served for at most this long, so nothing stale outlives a missed signal. */
const MAX_AGE_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 500;

/**
 * What public pages tell browsers and shared caches: a browser asks again every time (a 304 when
 * nothing changed); a CDN or proxy may keep a page 10 seconds and serve it a minute longer while
 * it fetches the new one, so an edit shows within seconds.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
/** A page filled in for one visitor is theirs alone, and good for one look. */
export const SLOTTED_PAGE_CACHE_CONTROL = "private, no-store";

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

/** A page as it is sent: its bytes in each encoding, with their headers ready to write. */
export interface StoredPage {
  etag: string;
  storedAt: number;
  bodies: Record<Encoding, Buffer>;
  /** Raw header lists (name, value, name, value…) for writeHead, one per encoding. */
  headers: Record<Encoding, string[]>;
  notModified: string[];
}

/**
 * A page stored with its visitor's value cut out (see `PageSlot`): sent as it is or gzipped,
 * with the length of each answer added to its headers.
 */
export interface SlottedPage {
  storedAt: number;
  template: PageTemplate;
  headers: Record<Exclude<Encoding, "br">, string[]>;
}

/** A public page's path as stored: its route's declaration and the route's parameters. */
interface StoredPath {
  page: PublicPage;
  params: Readonly<Record<string, string | undefined>>;
}

/** Where a rendered public page is kept: its path, its route's declaration, its variant. */
export interface PageAddress extends StoredPath {
  path: string;
  saveData: boolean;
  variant: PageVariant;
}

function pathKey(path: string, saveData: boolean): string {
  return saveData ? `${path} save-data` : path;
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
 * edit rather than once per visit, and served as stored, before the web framework runs. Only
 * the framework's side stores a page, and only for a route that declared itself public, at the
 * path that route spells (see server/route-table.ts); so the fast path needs no route table: a
 * path it has stored is a public page's, in its one spelling.
 */
export class PageCache {
  readonly #paths = new Map<string, StoredPath>();
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
    this.#paths.clear();
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

  #get(key: string): StoredPage | SlottedPage | undefined {
    const entry = this.#entries.get(key);
    if (entry && Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Stores a page rendered at `generation`, unless content changed since; a slotted page with
   * the visitor's value cut out, unless the value is not in it. Whether the page was kept.
   */
  async store(
    address: PageAddress,
    body: Buffer,
    headers: OutgoingHttpHeaders,
    generation: number,
  ): Promise<boolean> {
    const { slot } = address.variant;
    const page =
      slot === undefined ? await prepare(body, headers) : await prepareSlotted(body, headers, slot);
    // A page rendered before the content changed must not be kept after the change.
    if (!page || generation !== this.#generation) return false;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const path = pathKey(address.path, address.saveData);
    this.#paths.set(path, { page: address.page, params: address.params });
    this.#entries.set(`${path} ${address.variant.key}`, page);
    return true;
  }

  /**
   * Answers a request for a stored page straight from memory (see negotiation.ts). False when
   * the page is not stored (the web framework then renders it). The path is compared as sent:
   * another spelling of a stored page is not it, and goes on to the framework, which redirects it.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const { path, query } = splitTarget(req.url ?? "/");
    const key = pathKey(path, wantsLessData(req));
    const stored = this.#paths.get(key);
    const variant = stored && pageVariant(stored.page, stored.params, query);
    const page = variant ? this.#get(`${key} ${variant.key}`) : undefined;
    if (!page) return false;
    if ("template" in page) {
      if (variant?.slot === undefined) return false;
      sendSlottedPage(req, res, page, variant.slot);
    } else {
      sendStoredPage(req, res, page);
    }
    return true;
  }
}
