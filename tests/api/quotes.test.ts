import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { QUOTE_LINES } from "../../app/domain/inquiries.model.ts";
import { QUOTE_FAILURE } from "../../app/domain/quote-intake.server.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { HEALTH, LOGISTICS, MATERIALS } from "../support/inquiries.ts";
import { openRequest } from "../support/raw-http.ts";

const REFERENCE = /Your reference number is (HT|LG|BM)-\d{4}-\d{4}\./;

/** A page's text without its tags, as the sentences read (the reference is kept in one piece). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, "");

/** A minimal PDF: what a scanner's report starts with, and enough to be one. */
const pdf = (text: string) =>
  new Blob([`%PDF-1.4\n%${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`], {
    type: "application/pdf",
  });

/** Nested answers as a browser's form names them, a row as Conform does (`items[0].product`). */
function flatten(values: Record<string, unknown>, prefix = ""): [string, string][] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = /^\d+$/.test(key) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;
    return typeof value === "object" && value !== null
      ? flatten(value as Record<string, unknown>, name)
      : [[name, String(value)] as [string, string]];
  });
}

/** The opening tag of the control named `name`, as the page renders it. */
function tagOf(html: string, name: string): string {
  const escaped = name.replace(/[.[\]]/g, "\\$&");
  return (
    new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${escaped}"[^>]*>`).exec(html)?.[0] ?? ""
  );
}

