import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

/** A route of the table: its pattern (parents' paths joined to its own) and its module. */
export interface RouteEntry {
  pattern: string;
  file: string;
}

function entriesOf(entries: RouteConfigEntry[], parent = ""): RouteEntry[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    return [
      ...(entry.path || entry.index ? [{ pattern: own, file: entry.file }] : []),
      ...entriesOf(entry.children ?? [], own),
    ];
  });
}

/** Every route of app/routes.ts with its module. */
export function routeEntries(): RouteEntry[] {
  return entriesOf(routes);
}

/** Every route pattern of app/routes.ts, parents' paths joined to their children's. */
export function routePatterns(): string[] {
  return routeEntries().map((entry) => entry.pattern);
}

/** A URL for a pattern: parameters get `values[name]` or a dummy value, the splat an unknown call. */
export function urlFor(pattern: string, values: Record<string, string> = {}): string {
  return `/${pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return "no-such-call";
      return segment.startsWith(":") ? (values[segment.slice(1)] ?? "dummy-value") : segment;
    })
    .join("/")}`;
}
