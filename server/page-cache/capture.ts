import type { RequestHandler, Response } from "express";
import type { PageFlags } from "../../app/http/context.server.ts";
import { publicAnswerOf } from "../answers.ts";
import { splitTarget } from "../route-table.ts";
import { pageVariant, wantsLessData } from "./negotiation.ts";
import {
  type PageAddress,
  type PageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
  SLOTTED_PAGE_CACHE_CONTROL,
} from "./store.ts";

const CACHEABLE_TYPE = /^(text\/html|text\/xml|text\/plain|application\/xml)/;

/**
 * On the framework's side of a public page the cache missed: sends it with the public pages'
 * Cache-Control, and keeps what it renders (content writes clear it, see ContentWrites). Only
 * for a page its route declared public, asked for in the route's own spelling by a visitor
 * without a session (see `publicAnswerOf` in server/answers.ts); every other answer stays
 * private.
 */
export function pageCacheMiddleware(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const page: PageFlags = { servedBuiltIn: false };
    res.locals.page = page;
    const answer = publicAnswerOf(res);
    if (answer?.handle.publicAnswer?.kind !== "page") return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { path, query } = splitTarget(req.originalUrl);
    const variant = pageVariant(answer.handle.publicAnswer, answer.params, query);
    if (variant === null) {
      res.set({ "X-Page-Cache": "bypass", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL });
      return next();
    }
    res.set({
      "X-Page-Cache": "miss",
      "Cache-Control":
        variant.slot === undefined ? PUBLIC_PAGE_CACHE_CONTROL : SLOTTED_PAGE_CACHE_CONTROL,
    });
    res.vary("Save-Data");
    const address: PageAddress = {
      path,
      saveData: wantsLessData(req),
      page: answer.handle.publicAnswer,
      params: answer.params,
      variant,
    };
    if (req.method === "GET") captureInto(cache, address, res, page);
    next();
  };
}

/**
 * Records the body as the response is written, and stores it if it is a page worth keeping.
 * Whether it was kept is logged at debug level, once known: the tests wait for that line
 * instead of asking again until the page is served from memory.
 */
function captureInto(cache: PageCache, address: PageAddress, res: Response, page: PageFlags) {
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
    const log = res.req.log;
    const stored = { page: `${address.path}${address.variant.key}`, saveData: address.saveData };
    const settled = (kept: boolean) =>
      log.debug({ ...stored, kept }, kept ? "page kept" : "page not kept");
    if (cacheable) {
      void cache
        .store(address, Buffer.concat(chunks), res.getHeaders(), generation)
        .then(settled, (error: unknown) =>
          log.warn({ ...stored, kept: false, err: error }, "a page could not be stored"),
        );
    } else {
      settled(false);
    }
    return end(chunk, ...rest);
  }) as Response["end"];
}
