import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import { SPAM_REASONS } from "../../app/domain/messages.model.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { HEALTH } from "../support/inquiries.ts";

const VALID = {
  name: "Comfort Doe",
  email: "comfort@example.com",
  subject: "Visa help",
  message: "Hello",
};
const THANKS = "Thank you for your message! We'll get back to you soon.";
/** The thank-you text as a page's HTML writes it (the apostrophe escaped). */
const THANKS_IN_HTML = THANKS.replace("'", "&#x27;");

interface Stored {
  id: string;
  status: string;
  spam_reason: string | null;
}

async function storedBySubject(site: TestSite, subject: string): Promise<Stored[]> {
  return site.database.db
    .selectFrom("inquiries")
    .select(["id", "status", "spam_reason"])
    .where("subject", "=", subject)
    .execute();
}

async function notificationsFor(site: TestSite, messageId: string): Promise<number> {
  const rows = await site.database.db
    .selectFrom("outbox")
    .select("id")
    .where("message_id", "=", messageId)
    .where("kind", "=", "notify")
    .execute();
  return rows.length;
}

function postForm(site: TestSite, path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(new URL(path, site.url), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
}

/** The form proof a page carries in its contact form. */
function proofInPage(html: string): string {
  const proof = /name="formProof" value="([^"]+)"/.exec(html)?.[1];
  if (!proof) throw new Error("the page has no form proof");
  return proof;
}

