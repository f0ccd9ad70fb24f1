import { afterEach, describe, expect, test } from "vitest";
import { ValidationError } from "../domain/errors.ts";
import { formDataToObject } from "./forms.ts";

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

  test.each([
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
