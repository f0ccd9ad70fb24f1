import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { fillTemplate, gzipTemplate, makeTemplate } from "./page-template.ts";

async function templateOf(body: Buffer, value: string) {
  const template = await makeTemplate(body, value);
  if (!template) throw new Error(`${value} is not in the page`);
  return template;
}

const page = (reference: string) =>
  Buffer.from(
    `<!DOCTYPE html><title>Request received</title><p>Your reference number is ${reference}.</p>` +
      `<a href="https://wa.me/231?text=my%20request%20${reference}.">WhatsApp</a>` +
      "<footer>".padEnd(20_000, "x"),
  );

describe("a page template", () => {
  test("puts each visitor's value back where the first one was, as it is and gzipped", async () => {
    const template = await templateOf(page("HT-2026-0001"), "HT-2026-0001");
    expect(template.parts).toHaveLength(3);
    for (const reference of ["HT-2026-0002", "HT-2026-12345", "LG-2027-0042"]) {
      const expected = page(reference);
      expect(fillTemplate(template, reference).equals(expected)).toBe(true);
      const gzipped = gzipTemplate(template, reference);
      expect(gunzipSync(gzipped).equals(expected), reference).toBe(true);
      expect(gzipped.length).toBeLessThan(expected.length / 10);
    }
  });

  test("a value at either end, or everywhere, and bytes that do not compress", async () => {
    const noise = randomBytes(70_000);
    const body = Buffer.concat([Buffer.from("REF"), noise, Buffer.from("REFREF")]);
    const template = await templateOf(body, "REF");
    expect(template.parts).toHaveLength(4);
    const expected = Buffer.concat([Buffer.from("BM-1"), noise, Buffer.from("BM-1BM-1")]);
    expect(gunzipSync(gzipTemplate(template, "BM-1")).equals(expected)).toBe(true);
    expect(gunzipSync(gzipTemplate(template, "")).equals(noise)).toBe(true);
  });

  test("a page without the value is no template", async () => {
    expect(await makeTemplate(page("HT-2026-0001"), "LG-2026-0001")).toBeNull();
  });
});