describe.each(testEngines())("suspected spam on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("a filled-in honeypot is thanked like a person, kept as spam, and nobody is notified", async () => {
    const subject = `Honeypot ${crypto.randomUUID()}`;
    const api = await call(site.url, "POST", "/api/contact", {
      json: {
        ...VALID,
        subject,
        leave_empty: "https://spam.example",
        formProof: await site.formProof(),
      },
    });
    expect(api.status).toBe(201);
    expect(api.body).toMatchObject({ success: true, message: THANKS });
    const form = await postForm(site, "/contact", {
      ...VALID,
      subject,
      leave_empty: "x",
      formProof: await site.formProof(),
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(THANKS_IN_HTML);

    const stored = await storedBySubject(site, subject);
    expect(stored).toHaveLength(2);
    for (const message of stored) {
      expect(message).toMatchObject({ status: "spam", spam_reason: "honeypot" });
      expect(await notificationsFor(site, message.id)).toBe(0);
    }
  });

  test("without the site's proof, with a forged one, or with the form's own clock, a message is held as spam", async () => {
    const subject = `Proof ${crypto.randomUUID()}`;
    const genuine = await site.formProof();
    const [issuedAt = "", mac = ""] = genuine.split(".");
    const forged = `${issuedAt}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    for (const extra of [
      {},
      { formProof: forged },
      { formProof: "not-a-proof" },
      // The old check trusted the time the browser said the form was shown.
      { formShownAt: String(Date.now() - 60_000) },
    ]) {
      const answer = await call(site.url, "POST", "/api/contact", {
        json: { ...VALID, subject, ...extra },
      });
      expect(answer.status, JSON.stringify(extra)).toBe(201);
    }
    const stored = await storedBySubject(site, subject);
    expect(stored.map((message) => [message.status, message.spam_reason])).toEqual(
      Array(4).fill(["spam", "no-proof"]),
    );
  });

  test("a form sent faster than a person can fill it in is held, and the sender is not told off", async () => {
    const subject = `Fast ${crypto.randomUUID()}`;
    const fresh = await call<{ formProof: string }>(site.url, "GET", "/api/contact/form-proof");
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("cache-control")).toBe("no-store");
    const answer = await postForm(site, "/contact", {
      ...VALID,
      subject,
      formProof: fresh.body.formProof,
    });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain(THANKS_IN_HTML);
    expect(page).not.toMatch(/very quick|too fast/i);
    const [held] = await storedBySubject(site, subject);
    expect(held).toMatchObject({ status: "spam", spam_reason: "too-fast" });
  });

  test("the proof in a cached page still lets a person's message through to the inbox", async () => {
    const first = await fetch(new URL("/contact", site.url));
    const firstProof = proofInPage(await first.text());
    // A person takes a while; meanwhile the page is served from the cache, proof and all.
    await sleep(2_100);
    const cached = await fetch(new URL("/contact", site.url));
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    const proof = proofInPage(await cached.text());
    expect(proof).toBe(firstProof);

    const subject = `Cached ${crypto.randomUUID()}`;
    const answer = await postForm(site, "/contact", { ...VALID, subject, formProof: proof });
    expect(answer.status).toBe(200);
    const [stored] = await storedBySubject(site, subject);
    expect(stored).toMatchObject({ status: "new", spam_reason: null });
    expect(await notificationsFor(site, stored?.id ?? "")).toBe(1);
  });

  test("spam stays out of the inbox's default view and comes back with one click", async () => {
    const subject = `Restore ${crypto.randomUUID()}`;
    await call(site.url, "POST", "/api/contact", { json: { ...VALID, subject } });
    const [held] = await storedBySubject(site, subject);
    const id = held?.id ?? "";
    const listed = async (status: string) => {
      const answer = await call<{ messages: { _id: string; spam: string | null }[] }>(
        site.url,
        "GET",
        `/api/contact?status=${status}`,
        { cookie },
      );
      return answer.body.messages.filter((message) => message._id === id);
    };
    expect(await listed("all")).toEqual([]);
    expect(await listed("unread")).toEqual([]);
    expect(await listed("spam")).toEqual([expect.objectContaining({ spam: "no-proof" })]);
    const list = await fetch(new URL("/admin/messages?status=spam", site.url), {
      headers: { cookie },
    });
    expect(await list.text()).toContain(`/admin/messages/${id}?status=spam`);
    // Its own screen says it is held, and why.
    const inbox = await fetch(new URL(`/admin/messages/${id}?status=spam`, site.url), {
      headers: { cookie },
    });
    const html = await inbox.text();
    expect(html.includes("Held as spam"), "the card says it is held").toBe(true);
    expect(html.includes("did not come from the website"), "the card says why").toBe(true);

    const restored = await postForm(
      site,
      "/admin/messages?status=spam",
      { intent: "restore", id },
      cookie,
    );
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe("/admin/messages?status=spam");
    expect(await listed("all")).toEqual([expect.objectContaining({ spam: null })]);
    expect(await listed("spam")).toEqual([]);
    expect(await notificationsFor(site, id)).toBe(1);
  });

  test("a proof is good for one message: sent again, it is held as a replay, answered the same, and the office sees why", async () => {
    const subject = `Replayed ${crypto.randomUUID()}`;
    const formProof = await site.formProof();
    for (const body of [
      { ...VALID, subject, formProof },
      // The same form sent again, as a script replays a captured one.
      { ...VALID, subject, formProof, message: "Hello again" },
    ]) {
      const answer = await call(site.url, "POST", "/api/contact", { json: body });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ success: true, message: THANKS });
    }
    // And again through the page's form, without JavaScript: the page it is answered with
    // carries a new proof, for the visitor's next message.
    const form = await postForm(site, "/contact", { ...VALID, subject, formProof });
    const answered = await form.text();
    expect(answered).toContain(THANKS_IN_HTML);
    expect(proofInPage(answered)).not.toBe(formProof);

    const stored = await storedBySubject(site, subject);
    expect(stored.map((message) => [message.status, message.spam_reason]).sort()).toEqual([
      ["new", null],
      ["spam", "replayed-proof"],
      ["spam", "replayed-proof"],
    ]);
    for (const message of stored) {
      expect(await notificationsFor(site, message.id)).toBe(message.status === "new" ? 1 : 0);
    }
    const held = stored.find((message) => message.status === "spam");
    const inbox = await fetch(new URL(`/admin/messages/${held?.id}`, site.url), {
      headers: { cookie },
    });
    expect(await inbox.text()).toContain(SPAM_REASONS["replayed-proof"]);
  });

  test("a health request held as spam keeps its files' names and sizes, not their bytes; a download says why, and restoring it says so", async () => {
    const marker = crypto.randomUUID();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...HEALTH, name: `Held ${marker}` })) {
      form.append(name, value);
    }
    const report = `%PDF-1.4\n%${"x".repeat(200_000)}\n%%EOF\n`;
    for (const name of ["echo.pdf", "blood-test.pdf"]) {
      form.append("reports", new Blob([report], { type: "application/pdf" }), name);
    }
    // No form proof: a script's request, answered as any other.
    const answer = await fetch(new URL("/quote/health-tourism", site.url), {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect(answer.status).toBe(303);

    const [held] = await site.database.db
      .selectFrom("inquiries")
      .select(["id", "status", "spam_reason"])
      .where("name", "=", `Held ${marker}`)
      .execute();
    expect(held).toMatchObject({ status: "spam", spam_reason: "no-proof" });
    const id = held?.id ?? "";
    const files = await site.database.db
      .selectFrom("inquiry_attachments")
      .select((eb) => [
        "id",
        "file_name",
        "byte_size",
        "kept",
        eb.fn("length", ["bytes"]).as("stored"),
      ])
      .where("message_id", "=", id)
      .orderBy("file_name")
      .execute();
    expect(files.map(({ id: _, ...file }) => ({ ...file, stored: Number(file.stored) }))).toEqual([
      { file_name: "blood-test.pdf", byte_size: report.length, kept: 0, stored: 0 },
      { file_name: "echo.pdf", byte_size: report.length, kept: 0, stored: 0 },
    ]);

    const notKept =
      "This file was not kept: the request was held as spam when it arrived, so only the file's name and size were stored. Ask the sender to send it again.";
    const apiDownload = await call(
      site.url,
      "GET",
      `/api/inquiries/${id}/attachments/${files[0]?.id}`,
      { cookie },
    );
    expect(apiDownload.status).toBe(410);
    expect(apiDownload.body).toEqual({ success: false, message: notKept });
    const adminDownload = await fetch(
      new URL(`/admin/inquiries/${id}/attachments/${files[0]?.id}`, site.url),
      { headers: { cookie } },
    );
    expect(adminDownload.status).toBe(410);
    expect(await adminDownload.text()).toContain("This file was not kept");

    const notice =
      "Held as spam: its files were not kept — 2 files, blood-test.pdf, echo.pdf; ask the sender to send them again.";
    const spamView = await fetch(new URL(`/admin/messages/${id}?status=spam`, site.url), {
      headers: { cookie },
    });
    const card = await spamView.text();
    expect(card).toContain(notice);
    expect(card).not.toContain(`/admin/inquiries/${id}/attachments/`);

    const restored = await postForm(
      site,
      "/admin/messages?status=spam",
      { intent: "restore", id },
      cookie,
    );
    expect(restored.status).toBe(302);
    const flash = restored.headers.getSetCookie().map((header) => header.split(";")[0]);
    const after = await fetch(new URL(restored.headers.get("location") ?? "", site.url), {
      headers: { cookie: [cookie, ...flash].join("; ") },
    });
    expect(await after.text()).toContain(`The message is back in the inbox. ${notice}`);

    const patched = await call(site.url, "PATCH", `/api/inquiries/${id}`, {
      cookie,
      json: { status: "in-progress" },
    });
    expect(patched.body).toMatchObject({ message: `Inquiry updated. ${notice}` });
  });

  test("a proof older than a day proves nothing", async () => {
    const subject = `Stale ${crypto.randomUUID()}`;
    const stale = await issueFormProof(site.database.db, Date.now() - 25 * 60 * 60 * 1000);
    await call(site.url, "POST", "/api/contact", { json: { ...VALID, subject, formProof: stale } });
    const [stored] = await storedBySubject(site, subject);
    expect(stored).toMatchObject({ status: "spam", spam_reason: "no-proof" });
  });

  test("every field has a length limit and the e-mail is checked on the server", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...VALID, name: "n".repeat(101) }, "name"],
      [{ ...VALID, email: `${"e".repeat(250)}@x.io` }, "email"],
      [{ ...VALID, email: "not an address" }, "email"],
      [{ ...VALID, phone: "1".repeat(41) }, "phone"],
      [{ ...VALID, subject: "s".repeat(151) }, "subject"],
      [{ ...VALID, message: "m".repeat(5001) }, "message"],
    ];
    for (const [input, field] of cases) {
      const answer = await call<{ errors: Record<string, string[]> }>(
        site.url,
        "POST",
        "/api/contact",
        { json: input },
      );
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors), field).toEqual([field]);
    }
  });
});

describe.each(testEngines())("a stored page's proof, on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    // Behind one proxy, as in production: each visitor's address is the one it appends.
    site = await startTestSite(engine, { TRUST_PROXY: "loopback" });
  });
  afterAll(() => site?.close());

  test("visitors without JavaScript who open the same stored copy each get their message through; a second one from one visitor is held", async () => {
    await expect
      .poll(async () => (await fetch(new URL("/contact", site.url))).headers.get("x-page-cache"))
      .toBe("hit");
    const proof = proofInPage(await (await fetch(new URL("/contact", site.url))).text());
    await sleep(2_100);
    const send = (subject: string, address: string) =>
      fetch(new URL("/contact", site.url), {
        method: "POST",
        body: new URLSearchParams({ ...VALID, subject, formProof: proof }),
        headers: { "x-forwarded-for": address },
      }).then((answer) => answer.status);
    const subject = `Shared copy ${crypto.randomUUID()}`;
    expect(await send(subject, "203.0.113.7")).toBe(200);
    expect(await send(subject, "198.51.100.23")).toBe(200);
    expect(await send(subject, "203.0.113.7")).toBe(200);
    const stored = await storedBySubject(site, subject);
    expect(stored.map((message) => [message.status, message.spam_reason]).sort()).toEqual([
      ["new", null],
      ["new", null],
      ["spam", "replayed-proof"],
    ]);
  });
});

test("the contact rate limit answers 429 with a reason, and the refused message is not stored", async () => {
  const site = await startTestSite("sqlite", { RATE_LIMIT_CONTACT: "2" });
  try {
    const subject = `Limited ${Date.now()}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(
        (await call(site.url, "POST", "/api/contact", { json: { ...VALID, subject } })).status,
      ).toBe(201);
    }
    const refused = await call(site.url, "POST", "/api/contact", { json: { ...VALID, subject } });
    expect(refused.status).toBe(429);
    expect(String(refused.body.message)).toMatch(/Please wait \d+ seconds? and try again\./);
    expect(await storedBySubject(site, subject)).toHaveLength(2);
  } finally {
    await site.close();
  }
});
