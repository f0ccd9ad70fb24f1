import { describe, expect, test } from "vitest";
import { PageCache } from "./store.ts";

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
