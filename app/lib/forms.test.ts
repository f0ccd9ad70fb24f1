import { afterEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { parseInput, ValidationError } from "../domain/errors.ts";
import { InquirySettingsInputSchema } from "../domain/inquiry-settings.schema.ts";
import { AboutInputSchema, HeroInputSchema } from "../domain/page-content.schema.ts";
import {
  TrustQuestionsSchema,
  TrustStepsSchema,
  TrustTestimonialsSchema,
} from "../domain/trust.schema.ts";
import { checkForm, failedSubmission, formDataToObject } from "./forms.ts";

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe("formDataToObject", () => {
  afterEach(() => {
    // Should a test ever let pollution through, it must not leak into the next one.
    delete (Object.prototype as Record<string, unknown>).leave_empty;
  });

  test("dotted names become nested objects, as the schemas' paths", () => {
    const input = formDataToObject(
      formOf([
        ["title", "Hero"],
        ["content.subtitle", "Sub"],
        ["content.description", "Text"],
        ["socialLinks.linkedin", "https://www.linkedin.com/in/x"],
      ]),
    );
    expect(JSON.parse(JSON.stringify(input))).toEqual({
      title: "Hero",
      content: { subtitle: "Sub", description: "Text" },
      socialLinks: { linkedin: "https://www.linkedin.com/in/x" },
    });
  });

  test("a row named as Conform names it (items[0].title) is the same row as items.0.title", () => {
    const input = formDataToObject(
      formOf([
        ["content.cards[0].title", "Fast"],
        ["content.cards[0].text", "Quick"],
        ["content.cards.1.title", "Near"],
        ["steps.logistics[10].title", "Ship"],
      ]),
    );
    expect(JSON.parse(JSON.stringify(input))).toEqual({
      content: { cards: { 0: { title: "Fast", text: "Quick" }, 1: { title: "Near" } } },
      steps: { logistics: { 10: { title: "Ship" } } },
    });
  });

  test.each([
    "__proto__[0].leave_empty",
    "__proto__.leave_empty",
    "constructor.prototype.leave_empty",
    "content.__proto__.leave_empty",
    "prototype",
  ])("a name reaching a prototype (%s) is refused and changes nothing", (name) => {
    expect(() => formDataToObject(formOf([[name, "1"]]))).toThrow(ValidationError);
    expect(({} as Record<string, unknown>).leave_empty).toBeUndefined();
  });

  test("the objects it builds have no prototype to reach", () => {
    const input = formDataToObject(formOf([["content.subtitle", "Sub"]]));
    expect(Object.getPrototypeOf(input)).toBeNull();
    expect(Object.getPrototypeOf(input.content)).toBeNull();
  });

  test("files are left out: only text fields become input", () => {
    const form = formOf([["alt", "A photo"]]);
    form.append("file", new Blob(["bytes"]), "photo.png");
    expect(Object.keys(formDataToObject(form))).toEqual(["alt"]);
  });
});

describe("checkForm, the browser's check of a form bound through Conform", () => {
  /** The field errors the server finds in the same form (see handleAdminAction). */
  function serverErrors(schema: z.ZodType, form: FormData) {
    try {
      parseInput(schema, formDataToObject(form), { invalid: "Failed." });
      return {};
    } catch (error) {
      return (error as ValidationError).fieldErrors;
    }
  }

  test.each([
    [
      "hero",
      HeroInputSchema,
      formOf([
        ["intent", "save"],
        ["version", "3"],
        ["title", " "],
        ["content.subtitle", ""],
        ["content.description", "x".repeat(1001)],
        ["content.buttonText", "Go"],
        ["content.buttonLink", "//evil.example"],
      ]),
    ],
    [
      "inquiry settings",
      InquirySettingsInputSchema,
      formOf([
        ["notify.health-tourism", "not an address"],
        ["notify.logistics", ""],
        ["notify.building-materials", ""],
        ["treatments", "\n  \n"],
        ["retentionMonths", "0"],
      ]),
    ],
    [
      "about, its cards a list",
      AboutInputSchema,
      formOf([
        ["title", "About"],
        ["content.vision", ""],
        ["content.mission", "M"],
        ["content.goals", "G"],
        ["content.whyChooseUs", "W"],
        ["content.cards[0].title", "Fast"],
        ["content.cards[0].text", ""],
        ["content.cards[1].title", ""],
        ["content.cards[1].text", "x".repeat(2000)],
      ]),
    ],
    [
      "trust testimonials, a list",
      TrustTestimonialsSchema,
      formOf([
        ["testimonials[0].quote", "Good"],
        ["testimonials[0].name", "Ann"],
        ["testimonials[0].line", "nowhere"],
      ]),
    ],
    [
      "trust steps, a list per line",
      TrustStepsSchema,
      formOf([
        ["steps.logistics[0].title", "Ship"],
        ["steps.logistics[0].text", ""],
      ]),
    ],
    [
      "trust questions, a list per service",
      TrustQuestionsSchema,
      formOf([
        ["questions.3f2a-b1[0].question", ""],
        ["questions.3f2a-b1[0].answer", "A"],
      ]),
    ],
  ])("finds the errors the server finds, under the same names (%s)", (_, schema, form) => {
    const { submission } = checkForm(schema, form);
    expect(submission.status).toBe("error");
    const found = submission.status === "error" ? submission.error : null;
    expect(found).toEqual(failedSubmission(serverErrors(schema, form)).error);
  });

  test("passes what the server accepts, empty optional fields included", () => {
    const form = formOf([
      ["title", "Welcome"],
      ["content.subtitle", ""],
      ["content.description", "Text"],
      ["content.buttonText", "Go"],
      ["content.buttonLink", "/contact"],
    ]);
    expect(checkForm(HeroInputSchema, form).submission.status).toBe("success");
    expect(serverErrors(HeroInputSchema, form)).toEqual({});
  });

  test("says when a required field was left empty, for a screen with its own text for it", () => {
    const schema = z.object({ title: z.string().trim().min(1, "Enter a title.") });
    expect(checkForm(schema, formOf([["title", ""]])).missing).toBe(true);
    expect(checkForm(schema, formOf([["title", "ok"]])).missing).toBe(false);
  });
});

describe("failedSubmission", () => {
  test("carries the field errors as Conform reads them, the whole form's under its empty name", () => {
    expect(failedSubmission({ title: ["Enter a title."], _form: ["Not accepted."] })).toEqual({
      status: "error",
      error: { title: ["Enter a title."], "": ["Not accepted."] },
    });
  });

  test("names a row's errors as Conform names the row's fields", () => {
    const { error } = failedSubmission({
      "content.cards.0.title": ["Enter a title."],
      "steps.logistics": ["Give 3 to 6 steps."],
      "questions.3f2a-b1.12.answer": ["Enter the answer."],
    });
    expect(error).toEqual({
      "content.cards[0].title": ["Enter a title."],
      "steps.logistics": ["Give 3 to 6 steps."],
      "questions.3f2a-b1[12].answer": ["Enter the answer."],
    });
  });
});
