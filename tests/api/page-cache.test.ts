import { createHash } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEngines } from "../support/databases.ts";
import { ADMIN, startTestSite, type TestSite } from "../support/fixtures.ts";
import { call, cookieFrom } from "../support/http.ts";

/** Whether the page came from the cache ("hit") or was rendered ("miss"). */
async function cacheOf(site: TestSite, pathname: string): Promise<string | null> {
  const response = await fetch(new URL(pathname, site.url));
  await response.arrayBuffer();
  expect(response.status, pathname).toBe(200);
  return response.headers.get("x-page-cache");
}

/**
 * Whether the server kept the page it rendered for a request made after log line `from`: it is
 * stored a moment after it is sent (once compressed), and the server logs (at debug level)
 * whether it kept it. The test waits for that line, not for a time.
 */
async function keptOrNot(
  site: TestSite,
  page: string,
  from: number,
  saveData = false,
): Promise<boolean> {
  const line = await site.server.logLine(
    (entry) =>
      entry.page === page && entry.saveData === saveData && typeof entry.kept === "boolean",
    from,
  );
  return line.kept === true;
}

/**
 * Asks for a page until it is answered from memory, waiting after each rendering for the
 * server's word that it is stored. A second try covers a page rendered while an earlier copy was
 * still being stored; a page never kept fails.
 */
async function askUntilStored<T>(
  site: TestSite,
  page: string,
  ask: () => Promise<{ answer: T; cache: unknown }>,
  saveData = false,
): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const from = site.server.logs().length;
    const { answer, cache } = await ask();
    if (cache === "hit") return answer;
    await keptOrNot(site, page, from, saveData);
  }
  throw new Error(`${page} was rendered three times and never answered from memory`);
}

/** Asks for a page until the cache has it. */
async function cache(site: TestSite, pathname: string): Promise<void> {
  await askUntilStored(site, pathname, async () => ({
    answer: undefined,
    cache: await cacheOf(site, pathname),
  }));
}

/** The server's debug log says whether each rendered page was kept. */
const LOG_STORES = { LOG_LEVEL: "debug" };

