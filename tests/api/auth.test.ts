import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUser } from "../../app/domain/users.server.ts";
import { EDITOR } from "../support/actors.ts";
import { testEngines } from "../support/databases.ts";
import { ADMIN, startTestSite, type TestSite } from "../support/fixtures.ts";
import { type Answer, call, cookieFrom } from "../support/http.ts";
import { countRows } from "../support/snapshot.ts";

const LOGIN_FAILED = { success: false, message: "Login failed. Please check your credentials." };
const SIGN_IN_REQUIRED = { success: false, message: "Please sign in to continue." };
const ADMIN_USER = {
  _id: expect.any(String),
  username: ADMIN.username,
  email: "office@example.com",
  role: "admin",
};
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case, mapped to their values ("" for flags). */
  attributes: Map<string, string>;
}

/** The session's (or the device's) Set-Cookie of an answer, taken apart. */
function setCookieOf(answer: Answer<unknown>, kind: "session" | "device" = "session"): SetCookie {
  const headers = answer.headers
    .getSetCookie()
    .filter((header) => header.split("=")[0]?.endsWith(`groupsite_${kind}`));
  expect(headers).toHaveLength(1);
  const [pair = "", ...attributes] = (headers[0] ?? "").split(";").map((part) => part.trim());
  const separator = pair.indexOf("=");
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    attributes: new Map(
      attributes.map((attribute) => {
        const [name = "", ...value] = attribute.split("=");
        return [name.toLowerCase(), value.join("=")];
      }),
    ),
  };
}

