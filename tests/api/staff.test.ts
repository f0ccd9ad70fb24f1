import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NO_ACCESS } from "../../app/domain/roles.model.ts";
import { ACCOUNT_DISABLED } from "../../app/domain/users.server.ts";
import { NO_MAIL_FOR_INVITATIONS } from "../../app/mail/invitations.server.ts";
import { testEngines } from "../support/databases.ts";
import { signIn, startTestSite, type TestSite } from "../support/fixtures.ts";
import { call, cookieFrom } from "../support/http.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp.ts";
import { countRows } from "../support/snapshot.ts";

const PASSWORD = "amara's long password";
const FORM = {
  "content-type": "application/x-www-form-urlencoded",
  "sec-fetch-site": "same-origin",
};

interface StaffBody {
  users: { _id: string; username: string; role: string; status: string }[];
  invitations: { _id: string; email: string; mail: { state: string } }[];
}

describe.each(testEngines())("staff accounts through the API, on %s", (engine) => {
  let smtp: TestSmtpServer;
  let site: TestSite;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startTestSite(engine, { SMTP_URL: smtp.url });
    admin = await site.signIn();
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.stop();
  });

  /** The invitation link in the last mail to `email`, as a path on the test server. */
  async function linkMailedTo(email: string): Promise<string> {
    const mail =
      smtp.mails.findLast((received) => received.to.includes(email)) ??
      (await smtp.waitFor((received) => received.to.includes(email)));
    const link = /https?:\/\/[^/\s]+(\/admin\/invitation\/[A-Za-z0-9_-]+)\n/.exec(mail.text);
    if (!link?.[1]) throw new Error(`no link in: ${mail.text}`);
    return link[1];
  }

  test("an invitation is mailed, its link makes the account and signs in, once", async () => {
    const invited = await call<{ invitation: { mail: { state: string }; expiresAt: string } }>(
      site.url,
      "POST",
      "/api/invitations",
      {
        cookie: admin,
        json: { email: "Amara@Example.com", name: "Amara Kollie", role: "editor" },
      },
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      success: true,
      message: "Invitation e-mailed to amara@example.com.",
      invitation: { email: "amara@example.com", role: "editor", mail: { state: "sent" } },
    });
    const mail = await smtp.waitFor((received) => received.to.includes("amara@example.com"));
    expect(mail.subject).toBe("You are invited to help run the Lonestar Anatolia Group website");
    expect(mail.text).toContain("Hello Amara Kollie,");
    expect(mail.text).toContain("invited you to the content manager");
    expect(mail.html).toBe(false);
    const path = await linkMailedTo("amara@example.com");

    const page = await fetch(new URL(path, site.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Make your account");
    expect(html).toContain("amara@example.com");

    const accepted = await fetch(new URL(path, site.url), {
      method: "POST",
      redirect: "manual",
      headers: FORM,
      body: new URLSearchParams({
        username: "amara",
        name: "Amara Kollie",
        password: PASSWORD,
        passwordRepeat: PASSWORD,
      }),
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin/dashboard");
    const editor = cookieFrom({ status: 302, headers: accepted.headers, body: null });
    const me = await call(site.url, "GET", "/api/auth/me", { cookie: editor });
    expect(me.body).toMatchObject({ user: { username: "amara", role: "editor" } });

    const again = await fetch(new URL(path, site.url));
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("This invitation link no longer works.");
    // The log keeps the request, never the link that would sign someone up.
    const token = path.split("/").at(-1) ?? "";
    expect(JSON.stringify(site.server.logs())).not.toContain(token);
    expect(JSON.stringify(site.server.logs())).toContain("/admin/invitation/[hidden]");

    const staff = await call<StaffBody>(site.url, "GET", "/api/users", { cookie: admin });
    expect(staff.body.invitations).toEqual([]);
    expect(staff.body.users.map((user) => [user.username, user.role, user.status])).toEqual([
      ["office-admin", "admin", "active"],
      ["amara", "editor", "active"],
    ]);
  });

  test("an editor is refused the staff, and a person's data, with 403 and nothing changes", async () => {
    const editor = await site.signInEditor();
    await call(site.url, "POST", "/api/contact", {
      json: {
        name: "Comfort Doe",
        email: "comfort@example.com",
        subject: "General Inquiry",
        message: "Please call me back about my shipment.",
        formProof: await site.formProof(),
      },
    });
    const messages = await countRows(site.database.db, "inquiries");
    expect(messages).toBeGreaterThan(0);
    const refused = [
      ["GET", "/api/users", undefined],
      ["POST", "/api/invitations", { email: "x@example.com", role: "admin" }],
      ["POST", "/api/privacy-requests/erase", { email: "comfort@example.com" }],
      ["POST", "/api/privacy-requests/export", { email: "comfort@example.com" }],
    ] as const;
    for (const [method, path, json] of refused) {
      const answer = await call(site.url, method, path, { cookie: editor, json });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toEqual({ success: false, message: NO_ACCESS });
    }
    expect(await countRows(site.database.db, "inquiries")).toBe(messages);
    expect(await countRows(site.database.db, "invitations")).toBe(0);
    // What the role may do, it does: the inbox is the editor's.
    expect((await call(site.url, "GET", "/api/contact", { cookie: editor })).status).toBe(200);

    const erased = await call(site.url, "POST", "/api/privacy-requests/erase", {
      cookie: admin,
      json: { email: "comfort@example.com" },
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ success: true, erased: { inquiries: 1 } });
    expect(await countRows(site.database.db, "inquiries")).toBe(messages - 1);
  });

  test("disabling signs out at once; the right password then says why, a wrong one does not", async () => {
    const created = await call<{ user: { _id: string; role: string; status: string } }>(
      site.url,
      "POST",
      "/api/users",
      { cookie: admin, json: { username: "kofi", password: PASSWORD, role: "editor" } },
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ role: "editor", status: "active", name: "" });
    const id = created.body.user._id;
    const kofi = await signIn(site.url, { username: "kofi", password: PASSWORD });

    const disabled = await call(site.url, "PATCH", `/api/users/${id}`, {
      cookie: admin,
      json: { status: "disabled" },
    });
    expect(disabled.body).toMatchObject({ success: true, user: { status: "disabled" } });
    expect((await call(site.url, "GET", "/api/auth/me", { cookie: kofi })).status).toBe(401);
    const right = await call(site.url, "POST", "/api/auth/login", {
      json: { username: "kofi", password: PASSWORD },
    });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ success: false, message: ACCOUNT_DISABLED });
    const wrong = await call(site.url, "POST", "/api/auth/login", {
      json: { username: "kofi", password: "not the password" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      message: "Login failed. Please check your credentials.",
    });

    await call(site.url, "PATCH", `/api/users/${id}`, {
      cookie: admin,
      json: { status: "active" },
    });
    const promoted = await call(site.url, "PATCH", `/api/users/${id}`, {
      cookie: admin,
      json: { role: "admin" },
    });
    expect(promoted.body).toMatchObject({ user: { role: "admin" } });
    const removed = await call(site.url, "DELETE", `/api/users/${id}`, { cookie: admin });
    expect(removed.body).toEqual({ success: true, message: "Account kofi removed." });
    expect((await call(site.url, "DELETE", `/api/users/${id}`, { cookie: admin })).status).toBe(
      404,
    );
  });

  test("an administrator cannot change their own account, nor leave the site without one", async () => {
    const me = await call<{ user: { _id: string } }>(site.url, "GET", "/api/auth/me", {
      cookie: admin,
    });
    const own = await call(site.url, "PATCH", `/api/users/${me.body.user._id}`, {
      cookie: admin,
      json: { role: "editor" },
    });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({
      success: false,
      message: "You cannot change your own account. Another administrator can.",
    });
    const removeSelf = await call(site.url, "DELETE", `/api/users/${me.body.user._id}`, {
      cookie: admin,
    });
    expect(removeSelf.status).toBe(403);
  });

  test("an invitation sent again gets a new link; withdrawn, its link stops working", async () => {
    const invited = await call<{ invitation: { _id: string } }>(
      site.url,
      "POST",
      "/api/invitations",
      { cookie: admin, json: { email: "musa@example.com", role: "admin" } },
    );
    const first = await linkMailedTo("musa@example.com");
    const id = invited.body.invitation._id;
    smtp.mails.length = 0;
    const resent = await call(site.url, "POST", `/api/invitations/${id}/resend`, {
      cookie: admin,
    });
    expect(resent.body).toMatchObject({ success: true, invitation: { mail: { state: "sent" } } });
    const second = await linkMailedTo("musa@example.com");
    expect(second).not.toBe(first);
    expect((await fetch(new URL(first, site.url))).status).toBe(404);
    expect((await fetch(new URL(second, site.url))).status).toBe(200);

    const twice = await call(site.url, "POST", "/api/invitations", {
      cookie: admin,
      json: { email: "musa@example.com", role: "editor" },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ errors: { email: [expect.any(String)] } });

    const withdrawn = await call(site.url, "DELETE", `/api/invitations/${id}`, { cookie: admin });
    expect(withdrawn.body).toEqual({
      success: true,
      message: "The invitation to musa@example.com is withdrawn.",
    });
    expect((await fetch(new URL(second, site.url))).status).toBe(404);

    const log = await call<{ items: { actor: { username: string }; summary: string }[] }>(
      site.url,
      "GET",
      "/api/audit?kind=update",
      { cookie: admin },
    );
    expect(log.body.items).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ username: "office-admin" }),
        summary: "Updated the invitation of musa@example.com (sent again with a new link)",
      }),
    );
    const deletes = await call<{ items: { actor: { username: string }; summary: string }[] }>(
      site.url,
      "GET",
      "/api/audit?kind=delete",
      { cookie: admin },
    );
    expect(deletes.body.items).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ username: "office-admin" }),
        summary: "Deleted the invitation of musa@example.com (withdrawn)",
      }),
    );
  });
});

describe("a website without a mail server", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite("sqlite");
  });
  afterAll(() => site?.close());

  test("cannot invite, and says to add the person with a password", async () => {
    const admin = await site.signIn();
    const answer = await call(site.url, "POST", "/api/invitations", {
      cookie: admin,
      json: { email: "amara@example.com", role: "editor" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: NO_MAIL_FOR_INVITATIONS });
    expect(await countRows(site.database.db, "invitations")).toBe(0);
  });
});
