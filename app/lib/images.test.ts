import { describe, expect, test } from "vitest";
import { imageSrc, initialsOf, responsiveImage } from "./images.ts";

const HASH = "a".repeat(64);
const FALLBACK = { width: 96, height: 96 };

describe("imageSrc: the spec's display rules for a stored image value", () => {
  test.each([
    [
      "a data URL as it is",
      "data:image/png;base64,iVBORw0KGgo=",
      "data:image/png;base64,iVBORw0KGgo=",
    ],
    ["an http URL as it is", "http://cdn.example.com/a.jpg", "http://cdn.example.com/a.jpg"],
    ["an https URL as it is", "https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"],
    [
      "an /uploads path on this host",
      `/uploads/${HASH}-800x600.jpg`,
      `/uploads/${HASH}-800x600.jpg`,
    ],
    ["another site path on this host", "/images/health-tourism.svg", "/images/health-tourism.svg"],
    ["a bare file name under /uploads/", "grace.jpg", "/uploads/grace.jpg"],
  ])("%s", (_, value, expected) => {
    expect(imageSrc(value)).toBe(expected);
  });
});

describe("responsiveImage", () => {
  test("an upload gets its narrower WebP copies and the original as a srcset, and its real size", () => {
    expect(responsiveImage(`/uploads/${HASH}-1800x1200.jpg`, "100vw", FALLBACK)).toEqual({
      src: `/uploads/${HASH}-1800x1200.jpg`,
      srcSet: [
        `/uploads/${HASH}-480w.webp 480w`,
        `/uploads/${HASH}-960w.webp 960w`,
        `/uploads/${HASH}-1600w.webp 1600w`,
        `/uploads/${HASH}-1800x1200.jpg 1800w`,
      ].join(", "),
      sizes: "100vw",
      width: 1800,
      height: 1200,
    });
  });

  test("a small upload offers only the copies narrower than itself", () => {
    expect(responsiveImage(`/uploads/${HASH}-600x400.png`, "50vw", FALLBACK).srcSet).toBe(
      `/uploads/${HASH}-480w.webp 480w, /uploads/${HASH}-600x400.png 600w`,
    );
  });

  test("any other image keeps its source and takes the layout's size", () => {
    expect(responsiveImage("https://cdn.example.com/a.jpg", "100vw", FALLBACK)).toEqual({
      src: "https://cdn.example.com/a.jpg",
      ...FALLBACK,
    });
    expect(responsiveImage("grace.jpg", "100vw", FALLBACK).src).toBe("/uploads/grace.jpg");
  });

  test("a visitor saving data gets the smallest copy only, whatever the screen", () => {
    const saving = { saveData: true };
    expect(responsiveImage(`/uploads/${HASH}-1800x1200.jpg`, "100vw", FALLBACK, saving)).toEqual({
      src: `/uploads/${HASH}-480w.webp`,
      width: 1800,
      height: 1200,
    });
    // An upload too small for any copy, and any other image, stay as they are.
    expect(responsiveImage(`/uploads/${HASH}-300x200.png`, "50vw", FALLBACK, saving).src).toBe(
      `/uploads/${HASH}-300x200.png`,
    );
    expect(responsiveImage("/images/office-paynesville.svg", "50vw", FALLBACK, saving).src).toBe(
      "/images/office-paynesville.svg",
    );
  });
});

test("initialsOf takes the first and last names' initials", () => {
  expect(initialsOf("Joseph K. Flomo")).toBe("JF");
  expect(initialsOf("aylin")).toBe("A");
  expect(initialsOf("  ")).toBe("?");
});
