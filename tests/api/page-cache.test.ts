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

describe.each(testEngines())("the page cache on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("signing in and out and handling messages leave the rendered pages in place", async () => {
    await cacheOf(site, "/about");
    expect(await cacheOf(site, "/about")).toBe("hit");

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
    await cacheOf(site, "/team");
    for (let n = 0; n < 600; n++) {
      const response = await fetch(new URL(`/about?x=${n}`, site.url));
      await response.arrayBuffer();
      expect(response.headers.get("x-page-cache"), `?x=${n}`).toBe("hit");
    }
    expect(await cacheOf(site, "/team")).toBe("hit");

    // The one parameter the services page reads keeps an entry per known value...
    await cacheOf(site, "/services?category=logistics");
    expect(await cacheOf(site, "/services?category=logistics&utm_source=x")).toBe("hit");
    // ...and an unknown value is rendered every time, never stored.
    expect(await cacheOf(site, "/services?category=no-such")).toBe("bypass");
    expect(await cacheOf(site, "/services?category=no-such")).toBe("bypass");
  });

  test("a content edit clears the pages, and the edit shows at once", async () => {
    await cacheOf(site, "/about");
    expect(await cacheOf(site, "/about")).toBe("hit");
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
});
