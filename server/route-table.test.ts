import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import routes from "../app/routes.ts";
import { routePatterns, urlFor } from "../tests/support/routes.ts";
import { RouteTable } from "./route-table.ts";

// A route table shaped as React Router builds it from app/routes.ts (ids, parents, paths), small
// enough to read; the real table is walked end to end in tests/api/private-answers.test.ts.
function buildOf(
  routes: { id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown }[],
): ServerBuild {
  return {
    routes: Object.fromEntries(
      routes.map(({ handle, ...route }) => [route.id, { ...route, module: { handle } }]),
    ),
  } as unknown as ServerBuild;
}

const table = new RouteTable(
  buildOf([
    { id: "root", path: "" },
    { id: "public/layout", parentId: "root" },
    { id: "public/home", parentId: "public/layout", index: true },
    { id: "public/services.$slug", parentId: "public/layout", path: "services/:slug" },
    { id: "public/not-found", parentId: "public/layout", path: "*" },
    { id: "admin/messages", parentId: "root", path: "admin/messages" },
    {
      id: "admin/reset-password",
      parentId: "root",
      path: "admin/reset-password/:token",
      handle: { secretParams: ["token"] },
    },
    { id: "admin/not-found", parentId: "root", path: "admin/*" },
    { id: "api/contact", parentId: "root", path: "api/contact" },
  ]),
);

describe("RouteTable.resolve", () => {
  test("the table's own spelling is canonical", () => {
    for (const path of ["/", "/admin/messages", "/services/logistics", "/api/contact"]) {
      const { route, canonical } = table.resolve(path);
      expect(canonical, path).toBe(true);
      expect(route?.canonicalPath, path).toBe(path);
    }
  });

  test("every other spelling reaches the same route, and says how the table spells it", () => {
    for (const path of [
      "/ADMIN/Messages",
      "/Admin/messages",
      "/%61dmin/messages",
      "/admin/%6Dessages",
      "//admin/messages",
      "/admin//messages",
      "/admin/./messages",
      "/admin/x/../messages",
      "/admin/%2E%2E/admin/messages",
      "/admin/messages/",
      "/admin/messages//",
    ]) {
      const { route, canonical } = table.resolve(path);
      expect(route?.id, path).toBe("admin/messages");
      expect(canonical, path).toBe(false);
      expect(route?.canonicalPath, path).toBe("/admin/messages");
    }
  });

  test("parameter values keep their case; their encoding is made canonical", () => {
    expect(table.resolve("/services/Health-Tourism")).toMatchObject({
      canonical: true,
      route: { params: { slug: "Health-Tourism" } },
    });
    expect(table.resolve("/SERVICES/logistics").route?.canonicalPath).toBe("/services/logistics");
    expect(table.resolve("/services/logistic%73").route?.canonicalPath).toBe("/services/logistics");
    expect(table.resolve("/services/a%20b")).toMatchObject({
      canonical: true,
      route: { params: { slug: "a b" } },
    });
  });

  test("a catch-all route answers its not-found page in any spelling, without a redirect", () => {
    expect(table.resolve("/No/Such/Page")).toMatchObject({
      canonical: true,
      route: { id: "public/not-found" },
    });
    expect(table.resolve("/ADMIN/no-such")).toMatchObject({
      canonical: true,
      route: { id: "admin/not-found" },
    });
  });

  test("a path whose percent-encoding is broken is malformed, never canonical", () => {
    expect(table.resolve("/admin/%E0%A4%A")).toMatchObject({
      malformed: true,
      canonical: false,
      route: { id: "admin/not-found" },
    });
    expect(table.resolve("/%zz")).toMatchObject({ malformed: true, canonical: false });
  });
});

describe("RouteTable.loggedUrl", () => {
  test("a secret parameter is hidden in every spelling, and under longer paths", () => {
    for (const url of [
      "/admin/reset-password/s3cr3tT0k3n",
      "/ADMIN/Reset-Password/s3cr3tT0k3n",
      "/%61dmin/reset-password/s3cr3tT0k3n",
      "//admin//reset-password/s3cr3tT0k3n/",
      "/admin/reset-password/s3cr3tT0k3n?x=1",
      "/admin/reset-password/s3cr3tT0k3n/more",
      "/admin%2Freset-password%2Fs3cr3tT0k3n",
      "/x/../admin/./reset-password/s3cr3tT0k3n",
    ]) {
      const logged = table.loggedUrl(url);
      expect(logged, url).toBe("/admin/reset-password/[hidden]");
      expect(logged).not.toContain("s3cr3t");
    }
  });

  test("other addresses are logged as they were sent", () => {
    expect(table.loggedUrl("/services/logistics?utm_source=x")).toBe(
      "/services/logistics?utm_source=x",
    );
    expect(table.loggedUrl("/%zz")).toBe("[malformed path]");
  });
});

describe("the edge and React Router agree", () => {
  // The app's own table, with ids as React Router gives them (the file, without its extension).
  const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[^.]+$/, "");
  const manifest: { id: string; parentId?: string; path?: string; index?: boolean }[] = [
    { id: "root", path: "" },
  ];
  const toRouteObjects = (entries: RouteConfigEntry[], parentId: string): RouteObject[] =>
    entries.map((entry) => {
      const id = idOf(entry);
      manifest.push({
        id,
        parentId,
        ...(entry.path !== undefined ? { path: entry.path } : {}),
        ...(entry.index ? { index: true } : {}),
      });
      const children = toRouteObjects(entry.children ?? [], id);
      return (
        entry.index
          ? { id, index: true }
          : { id, path: entry.path, ...(children.length ? { children } : {}) }
      ) as RouteObject;
    });
  const tree: RouteObject[] = [{ id: "root", path: "", children: toRouteObjects(routes, "root") }];
  const edge = new RouteTable(buildOf(manifest));

  test("every route of app/routes.ts is found by the same path, in any letter case", () => {
    const paths = routePatterns().flatMap((pattern) => {
      const path = urlFor(pattern, { token: "AbC123", slug: "Health-Tourism" });
      const below = path === "/" ? "" : path;
      return [path, path.toUpperCase(), `${below}/`, `${below}/extra`];
    });
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      const rendered = matchRoutes(tree, path)?.at(-1);
      const resolved = edge.resolve(path).route;
      expect(resolved?.id, path).toBe(rendered?.route.id);
      // A trailing slash is dropped before matching (and redirected), React Router keeps it.
      if (!path.endsWith("/")) expect(resolved?.params, path).toEqual(rendered?.params);
    }
  });
});
