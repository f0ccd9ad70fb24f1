import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  healthQuoteSchema,
  LogisticsQuoteSchema,
  MaterialsQuoteSchema,
} from "../domain/inquiries.schema.ts";
import { formConstraints, htmlPattern } from "./form-constraints.ts";

describe("htmlPattern", () => {
  test("escapes what the v flag refuses inside a character class, and nothing else", () => {
    const phone = htmlPattern("^[+\\d][\\d\\s().-]{5,}$");
    expect(phone).toBe("^[+\\d][\\d\\s\\(\\).\\-]{5,}$");
    const compiled = new RegExp(`^(?:${phone})$`, "v");
    expect(compiled.test("+231 77 (000) 0000")).toBe(true);
    expect(compiled.test("call me")).toBe(false);
    expect(htmlPattern("^\\d{4}-(0[1-9]|1[0-2])$")).toBe("^\\d{4}-(0[1-9]|1[0-2])$");
  });

  test("leaves out a pattern the browser could not compile", () => {
    expect(htmlPattern("(?<=a)[")).toBeUndefined();
  });
});

describe("formConstraints", () => {
  test("reads limits from the schema and each failure's message by parsing a failing value", () => {
    const health = formConstraints(healthQuoteSchema(["Cardiology (heart)"]));
    expect(health.age).toEqual({
      required: true,
      type: "number",
      step: 1,
      min: 0,
      max: 120,
      messages: {
        valueMissing: "Enter the patient's age.",
        badInput: "Enter the patient's age as a number.",
        rangeUnderflow: "Enter the patient's age of at least 0.",
        rangeOverflow: "Enter the patient's age of at most 120.",
        stepMismatch: "Enter the patient's age as a whole number.",
      },
    });
    // A piped string's length shows only on the schema's output side.
    expect(health.name).toMatchObject({ required: true, maxLength: 100 });
    expect(health.email).toMatchObject({ type: "email", required: true, maxLength: 254 });
    expect(health.email?.pattern).toBeUndefined();
    // Checkboxes: required only where the schema refuses one left unticked.
    expect(health.consentHealthData?.required).toBe(true);
    expect(health.consentHealthData?.messages.valueMissing).toMatch(/^Tick this box/);
    expect(health.consentNews?.required).toBeUndefined();
    expect(health.treatmentOther?.required).toBeUndefined();
  });

  test("optional fields keep their limits without being required", () => {
    const logistics = formConstraints(LogisticsQuoteSchema);
    expect(logistics.volumeM3).toMatchObject({ type: "number", step: "any", min: 0.01 });
    expect(logistics.volumeM3?.required).toBeUndefined();
    expect(logistics.phone?.messages.patternMismatch).toBe(
      "Enter a phone number with its country code, like +231 77 000 0000.",
    );
  });

  test("a list's row fields are under list.#.field with a started row's messages", () => {
    const materials = formConstraints(MaterialsQuoteSchema);
    expect(materials.items?.messages.valueMissing).toBe(
      "Enter at least one product, its quantity and unit.",
    );
    expect(materials["items.#.quantity"]).toMatchObject({
      type: "number",
      messages: { valueMissing: "Enter the quantity." },
    });
    expect(materials["items.#.unit"]?.messages.valueMissing).toBe("Choose a unit.");
    expect(materials["items.#.product"]?.required).toBeUndefined();
  });

  test("works for any object schema", () => {
    const constraints = formConstraints(
      z.object({ code: z.string().regex(/^[A-Z]{3}$/, "Three capitals.") }),
    );
    expect(constraints.code).toMatchObject({
      pattern: "^[A-Z]{3}$",
      messages: { patternMismatch: "Three capitals." },
    });
  });
});
