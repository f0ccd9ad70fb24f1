import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

function patternsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    return [...(entry.path || entry.index ? [own] : []), ...patternsOf(entry.children ?? [], own)];
  });
}

/** Every route pattern of app/routes.ts, parents' paths joined to their children's. */
export function routePatterns(): string[] {
  return patternsOf(routes);
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
