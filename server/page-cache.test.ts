import { describe, expect, test } from "vitest";
import { cacheAddress, chooseEncoding, matchesEtag, PageCache } from "./page-cache.ts";

const key = (url: string, saveData = false) =>
  cacheAddress(new URL(url, "http://site.test"), saveData)?.key ?? null;

describe("cacheAddress", () => {
  test("a page is kept under its path, whatever query it does not read", () => {
    expect(key("/about")).toBe("/about");
    expect(key("/about?utm_source=x&x=1")).toBe("/about");
    expect(key("/services?category=logistics&utm_source=x")).toBe("/services?category=logistics");
  });

  test("a value the page does not know, and the private area and files, are never kept", () => {
    for (const url of [
      "/services?category=no-such",
      "/admin/messages",
      "/api/services",
      "/admin.data",
      "/uploads/a.png",
      "/assets/app.css",
      "/images/office.svg",
      "/sw.js",
      "/healthz",
    ]) {
      expect(key(url), url).toBeNull();
    }
  });

  test("a quote's answer page is kept once per line, whatever reference it shows", () => {
    const kept = "/quote/logistics/sent?reference=*";
    expect(key("/quote/logistics/sent?reference=LG-2026-0042")).toBe(kept);
    expect(key("/quote/logistics/sent?reference=LG-2027-12345&utm_source=x")).toBe(kept);
    for (const url of [
      "/quote/logistics/sent",
      "/quote/logistics/sent?reference=HT-2026-0042",
      "/quote/logistics/sent?reference=LG-2026-0042%3Cscript%3E",
      "/quote/no-such-line/sent?reference=LG-2026-0042",
    ]) {
      expect(key(url), url).toBeNull();
    }
  });

  test("a visitor saving data has pages of their own", () => {
    expect(key("/", true)).toBe("/ save-data");
    expect(key("/")).toBe("/");
  });
});

describe("chooseEncoding", () => {
  test("Brotli first, then gzip, else the bytes as they are", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });

  test("an encoding refused with q=0 is not sent", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br; q=0.0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("br;q=0.5")).toBe("br");
  });
});

describe("matchesEtag", () => {
  const etag = '"abc123"';
  test("the page's own tag, one of a list, a weak form of it, or * match", () => {
    for (const header of ['"abc123"', '"other", "abc123"', 'W/"abc123"', "*"]) {
      expect(matchesEtag(header, etag), header).toBe(true);
    }
  });

  test("another tag or none does not", () => {
    expect(matchesEtag('"abc1234"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag("", etag)).toBe(false);
  });
});

describe("PageCache.keep", () => {
  test("a value is read once, again after content changed, and not kept when its read failed", async () => {
    const cache = new PageCache();
    let reads = 0;
    let failing = false;
    const kept = cache.keep(async () => {
      reads += 1;
      if (failing) throw new Error("the database is away");
      return `read ${reads}`;
    });

    expect(await kept()).toBe("read 1");
    expect(await kept()).toBe("read 1");
    cache.clear();
    expect(await kept()).toBe("read 2");

    cache.invalidate();
    failing = true;
    await expect(kept()).rejects.toThrow("the database is away");
    failing = false;
    expect(await kept()).toBe("read 4");
    expect(reads).toBe(4);
  });
});
