import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  HEALTH_REACH_MESSAGE,
  healthQuoteSchema,
  LogisticsQuoteSchema,
  MaterialsQuoteSchema,
} from "../../domain/inquiries.schema.ts";
import { ContactMessageInputSchema } from "../../domain/messages.schema.ts";
import { formChecks, htmlPattern } from "./form-checks.ts";

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

describe("formChecks", () => {
  test("completes what Conform reads from the schema: lengths, ranges and steps", () => {
    // What this adapter is for: Conform sees only `required` in these schemas.
    expect(getZodConstraint(ContactMessageInputSchema).message).toEqual({ required: true });
    const contact = formChecks(ContactMessageInputSchema);
    expect(contact.constraint.message).toEqual({ required: true, maxLength: 5000 });
    expect(contact.constraint.phone).toEqual({ required: false, maxLength: 40 });
  });

  test("gives each problem the schema's own message, found by parsing a failing value", () => {
    const health = formChecks(healthQuoteSchema(["Cardiology (heart)"]));
    expect(health.constraint.age).toEqual({ required: true, step: 1, min: 0, max: 120 });
    expect(health.messages.age).toEqual({
      valueMissing: "Enter the patient's age.",
      badInput: "Enter the patient's age as a number.",
      rangeUnderflow: "Enter the patient's age of at least 0.",
      rangeOverflow: "Enter the patient's age of at most 120.",
      stepMismatch: "Enter the patient's age as a whole number.",
    });
    // A piped string's length shows only on the schema's output side.
    expect(health.constraint.name).toMatchObject({ required: true, maxLength: 100 });
    expect(health.messages.email).toEqual({
      tooLong: "This e-mail address is too long.",
      typeMismatch: "Enter a valid e-mail address, like name@example.com.",
    });
    expect(health.constraint.email?.pattern).toBeUndefined();
  });

  test("a phone number is needed unless an e-mail address is given, in the schema's words", () => {
    const health = formChecks(healthQuoteSchema(["Cardiology (heart)"]));
    expect(health.constraint.phone?.required).toBe(false);
    expect(health.constraint.email?.required).toBe(false);
    expect(health.unless).toEqual({ phone: ["email"] });
    expect(health.messages.phone?.valueMissing).toBe(HEALTH_REACH_MESSAGE);
    expect(health.messages.phone?.patternMismatch).toMatch(/country code/);
    // The other forms need both, as before.
    expect(formChecks(LogisticsQuoteSchema).unless).toEqual({});
    expect(formChecks(LogisticsQuoteSchema).constraint.email?.required).toBe(true);
  });

  test("the health form requires at most eight fields", () => {
    const health = formChecks(healthQuoteSchema(["Cardiology (heart)"]));
    const required = Object.entries(health.constraint)
      .filter(([, constraint]) => constraint?.required)
      .map(([name]) => name);
    expect(required).toEqual([
      "name",
      "age",
      "country",
      "treatment",
      "condition",
      "consentHealthData",
    ]);
    // With the phone number or e-mail address, seven.
    expect(required.length + 1).toBeLessThanOrEqual(8);
  });

  test("a checkbox is required only where the schema refuses it unticked", () => {
    const health = formChecks(healthQuoteSchema(["Cardiology (heart)"]));
    expect(health.constraint.consentHealthData?.required).toBe(true);
    expect(health.messages.consentHealthData?.valueMissing).toMatch(/^Tick this box/);
    // Conform takes every checkbox read through z.preprocess for required.
    expect(getZodConstraint(healthQuoteSchema([])).consentNews?.required).toBe(true);
    expect(health.constraint.consentNews?.required).toBe(false);
    expect(health.messages.consentNews).toEqual({});
    expect(health.constraint.treatmentOther?.required).toBe(false);
  });

  test("optional fields keep their limits, and a pattern its message", () => {
    const logistics = formChecks(LogisticsQuoteSchema);
    expect(logistics.constraint.volumeM3).toEqual({
      required: false,
      step: "any",
      min: 0.01,
      max: 100_000,
    });
    expect(logistics.constraint.phone?.pattern).toBe("^[+\\d][\\d\\s\\(\\).\\-]{5,}$");
    expect(logistics.messages.phone?.patternMismatch).toBe(
      "Enter a phone number with its country code, like +231 77 000 0000.",
    );
  });

  test("a list's row fields are under Conform's list name, with a started row's messages", () => {
    const materials = formChecks(MaterialsQuoteSchema);
    expect(materials.messages.items).toEqual({
      valueMissing: "Enter at least one product, its quantity and unit.",
    });
    expect(materials.constraint["items[].quantity"]).toMatchObject({
      required: false,
      step: "any",
    });
    expect(materials.messages["items[].quantity"]?.valueMissing).toBe("Enter the quantity.");
    expect(materials.messages["items[].unit"]).toEqual({ valueMissing: "Choose a unit." });
    expect(materials.constraint["items[]"]).toBeUndefined();
  });

  test("works for any object schema, once per schema", () => {
    const schema = z.object({ code: z.string().regex(/^[A-Z]{3}$/, "Three capitals.") });
    const checks = formChecks(schema);
    expect(checks.constraint.code).toEqual({ required: true, pattern: "^[A-Z]{3}$" });
    // A blank fails the pattern too: required, with the same words.
    expect(checks.messages.code).toEqual({
      valueMissing: "Three capitals.",
      patternMismatch: "Three capitals.",
    });
    expect(formChecks(schema)).toBe(checks);
  });
});
