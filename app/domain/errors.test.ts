import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  fieldErrorsFromZod,
  NotFoundError,
  parseInput,
  RateLimitedError,
  ValidationError,
} from "./errors.ts";

const Schema = z.object({
  title: z.string({ error: "Enter a title." }).trim().min(1, "Enter a title."),
  size: z.number().max(10, "Too big."),
  content: z.object({ text: z.string({ error: "Enter the text." }) }),
});
const messages = { invalid: "Failed to save.", missing: "Please fill in all required fields." };

function failureOf(input: unknown, texts: { invalid: string; missing?: string } = messages) {
  try {
    parseInput(Schema, input, texts);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("the input was accepted");
}

describe("parseInput", () => {
  test("returns the parsed data when the input is valid", () => {
    expect(parseInput(Schema, { title: " A ", size: 1, content: { text: "t" } }, messages)).toEqual(
      {
        title: "A",
        size: 1,
        content: { text: "t" },
      },
    );
  });

  test("a required field left out or blank gives the missing-field message", () => {
    for (const input of [
      { size: 1, content: { text: "t" } },
      { title: "   ", size: 1, content: { text: "t" } },
    ]) {
      const error = failureOf(input);
      expect(error.message).toBe("Please fill in all required fields.");
      expect(error.fieldErrors).toEqual({ title: ["Enter a title."] });
    }
  });

  test("a value that is present but wrong gives the invalid message", () => {
    const error = failureOf({ title: "A", size: 11, content: { text: "t" } });
    expect(error.message).toBe("Failed to save.");
    expect(error.fieldErrors).toEqual({ size: ["Too big."] });
  });

  test("without a missing-field message, the invalid message is used for both", () => {
    expect(
      failureOf({ size: 1, content: { text: "t" } }, { invalid: "Failed to save." }).message,
    ).toBe("Failed to save.");
  });

  test("nested fields are keyed by their dotted path", () => {
    const error = failureOf({ title: "A", size: 1, content: {} });
    expect(error.fieldErrors).toEqual({ "content.text": ["Enter the text."] });
  });
});

describe("fieldErrorsFromZod", () => {
  test("collects every message per field and puts form-wide ones under _form", () => {
    const schema = z.string().min(5, "Too short.").regex(/^\d+$/, "Digits only.");
    const result = schema.safeParse("ab");
    expect(result.error && fieldErrorsFromZod(result.error)).toEqual({
      _form: ["Too short.", "Digits only."],
    });
  });
});

describe("domain errors", () => {
  test("each is named after its class, as logs and stack traces show it", () => {
    expect(new NotFoundError("Service not found.").name).toBe("NotFoundError");
    expect(new ValidationError("Failed to save.").name).toBe("ValidationError");
    expect(new RateLimitedError("Please wait.", 3).name).toBe("RateLimitedError");
  });
});
