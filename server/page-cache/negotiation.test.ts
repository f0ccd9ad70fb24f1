import { describe, expect, test } from "vitest";
import {
  isQuoteLine,
  isReferenceOf,
  REFERENCE_PARAMETER,
} from "../../app/domain/inquiries.model.ts";
import type { PublicPage } from "../../app/lib/route-handle.ts";
import { chooseEncoding, matchesEtag, pageVariant } from "./negotiation.ts";

const plainPage: PublicPage = { kind: "page" };
const servicesPage: PublicPage = {
  kind: "page",
  query: { category: ["logistics", "health-tourism"] },
};
const quoteSentPage: PublicPage = {
  kind: "page",
  query: { mail: ["none"] },
  slot: {
    parameter: REFERENCE_PARAMETER,
    accepts: ({ line }, value) => isQuoteLine(line) && isReferenceOf(line, value),
  },
};

describe("pageVariant", () => {
  test("a page is kept once, whatever query it does not read", () => {
    expect(pageVariant(plainPage, {}, "")).toEqual({ key: "" });
    expect(pageVariant(plainPage, {}, "utm_source=x&x=1")).toEqual({ key: "" });
    expect(pageVariant(servicesPage, {}, "category=logistics&utm_source=x")).toEqual({
      key: "?category=logistics",
    });
  });

  test("a value the page does not know is never kept", () => {
    expect(pageVariant(servicesPage, {}, "category=no-such")).toBeNull();
  });

  test("a quote's answer page is kept once per line, whatever reference it shows", () => {
    const logistics = { line: "logistics" };
    expect(pageVariant(quoteSentPage, logistics, "reference=LG-2026-0042")).toEqual({
      key: "?reference=*",
      slot: "LG-2026-0042",
    });
    expect(
      pageVariant(quoteSentPage, logistics, "reference=LG-2027-12345&utm_source=x")?.slot,
    ).toBe("LG-2027-12345");
    for (const query of ["", "reference=HT-2026-0042", "reference=LG-2026-0042%3Cscript%3E"]) {
      expect(pageVariant(quoteSentPage, logistics, query), query).toBeNull();
    }
    expect(pageVariant(quoteSentPage, { line: "no-such" }, "reference=LG-2026-0042")).toBeNull();
  });

  test("a slotted page's variants are kept apart, each with the visitor's value", () => {
    const health = { line: "health-tourism" };
    expect(pageVariant(quoteSentPage, health, "reference=HT-2026-0042&mail=none")).toEqual({
      key: "?mail=none&reference=*",
      slot: "HT-2026-0042",
    });
    expect(pageVariant(quoteSentPage, health, "reference=HT-2026-0042&mail=sent")).toBeNull();
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
