import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuditEntry } from "../../app/domain/audit.model.ts";
import { testEngines } from "../support/databases.ts";
import { ADMIN, startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";

interface Page {
  success: boolean;
  items: AuditEntry[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

const SIGN_IN_REQUIRED = { success: false, message: "Please sign in to continue." };

describe.each(testEngines())("audit log API on %s", (engine) => {
  let site: TestSite;
  let cookie: string;
  let adminId: string;
  let serviceId: string;

  const audit = (query = "") => call<Page>(site.url, "GET", `/api/audit${query}`, { cookie });

  beforeAll(async () => {
    // Not launched: the launch's own entry is not what this log is about.
    site = await startTestSite(engine, {}, { launched: false });
    cookie = await site.signIn();
    const wrong = await call(site.url, "POST", "/api/auth/login", {
      json: { username: "Office-Admin", password: "not the password" },
    });
    expect(wrong.status).toBe(401);
    const me = await call<{ user: { _id: string } }>(site.url, "GET", "/api/auth/me", { cookie });
    adminId = me.body.user._id;
    const created = await call<{ service: { _id: string } }>(site.url, "POST", "/api/services", {
      cookie,
      json: {
        title: "Customs Brokerage",
        category: "logistics",
        shortDescription: "Clearance at the Freeport of Monrovia.",
        fullDescription: "Documents, duties and release of your cargo.",
      },
    });
    expect(created.status).toBe(201);
    serviceId = created.body.service._id;
    const removed = await call(site.url, "DELETE", `/api/services/${serviceId}`, { cookie });
    expect(removed.status).toBe(200);
  });
  afterAll(() => site?.close());

  test("signed out, the log is not shown", async () => {
    const answer = await call(site.url, "GET", "/api/audit");
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(SIGN_IN_REQUIRED);
  });

  test("answers the entries newest first, each with who, what, which item and a sentence", async () => {
    const answer = await audit();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, total: 5, page: 1, pages: 1, pageSize: 50 });
    expect(answer.body.items.map((entry) => entry.summary)).toEqual([
      "Deleted the service Customs Brokerage (moved to the trash)",
      "Created the service Customs Brokerage",
      "Failed sign-in as “office-admin”",
      "Signed in",
      "Created the user office-admin (Administrator)",
    ]);
    const [deleted] = answer.body.items;
    expect(deleted).toEqual({
      _id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actor: { _id: adminId, username: ADMIN.username },
      kind: "delete",
      item: { type: "service", id: serviceId, label: "Customs Brokerage" },
      detail: "moved to the trash",
      address: null,
      summary: "Deleted the service Customs Brokerage (moved to the trash)",
    });
    expect(answer.body.items.find((entry) => entry.kind === "sign-in")).toMatchObject({
      actor: { _id: adminId, username: ADMIN.username },
      item: { type: "account", id: adminId, label: ADMIN.username },
      address: "127.0.0.1",
    });
    expect(answer.body.items.at(-1)?.actor).toEqual({ _id: null, username: "Command line" });
  });

  test("filters by person, kind and days; a page past the end answers the last", async () => {
    const failed = await audit("?kind=sign-in-failed");
    expect(failed.body.items).toMatchObject([
      {
        kind: "sign-in-failed",
        actor: { _id: adminId, username: ADMIN.username },
        item: { type: "account", id: adminId, label: "office-admin" },
        address: "127.0.0.1",
      },
    ]);
    expect((await audit(`?person=${adminId}`)).body.total).toBe(4);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).body.total).toBe(5);
    expect((await audit("?to=2020-01-01")).body.total).toBe(0);
    expect((await audit("?kind=nonsense&page=7")).body).toMatchObject({ total: 5, page: 1 });
  });

  test("nothing can change the log: every other method is refused and changes nothing", async () => {
    const before = await audit();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await call(site.url, method, "/api/audit", { cookie, json: {} });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow"), method).toBe("GET");
    }
    expect((await audit()).body).toEqual(before.body);
  });

  test("a refused change leaves no entry", async () => {
    const before = (await audit()).body.total;
    const invalid = await call(site.url, "POST", "/api/services", { cookie, json: { title: "" } });
    expect(invalid.status).toBe(400);
    const missing = await call(site.url, "DELETE", `/api/services/${serviceId}`, { cookie });
    expect(missing.status).toBe(404);
    expect((await audit()).body.total).toBe(before);
  });
});
