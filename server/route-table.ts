import type { ServerBuild } from "react-router";
import { type RouteHandle, routeHandleOf } from "../app/lib/route-handle.ts";

// The route table as the edge reads it: which route answers a path (matched as React Router
// matches it, so the edge and the renderer agree; route-table.test.ts compares the two on every
// route) and how the table spells that path. React Router matches
// case-insensitively on the decoded path, so `/ADMIN/Messages`, `/%61dmin/messages` and
// `/admin//messages/` all reach the inbox; the edge answers only the table's own spelling and
// redirects every other one to it, so no cache, log or check ever sees a second spelling.

/** The route that answers a path, with what it declares (`app/lib/route-handle.ts`). */
export interface ResolvedRoute {
  id: string;
  /** The route's whole pattern, its parents' paths joined (`services/:slug`). */
  pattern: string;
  params: Readonly<Record<string, string | undefined>>;
  handle: RouteHandle;
  /** The path as the route table spells it, with the request's parameter values. */
  canonicalPath: string;
}

/**
 * The route that answers a path, and whether the path is the table's own spelling; `malformed`
 * when its %-encoding is broken (the route is then only the one whose refusal it gets).
 */
export type Resolution =
  | { route: null; canonical: false; malformed: boolean }
  | { route: ResolvedRoute; canonical: boolean; malformed: boolean };

/** A request target's path and query (without its `?`), as sent: nothing decoded or resolved. */
export function splitTarget(target: string): { path: string; query: string } {
  const queryAt = target.indexOf("?");
  return queryAt < 0
    ? { path: target, query: "" }
    : { path: target.slice(0, queryAt), query: target.slice(queryAt + 1) };
}

/**
 * A route React Router can match by itself (one with a path, or an index route), compiled once:
 * matching each request with React Router's `matchRoutes` flattened and ranked the whole table
 * again, about a millisecond per path.
 */
interface Branch {
  id: string;
  /** The route's whole pattern, its parents' paths joined (`services/:slug`). */
  pattern: string;
  expression: RegExp;
  params: string[];
  score: number;
}

// React Router's ranking: more segments, and static ones above parameters above a splat.
const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const INDEX_ROUTE = 2;
const SPLAT_PENALTY = -2;

function scoreOf(pattern: string, index: boolean): number {
  const segments = `/${pattern}`.split("/").slice(1);
  let score = segments.length + (index ? INDEX_ROUTE : 0);
  for (const segment of segments) {
    if (segment === "*") score += SPLAT_PENALTY;
    else if (segment.startsWith(":")) score += DYNAMIC_SEGMENT;
    else score += segment === "" ? EMPTY_SEGMENT : STATIC_SEGMENT;
  }
  return score;
}

/** The expression React Router compiles for a whole pattern, matched to its end. */
function compile(pattern: string, caseSensitive: boolean): Pick<Branch, "expression" | "params"> {
  const params: string[] = [];
  const segments = pattern.split("/").filter(Boolean);
  const splat = segments.at(-1) === "*";
  const fixed = (splat ? segments.slice(0, -1) : segments).map((segment) => {
    if (!segment.startsWith(":")) return `\\/${segment.replace(/[\\.*+^${}|()[\]]/g, "\\$&")}`;
    params.push(segment.slice(1));
    return "\\/([^\\/]+)";
  });
  let source = `^${fixed.join("")}`;
  if (splat) {
    params.push("*");
    source += segments.length === 1 ? "\\/?(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else source += "\\/*$";
  return { expression: new RegExp(source, caseSensitive ? undefined : "i"), params };
}

/** Characters a path segment may carry as they are (RFC 3986's pchar, less `%`). */
const KEPT_IN_SEGMENTS = /%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/g;

/** A path segment as the table writes it: percent-encoded where it must be, nowhere else. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(KEPT_IN_SEGMENTS, (escaped) =>
    decodeURIComponent(escaped),
  );
}

/**
 * A path's segments decoded, with empty and dot segments resolved (`//`, `/./`, `/../`, and
 * their percent-encoded forms). A segment whose %-encoding is broken stays as sent, as React
 * Router leaves it, and the path is `malformed`.
 */
function decodedSegments(path: string): { segments: string[]; malformed: boolean } {
  const segments: string[] = [];
  let malformed = false;
  for (const raw of path.split("/")) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      malformed = true;
    }
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return { segments, malformed };
}

/** The path of `pattern` with these parameter values, each segment spelled as the table does. */
function spell(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === "*") return (params["*"] ?? "").split("/").filter(Boolean).map(encodeSegment);
      if (segment.startsWith(":")) return [encodeSegment(params[segment.slice(1)] ?? "")];
      return [segment];
    });
  return `/${segments.join("/")}`;
}

