import { describe, expect, test } from "vitest";
import {
  byteLimitFor,
  FORM_BODY,
  IMAGE_BODY,
  REPORTS_BODY,
  tooLargeMessage,
} from "./body-limits.ts";

describe("byteLimitFor", () => {
  test("a form that may carry files weighs what they do; any other body only its text", () => {
    const multipart = "multipart/form-data; boundary=x";
    expect(byteLimitFor(REPORTS_BODY, multipart)).toBe(55 * 1024 * 1024);
    expect(byteLimitFor(REPORTS_BODY, "application/x-www-form-urlencoded")).toBe(100 * 1024);
    expect(byteLimitFor(REPORTS_BODY, "application/json")).toBe(100 * 1024);
    expect(byteLimitFor(FORM_BODY, multipart)).toBe(100 * 1024);
    // An image may come as a data URL in JSON: its text is as large as the file.
    expect(byteLimitFor(IMAGE_BODY, "application/json")).toBe(15 * 1024 * 1024);
  });

  test("the refusal names what the route takes", () => {
    expect(tooLargeMessage(REPORTS_BODY)).toContain("Attach at most 5 files of up to 10 MB each");
    expect(tooLargeMessage(IMAGE_BODY)).toBe(
      "This request is too large. Images can be up to 10 MB.",
    );
    expect(tooLargeMessage(FORM_BODY)).toBe("This request is too large.");
  });
});
