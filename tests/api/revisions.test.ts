import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ContentHistory } from "../../app/domain/revisions.model.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";

const hero = (title: string) => ({
  title,
  content: {
    subtitle: "Care, materials and freight",
    description: "One team for treatment, building supplies and shipping.",
    buttonText: "Get Started",
    buttonLink: "/contact",
  },
});

describe.each(testEngines())("revisions over the API, on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signInEditor();
  });
  afterAll(() => site?.close());

  const history = () =>
    call<{ success: boolean } & ContentHistory>(site.url, "GET", "/api/revisions/content/hero", {
      cookie,
    });

  test("an editor lists the hero's versions, compares one with now and restores it", async () => {
    const before = (await history()).body;
    for (const title of ["First title", "Second title"]) {
      const saved = await call(site.url, "PUT", "/api/pagecontent/hero", {
        cookie,
        json: hero(title),
      });
      expect(saved.status).toBe(200);
    }

    const listed = await history();
    expect(listed.status).toBe(200);
    expect(listed.body.versions).toHaveLength(before.versions.length + 2);
    const [previous] = listed.body.versions;
    expect(previous).toMatchObject({ savedBy: "office-editor" });
    expect(previous?.changesFromCurrent).toContainEqual({
      field: "title",
      before: "First title",
      after: "Second title",
    });

    const restored = await call<{ message: string; content: { title: string; version: number } }>(
      site.url,
      "POST",
      `/api/revisions/${previous?._id}/restore`,
      { cookie, json: { version: listed.body.current?.version } },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(`Version ${previous?.version} restored.`);
    expect(restored.body.content.title).toBe("First title");
    const page = await fetch(new URL("/", site.url)).then((answer) => answer.text());
    expect(page).toContain("First title");

    const stale = await call(site.url, "POST", `/api/revisions/${previous?._id}/restore`, {
      cookie,
      json: { version: listed.body.current?.version },
    });
    expect(stale.status).toBe(409);
  });

  test("a service's history and the trash: restore a version, delete, restore from the trash", async () => {
    const created = await call<{ service: { _id: string; version: number } }>(
      site.url,
      "POST",
      "/api/services",
      {
        cookie,
        json: {
          title: "Cold Chain Freight",
          category: "logistics",
          shortDescription: "Refrigerated containers to Monrovia.",
          fullDescription: "Medicines and food kept cold from Mersin to your door.",
        },
      },
    );
    expect(created.status).toBe(201);
    const id = created.body.service._id;
    const renamed = await call<{ service: { version: number } }>(
      site.url,
      "PUT",
      `/api/services/${id}`,
      {
        cookie,
        json: {
          title: "Cool Freight",
          category: "logistics",
          shortDescription: "Refrigerated containers to Monrovia.",
          fullDescription: "Medicines and food kept cold from Mersin to your door.",
        },
      },
    );
    expect(renamed.status).toBe(200);

    const listed = await call<ContentHistory>(site.url, "GET", `/api/revisions/service/${id}`, {
      cookie,
    });
    expect(listed.body.versions.map((version) => version.changesFromCurrent)).toEqual([
      [{ field: "title", before: "Cold Chain Freight", after: "Cool Freight" }],
    ]);
    const restored = await call<{ service: { title: string }; message: string }>(
      site.url,
      "POST",
      `/api/revisions/${listed.body.versions[0]?._id}/restore`,
      { cookie, json: { version: renamed.body.service.version } },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.service.title).toBe("Cold Chain Freight");

    expect((await call(site.url, "DELETE", `/api/services/${id}`, { cookie })).status).toBe(200);
    const trash = await call<{ items: { _id: number; itemId: string; name: string }[] }>(
      site.url,
      "GET",
      "/api/trash",
      { cookie },
    );
    const trashed = trash.body.items.find((item) => item.itemId === id);
    expect(trashed?.name).toBe("Cold Chain Freight");
    const back = await call<{ service: { _id: string }; message: string }>(
      site.url,
      "POST",
      `/api/trash/${trashed?._id}/restore`,
      { cookie },
    );
    expect(back.status).toBe(200);
    expect(back.body.message).toBe("Restored from the trash.");
    const page = await fetch(new URL("/services/cold-chain-freight", site.url));
    expect(page.status).toBe(200);
    expect((await call(site.url, "DELETE", `/api/services/${id}`, { cookie })).status).toBe(200);
  });

  test("the trash is for staff only, and an item not in it is 404", async () => {
    expect((await call(site.url, "GET", "/api/trash")).status).toBe(401);
    expect((await call(site.url, "POST", "/api/trash/999999/restore", { cookie })).status).toBe(
      404,
    );
  });

  test("an item with no history, or a version not kept, is 404", async () => {
    expect((await call(site.url, "GET", "/api/revisions/content/brand", { cookie })).status).toBe(
      404,
    );
    expect((await call(site.url, "GET", "/api/revisions/service/x", { cookie })).status).toBe(404);
    for (const id of ["999999", "not-a-number"]) {
      const answer = await call(site.url, "POST", `/api/revisions/${id}/restore`, {
        cookie,
        json: {},
      });
      expect(answer.status).toBe(404);
    }
  });
});
