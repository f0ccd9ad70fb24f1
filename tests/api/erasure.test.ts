import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { updateInquiry } from "../../app/domain/inquiry-updates.server.ts";
import { receiveQuote } from "../../app/domain/quote-intake.server.ts";
import { testEngines } from "../support/databases.ts";
import { everyRowAsText, plainForms } from "../support/erasure.ts";
import { ADMIN, startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { HEALTH, LOGISTICS, storedQuote } from "../support/inquiries.ts";

const ADDRESS = "musu@example.com";

describe.each(testEngines())("an erasure through the API, on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine, { RATE_LIMIT_PASSWORD_RESET: "100" });
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  const askForReset = (email: string) =>
    call(site.url, "POST", "/api/auth/forgot-password", { json: { email } });

  /** The rate-limit rows whose key holds the address (PostgreSQL keeps them in the database). */
  async function rateLimitKeysWithAddress(): Promise<string[]> {
    if (engine !== "postgres") return [];
    const { rows } = await sql<{ key: string }>`select key from rate_limits`.execute(
      site.database.db,
    );
    return rows.map((row) => row.key).filter((key) => key.toLowerCase().includes(ADDRESS));
  }

  test("leaves no address, no plain digest of it and no rate-limit count under it", async () => {
    const { db } = site.database;
    await storedQuote(
      db,
      receiveQuote(db, "health-tourism", { ...HEALTH, email: ADDRESS }, [], {
        proof: await site.formProof(),
      }),
    );
    const other = await storedQuote(
      db,
      receiveQuote(db, "logistics", LOGISTICS, [], { proof: await site.formProof() }),
    );
    const me = await call<{ user: { _id: string; username: string } }>(
      site.url,
      "GET",
      "/api/auth/me",
      { cookie },
    );
    await updateInquiry(
      db,
      other.inquiry._id,
      { note: "Her brother called from 0771234567 for her." },
      { ...me.body.user, username: ADMIN.username },
    );
    // Someone asks for links to her address until the limit refuses them.
    for (let ask = 0; ask < 3; ask++) expect((await askForReset(ADDRESS)).status).toBe(200);
    expect((await askForReset(ADDRESS.toUpperCase())).status).toBe(429);
    if (engine === "postgres") {
      expect(await rateLimitKeysWithAddress()).toEqual([`password-reset-address:${ADDRESS}`]);
    }

    const erased = await call<{ erased: Record<string, unknown>; message: string }>(
      site.url,
      "POST",
      "/api/privacy-requests/erase",
      { cookie, json: { email: " Musu@Example.com" } },
    );
    expect(erased.status).toBe(200);
    expect(erased.body.erased).toMatchObject({
      inquiries: 1,
      notesToReview: [
        {
          inquiryId: other.inquiry._id,
          label: other.reference,
          link: `/admin/messages?q=${other.reference}`,
          mentions: ["phone"],
        },
      ],
    });
    expect(erased.body.message).toContain(
      "Staff notes on 1 other inquiry mention their phone number or address",
    );

    const rows = await everyRowAsText(db);
    for (const form of plainForms(ADDRESS)) expect(rows).not.toContain(form);
    expect(await rateLimitKeysWithAddress()).toEqual([]);
    // The count went on either engine (in memory on SQLite): a link can be asked for again.
    expect((await askForReset(ADDRESS)).status).toBe(200);
  });

  test("the audit log and the privacy log show staff no hash", async () => {
    const log = await call<{ items: { summary: string; item: { label: string } }[] }>(
      site.url,
      "GET",
      "/api/audit?kind=erase",
      { cookie },
    );
    expect(log.body.items.map((item) => item.summary)).toEqual([
      "Erased the personal data of a person (1 inquiry, 0 attachments, 2 queued mails; the address removed from 0 other records)",
    ]);
    const page = await fetch(new URL("/admin/privacy-requests", site.url), {
      headers: { cookie },
    });
    const html = await page.text();
    expect(html).toContain("About an erased address");
    expect(html).not.toMatch(/hmac-sha256|sha256:/);
  });
});
