import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";

const VALID = {
  name: "Comfort Doe",
  email: "comfort@example.com",
  subject: "Visa help",
  message: "Hello",
};

async function storedCount(site: TestSite, subject: string): Promise<number> {
  const row = await site.database.db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function postForm(site: TestSite, fields: Record<string, string>) {
  return call(site.url, "POST", "/contact", {
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

describe.each(testEngines())("spam protection and export on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("a filled-in honeypot is thanked like a person and dropped", async () => {
    const subject = `Honeypot ${Date.now()}`;
    const api = await call(site.url, "POST", "/api/contact", {
      json: { ...VALID, subject, leave_empty: "https://spam.example" },
    });
    expect(api.status).toBe(201);
    expect(api.body).toEqual({
      success: true,
      message: "Thank you for your message! We'll get back to you soon.",
    });
    const form = await postForm(site, { ...VALID, subject, leave_empty: "x" });
    expect(form.status).toBe(200);
    expect(await storedCount(site, subject)).toBe(0);
  });

  test("a form sent faster than a person can type is refused with a reason; a normal one is stored", async () => {
    const subject = `Speed ${Date.now()}`;
    const quick = await postForm(site, {
      ...VALID,
      subject,
      formShownAt: String(Date.now() - 500),
    });
    expect(quick.status).toBe(400);
    expect(String(quick.body)).toContain(
      "That was very quick. Please check your message, then send it again.",
    );
    expect(await storedCount(site, subject)).toBe(0);
    const normal = await postForm(site, {
      ...VALID,
      subject,
      formShownAt: String(Date.now() - 8000),
    });
    expect(normal.status).toBe(200);
    expect(await storedCount(site, subject)).toBe(1);
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
        {
          json: input,
        },
      );
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors), field).toEqual([field]);
    }
  });

  test("the CSV export follows the filter, keeps every character and defuses formulas", async () => {
    const marker = `Export ${Date.now()}`;
    for (const message of ['=HYPERLINK("http://evil")', "+1 call me", "@SUM(A1)", "-2 bags"]) {
      await call(site.url, "POST", "/api/contact", {
        json: { ...VALID, name: "Çağrı Öztürk", subject: marker, message },
      });
    }
    const answer = await fetch(new URL("/admin/messages/export.csv?status=unread", site.url), {
      headers: { cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="messages-unread-/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\n")[0]).toBe(
      "Received,Status,Name,Email,Phone,Subject,Message,Reply,Replied",
    );
    const lines = text.split("\n").filter((line) => line.includes(marker));
    expect(lines).toHaveLength(4);
    expect(text).toContain("Çağrı Öztürk");
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("'+1 call me");
    expect(text).toContain("'@SUM(A1)");
    expect(text).toContain("'-2 bags");

    const replied = await fetch(new URL("/admin/messages/export.csv?status=replied", site.url), {
      headers: { cookie },
    });
    expect(await replied.text()).not.toContain(marker);

    const anonymous = await fetch(new URL("/admin/messages/export.csv", site.url), {
      redirect: "manual",
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/login");
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
    expect(String(refused.body.message)).toMatch(/Please wait \d+ seconds and try again\./);
    expect(await storedCount(site, subject)).toBe(2);
  } finally {
    await site.close();
  }
});