describe.each(testEngines())("sign-in and sessions on %s", (engine) => {
  let site: TestSite;
  let adminCookie: string;

  const login = (json: unknown, cookie?: string) =>
    call(site.url, "POST", "/api/auth/login", { json, cookie: cookie ?? null });
  const me = (cookie: string | null) => call(site.url, "GET", "/api/auth/me", { cookie });

  /** A user of the test's own, signed in; returns the user's id and session cookie. */
  async function signInAs(username: string): Promise<{ userId: string; cookie: string }> {
    const password = `${username}-password`;
    const user = await createUser(site.database.db, { username, password }, EDITOR);
    const answer = await login({ username, password });
    expect(answer.status).toBe(200);
    return { userId: user._id, cookie: cookieFrom(answer) };
  }

  beforeAll(async () => {
    site = await startTestSite(engine);
    adminCookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("a successful sign-in answers the user and sets a week-long HttpOnly cookie", async () => {
    const answer = await login(ADMIN);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      user: ADMIN_USER,
      message: "Login successful! Redirecting...",
    });

    const cookie = setCookieOf(answer);
    expect(cookie.name).toBe("groupsite_session");
    expect(cookie.value.length).toBeGreaterThanOrEqual(32);
    expect(cookie.attributes.has("httponly")).toBe(true);
    expect(cookie.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(cookie.attributes.get("path")).toBe("/");
    expect(cookie.attributes.has("secure")).toBe(false);
    expect(cookie.attributes.has("domain")).toBe(false);
    const expires = Date.parse(cookie.attributes.get("expires") ?? "");
    expect(Math.abs(expires - (Date.now() + WEEK_MS))).toBeLessThan(60_000);

    expect((await me(`${cookie.name}=${cookie.value}`)).body).toEqual({
      success: true,
      user: ADMIN_USER,
    });
  });

  test("the e-mail address signs in as well as the username, in any case", async () => {
    for (const username of ["office@example.com", "Office@Example.COM", "OFFICE-ADMIN"]) {
      const answer = await login({ username, password: ADMIN.password });
      expect(answer.status, username).toBe(200);
      expect(answer.body, username).toMatchObject({ success: true, user: ADMIN_USER });
    }
  });

  test("a wrong password and an unknown user get the same 401 and no cookie", async () => {
    const sessionsBefore = await countRows(site.database.db, "sessions");
    for (const credentials of [
      { username: ADMIN.username, password: "not-the-password" },
      { username: "nobody-here", password: ADMIN.password },
      { username: "office@example.com", password: `${ADMIN.password} ` },
    ]) {
      const answer = await login(credentials);
      expect(answer.status, credentials.username).toBe(401);
      expect(answer.body, credentials.username).toEqual(LOGIN_FAILED);
      expect(answer.headers.getSetCookie(), credentials.username).toEqual([]);
    }
    expect(await countRows(site.database.db, "sessions")).toBe(sessionsBefore);
  });

  test("a missing field gives 400 with the field's error", async () => {
    const noPassword = await login({ username: ADMIN.username });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({
      success: false,
      errors: { password: ["Enter your password."] },
    });
    const blankUsername = await login({ username: "  ", password: ADMIN.password });
    expect(blankUsername.status).toBe(400);
    expect(blankUsername.body).toMatchObject({
      success: false,
      errors: { username: ["Enter your username or e-mail."] },
    });
    expect(blankUsername.headers.getSetCookie()).toEqual([]);
  });

  test("GET /api/auth/me answers the user with a session and 401 without", async () => {
    expect(await me(adminCookie)).toMatchObject({
      status: 200,
      body: { success: true, user: ADMIN_USER },
    });
    expect(await me(null)).toMatchObject({ status: 401, body: SIGN_IN_REQUIRED });
    expect(await me("groupsite_session=")).toMatchObject({ status: 401, body: SIGN_IN_REQUIRED });
  });

  test("sessions are stored as a hash of the token, never the token itself", async () => {
    const { userId, cookie } = await signInAs("hash-check");
    const token = cookie.split("=")[1] ?? "";
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await site.database.db
      .selectFrom("sessions")
      .selectAll()
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test("signing out deletes the session, so the old cookie is refused everywhere", async () => {
    const { userId, cookie } = await signInAs("leaving-soon");
    expect((await me(cookie)).status).toBe(200);

    const answer = await call(site.url, "POST", "/api/auth/logout", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
    const cleared = setCookieOf(answer);
    expect(cleared.name).toBe("groupsite_session");
    expect(cleared.value).toBe("");
    expect(Date.parse(cleared.attributes.get("expires") ?? "")).toBeLessThan(Date.now());

    const rows = await site.database.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toEqual([]);
    expect(await me(cookie)).toMatchObject({ status: 401, body: SIGN_IN_REQUIRED });
    const adminCall = await call(site.url, "GET", "/api/contact", { cookie });
    expect(adminCall).toMatchObject({ status: 401, body: SIGN_IN_REQUIRED });
    // The administrator's own session is untouched.
    expect((await me(adminCookie)).status).toBe(200);
  });

  test("a made-up session id planted before sign-in is not what the browser ends up with", async () => {
    const planted = "groupsite_session=attacker-chosen-value-0123456789abcdef";
    const answer = await login(ADMIN, planted);
    expect(answer.status).toBe(200);
    const issued = cookieFrom(answer);
    expect(issued).not.toBe(planted);
    expect((await me(issued)).status).toBe(200);
    expect(await me(planted)).toMatchObject({ status: 401, body: SIGN_IN_REQUIRED });
  });

  test("a real session planted in the victim's browser does not survive the victim's sign-in", async () => {
    const attacker = await signInAs("mallory");
    expect((await me(attacker.cookie)).body).toMatchObject({ user: { username: "mallory" } });

    const answer = await login(ADMIN, attacker.cookie);
    expect(answer.status).toBe(200);
    const issued = cookieFrom(answer);
    expect(issued).not.toBe(attacker.cookie);
    expect((await me(issued)).body).toMatchObject({ user: { username: ADMIN.username } });
    expect(await me(attacker.cookie)).toMatchObject({ status: 401, body: SIGN_IN_REQUIRED });
  });

  test("an expired session is refused", async () => {
    const { userId, cookie } = await signInAs("expiring");
    expect((await me(cookie)).status).toBe(200);
    await site.database.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", userId)
      .execute();
    expect(await me(cookie)).toMatchObject({ status: 401, body: SIGN_IN_REQUIRED });
    expect(await call(site.url, "GET", "/api/contact", { cookie })).toMatchObject({
      status: 401,
    });
  });

  describe("registering another administrator", () => {
    const register = (json: unknown, cookie: string | null) =>
      call(site.url, "POST", "/api/auth/register", { json, cookie });

    test("needs a signed-in administrator", async () => {
      const usersBefore = await countRows(site.database.db, "users");
      const answer = await register(
        { username: "walk-in", email: "walk-in@example.com", password: "walk-in-password" },
        null,
      );
      expect(answer).toMatchObject({ status: 401, body: SIGN_IN_REQUIRED });
      expect(await countRows(site.database.db, "users")).toBe(usersBefore);
    });

    test("refuses invalid input with field errors", async () => {
      const usersBefore = await countRows(site.database.db, "users");
      const cases: [string, unknown, string][] = [
        ["short password", { username: "new-editor", password: "short" }, "password"],
        ["bad username", { username: "New Editor!", password: "a-long-password" }, "username"],
        [
          "duplicate username",
          { username: ADMIN.username, password: "a-long-password" },
          "username",
        ],
        ["no username", { password: "a-long-password" }, "username"],
      ];
      for (const [label, input, field] of cases) {
        const answer = await register(input, adminCookie);
        expect(answer.status, label).toBe(400);
        expect(answer.body, label).toMatchObject({ success: false, message: expect.any(String) });
        const errors = (answer.body.errors ?? {}) as Record<string, string[]>;
        expect(errors[field], label).toEqual([expect.any(String)]);
      }
      const duplicate = await register(
        { username: ADMIN.username, password: "a-long-password" },
        adminCookie,
      );
      expect(duplicate.body).toMatchObject({
        errors: { username: ["This username is already in use."] },
      });
      expect(await countRows(site.database.db, "users")).toBe(usersBefore);
    });

    test("creates an administrator who can then sign in", async () => {
      const answer = await register(
        { username: "second-admin", email: "second@example.com", password: "second-password" },
        adminCookie,
      );
      expect(answer.status).toBe(201);
      const created = {
        _id: expect.any(String),
        username: "second-admin",
        email: "second@example.com",
        role: "admin",
      };
      expect(answer.body).toMatchObject({ success: true, user: created });
      expect(Object.keys(answer.body.user as object).toSorted()).toEqual([
        "_id",
        "email",
        "role",
        "username",
      ]);
      // Registering someone else does not sign the administrator in as them.
      expect(answer.headers.getSetCookie()).toEqual([]);

      const signIn = await login({ username: "second@example.com", password: "second-password" });
      expect(signIn.status).toBe(200);
      expect((await me(cookieFrom(signIn))).body).toEqual({ success: true, user: created });
    });
  });
});

describe.each(testEngines())("the session cookie in production (https) on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine, { SITE_URL: "https://example.test" });
    await site.signIn();
  });
  afterAll(() => site?.close());

  test("is Secure and named with the __Host- prefix", async () => {
    const answer = await call(site.url, "POST", "/api/auth/login", { json: ADMIN });
    expect(answer.status).toBe(200);
    const cookie = setCookieOf(answer);
    expect(cookie.name).toBe("__Host-groupsite_session");
    expect(cookie.attributes.has("secure")).toBe(true);
    expect(cookie.attributes.has("httponly")).toBe(true);
    expect(cookie.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    // The __Host- prefix requires Path=/ and no Domain, or browsers drop the cookie.
    expect(cookie.attributes.get("path")).toBe("/");
    expect(cookie.attributes.has("domain")).toBe(false);

    const me = await call(site.url, "GET", "/api/auth/me", {
      cookie: `${cookie.name}=${cookie.value}`,
    });
    expect(me.status).toBe(200);
    // The same token under the unprefixed name (which a sibling site could set) is not read.
    const unprefixed = await call(site.url, "GET", "/api/auth/me", {
      cookie: `groupsite_session=${cookie.value}`,
    });
    expect(unprefixed.status).toBe(401);
  });
});
