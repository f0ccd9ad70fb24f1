import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NO_ACCESS } from "../../app/domain/roles.model.ts";
import { TRUST_SECTIONS } from "../../app/domain/trust.model.ts";
import { testEngines } from "../support/databases.ts";
import { ADMIN, startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { routePatterns, urlFor } from "../support/routes.ts";
import { countRows, snapshotDatabase } from "../support/snapshot.ts";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The calls anyone may make. Every other call of every /api route needs an administrator. */
const PUBLIC_CALLS = new Set([
  "GET api/content",
  "GET api/content/:page",
  "GET api/pagecontent/:page",
  "GET api/services",
  "GET api/services/id/:id",
  "GET api/services/category/:category",
  "GET api/services/:slugOrId",
  "GET api/team",
  "GET api/team/:id",
  "GET api/contact-info",
  "POST api/contact",
  "GET api/contact/form-proof",
  "POST api/auth/login",
  "POST api/auth/login/code",
  "POST api/auth/logout",
  "POST api/auth/forgot-password",
  "POST api/auth/reset-password",
]);

/** The calls only administrators may make: staff accounts, and a person's data. */
const ADMIN_ONLY_CALLS = new Set([
  "POST api/auth/register",
  "GET api/audit",
  "GET api/users",
  "POST api/users",
  "PATCH api/users/:id",
  "DELETE api/users/:id",
  "POST api/invitations",
  "DELETE api/invitations/:id",
  "POST api/invitations/:id/resend",
  "POST api/privacy-requests/export",
  "POST api/privacy-requests/erase",
]);

/** The content manager's pages only administrators may open or post to (decision 050). */
const ADMIN_ONLY_PAGES = new Set([
  "admin/users",
  "admin/audit",
  "admin/security",
  "admin/content/brand",
  "admin/inquiry-settings",
  "admin/reply-templates",
  "admin/privacy",
  "admin/privacy-requests",
  "admin/privacy-requests/export",
  "admin/messages/export.csv",
  "admin/messages/export.xlsx",
]);

/** Pages under /admin that anyone may open: the way in, an invitation's or a reset's link. */
const OPEN_PAGES = new Set([
  "admin",
  "admin/login",
  "admin/logout",
  "admin/invitation/:token",
  "admin/forgot-password",
  "admin/reset-password/:token",
]);

const SPLAT = "api/*";
const SIGN_IN_REQUIRED = { success: false, message: "Please sign in to continue." };
const NO_ACCESS_ANSWER = { success: false, message: NO_ACCESS };
const CROSS_SITE_REFUSED = {
  success: false,
  message: "Requests from other websites are not allowed.",
};

function allowedMethods(headers: Headers): string[] {
  return (headers.get("allow") ?? "")
    .split(",")
    .map((method) => method.trim())
    .filter(Boolean);
}

const validMessage = {
  name: "Amara Kollie",
  email: "amara@example.com",
  subject: "General Inquiry",
  message: "Please call me back about logistics from Monrovia.",
};

describe.each(testEngines())("who may call what, on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("every /api call in the route table needs a session, except the public ones", async () => {
    const apiPatterns = routePatterns().filter((pattern) => pattern.startsWith("api/"));
    // The walk really found the table (a broken walk must not pass by checking nothing).
    expect(apiPatterns).toContain("api/contact/:id/reply");
    expect(apiPatterns).toContain(SPLAT);
    expect(apiPatterns.length).toBeGreaterThan(20);
    // Every public call names a route that exists.
    for (const publicCall of PUBLIC_CALLS) {
      expect(apiPatterns).toContain(publicCall.split(" ")[1]);
    }

    for (const pattern of apiPatterns) {
      const url = urlFor(pattern);
      const answered: string[] = [];
      let allow: string[] | undefined;
      for (const method of METHODS) {
        const where = `${method} ${pattern}`;
        for (const sessionCookie of [null, "groupsite_session=forged-session-token"]) {
          const answer = await call(site.url, method, url, { cookie: sessionCookie });
          if (pattern === SPLAT) {
            expect(answer.status, where).toBe(404);
            expect(answer.body, where).toEqual({
              success: false,
              message: "There is no such API call.",
            });
          } else if (answer.status === 405) {
            // Refused before any check: the route must really lack the method, for anyone.
            const methods = allowedMethods(answer.headers);
            expect(methods.length, where).toBeGreaterThan(0);
            expect(methods, where).not.toContain(method);
            allow = methods;
            const signedIn = await call(site.url, method, url, { cookie });
            expect(signedIn.status, `${where} signed in`).toBe(405);
          } else if (PUBLIC_CALLS.has(where)) {
            expect(answer.status, where).not.toBe(401);
            expect(answer.status, where).toBeLessThan(500);
            answered.push(method);
          } else {
            expect(answer.status, where).toBe(401);
            expect(answer.body, where).toEqual(SIGN_IN_REQUIRED);
            answered.push(method);
          }
        }
      }
      // What the route answers is exactly what its 405s say it allows.
      if (allow) expect(allow.toSorted(), pattern).toEqual([...new Set(answered)].toSorted());
    }
  });

  test("each role makes exactly the calls its areas allow: an editor is refused with 403", async () => {
    const editor = await site.signInEditor();
    const roles = { editor, admin: cookie };
    const apiPatterns = routePatterns().filter(
      (pattern) => pattern.startsWith("api/") && pattern !== SPLAT,
    );
    for (const adminOnly of ADMIN_ONLY_CALLS) {
      expect(apiPatterns).toContain(adminOnly.split(" ")[1]);
    }
    let refused = 0;
    for (const pattern of apiPatterns) {
      for (const method of METHODS) {
        const where = `${method} ${pattern}`;
        // Signing out would end the session the walk goes on with.
        if (where === "POST api/auth/logout") continue;
        for (const [role, sessionCookie] of Object.entries(roles)) {
          const answer = await call(site.url, method, urlFor(pattern), { cookie: sessionCookie });
          if (answer.status === 405) continue;
          const label = `${where} as ${role}`;
          if (role === "editor" && ADMIN_ONLY_CALLS.has(where)) {
            expect(answer.status, label).toBe(403);
            expect(answer.body, label).toEqual(NO_ACCESS_ANSWER);
            refused++;
          } else {
            expect([401, 403], label).not.toContain(answer.status);
            expect(answer.status, label).toBeLessThan(500);
          }
        }
      }
    }
    expect(refused).toBe(ADMIN_ONLY_CALLS.size);
  });

  test("each role opens and posts to exactly the admin pages its areas allow", async () => {
    const editor = await site.signInEditor();
    const pagePatterns = routePatterns().filter(
      (pattern) => pattern === "admin" || pattern.startsWith("admin/"),
    );
    expect(pagePatterns).toContain("admin/users");
    // Trust & Proof's section screens are the editors' as its overview is (decision 071).
    for (const section of TRUST_SECTIONS) expect(pagePatterns).toContain(`admin/trust/${section}`);
    for (const page of ADMIN_ONLY_PAGES) expect(pagePatterns).toContain(page);
    const form = {
      "content-type": "application/x-www-form-urlencoded",
      origin: site.url,
      "sec-fetch-site": "same-origin",
    };
    const refused = new Set<string>();
    for (const pattern of pagePatterns) {
      if (OPEN_PAGES.has(pattern)) continue;
      const url = new URL(urlFor(pattern), site.url);
      for (const method of ["GET", "POST"]) {
        const ask = (sessionCookie: string | null) =>
          fetch(url, {
            method,
            redirect: "manual",
            headers: { ...(sessionCookie ? { cookie: sessionCookie } : {}), ...form },
            ...(method === "POST" ? { body: "" } : {}),
          });
        const where = `${method} ${pattern}`;
        const signedOut = await ask(null);
        expect(signedOut.status, `${where} signed out`).toBe(302);
        expect(signedOut.headers.get("location"), `${where} signed out`).toBe("/admin/login");

        const asEditor = await ask(editor);
        const asAdmin = await ask(cookie);
        // A GET of a route that only takes forms: nothing there to refuse, for anyone.
        if (method === "GET" && [400, 405].includes(asAdmin.status)) {
          expect(asEditor.status, `${where} as editor`).toBe(asAdmin.status);
          continue;
        }
        expect([401, 403], `${where} as admin`).not.toContain(asAdmin.status);
        expect(asAdmin.status, `${where} as admin`).toBeLessThan(500);
        if (ADMIN_ONLY_PAGES.has(pattern)) {
          expect(asEditor.status, `${where} as editor`).toBe(403);
          refused.add(pattern);
        } else {
          expect([401, 403], `${where} as editor`).not.toContain(asEditor.status);
          expect(asEditor.status, `${where} as editor`).toBeLessThan(500);
        }
      }
    }
    // Every admin-only page refused the editor (each has a loader or an action to refuse).
    expect(refused).toEqual(ADMIN_ONLY_PAGES);
  });

  test("the public calls answer without a session", async () => {
    const reads = [
      "/api/content",
      "/api/content/hero",
      "/api/pagecontent/about",
      "/api/services",
      "/api/services/health-tourism",
      "/api/services/category/logistics",
      "/api/team",
      "/api/contact-info",
    ];
    for (const path of reads) {
      const answer = await call(site.url, "GET", path);
      expect(answer.status, path).toBe(200);
    }
    const sent = await call(site.url, "POST", "/api/contact", { json: validMessage });
    expect(sent.status).toBe(201);
    const signedOut = await call(site.url, "POST", "/api/auth/logout");
    expect(signedOut.status).toBe(200);
  });

  describe("requests from other websites", () => {
    const crossSiteHeaders: Record<string, Record<string, string>> = {
      "Origin: https://evil.example": { origin: "https://evil.example" },
      "Sec-Fetch-Site: cross-site": { "sec-fetch-site": "cross-site" },
      "Origin: null (a sandboxed frame)": { origin: "null" },
    };

    test.each(Object.entries(crossSiteHeaders))(
      "a write with a valid session cookie is refused (%s) and changes nothing",
      async (_label, headers) => {
        const services = await call<{ services: { _id: string }[] }>(
          site.url,
          "GET",
          "/api/services",
        );
        const serviceId = services.body.services[0]?._id;
        expect(serviceId).toBeTruthy();
        const before = await snapshotDatabase(site.database.db);

        const writes: [string, string, unknown][] = [
          ["POST", "/api/auth/login", ADMIN],
          ["POST", "/api/auth/logout", undefined],
          ["POST", "/api/contact", validMessage],
          [
            "PUT",
            "/api/contact-info",
            {
              address: "1 Evil Street",
              city: "Nowhere",
              country: "Nowhere",
              phones: ["+1 555 0100"],
              email: "evil@example.com",
              workingHours: "Never",
            },
          ],
          [
            "POST",
            "/api/services",
            {
              title: "Planted service",
              category: "logistics",
              shortDescription: "Planted",
              fullDescription: "Planted by another site.",
              features: [],
            },
          ],
          ["DELETE", `/api/services/${serviceId}`, undefined],
          ["POST", "/api/auth/register", { username: "intruder", password: "intruder-password" }],
        ];
        for (const [method, path, json] of writes) {
          const answer = await call(site.url, method, path, { cookie, headers, json });
          expect(answer.status, `${method} ${path}`).toBe(403);
          expect(answer.body, `${method} ${path}`).toEqual(CROSS_SITE_REFUSED);
          expect(answer.headers.get("set-cookie"), `${method} ${path}`).toBeNull();
        }

        expect(await snapshotDatabase(site.database.db)).toEqual(before);
        // The session the refused sign-out carried is still good.
        expect((await call(site.url, "GET", "/api/auth/me", { cookie })).status).toBe(200);
      },
    );

    test("a cross-site sign-in with the right password is refused", async () => {
      const sessionsBefore = await countRows(site.database.db, "sessions");
      for (const headers of Object.values(crossSiteHeaders)) {
        const answer = await call(site.url, "POST", "/api/auth/login", { headers, json: ADMIN });
        expect(answer.status).toBe(403);
        expect(answer.headers.get("set-cookie")).toBeNull();
      }
      expect(await countRows(site.database.db, "sessions")).toBe(sessionsBefore);
    });

    test("same-origin writes pass, by Origin or by Sec-Fetch-Site", async () => {
      const contactInfo = {
        address: "14 Broad Street",
        city: "Monrovia",
        country: "Liberia",
        phones: ["+231 555 0101"],
        email: "office@example.com",
        workingHours: "Mon-Fri 8 AM-5 PM",
      };
      const byOrigin = await call(site.url, "PUT", "/api/contact-info", {
        cookie,
        headers: { origin: site.url },
        json: contactInfo,
      });
      expect(byOrigin.status).toBe(200);
      const stored = await site.database.db
        .selectFrom("content_entries")
        .select("content")
        .where("page", "=", "contact")
        .executeTakeFirstOrThrow();
      expect(stored.content).toContain("14 Broad Street");

      const byFetchSite = await call(site.url, "POST", "/api/services", {
        cookie,
        headers: { "sec-fetch-site": "same-origin" },
        json: {
          title: "Same-origin service",
          category: "logistics",
          shortDescription: "Added from our own admin.",
          fullDescription: "Added from our own admin screen.",
          features: [],
        },
      });
      expect(byFetchSite.status).toBe(201);
      const created = await site.database.db
        .selectFrom("services")
        .select("title")
        .where("title", "=", "Same-origin service")
        .execute();
      expect(created).toHaveLength(1);

      const signIn = await call(site.url, "POST", "/api/auth/login", {
        headers: { "sec-fetch-site": "same-origin" },
        json: ADMIN,
      });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get("set-cookie")).toMatch(/^groupsite_session=/);
    });

    test("a page form posted from another site is refused; from ours it is taken", async () => {
      const form = new URLSearchParams({ ...validMessage, message: "Sent from a page form." });
      const before = await countRows(site.database.db, "inquiries");
      for (const path of ["/", "/?index", "/contact"]) {
        for (const headers of Object.values(crossSiteHeaders)) {
          const answer = await call(site.url, "POST", path, {
            headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
            body: form.toString(),
          });
          expect(answer.status, path).toBe(403);
        }
      }
      expect(await countRows(site.database.db, "inquiries")).toBe(before);

      const ours = await call(site.url, "POST", "/contact", {
        headers: {
          origin: site.url,
          "sec-fetch-site": "same-origin",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: form.toString(),
      });
      expect(ours.status).toBe(200);
      expect(await countRows(site.database.db, "inquiries")).toBe(before + 1);
    });
  });

  describe("JSON calls sent as another media type", () => {
    // The types a page elsewhere can send without asking the browser first.
    const simpleTypes = [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ];

    test.each(simpleTypes)("POST /api/contact as %s is refused with 415", async (type) => {
      const before = await countRows(site.database.db, "inquiries");
      const answer = await call(site.url, "POST", "/api/contact", {
        headers: { "content-type": type },
        body: JSON.stringify(validMessage),
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        success: false,
        message: "Send this request as JSON (Content-Type: application/json).",
      });
      expect(await countRows(site.database.db, "inquiries")).toBe(before);
    });

    test.each(simpleTypes)("PUT /api/contact-info as %s is refused with 415", async (type) => {
      const before = await snapshotDatabase(site.database.db);
      const answer = await call(site.url, "PUT", "/api/contact-info", {
        cookie,
        headers: { "content-type": type },
        body: JSON.stringify({
          address: "1 Plain Text Road",
          city: "Monrovia",
          country: "Liberia",
          phones: ["+231 555 0102"],
          email: "office@example.com",
          workingHours: "Always",
        }),
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ success: false });
      expect(await snapshotDatabase(site.database.db)).toEqual(before);
    });
  });
});
