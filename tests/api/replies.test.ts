import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BUILT_IN_REPLY_TEMPLATES } from "../../app/domain/reply-templates.schema.ts";
import { getReplyTemplates } from "../../app/domain/reply-templates.server.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp.ts";

const SIGNATURE = "Kind regards,\nEfua Asante\nLogistics desk, Lonestar Anatolia Group";

/** How many times `part` occurs in `text`. */
function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Posts an admin screen's form as the browser does without JavaScript. */
function postForm(site: TestSite, pathname: string, cookie: string, fields: [string, string][]) {
  return fetch(new URL(pathname, site.url), {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

// Decision 067: a reply is mailed as the reply box shows it, signed by its writer.
describe.each(testEngines())("replies as they are sent on %s", (engine) => {
  let smtp: TestSmtpServer;
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startTestSite(engine, { SMTP_URL: smtp.url });
    cookie = await site.signIn();
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.stop();
  });

  test("PATCH /api/account keeps one's signature; bad input is refused and changes nothing", async () => {
    const refused = await call(site.url, "PATCH", "/api/account", {
      cookie,
      json: { signature: "x".repeat(501) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: "Your details were not saved.",
      errors: { signature: ["Keep the signature to 500 characters or fewer."] },
    });
    expect((await call(site.url, "GET", "/api/account", { cookie })).body).toMatchObject({
      account: { signature: "" },
    });
    const saved = await call(site.url, "PATCH", "/api/account", {
      cookie,
      json: { signature: SIGNATURE },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ account: { signature: SIGNATURE } });
  });

  test("the reply's mail carries the greeting and the writer's signature once each", async () => {
    const subject = `Containers to Monrovia ${engine} ${Date.now()}`;
    await call(site.url, "PATCH", "/api/account", { cookie, json: { signature: SIGNATURE } });
    const sent = await call(site.url, "POST", "/api/contact", {
      json: {
        name: "Kofi Mensah",
        email: "kofi@example.com",
        subject,
        message: "Two containers, when?",
        formProof: await site.formProof(),
      },
    });
    expect(sent.status).toBe(201);
    const { id } = await site.database.db
      .selectFrom("inquiries")
      .select("id")
      .where("subject", "=", subject)
      .executeTakeFirstOrThrow();
    const reply = await call(site.url, "POST", `/api/contact/${id}/reply`, {
      cookie,
      json: { reply: "The next ship leaves Mersin on Tuesday." },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      emailed: true,
      contactMessage: {
        reply: "The next ship leaves Mersin on Tuesday.",
        replySignature: SIGNATURE,
      },
    });
    const mail = await smtp.waitFor((received) => received.subject === `Re: ${subject}`);
    expect(
      mail.text.startsWith(
        `Dear Kofi Mensah,\n\nThe next ship leaves Mersin on Tuesday.\n\n${SIGNATURE}\n\nOn `,
      ),
    ).toBe(true);
    expect(count(mail.text, "Dear ")).toBe(1);
    expect(count(mail.text, SIGNATURE)).toBe(1);
    expect(mail.text).not.toContain("Best regards");
  });

  test("the reply templates screen saves the office's list and refuses bad input", async () => {
    const refused = await postForm(site, "/admin/reply-templates", cookie, [
      ["intent", "save"],
      ["version", "0"],
      ["templates[0].title", "Ship dates"],
      ["templates[0].text", ""],
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter the template&#x27;s text.");
    expect(await getReplyTemplates(site.database.db)).toEqual({
      templates: BUILT_IN_REPLY_TEMPLATES,
      version: 0,
    });
    const saved = await postForm(site, "/admin/reply-templates", cookie, [
      ["intent", "save"],
      ["version", "0"],
      ["templates[0].title", "Ship dates"],
      ["templates[0].text", "Every Tuesday from Mersin."],
    ]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/reply-templates");
    expect(await getReplyTemplates(site.database.db)).toEqual({
      templates: [{ title: "Ship dates", text: "Every Tuesday from Mersin." }],
      version: 1,
    });
  });

  test("an editor may use the templates but not change them", async () => {
    const editor = await site.signInEditor();
    const refused = await postForm(site, "/admin/reply-templates", editor, [
      ["intent", "save"],
      ["templates[0].title", "Mine"],
      ["templates[0].text", "Mine."],
    ]);
    expect(refused.status).toBe(403);
    expect((await getReplyTemplates(site.database.db)).templates[0]?.title).toBe("Ship dates");
  });
});
