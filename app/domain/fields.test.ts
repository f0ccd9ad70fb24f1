import { describe, expect, test } from "vitest";
import { z } from "zod";
import { commaList, httpUrl, lineList, rowsOf, singleLine } from "./fields.ts";

describe("lineList", () => {
  const features = lineList(z.string(), { max: 3 });
  const goals = lineList(z.string(), { max: 3, required: "Enter at least one goal." });

  test("splits text one item per line, trimming and dropping blank lines", () => {
    expect(features.parse("  Sea freight \r\n\n Air freight\n   \nCustoms  ")).toEqual([
      "Sea freight",
      "Air freight",
      "Customs",
    ]);
  });

  test("takes an array too, cleaned the same way", () => {
    expect(features.parse([" a ", "", "b"])).toEqual(["a", "b"]);
  });

  test("an optional list may be left out or blank; a required one says what is missing", () => {
    expect(features.parse(undefined)).toEqual([]);
    expect(features.parse("\n \n")).toEqual([]);
    for (const value of [undefined, "", " \n "]) {
      const result = goals.safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        "Enter at least one goal.",
      ]);
    }
  });

  test("caps the number of items", () => {
    expect(features.safeParse("a\nb\nc\nd").error?.issues[0]?.message).toBe(
      "Enter at most 3 items.",
    );
  });

  test("refuses what is neither text nor a list", () => {
    expect(features.safeParse(42).success).toBe(false);
  });
});

describe("commaList", () => {
  const phones = commaList(z.string(), { max: 3, required: "Enter at least one phone number." });

  test("splits comma-separated text, trimming and dropping empty entries", () => {
    expect(phones.parse(" +231 1, +231 2 ,, ")).toEqual(["+231 1", "+231 2"]);
    expect(phones.parse(["+231 1", " "])).toEqual(["+231 1"]);
  });

  test("needs at least one entry", () => {
    for (const value of ["", " , ", [], undefined]) {
      expect(phones.safeParse(value).error?.issues[0]?.message).toBe(
        "Enter at least one phone number.",
      );
    }
  });
});

describe("singleLine", () => {
  test("collapses every run of whitespace, line breaks included, to one space", () => {
    expect(singleLine("a name", 50).parse("  Bob\r\n\tSmith \n")).toBe("Bob Smith");
  });

  test("blank after collapsing counts as missing", () => {
    expect(singleLine("a name", 50).safeParse("\r\n").error?.issues[0]?.message).toBe(
      "Enter a name.",
    );
  });
});

describe("httpUrl", () => {
  test.each(["https://example.com", "http://maps.example.com/?q=monrovia#map"])(
    "accepts %j",
    (value) => {
      expect(httpUrl.parse(value)).toBe(value);
    },
  );

  test.each([
    "javascript:alert(1)",
    "ftp://example.com",
    "example.com",
    "//example.com",
    "https://",
    "https://example.com/a b",
  ])("refuses %j", (value) => {
    expect(httpUrl.safeParse(value).success).toBe(false);
  });
});

describe("rowsOf", () => {
  test("takes a form's rows, keyed by index, in the index's order", () => {
    expect(rowsOf({ 10: "k", 2: "c", 0: "a", __x: "ignored" })).toEqual(["a", "c", "k"]);
  });

  test("leaves a list as it is, and anything else for the schema to refuse", () => {
    expect(rowsOf(["a", "b"])).toEqual(["a", "b"]);
    expect(rowsOf(undefined)).toBeUndefined();
    expect(rowsOf("a,b")).toBe("a,b");
  });
});
