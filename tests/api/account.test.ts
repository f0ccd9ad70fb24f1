import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WRONG_CURRENT_PASSWORD } from "../../app/domain/account.server.ts";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { PASSWORD_RESET_INVALID, PASSWORD_RESET_REQUESTED } from "../../app/domain/users.schema.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { testEngines } from "../support/databases.ts";
import { signIn, startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp.ts";

const PASSWORD = "amara's first long password";
const NEW_PASSWORD = "amara's second long password";

describe.each(testEngines())("one's own account through the API, on %s", (engine) => {
  let smtp: TestSmtpServer;
  let site: TestSite;
  let count = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startTestSite(engine, { SMTP_URL: smtp.url, RATE_LIMIT_PASSWORD_RESET: "1000" });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.stop();
  });

  /** A new editor of its own for each test: username and e-mail address. */
  async function editor() {
    count++;
    const account = { username: `amara${count}`, email: `amara${count}@example.com` };
    await createUser(
      site.database.db,
      { ...account, role: "editor", password: PASSWORD },
      COMMAND_LINE,
    );
    return account;
  }

  const ask = (email: string) =>
    call<{ message: string }>(site.url, "POST", "/api/auth/forgot-password", { json: { email } });
  const me = (cookie: string) => call(site.url, "GET", "/api/auth/me", { cookie });

  test("a forgotten password: the same answer for any address, the mailed link works once", async () => {
    const { username, email } = await editor();
    const earlier = await signIn(site.url, { username, password: PASSWORD });
    const known = await ask(email.toUpperCase());
    const unknown = await ask("nobody@example.com");
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: PASSWORD_RESET_REQUESTED });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect((await ask("not an address")).status).toBe(400);

    const mail = await smtp.waitFor((received) => received.to.includes(email));
    const token = /\/admin\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
    const reset = await call(site.url, "POST", "/api/auth/reset-password", {
      json: { token, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      success: true,
      message: "Your new password is set. Sign in with it.",
    });
    expect((await me(earlier)).status).toBe(401);
    await signIn(site.url, { username, password: NEW_PASSWORD });

    const again = await call(site.url, "POST", "/api/auth/reset-password", {
      json: { token, password: `${NEW_PASSWORD}!` },
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: PASSWORD_RESET_INVALID });
    expect(smtp.mails.filter((each) => each.to.includes("nobody@example.com"))).toEqual([]);
  });

  test("links to one address are limited per hour, with the same answer for any address", async () => {
    for (const email of ["limited@example.com", (await editor()).email]) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(200);
      const limited = await ask(email);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ success: false });
    }
  });

  test("the account: name and e-mail, a new password that ends the other sessions, sign out elsewhere", async () => {
    const { username, email } = await editor();
    const here = await signIn(site.url, { username, password: PASSWORD });
    const there = await signIn(site.url, { username, password: PASSWORD });

    const account = await call(site.url, "GET", "/api/account", { cookie: here });
    expect(account.body).toEqual({
      success: true,
      account: {
        username,
        name: "",
        email,
        role: "editor",
        signature: "",
        updatedAt: expect.any(String),
      },
    });
    const sessions = await call<{ sessions: { current: boolean }[] }>(
      site.url,
      "GET",
      "/api/account/sessions",
      { cookie: here },
    );
    expect(sessions.body.sessions.map((session) => session.current).sort()).toEqual([false, true]);

    const named = await call(site.url, "PATCH", "/api/account", {
      cookie: here,
      json: { name: "Amara Kollie" },
    });
    expect(named.body).toMatchObject({ success: true, account: { name: "Amara Kollie", email } });
    const moved = await call(site.url, "PATCH", "/api/account", {
      cookie: here,
      json: { email: `new.${email}` },
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ errors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });

    const wrong = await call(site.url, "POST", "/api/account/password", {
      cookie: here,
      json: { currentPassword: "not it at all", password: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect((await me(there)).status).toBe(200);
    const changed = await call(site.url, "POST", "/api/account/password", {
      cookie: here,
      json: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await me(there)).status).toBe(401);
    expect((await me(here)).status).toBe(200);

    const elsewhere = await signIn(site.url, { username, password: NEW_PASSWORD });
    const ended = await call(site.url, "POST", "/api/account/sessions/end-others", {
      cookie: here,
    });
    expect(ended.body).toEqual({
      success: true,
      ended: 1,
      message: "One other session has ended.",
    });
    expect((await me(elsewhere)).status).toBe(401);
    expect((await call(site.url, "GET", "/api/account")).status).toBe(401);
  });
});
