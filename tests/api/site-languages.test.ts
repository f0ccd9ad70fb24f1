import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { switchLanguage } from "../../app/domain/site-languages.server.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { LOGISTICS } from "../support/inquiries.ts";

// An administrator switches a language off (decision 074): its pages, stored or not, answer
// 404; the other pages and the sitemap no longer name it; a form sent from one of its pages
// is still received, in English.

async function get(url: string, pathname: string) {
  const response = await fetch(new URL(pathname, url));
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    body: await response.text(),
  };
}

/** Posts the overview's switch as the browser does without JavaScript. */
function postSwitch(site: TestSite, cookie: string, fields: Record<string, string>) {
  return fetch(new URL("/admin/translations?language=fr", site.url), {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "switch-language", ...fields }),
    redirect: "manual",
  });
}

describe.each(testEngines())("switching a language off on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site?.close());

  test("an editor may not switch a language; English cannot be switched off", async () => {
    const editor = await postSwitch(site, await site.signInEditor(), {
      language: "fr",
      on: "false",
    });
    expect(editor.status).toBe(403);
    expect(await editor.text()).toContain("does not have access");

    const english = await postSwitch(site, await site.signIn(), { language: "en", on: "false" });
    expect(english.status).toBe(400);
    expect(await english.text()).toContain("Only a translated language can be switched off.");
    expect((await get(site.url, "/fr")).status).toBe(200);
  });

  test("French switched off: its stored pages answer 404, and no other page or the sitemap names it", async () => {
    for (const pathname of ["/fr", "/fr/services/tourisme-medical"]) {
      await expect.poll(async () => (await get(site.url, pathname)).cache).toBe("hit");
    }
    const answer = await postSwitch(site, await site.signIn(), { language: "fr", on: "false" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/translations?language=fr");

    for (const pathname of ["/fr", "/fr/about", "/fr/services/tourisme-medical", "/fr/nowhere"]) {
      const page = await get(site.url, pathname);
      expect(page.status, pathname).toBe(404);
      expect(page.body, pathname).toContain('<html lang="fr"');
      expect(page.body, pathname).toContain("Page introuvable");
    }
    const home = await get(site.url, "/");
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('hrefLang="fr"');
    expect(home.body).not.toContain("fr_FR");
    expect(home.body).toContain('<link rel="alternate" hrefLang="tr"');
    expect(home.body).toContain('<meta property="og:locale:alternate" content="tr_TR"/>');
    const turkish = await get(site.url, "/tr/services/saglik-turizmi");
    expect(turkish.status).toBe(200);
    expect(turkish.body).not.toContain("/fr/");

    const sitemap = (await get(site.url, "/sitemap.xml")).body;
    expect(sitemap).not.toContain("/fr");
    expect(sitemap).toContain("/tr/services/");
  });

  test("a form sent from a French page since switched off is received in English", async () => {
    const refused = await fetch(new URL("/fr/quote/health?from=a", site.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Awa",
      redirect: "manual",
    });
    expect(refused.status).toBe(307);
    expect(refused.headers.get("location")).toBe("/quote/health?from=a");

    // Sent on to the English form, as a browser follows a 307 (with the same body), it is taken.
    const form = new FormData();
    form.set("formProof", await site.formProof());
    form.set("leave_empty", "");
    for (const [name, value] of Object.entries(LOGISTICS)) form.set(name, value);
    const post = (pathname: string) =>
      fetch(new URL(pathname, site.url), { method: "POST", body: form, redirect: "manual" });
    const sentOn = await post("/fr/quote/logistics");
    expect(sentOn.status).toBe(307);
    const quote = await post(sentOn.headers.get("location") ?? "");
    expect(quote.status).toBe(303);
    const sent = quote.headers.get("location") ?? "";
    expect(sent).toMatch(/^\/quote\/logistics\/sent\?reference=LG-/);
    const reference = new URL(sent, site.url).searchParams.get("reference") ?? "";
    const storedQuote = await site.database.db
      .selectFrom("inquiries")
      .select("language")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(storedQuote.language).toBe("en");

    const message = await fetch(new URL("/api/contact", site.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Awa Diallo",
        email: "awa@example.com",
        subject: "Soins à Istanbul",
        message: "Bonjour, je voudrais un devis pour une opération du genou.",
        language: "fr",
      }),
    });
    expect(message.status).toBe(201);
    const { contactMessage } = (await message.json()) as { contactMessage: { _id: string } };
    const stored = await site.database.db
      .selectFrom("inquiries")
      .select("language")
      .where("id", "=", contactMessage._id)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe("en");
  });

  test("switched on again, French is back everywhere", async () => {
    await switchLanguage(site.database.db, COMMAND_LINE, "fr", false);
    const answer = await postSwitch(site, await site.signIn(), { language: "fr", on: "true" });
    expect(answer.status).toBe(302);
    expect((await get(site.url, "/fr/services/tourisme-medical")).status).toBe(200);
    expect((await get(site.url, "/")).body).toContain('<link rel="alternate" hrefLang="fr"');
    expect((await get(site.url, "/sitemap.xml")).body).toContain("/fr/services/tourisme-medical");
  });
});