/** The build's routes as React Router ranks them, each compiled once. */
function branchesOf(build: ServerBuild): Branch[] {
  const manifest = Object.values(build.routes).flatMap((route) => (route ? [route] : []));
  const byId = new Map(manifest.map((route) => [route.id, route]));
  const patternOf = (id: string | undefined): string => {
    const route = id === undefined ? undefined : byId.get(id);
    if (!route) return "";
    return [patternOf(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return manifest
    .filter((route) => route.path !== undefined || route.index)
    .map((route, order) => {
      const pattern = patternOf(route.id);
      return {
        id: route.id,
        pattern,
        ...compile(pattern, route.caseSensitive ?? false),
        score: scoreOf(pattern, route.index ?? false),
        order,
      };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
}

/** Resolutions kept per raw path: most requests are for a few hundred paths. */
const REMEMBERED_PATHS = 2000;

export class RouteTable {
  readonly #branches: Branch[];
  readonly #handles: Map<string, RouteHandle>;
  readonly #resolved = new Map<string, Resolution>();
  /** For each route with secret parameters, the part of its path before the first secret. */
  readonly #secretPrefixes: string[];

  constructor(build: ServerBuild) {
    this.#branches = branchesOf(build);
    this.#handles = new Map(
      Object.values(build.routes).flatMap((route) =>
        route ? [[route.id, routeHandleOf(route.module)] as const] : [],
      ),
    );
    this.#secretPrefixes = this.#branches.flatMap(({ id, pattern }) => {
      const secrets = this.#handles.get(id)?.secretParams ?? [];
      const segments = pattern.split("/");
      const first = segments.findIndex((segment) => secrets.includes(segment.slice(1)));
      return first >= 0 ? [`/${segments.slice(0, first).join("/")}/`] : [];
    });
  }

  /** The route that answers `path` (no query), and whether `path` is the table's spelling. */
  resolve(path: string): Resolution {
    const known = this.#resolved.get(path);
    if (known) return known;
    const resolution = this.#resolveAfresh(path);
    if (this.#resolved.size >= REMEMBERED_PATHS) this.#resolved.clear();
    this.#resolved.set(path, resolution);
    return resolution;
  }

  #resolveAfresh(path: string): Resolution {
    const { segments, malformed } = decodedSegments(path);
    // React Router matches the decoded path, with a `/` inside a segment kept as `%2F`.
    const matched = `/${segments.map((segment) => segment.replaceAll("/", "%2F")).join("/")}`;
    for (const { id, pattern, expression, params: names } of this.#branches) {
      const found = expression.exec(matched);
      if (!found) continue;
      const params = Object.fromEntries(
        names.map((name, at) => [name, found[at + 1]?.replaceAll("%2F", "/")]),
      );
      return this.#resolution(id, pattern, params, path, malformed);
    }
    // The table ends in catch-all routes, so every path has one.
    return { route: null, canonical: false, malformed };
  }

  #resolution(
    id: string,
    pattern: string,
    params: Record<string, string | undefined>,
    path: string,
    malformed: boolean,
  ): Resolution {
    const canonicalPath = spell(pattern, params);
    return {
      route: {
        id,
        pattern,
        params,
        handle: this.#handles.get(id) ?? {},
        canonicalPath,
      },
      // A catch-all route answers "not found" in any spelling: nothing to send anyone to.
      canonical: !malformed && (pattern.endsWith("*") || canonicalPath === path),
      malformed,
    };
  }

  /**
   * The request's address as a log may keep it: its path decoded and resolved, and everything
   * from a secret parameter on hidden. A secret is hidden in any spelling, and also under a
   * longer path that no route takes (`/admin/reset-password/<token>/x`).
   */
  loggedUrl(url: string): string {
    const { segments, malformed } = decodedSegments(splitTarget(url).path);
    if (malformed) return "[malformed path]";
    const decoded = `/${segments.join("/")}`;
    const lower = `${decoded.toLowerCase()}/`;
    const prefix = this.#secretPrefixes.find((secret) => lower.startsWith(secret.toLowerCase()));
    if (prefix) return `${prefix}[hidden]`;
    return url;
  }
}
