import type { Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/config/env.server.ts";
import type { BodyLimits } from "../app/http/body-limits.ts";
import { carriesSessionCookie } from "../app/http/cookies.server.ts";
import { bodyLimitsOf } from "../app/lib/route-handle.ts";
import { type ResolvedRoute, RouteTable, splitTarget } from "./route-table.ts";

// Private by default, decided once. Every request the framework's side receives is resolved
// against the route table here, before anything else reads it; the route's own declaration then
// decides whether its answer may be kept by anyone. Caching headers, the stored-page cache, the
// nonce and the log all read that one decision (decision 060).

/** The cache header of every answer that is not public: kept by no browser, proxy or cache. */
export const PRIVATE_CACHE_CONTROL = "no-store";

interface Resolved {
  /** The route that answers (for a path that cannot be decoded, the one that refuses it). */
  route: ResolvedRoute | null;
  canonical: boolean;
  malformed: boolean;
  /** The route, when this answer may be public: declared so, and asked for as the table spells it. */
  publicAnswer: ResolvedRoute | undefined;
}

function resolvedOf(res: Response): Resolved | undefined {
  return res.locals.resolved as Resolved | undefined;
}

/** The route answering this request, as resolved. */
export function routeOf(res: Response): ResolvedRoute | null {
  return resolvedOf(res)?.route ?? null;
}

/** What the body of this request may hold, as its route declared. */
export function bodyLimitsFor(res: Response): BodyLimits {
  const route = routeOf(res);
  return bodyLimitsOf(route?.handle, route?.params ?? {});
}

/**
 * The route answering this request when its answer may be public: the route declares it, the
 * path is the route's own spelling, and for a page, the visitor has no session (a page rendered
 * for signed-in staff is theirs alone). Undefined for every other answer, which is private.
 */
export function publicAnswerOf(res: Response): ResolvedRoute | undefined {
  return resolvedOf(res)?.publicAnswer;
}

/**
 * The route table of the build being served: made once in production; in development the
 * build is loaded afresh for each request (through Vite), and its table with it.
 */
export function routeTables(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const tables = new WeakMap<ServerBuild, RouteTable>();
  let latest: RouteTable | undefined;
  const tableOf = (served: ServerBuild) => {
    let table = tables.get(served);
    if (!table) {
      table = new RouteTable(served);
      tables.set(served, table);
    }
    latest = table;
    return table;
  };
  if (typeof build !== "function") tableOf(build);
  return {
    current: async () => (typeof build === "function" ? tableOf(await build()) : tableOf(build)),
    /** The table last used, for the log (none yet only in development, before a request). */
    latest: () => latest,
  };
}

/**
 * Resolves the request's route, and makes every answer private unless it is public by its
 * route's declaration: `Cache-Control: no-store` is written over whatever else was set, as the
 * headers go out, so no code path can send a private answer with public headers. An error
 * (status 400 and up) is kept by nobody either, public address or not: a page created at that
 * address, or the end of an outage, shows at once.
 */
export function resolveRoutes(env: Env, tables: ReturnType<typeof routeTables>): RequestHandler {
  return async (req, res, next) => {
    try {
      const table = await tables.current();
      const { route, canonical, malformed } = table.resolve(splitTarget(req.url).path);
      const declared = route?.handle.publicAnswer;
      const isPublic =
        route !== null &&
        declared !== undefined &&
        canonical &&
        (declared.kind === "file" || !carriesSessionCookie(req.headers.cookie, env));
      res.locals.resolved = {
        route,
        canonical,
        malformed,
        publicAnswer: isPublic ? route : undefined,
      } satisfies Resolved;
      keepPrivateUnlessPublic(res, isPublic);
      next();
    } catch (error) {
      next(error);
    }
  };
}

function keepPrivateUnlessPublic(res: Response, isPublic: boolean) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (!isPublic || status >= 400) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      // Raw header lists given to writeHead itself win over setHeader: keep them private too.
      for (const headers of rest) {
        if (Array.isArray(headers)) {
          for (let at = 0; at < headers.length; at += 2) {
            if (String(headers[at]).toLowerCase() === "cache-control") {
              headers[at + 1] = PRIVATE_CACHE_CONTROL;
            }
          }
        } else if (headers && typeof headers === "object") {
          for (const name of Object.keys(headers)) {
            if (name.toLowerCase() === "cache-control") {
              (headers as Record<string, unknown>)[name] = PRIVATE_CACHE_CONTROL;
            }
          }
        }
      }
    }
    return writeHead(status, ...rest);
  }) as Response["writeHead"];
}

/**
 * Answers only the route table's own spelling of a path. Another spelling (other letter case,
 * percent-encoded letters, doubled slashes, dot segments, a trailing slash) is redirected to it
 * (301, the query kept) when the request is a GET or HEAD, and is a 404 otherwise, since a
 * browser would repeat a redirected form as a GET. A path that cannot be decoded is a 400.
 */
export function answerCanonicalPathsOnly(
  refuse: (req: Request, res: Response, status: number, message: string) => void,
): RequestHandler {
  return (req, res, next) => {
    const resolved = resolvedOf(res);
    if (!resolved?.route || resolved.malformed) {
      refuse(req, res, 400, "This request could not be understood.");
      return;
    }
    if (resolved.canonical) return next();
    if (req.method === "GET" || req.method === "HEAD") {
      const { query } = splitTarget(req.url);
      res.redirect(301, `${resolved.route.canonicalPath}${query ? `?${query}` : ""}`);
      return;
    }
    refuse(req, res, 404, "There is nothing at this address.");
  };
}
