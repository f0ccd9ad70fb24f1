import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { listAuditLog } from "../../app/domain/audit.server.ts";
import { updateSecuritySettings } from "../../app/domain/security-settings.server.ts";
import {
  confirmEnrolment,
  getEnrolment,
  startEnrolment,
} from "../../app/domain/two-factor-enrolment.server.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { type Answer, call, cookieFrom } from "../support/http.ts";
import { TEST_TOTP_KEY } from "../support/server.ts";

const CODE_NEEDED = {
  success: true,
  twoFactorRequired: true,
  message: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
};
const STEP_MS = 30_000;

/** The `groupsite_two_factor=…` pair a sign-in's first step set, as a browser sends it back. */
function pendingCookie(answer: Answer<unknown>): string {
  const pair = answer.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((each) => each.startsWith("groupsite_two_factor="));
  if (!pair) throw new Error("no pending sign-in cookie");
  return pair;
}

describe.each(testEngines())("two-factor sign-in through the API, on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site?.close());

  /** An account of the test's own with two-factor sign-in set up as its screen does it. */
  async function enrolledUser(username: string) {
    const password = `${username}-password`;
    const user = await createUser(site.database.db, { username, password }, COMMAND_LINE);
    // Set up a few steps ago, so the codes of now are still unused.
    const at = Date.now() - 4 * STEP_MS;
    await startEnrolment(site.database.db, TEST_TOTP_KEY, user._id, at);
    const enrolment = await getEnrolment(site.database.db, TEST_TOTP_KEY, user);
    const totp = new TOTP({
      secret: Secret.fromBase32(enrolment?.secret.replaceAll(" ", "") ?? ""),
    });
    const recoveryCodes = await confirmEnrolment(
      site.database.db,
      TEST_TOTP_KEY,
      user,
      { code: totp.generate({ timestamp: at }) },
      at,
    );
    return { user, credentials: { username, password }, totp, recoveryCodes };
  }

  const login = (json: unknown, cookie: string | null = null) =>
    call(site.url, "POST", "/api/auth/login", { json, cookie });
  const sendCode = (cookie: string | null, code: unknown) =>
    call(site.url, "POST", "/api/auth/login/code", { json: { code }, cookie });
  const me = (cookie: string) => call(site.url, "GET", "/api/auth/me", { cookie });

  test("the password alone gives no session: the code finishes the sign-in, once", async () => {
    const { user, credentials, totp } = await enrolledUser("anna");
    const first = await login(credentials);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(CODE_NEEDED);
    expect(() => cookieFrom(first)).toThrow("no session cookie");
    const pending = pendingCookie(first);
    const [header] = first.headers.getSetCookie();
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(header ?? "")?.[1] ?? "");
    expect(Math.abs(expires - (Date.now() + 5 * 60_000))).toBeLessThan(60_000);

    const wrongCode = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");
    const refused = await sendCode(pending, wrongCode);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      success: false,
      message:
        "That code is not right. Enter the newest code from your app (check that your phone sets its clock automatically), or a recovery code.",
    });
    expect(refused.headers.getSetCookie()).toEqual([]);

    const code = totp.generate();
    const signedIn = await sendCode(pending, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({
      success: true,
      user: { _id: user._id, username: "anna", email: null, role: "admin" },
      message: "Login successful! Redirecting...",
    });
    expect(signedIn.headers.getSetCookie().join("\n")).toMatch(
      /^groupsite_two_factor=;.*Expires=Thu, 01 Jan 1970/m,
    );
    expect((await me(cookieFrom(signedIn))).status).toBe(200);
    // The audit log has the wrong code as a failed sign-in and then the sign-in, with the address.
    const { items } = await listAuditLog(site.database.db, { person: user._id });
    expect(
      items.slice(0, 2).map(({ kind, summary, address }) => ({ kind, summary, address })),
    ).toEqual([
      { kind: "sign-in", summary: "Signed in", address: "127.0.0.1" },
      {
        kind: "sign-in-failed",
        summary: "Failed sign-in as “anna” (wrong code)",
        address: "127.0.0.1",
      },
    ]);

    // The pending sign-in is over, and the same code would not be taken again anyway.
    expect(await sendCode(pending, code)).toMatchObject({
      status: 401,
      body: { success: false, message: expect.stringMatching(/^Your sign-in has ended/) },
    });
    const again = pendingCookie(await login(credentials));
    expect(await sendCode(again, code)).toMatchObject({
      status: 401,
      body: {
        success: false,
        message:
          "That code has been used already. Wait for the next code in your app, then enter it.",
      },
    });
  });

  test("a recovery code signs in once and says how many are left", async () => {
    const { user, credentials, recoveryCodes } = await enrolledUser("bola");
    const recovery = recoveryCodes[0] ?? "";
    const signedIn = await sendCode(pendingCookie(await login(credentials)), recovery);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ success: true, recoveryCodesLeft: 9 });
    const { items } = await listAuditLog(site.database.db, { person: user._id, kind: "sign-in" });
    expect(items.map(({ summary, address }) => ({ summary, address }))).toEqual([
      { summary: "Signed in (with a recovery code)", address: "127.0.0.1" },
    ]);
    const reused = await sendCode(pendingCookie(await login(credentials)), recovery);
    expect(reused.status).toBe(401);
  });

  test("without the cookie of the first step, or with a forged one, no code signs in", async () => {
    const { credentials, totp } = await enrolledUser("chidi");
    await login(credentials);
    expect(await sendCode(null, totp.generate())).toMatchObject({ status: 401 });
    expect(await sendCode("groupsite_two_factor=forged", totp.generate())).toMatchObject({
      status: 401,
    });
    expect(await sendCode(null, "")).toMatchObject({ status: 400 });
  });

  test("signing in with the password again replaces the sign-in waiting for its code", async () => {
    const { credentials, totp } = await enrolledUser("dayo");
    const first = pendingCookie(await login(credentials));
    const second = pendingCookie(await login(credentials, first));
    expect(second).not.toBe(first);
    expect((await sendCode(first, totp.generate())).body).toMatchObject({
      message: expect.stringMatching(/^Your sign-in has ended/),
    });
    expect((await sendCode(second, totp.generate())).status).toBe(200);
  });

  test("five wrong codes end the pending sign-in: the password is asked again", async () => {
    const { credentials, totp } = await enrolledUser("dede");
    const pending = pendingCookie(await login(credentials));
    const wrong = totp.generate() === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await sendCode(pending, wrong)).status).toBe(401);
    }
    expect(await sendCode(pending, wrong)).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/last try for this sign-in/) },
    });
    expect((await sendCode(pending, totp.generate())).body).toMatchObject({
      message: expect.stringMatching(/^Your sign-in has ended/),
    });
  });

  test("an account without two-factor signs in at once, as before", async () => {
    await createUser(
      site.database.db,
      { username: "efua", password: "efua-password" },
      COMMAND_LINE,
    );
    const answer = await login({ username: "efua", password: "efua-password" });
    expect(answer.body).toMatchObject({ success: true, user: { username: "efua" } });
    expect((await me(cookieFrom(answer))).status).toBe(200);
  });

  test("required for everyone: an account without it gets 403 from the API until it is set up", async () => {
    const { user, credentials, totp } = await enrolledUser("femi");
    await createUser(
      site.database.db,
      { username: "gift", password: "gift-password" },
      COMMAND_LINE,
    );
    const otherCookie = cookieFrom(await login({ username: "gift", password: "gift-password" }));
    const enrolledCookie = cookieFrom(
      await sendCode(pendingCookie(await login(credentials)), totp.generate()),
    );
    const checks = { hasTwoFactor: true, keyConfigured: true };
    await updateSecuritySettings(site.database.db, { requireTwoFactor: "true" }, user, checks);
    try {
      expect(await me(otherCookie)).toMatchObject({
        status: 403,
        body: {
          success: false,
          message:
            "An administrator requires two-factor sign-in for everyone. Set it up in the content manager first, under Two-factor sign-in.",
        },
      });
      expect((await call(site.url, "GET", "/api/contact", { cookie: otherCookie })).status).toBe(
        403,
      );
      expect((await me(enrolledCookie)).status).toBe(200);
      // The content manager sends them to set it up, from any page but that one.
      for (const path of ["/admin/dashboard", "/admin/services", "/admin/security"]) {
        const page = await fetch(new URL(path, site.url), {
          headers: { cookie: otherCookie },
          redirect: "manual",
        });
        expect(page.status, path).toBe(302);
        expect(page.headers.get("location"), path).toBe("/admin/account/two-factor");
      }
      const setUp = await fetch(new URL("/admin/account/two-factor", site.url), {
        headers: { cookie: otherCookie },
      });
      expect(setUp.status).toBe(200);
      expect(await setUp.text()).toContain(
        "An administrator requires two-factor sign-in for everyone.",
      );
    } finally {
      await updateSecuritySettings(
        site.database.db,
        { requireTwoFactor: "false", version: 1 },
        user,
        checks,
      );
    }
  });
});

describe("a server without TOTP_ENCRYPTION_KEY", () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite("sqlite", { TOTP_ENCRYPTION_KEY: "" });
  });
  afterAll(() => site?.close());

  test("says so in its log, and the set-up screen says why nothing can be set up", async () => {
    expect(site.server.logs()).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: "TOTP_ENCRYPTION_KEY is not set: two-factor sign-in cannot be set up (see the README)",
      }),
    );
    const cookie = await site.signIn();
    const page = await fetch(new URL("/admin/account/two-factor", site.url), {
      headers: { cookie },
    });
    const html = await page.text();
    expect(html).toContain("Two-factor sign-in cannot be set up on this server yet.");
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>.*Set up two-factor sign-in/s);
  });
});
