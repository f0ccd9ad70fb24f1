import { describe, expect, it } from "vitest";
import { languageOfPath, pathIn, sourcePath } from "./paths.ts";

describe("a page's address and its language", () => {
  it("is the source language at the root and another under its code", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/about")).toBe("en");
    expect(languageOfPath("/fr")).toBe("fr");
    expect(languageOfPath("/tr/services/saglik-turizmi")).toBe("tr");
    // A word that merely starts like a code, or a language the site does not speak.
    expect(languageOfPath("/french/about")).toBe("en");
    expect(languageOfPath("/de/about")).toBe("en");
    expect(languageOfPath("/en/about")).toBe("en");
  });

  it("drops the prefix for the same page in the source language", () => {
    expect(sourcePath("/fr")).toBe("/");
    expect(sourcePath("/fr/quote/logistics")).toBe("/quote/logistics");
    expect(sourcePath("/about")).toBe("/about");
  });

  it("puts a site page in a language, and leaves everything else as it is", () => {
    expect(pathIn("fr", "/")).toBe("/fr");
    expect(pathIn("fr", "/about")).toBe("/fr/about");
    expect(pathIn("tr", "/?index")).toBe("/tr?index");
    expect(pathIn("tr", "/quote/health-tourism#form")).toBe("/tr/quote/health-tourism#form");
    expect(pathIn("en", "/about")).toBe("/about");
    // Already in a language; files, the site's other areas, other sites, phone links.
    expect(pathIn("fr", "/tr/about")).toBe("/tr/about");
    for (const path of [
      "/uploads/photo.webp",
      "/images/logistics.svg",
      "/admin",
      "/api/contact",
      "/sitemap.xml",
      "/favicon.svg",
      "https://wa.me/231770123456",
      "//example.com/x",
      "tel:+231770123456",
      "#main",
    ]) {
      expect(pathIn("fr", path)).toBe(path);
    }
  });
});