describe.each(testEngines())("quote forms on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site?.close());

  /** Asks for a page until the cache has it (stored once compressed, a moment after). */
  async function storedPage(path: string): Promise<string> {
    let html = "";
    await expect
      .poll(async () => {
        const response = await fetch(new URL(path, site.url));
        html = await response.text();
        return response.headers.get("x-page-cache");
      })
      .toBe("hit");
    return html;
  }

  /** Posts a line's form as the browser does: multipart, with the page's proof and any files. */
  async function postQuote(
    line: string,
    fields: Record<string, unknown>,
    files: { name: string; blob: Blob }[] = [],
    /** The page's language prefix (`/fr`); none for English. */
    prefix = "",
  ) {
    const form = new FormData();
    form.set("formProof", await site.formProof());
    form.set("leave_empty", "");
    for (const [name, value] of flatten(fields)) form.append(name, value);
    for (const file of files) form.append("reports", file.blob, file.name);
    const response = await fetch(new URL(`${prefix}/quote/${line}`, site.url), {
      method: "POST",
      body: form,
    });
    // The request is answered with a 303 to the page of its reference, which fetch follows.
    return { status: response.status, html: await response.text(), url: response.url };
  }

  const storedByReference = (reference: string) =>
    site.database.db
      .selectFrom("inquiries")
      .select(["id", "line", "email", "status", "language"])
      .where("reference", "=", reference)
      .executeTakeFirst();

  const countQuotes = async () =>
    Number(
      (
        await site.database.db
          .selectFrom("inquiries")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("reference", "is not", null)
          .executeTakeFirstOrThrow()
      ).count,
    );

  test.each([
    ["health-tourism", HEALTH, "HT"],
    ["logistics", LOGISTICS, "LG"],
    ["building-materials", MATERIALS, "BM"],
  ])(
    "the %s form posted as multipart answers with its reference and stores it",
    async (line, fields, prefix) => {
      const { status, html, url } = await postQuote(line, fields);
      expect(status).toBe(200);
      const reference = new RegExp(`Your reference number is (${prefix}-\\d{4}-\\d{4})\\.`).exec(
        textOf(html),
      )?.[1];
      expect(reference, html.slice(0, 300)).toBeDefined();
      expect(url).toBe(`${site.url}/quote/${line}/sent?reference=${reference}`);
      // (fetch drops the fragment; the Location's #quote-received is checked in the browser.)
      expect(textOf(html)).toContain("A confirmation is on its way to your e-mail address.");
      expect(html).not.toContain(fields.email as string);
      const stored = await storedByReference(reference as string);
      expect(stored).toMatchObject({ line, email: fields.email, status: "new", language: "en" });
    },
  );

  test("a request sent from the French form is kept in French, and its page answers in French", async () => {
    const { status, html, url } = await postQuote("logistics", LOGISTICS, [], "/fr");
    expect(status).toBe(200);
    const reference = new URL(url).searchParams.get("reference") as string;
    expect(reference).toMatch(/^LG-\d{4}-\d{4}$/);
    expect(url).toBe(`${site.url}/fr/quote/logistics/sent?reference=${reference}`);
    expect(textOf(html)).toContain(`Votre numéro de référence est le ${reference}.`);
    expect(textOf(html)).toContain("Une confirmation est en route vers votre adresse e-mail.");
    expect(textOf(html)).toMatch(/Notre équipe Logistique vous répond sous \S+ jours? ouvrés?\./);
    expect(textOf(html)).not.toContain("Your reference number is");
    expect(await storedByReference(reference)).toMatchObject({
      line: "logistics",
      status: "new",
      language: "fr",
    });

    // Without a mail, the Turkish page offers the reference on WhatsApp in Turkish.
    const phoneOnly = { ...HEALTH, email: "", city: "", language: "", contactChannel: "" };
    const turkish = await postQuote("health-tourism", phoneOnly, [], "/tr");
    const own = new URL(turkish.url).searchParams.get("reference") as string;
    expect(turkish.url).toBe(`${site.url}/tr/quote/health-tourism/sent?reference=${own}&mail=none`);
    expect(await storedByReference(own)).toMatchObject({ language: "tr" });
    const offer =
      /href="(https:\/\/wa\.me\/231770123456\?text=[^"]+Referans[^"]+)"/.exec(turkish.html)?.[1] ??
      "";
    expect(new URL(offer.replaceAll("&amp;", "&")).searchParams.get("text")).toBe(
      `Merhaba, web sitenizden Sağlık Turizmi teklif talebi gönderdim. Referans numaram ${own}.`,
    );
  });

  test("a health request with a phone number and no e-mail address is stored; its page offers WhatsApp instead of a mail", async () => {
    const phoneOnly = { ...HEALTH, email: "", city: "", language: "", contactChannel: "" };
    const { status, html, url } = await postQuote("health-tourism", phoneOnly);
    expect(status).toBe(200);
    const reference = new URL(url).searchParams.get("reference") as string;
    expect(url).toBe(`${site.url}/quote/health-tourism/sent?reference=${reference}&mail=none`);
    expect(textOf(html)).toContain(`Your reference number is ${reference}.`);
    expect(textOf(html)).toContain("You gave no e-mail address, so no confirmation is mailed");
    expect(textOf(html)).not.toContain("A confirmation is on its way");
    expect(textOf(html)).toContain(`Send ${reference} on WhatsApp`);
    const offer =
      /href="(https:\/\/wa\.me\/231770123456\?text=[^"]+reference[^"]+)"/.exec(html)?.[1] ?? "";
    const text = new URL(offer.replaceAll("&amp;", "&")).searchParams.get("text");
    expect(text).toBe(
      `Hello, I sent a Health Tourism quote request on your website. My reference number is ${reference}.`,
    );
    expect(await storedByReference(reference)).toMatchObject({ email: "", status: "new" });
    const mails = await site.database.db
      .selectFrom("outbox")
      .innerJoin("inquiries", "inquiries.id", "outbox.message_id")
      .select("outbox.kind")
      .where("inquiries.reference", "=", reference)
      .execute();
    expect(mails).toEqual([{ kind: "notify" }]);

    // The page with a mailed confirmation is another stored page: each keeps its own words.
    const mailed = `/quote/health-tourism/sent?reference=HT-2026-0999`;
    expect(textOf(await storedPage(mailed))).toContain("A confirmation is on its way");
    expect(textOf(await storedPage(`${mailed}&mail=none`))).toContain("HT-2026-0999 on WhatsApp");
  });

  test("a health request with neither a phone number nor an e-mail address is refused beside the phone field", async () => {
    const before = await countQuotes();
    const { status, html } = await postQuote("health-tourism", { ...HEALTH, phone: "", email: "" });
    expect(status).toBe(400);
    const phone = tagOf(html, "phone");
    expect(phone).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="[^"]*?([^" ]*-error)"/.exec(phone)?.[1];
    expect(html).toMatch(
      new RegExp(
        `id="${errorId}"[^>]*>Enter a phone number or an e-mail address, so that we can answer you\\.</p>`,
      ),
    );
    expect(await countQuotes()).toBe(before);
  });

  test("the answer page is stored once per line and shows each visitor only their reference", async () => {
    const first = REFERENCE.exec(textOf((await postQuote("logistics", LOGISTICS)).html))?.[0];
    const sent = (await postQuote("logistics", LOGISTICS)).url;
    const html = await storedPage(new URL(sent).pathname + new URL(sent).search);
    const own = new URL(sent).searchParams.get("reference") as string;
    expect(textOf(html)).toContain(`Your reference number is ${own}.`);
    expect(first).toBeDefined();
    expect(textOf(html)).not.toContain(first as string);
    // Stored, it still answers each reference with its own, compressed or not.
    const other = `/quote/logistics/sent?reference=LG-2026-9876`;
    for (const encoding of ["gzip", "identity"]) {
      const response = await fetch(new URL(other, site.url), {
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers.get("x-page-cache")).toBe("hit");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(textOf(await response.text())).toContain("Your reference number is LG-2026-9876.");
    }
    const wrongLine = await fetch(
      new URL("/quote/logistics/sent?reference=HT-2026-0001", site.url),
    );
    expect(wrongLine.status).toBe(404);
  });

  test("a health request cut off inside a large report is refused, stores nothing, and the server stays up", async () => {
    const form = new FormData();
    form.set("formProof", await site.formProof());
    for (const [name, value] of flatten({ ...HEALTH, name: "Cut Off Sender" })) {
      form.append(name, value);
    }
    form.append("reports", pdf("x".repeat(300_000)), "scan.pdf");
    const encoded = new Response(form);
    const whole = new Uint8Array(await encoded.arrayBuffer());
    const before = await countQuotes();

    // Complete as HTTP (its length is what it sends) but not as a form: it ends inside the file.
    const response = await fetch(new URL("/quote/health-tourism", site.url), {
      method: "POST",
      headers: { "content-type": encoded.headers.get("content-type") ?? "" },
      body: whole.subarray(0, 200_000),
    });

    expect(response.status).toBe(415);
    expect(textOf(await response.text())).toContain(QUOTE_FAILURE);
    expect(await countQuotes()).toBe(before);
    expect(site.server.process.exitCode).toBeNull();
    expect((await fetch(new URL("/healthz", site.url))).status).toBe(200);
  });

  test("a health request with two PDF reports stores both, byte for byte", async () => {
    const { status, html } = await postQuote("health-tourism", HEALTH, [
      { name: "echo-report.pdf", blob: pdf("echocardiogram") },
      { name: "blood-tests.pdf", blob: pdf("blood tests") },
    ]);
    expect(status).toBe(200);
    const reference = /(HT-\d{4}-\d{4})/.exec(html)?.[1] as string;
    const stored = await storedByReference(reference);
    const files = await site.database.db
      .selectFrom("inquiry_attachments")
      .select(["file_name", "content_type", "bytes"])
      .where("message_id", "=", stored?.id as string)
      .orderBy("file_name")
      .execute();
    expect(files.map((file) => [file.file_name, file.content_type])).toEqual([
      ["blood-tests.pdf", "application/pdf"],
      ["echo-report.pdf", "application/pdf"],
    ]);
    expect(Buffer.from(files[1]?.bytes as Uint8Array).toString()).toContain("%echocardiogram");
  });

  test("a file renamed to .pdf that is not a PDF is refused, and nothing is stored", async () => {
    const before = await countQuotes();
    const { status, html } = await postQuote("health-tourism", HEALTH, [
      { name: "report.pdf", blob: new Blob(["MZ\x90\x00 this is a program"]) },
    ]);
    expect(status).toBe(400);
    expect(html).toContain(
      "&quot;report.pdf&quot; is not a PDF, JPEG or PNG file (its content is something else).",
    );
    expect(html).toContain("Your files were not kept: attach them again before sending.");
    expect(html).not.toMatch(REFERENCE);
    expect(await countQuotes()).toBe(before);
  });

  test("a refused form comes back with each error beside its field and everything typed kept", async () => {
    const before = await countQuotes();
    const { status, html } = await postQuote("logistics", {
      ...LOGISTICS,
      weightKg: "heavy",
      cargo: "Tiles <b>and</b> grout",
    });
    expect(status).toBe(400);
    expect(html).toContain("Your request was not sent. Please check the fields marked below");
    const weight = tagOf(html, "weightKg");
    expect(weight).toContain('value="heavy"');
    expect(weight).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="([^"]*-error)"/.exec(weight)?.[1];
    expect(html).toMatch(
      new RegExp(`id="${errorId}"[^>]*>Enter the weight in kg as a number\\.</p>`),
    );
    expect(tagOf(html, "originPlace")).toContain('value="Mersin"');
    expect(html).toContain("Tiles &lt;b&gt;and&lt;/b&gt; grout</textarea>");
    expect(html).toMatch(/<option value="fcl-40" selected="">/);
    expect(tagOf(html, "ctnHelp")).toContain('checked=""');
    expect(await countQuotes()).toBe(before);
  });

  test("a half-filled product row is marked in that row, not in another", async () => {
    const { status, html } = await postQuote("building-materials", {
      ...MATERIALS,
      items: {
        "0": { product: "Cement", quantity: "10", unit: "bags" },
        "1": { product: "", quantity: "", unit: "" },
        "2": { product: "Tiles", quantity: "", unit: "m²" },
      },
    });
    expect(status).toBe(400);
    expect(tagOf(html, "items[2].quantity")).toContain('aria-invalid="true"');
    expect(tagOf(html, "items[1].quantity")).toContain('aria-invalid="false"');
    expect(html).toContain("Enter the quantity.");
    expect(tagOf(html, "items[2].product")).toContain('value="Tiles"');
  });

  test("each line has its page, with the schema's limits on its fields; any other line is 404", async () => {
    for (const line of QUOTE_LINES) {
      const page = await fetch(new URL(`/quote/${line.value}`, site.url));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>Request a ${line.label} Quote</h1>`));
      expect(html).toContain('href="/privacy"');
    }
    const health = await (await fetch(new URL("/quote/health-tourism", site.url))).text();
    const age = tagOf(health, "age");
    for (const attribute of ['required=""', 'min="0"', 'max="120"', 'step="1"', 'type="number"']) {
      expect(age).toContain(attribute);
    }
    expect(tagOf(health, "phone")).toContain('maxLength="40"');
    expect(tagOf(health, "phone")).toContain('data-unless="email"');
    expect(tagOf(health, "phone")).not.toContain("required");
    expect(tagOf(health, "email")).not.toContain("required");
    // A fresh form: on WhatsApp, and in Liberia, the first of the countries.
    expect(tagOf(health, "phoneWhatsapp")).toContain('checked=""');
    expect(health).toMatch(
      /<select[^>]*name="country"[^>]*><option value="Liberia" selected="">Liberia<\/option><option value="Guinea">Guinea<\/option>/,
    );
    // In French the countries are named and sorted in French, and still send their English name.
    const french = await (await fetch(new URL("/fr/quote/health-tourism", site.url))).text();
    expect(french).toMatch(
      /<option value="Liberia" selected="">Liberia<\/option><option value="Guinea">Guinée<\/option>/,
    );
    expect(french).toMatch(
      /<option value="Côte d’Ivoire">Côte d’Ivoire<\/option><option value="Ghana">Ghana<\/option><option value="Nigeria">Nigeria<\/option><option value="Afghanistan">Afghanistan<\/option><option value="South Africa">Afrique du Sud<\/option>/,
    );
    expect(french).toContain('<option value="Other">Autre</option></select>');
    expect(tagOf(health, "consentHealthData")).toContain('required=""');
    expect(tagOf(health, "consentNews")).not.toMatch(/checked|required/);
    expect(tagOf(health, "reports")).toContain('type="file"');
    expect(tagOf(health, "reports")).toContain("multiple");
    expect(health).toContain("Cardiology (heart)");

    const unknown = await fetch(new URL("/quote/real-estate", site.url));
    expect(unknown.status).toBe(404);
    const posted = await fetch(new URL("/quote/real-estate", site.url), {
      method: "POST",
      body: new URLSearchParams({ name: "x" }),
    });
    expect(posted.status).toBe(404);
  });

  test("the form page is stored like any public page, never a POST's answer, and is in the sitemap", async () => {
    const path = "/quote/logistics";
    await storedPage(path);
    const { html: answer } = await postQuote("logistics", LOGISTICS);
    expect(textOf(answer)).toMatch(REFERENCE);
    const again = await fetch(new URL(path, site.url));
    expect(await again.text()).not.toMatch(REFERENCE);

    const sitemap = await (await fetch(new URL("/sitemap.xml", site.url))).text();
    for (const line of QUOTE_LINES) expect(sitemap).toContain(`/quote/${line.value}</loc>`);
  });

  test("a post that a browser says comes from another site is refused, and nothing is stored", async () => {
    const before = await countQuotes();
    const form = new FormData();
    for (const [name, value] of Object.entries(LOGISTICS)) form.set(name, value);
    const refused = await fetch(new URL("/quote/logistics", site.url), {
      method: "POST",
      body: form,
      headers: { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
    });
    expect(refused.status).toBe(403);
    expect(await countQuotes()).toBe(before);
  });

  test("saving the treatments in the content manager changes the stored health form, and what it takes", async () => {
    const path = "/quote/health-tourism";
    expect(await storedPage(path)).not.toContain("Hair transplant");
    // Refused now; the server keeps the treatments it checked this against until content changes.
    const hairTransplant = { ...HEALTH, treatment: "Hair transplant" };
    expect((await postQuote("health-tourism", hairTransplant)).status).toBe(400);
    const saved = await fetch(new URL("/admin/inquiry-settings", site.url), {
      method: "POST",
      headers: { cookie: await site.signIn() },
      body: new URLSearchParams({
        intent: "save",
        version: "0",
        "notify.health-tourism": "",
        "notify.logistics": "",
        "notify.building-materials": "",
        treatments: "Cardiology (heart)\nHair transplant",
        retentionMonths: "12",
      }),
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    const after = await fetch(new URL(path, site.url));
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain(
      '<option value="Hair transplant">Hair transplant</option>',
    );
    const taken = await postQuote("health-tourism", hairTransplant);
    expect(taken.status).toBe(200);
    expect(taken.url).toContain("/quote/health-tourism/sent?reference=HT-");
  });

  test("the health form takes five reports of 10 MB; its limit, and the others', refuse more", async () => {
    const refusals: [string, number, RegExp][] = [
      ["/quote/health-tourism", 56 * 1024 * 1024, /Attach at most 5 files of up to 10 MB each/],
      ["/quote/logistics", 200 * 1024, /more than this form takes/],
    ];
    for (const [pathname, length, message] of refusals) {
      const request = openRequest(site.url, "POST", pathname, {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": length,
      });
      await request.write("x".repeat(16 * 1024));
      const answer = await request.answer;
      request.destroy();
      expect(answer.status, pathname).toBe(413);
      expect(String(answer.body), pathname).toMatch(message);
    }
    // One file too many is refused with everything typed shown again, and nothing stored.
    const before = await countQuotes();
    const six = Array.from({ length: 6 }, (_, n) => ({ name: `scan-${n}.pdf`, blob: pdf(`${n}`) }));
    const tooMany = await postQuote("health-tourism", HEALTH, six);
    expect(tooMany.status).toBe(413);
    expect(tooMany.html).toContain("Attach at most 5 files of up to 10 MB each");
    expect(tagOf(tooMany.html, "name")).toContain(`value="${HEALTH.name}"`);
    expect(tooMany.html).toContain("Your files were not kept: attach them again before sending.");
    expect(await countQuotes()).toBe(before);
    // A request past the default limit (a 3 MB scan) is taken on the health route.
    const scan = new Blob([`%PDF-1.7\n${"0".repeat(3 * 1024 * 1024)}\n%%EOF`]);
    const { status } = await postQuote("health-tourism", HEALTH, [{ name: "mri.pdf", blob: scan }]);
    expect(status).toBe(200);
  });
});

describe.each(testEngines())("quote forms under the contact limit on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine, { RATE_LIMIT_CONTACT: "1" });
  });
  afterAll(() => site?.close());

  test("a sender past the contact limit is refused before the form is read, and nothing is stored", async () => {
    const post = async () => {
      const form = new FormData();
      form.set("formProof", await site.formProof());
      for (const [name, value] of Object.entries(LOGISTICS)) form.set(name, value);
      return fetch(new URL("/quote/logistics", site.url), { method: "POST", body: form });
    };
    expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const stored = await site.database.db
      .selectFrom("inquiries")
      .select("id")
      .where("line", "=", "logistics")
      .execute();
    expect(stored).toHaveLength(1);
  });
});