describe.each(testEngines())("the page cache on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine, LOG_STORES);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("signing in and out and handling messages leave the rendered pages in place", async () => {
    await cache(site, "/about");

    const sent = await call<{ contactMessage: { _id: string } }>(site.url, "POST", "/api/contact", {
      json: {
        name: "Cache Visitor",
        email: "cache@example.com",
        subject: "Hello",
        message: "Hi",
        formProof: await site.formProof(),
      },
    });
    const id = sent.body.contactMessage._id;
    const signedIn = await call(site.url, "POST", "/api/auth/login", { json: ADMIN });
    expect(signedIn.status).toBe(200);
    const read = await fetch(new URL("/admin/messages", site.url), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "read", id }),
      redirect: "manual",
    });
    expect(read.status).toBe(302);
    await call(site.url, "POST", `/api/contact/${id}/reply`, { cookie, json: { reply: "Hello!" } });
    await call(site.url, "POST", "/api/auth/logout", { cookie: cookieFrom(signedIn) });

    expect(await cacheOf(site, "/about")).toBe("hit");
  });

  test("query parameters a page does not read share its entry and cannot flush the cache", async () => {
    await cache(site, "/team");
    await cache(site, "/about");
    for (let n = 0; n < 600; n++) {
      const response = await fetch(new URL(`/about?x=${n}`, site.url));
      await response.arrayBuffer();
      expect(response.headers.get("x-page-cache"), `?x=${n}`).toBe("hit");
    }
    expect(await cacheOf(site, "/team")).toBe("hit");

    // The one parameter the services page reads keeps an entry per known value...
    await cache(site, "/services?category=logistics");
    expect(await cacheOf(site, "/services?category=logistics&utm_source=x")).toBe("hit");
    // ...and an unknown value is rendered every time, never stored.
    expect(await cacheOf(site, "/services?category=no-such")).toBe("bypass");
    expect(await cacheOf(site, "/services?category=no-such")).toBe("bypass");
  });

  test("a content edit clears the pages, and the edit shows at once", async () => {
    await cache(site, "/about");
    const about = await call<{ content: Record<string, unknown> }>(
      site.url,
      "GET",
      "/api/content/about",
    );
    const content = about.body.content as { content: Record<string, unknown> };
    const vision = `A vision saved at ${Date.now()}`;
    const saved = await call(site.url, "PUT", "/api/pagecontent/about", {
      cookie,
      json: { content: { ...content.content, vision } },
    });
    expect(saved.status).toBe(200);
    const page = await fetch(new URL("/about", site.url));
    expect(page.headers.get("x-page-cache")).toBe("miss");
    expect((await page.text()).includes(vision)).toBe(true);
  });

  test("a 404 page is stored nowhere: a service created at its address shows at once", async () => {
    const pathname = `/services/cargo-insurance-${engine}`;
    for (let n = 0; n < 2; n++) {
      const from = site.server.logs().length;
      const answer = await fetch(new URL(pathname, site.url));
      const html = await answer.text();
      expect(answer.status).toBe(404);
      expect(html).toContain("Service Not Found");
      // Rendered afresh every time, and no CDN or browser may keep it either.
      expect(answer.headers.get("x-page-cache")).toBe("miss");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      // The server has decided before it is asked again: not kept.
      expect(await keptOrNot(site, pathname, from)).toBe(false);
    }

    const created = await call(site.url, "POST", "/api/services", {
      cookie,
      json: {
        title: "Cargo Insurance",
        slug: `cargo-insurance-${engine}`,
        category: "logistics",
        shortDescription: "Cover for goods in transit between Turkey and Liberia.",
        fullDescription: "We insure sea and air cargo from the factory gate to your door.",
        features: ["All-risk cover"],
      },
    });
    expect(created.status).toBe(201);
    const page = await fetch(new URL(pathname, site.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("We insure sea and air cargo");
    await cache(site, pathname);
  });

  test("an unknown address is the site's own 404 page, never stored", async () => {
    for (let n = 0; n < 3; n++) {
      const from = site.server.logs().length;
      const answer = await fetch(new URL("/no-such-page", site.url));
      const html = await answer.text();
      expect(answer.status).toBe(404);
      expect(answer.headers.get("x-page-cache")).toBe("miss");
      expect(html).toContain("<title>Page Not Found | Lonestar Anatolia Group</title>");
      expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
      expect(html).toContain("<footer");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(await keptOrNot(site, "/no-such-page", from)).toBe(false);
    }
    // The API keeps its JSON answer.
    const api = await call(site.url, "GET", "/api/no-such-endpoint");
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ success: false });
  });

  test("a failure other than a missing page shows in the site with its own status", async () => {
    // React Router's 405 (a form posted to a page with no action) takes the same way as a 500:
    // the layout's error boundary, whatever the status.
    const answer = await fetch(new URL("/about", site.url), {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    const html = await answer.text();
    expect(answer.status).toBe(405);
    expect(html).toContain("<title>Something Went Wrong | Lonestar Anatolia Group</title>");
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toContain("<footer");
  });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is kept exactly as sent (fetch would decompress it). */
function rawGet(site: TestSite, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    http
      .get(new URL(pathname, site.url), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The page as stored: asked for until the cache answers. */
function storedPage(site: TestSite, pathname: string, headers: Record<string, string> = {}) {
  const saveData = headers["save-data"] === "on";
  return askUntilStored(
    site,
    pathname,
    async () => {
      const answer = await rawGet(site, pathname, headers);
      return { answer, cache: answer.headers["x-page-cache"] };
    },
    saveData,
  );
}

describe("stored pages as they are sent", () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite("sqlite", LOG_STORES);
  });
  afterAll(() => site?.close());

  test("the same bytes for every visitor, with a strong ETag; If-None-Match gets a 304", async () => {
    const first = await storedPage(site, "/about");
    const second = await rawGet(site, "/about");
    expect(second.body.equals(first.body)).toBe(true);
    const etag = first.headers.etag ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(second.headers.etag).toBe(etag);

    const again = await rawGet(site, "/about", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    const changed = await rawGet(site, "/about", { "if-none-match": '"something-else"' });
    expect(changed.status).toBe(200);
  });

  test("Brotli or gzip as the client accepts, the same page either way, and Vary says so", async () => {
    const plain = await storedPage(site, "/services");
    const br = await rawGet(site, "/services", { "accept-encoding": "gzip, deflate, br" });
    const gzipped = await rawGet(site, "/services", { "accept-encoding": "gzip" });
    const refused = await rawGet(site, "/services", { "accept-encoding": "br;q=0, gzip;q=0" });

    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    for (const answer of [plain, br, gzipped]) {
      expect(answer.headers.vary).toBe("Accept-Encoding, Save-Data");
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  test("shared caches may keep a page briefly and serve it stale while they fetch it again", async () => {
    for (const answer of [await rawGet(site, "/team"), await storedPage(site, "/team")]) {
      expect(answer.headers["cache-control"]).toBe(
        "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
      );
    }
    const admin = await rawGet(site, "/admin/login");
    expect(admin.headers["cache-control"]).toBe("no-store");
  });

  test("the page's policy allows exactly its inline script, and the stored copy keeps every header", async () => {
    const rendered = await rawGet(site, "/contact");
    const stored = await storedPage(site, "/contact");
    const html = stored.body.toString("utf8");
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    expect(html.match(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g)).toHaveLength(1);
    const hash = createHash("sha256")
      .update(inline[0] ?? "")
      .digest("base64");
    const policy = String(stored.headers["content-security-policy"]);
    expect(policy).toContain(`script-src 'sha256-${hash}';`);
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "content-type",
    ]) {
      expect(stored.headers[name], name).toBe(rendered.headers[name]);
    }
  });

  test("a visitor saving data gets a lighter variant of its own: the other slides are not fetched", async () => {
    const light = await storedPage(site, "/", { "save-data": "on" });
    const usual = await storedPage(site, "/");
    expect(light.headers.etag).not.toBe(usual.headers.etag);
    const slides = (html: string) =>
      [...html.matchAll(/<div[^>]*data-slide[^>]*>/g)].map((match) => match[0]);
    const lightSlides = slides(light.body.toString("utf8"));
    expect(lightSlides.length).toBeGreaterThan(1);
    expect(lightSlides.slice(1).every((slide) => /\shidden=""/.test(slide))).toBe(true);
    expect(slides(usual.body.toString("utf8")).some((slide) => /\shidden=""/.test(slide))).toBe(
      false,
    );
  });
});
