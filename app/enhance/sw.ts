import { languageOfPath, pathIn } from "../i18n/paths.ts";
import { KEPT_MESSAGES_SYNC_TAG, sendKeptMessages } from "./kept-messages.ts";

// The public site's service worker. Pages a visitor has opened, and the site's files, open
// again without a connection; a page never opened shows the offline page in its language (the
// languages of the pages open at install, and of each page fetched later); messages written
// offline are sent when the connection returns (kept-messages.ts). It keeps only what the server marked
// public (server/answers.ts): a page of the content manager, an API answer, or a public page
// rendered for signed-in staff is never kept, whatever its address looks like.

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time (scripts/build/vite-public-scripts.ts): what every visit keeps. */
declare const PRECACHE: string[];
/** The offline page's address in the source language; `pathIn` gives it in the others. */
declare const OFFLINE_PAGE: string;
declare const BUILD: string;

const SHELL = `shell-${BUILD}`;
const PAGES = "pages";
const FILES = "files";
/** On a slow connection, how long a page may take before the copy kept here is shown. */
const PAGE_TIMEOUT_MS = 6000;
const MAX_PAGES = 40;
const MAX_FILES = 80;
/** Files whose names change with their content: a kept copy is always right. */
const NAMED_BY_CONTENT = /^\/(assets|images|uploads)\//;

/** Whether the server said anyone may keep this answer; every other answer is private. */
function markedPublic(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return cacheControl.split(",").some((directive) => directive.trim().toLowerCase() === "public");
}

/** A successful answer of this site's own that the server marked public. */
function keepable(response: Response): boolean {
  return response.ok && response.type === "basic" && markedPublic(response);
}

/** Drops the oldest entries (caches keep insertion order) beyond `max`. */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function keep(cacheName: string, request: Request | string, response: Response, max: number) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  await trim(cache, max);
}

/**
 * A page from the network, kept for later; when the network fails, or is slower than
 * PAGE_TIMEOUT_MS and a copy is kept, the kept copy; else the offline page.
 */
async function page(event: FetchEvent): Promise<Response> {
  // Always asked of the server (a 304 when nothing changed): the stale-while-revalidate that
  // lets a CDN serve a page while it fetches the new one must not show this visitor an old one.
  const fromNetwork = fetch(new Request(event.request, { cache: "no-cache" })).then((response) => {
    if (keepable(response)) {
      event.waitUntil(keep(PAGES, event.request, response.clone(), MAX_PAGES));
      event.waitUntil(keepOfflinePageFor(event.request.url).catch(() => undefined));
    }
    return response;
  });
  const timeout = new Promise<"slow">((resolve) => setTimeout(resolve, PAGE_TIMEOUT_MS, "slow"));
  const first = await Promise.race([fromNetwork.catch(() => "failed" as const), timeout]);
  if (first instanceof Response) return first;
  // Save-Data may differ from when the copy was kept; any copy beats none.
  const kept = await caches.match(event.request, { cacheName: PAGES, ignoreVary: true });
  if (kept) return kept;
  if (first === "slow") {
    const late = await fromNetwork.catch(() => null);
    if (late) return late;
  }
  const offline = offlinePageFor(event.request.url);
  return (
    (await caches.match(offline, { cacheName: SHELL })) ??
    (await caches.match(OFFLINE_PAGE, { cacheName: SHELL })) ??
    Response.error()
  );
}

/** The offline page in the language of the page at `url`. */
function offlinePageFor(url: string): string {
  return pathIn(languageOfPath(new URL(url).pathname), OFFLINE_PAGE);
}

/** Keeps the offline page in the language of the page at `url`, unless it is kept already. */
async function keepOfflinePageFor(url: string): Promise<void> {
  const offline = offlinePageFor(url);
  const shell = await caches.open(SHELL);
  if (!(await shell.match(offline))) await shell.add(offline);
}

/** A file from any copy kept here, else from the network (and kept). */
async function file(request: Request): Promise<Response> {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await keep(FILES, request, response.clone(), MAX_FILES);
  return response;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all([caches.open(SHELL), self.clients.matchAll({ includeUncontrolled: true })])
      .then(([cache, open]) => {
        // The offline page in the source language, and in those of the pages open now.
        const offline = new Set([OFFLINE_PAGE, ...open.map(({ url }) => offlinePageFor(url))]);
        return cache.addAll([...PRECACHE, ...offline]);
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("shell-") && name !== SHELL)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(page(event));
  else if (NAMED_BY_CONTENT.test(url.pathname) || PRECACHE.includes(url.pathname)) {
    event.respondWith(file(request));
  }
});

// The page the visitor first opened came before this worker: the page asks for it to be kept.
self.addEventListener("message", (event) => {
  const data = event.data as { keepPage?: unknown } | null;
  if (typeof data?.keepPage !== "string") return;
  const url = new URL(data.keepPage, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    fetch(url).then((response) =>
      keepable(response) ? keep(PAGES, url.href, response, MAX_PAGES) : undefined,
    ),
  );
});

/**
 * Sends the messages kept offline, and tells the open pages so they can say what became of them
 * (sent or refused); with none open, the next page says it.
 */
async function sendKeptAndTell(): Promise<void> {
  const settled = await sendKeptMessages();
  if (settled === 0) return;
  for (const client of await self.clients.matchAll({ type: "window" })) {
    client.postMessage({ keptMessagesSent: settled });
  }
}

self.addEventListener("sync", (event) => {
  if (event.tag === KEPT_MESSAGES_SYNC_TAG) event.waitUntil(sendKeptAndTell());
});

/** Background Sync's event (not yet in TypeScript's worker types). */
interface BackgroundSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: BackgroundSyncEvent;
  }
}
