import { describe, expect, test } from "vitest";
import { bodyLimitFor, IMAGE_BODY_LIMIT, QUOTE_BODY_LIMIT } from "./body-limits.ts";

const DEFAULT = 100 * 1024;

describe("bodyLimitFor", () => {
  test.each([
    ["/quote/health-tourism", QUOTE_BODY_LIMIT],
    ["/quote/health-tourism/", QUOTE_BODY_LIMIT],
    ["/quote/logistics", DEFAULT],
    ["/api/media", IMAGE_BODY_LIMIT],
    ["/api/team/42", IMAGE_BODY_LIMIT],
    ["/API/Team/42/upload", IMAGE_BODY_LIMIT],
    ["/api/services/7/images", IMAGE_BODY_LIMIT],
    ["/api/team/42/notes", DEFAULT],
    ["/api/services//images", DEFAULT],
    ["/api/contact", DEFAULT],
    ["/api/mediaextra", DEFAULT],
  ])("%s may carry %i bytes", (pathname, limit) => {
    expect(bodyLimitFor(pathname)).toBe(limit);
  });
});
