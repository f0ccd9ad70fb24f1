import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getInquirySettings } from "../../app/domain/inquiry-settings.server.ts";
import { getPrivacyNotice } from "../../app/domain/privacy-notice.server.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";

async function page(site: TestSite, pathname: string) {
  const response = await fetch(new URL(pathname, site.url));
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    html: await response.text(),
  };
}

/** Posts an admin screen's form as the browser does without JavaScript. */
function postForm(site: TestSite, pathname: string, cookie: string | null, fields: object) {
  return fetch(new URL(pathname, site.url), {
    method: "POST",
    headers: {
      ...(cookie ? { cookie } : {}),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields as Record<string, string>),
    redirect: "manual",
  });
}

describe.each(testEngines())("the privacy notice page on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("the built-in notice is at /privacy, linked from the footer and listed in the sitemap", async () => {
    const privacy = await page(site, "/privacy");
    expect(privacy.status).toBe(200);
    expect(privacy.html).toMatch(/<h1[^>]*>Privacy Notice<\/h1>/);
    expect(privacy.html).toContain("Version 1</p>");
    expect(privacy.html).toMatch(/<h2[^>]*>Your rights<\/h2>/);
    for (const pathname of ["/", "/about", "/privacy"]) {
      expect((await page(site, pathname)).html).toMatch(
        /<a[^>]*href="\/privacy"[^>]*>Privacy Notice<\/a>/,
      );
    }
    expect((await page(site, "/sitemap.xml")).html).toContain("/privacy</loc>");
  });

  test("a save in the content manager shows on /privacy at once, as a new version", async () => {
    await expect.poll(async () => (await page(site, "/privacy")).cache).toBe("hit");
    const saved = await postForm(site, "/admin/privacy", cookie, {
      intent: "save",
      version: "1",
      title: "How we handle your data",
      body: "We keep it safe.\nOnly staff read it.\n\n## Medical reports\nDeleted after a year.",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/privacy");

    const privacy = await page(site, "/privacy");
    expect(privacy.cache).not.toBe("hit");
    expect(privacy.html).toMatch(/<h1[^>]*>How we handle your data<\/h1>/);
    expect(privacy.html).toMatch(/Version 2, last updated [A-Z][a-z]+ \d{1,2}, \d{4}<\/p>/);
    expect(privacy.html).toMatch(/<p[^>]*>We keep it safe.\nOnly staff read it.<\/p>/);
    expect(privacy.html).toMatch(
      /<h2[^>]*>Medical reports<\/h2>\s*<p[^>]*>Deleted after a year.<\/p>/,
    );
    expect(privacy.html).not.toContain("Your rights");
  });

  test("a stale or empty save is refused with the reason, and changes nothing", async () => {
    const before = await getPrivacyNotice(site.database.db);
    const stale = await postForm(site, "/admin/privacy", cookie, {
      intent: "save",
      version: "1",
      title: "Old tab",
      body: "Text",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else saved the privacy notice");
    const empty = await postForm(site, "/admin/privacy", cookie, {
      intent: "save",
      version: String(before.version),
      title: "",
      body: "Text",
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter a title.");
    const anonymous = await postForm(site, "/admin/privacy", null, {
      intent: "save",
      version: String(before.version),
      title: "Anonymous",
      body: "Text",
    });
    expect(anonymous.status).not.toBe(200);
    expect(anonymous.headers.get("location") ?? "").not.toBe("/admin/privacy");
    expect(await getPrivacyNotice(site.database.db)).toEqual(before);
  });

  test("the inquiry settings screen saves the line addresses, treatments and retention", async () => {
    const saved = await postForm(site, "/admin/inquiry-settings", cookie, {
      intent: "save",
      version: "0",
      "notify.health-tourism": "",
      "notify.logistics": "cargo@example.com",
      "notify.building-materials": "",
      treatments: "Cardiology\r\nDental treatment\r\n",
      retentionMonths: "18",
      timeZone: "Europe/Istanbul",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/inquiry-settings");
    expect(await getInquirySettings(site.database.db)).toEqual({
      notify: { "health-tourism": "", logistics: "cargo@example.com", "building-materials": "" },
      treatments: ["Cardiology", "Dental treatment"],
      retentionMonths: 18,
      timeZone: "Europe/Istanbul",
      version: 1,
    });
    const refused = await postForm(site, "/admin/inquiry-settings", cookie, {
      intent: "save",
      version: "1",
      "notify.logistics": "not an address",
      treatments: "Cardiology",
      retentionMonths: "18",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter a valid e-mail address");
    expect((await getInquirySettings(site.database.db)).version).toBe(1);
    const unknownZone = await postForm(site, "/admin/inquiry-settings", cookie, {
      intent: "save",
      version: "1",
      treatments: "Cardiology",
      retentionMonths: "18",
      timeZone: "Mars/Olympus_Mons",
    });
    expect(unknownZone.status).toBe(400);
    expect(await unknownZone.text()).toContain("Choose a time zone from the list.");
    expect(await getInquirySettings(site.database.db)).toMatchObject({
      timeZone: "Europe/Istanbul",
      version: 1,
    });
  });
});
