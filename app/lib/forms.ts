import type { z } from "zod";
import { type FieldErrors, parseInput, ValidationError } from "../domain/errors.ts";

/** Path segments that would reach an object's prototype instead of a field of its own. */
const FORBIDDEN_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

type FormObject = { [key: string]: string | FormObject };

/**
 * Turns a form into the input object the domain expects: a field named `content.subtitle`
 * becomes `{ content: { subtitle } }`, so the form's names and the schema's paths (and so the
 * field errors) are the same strings. Objects are built without a prototype, and a name that
 * tries to reach one (`__proto__.x`) is refused: a form can never change how objects behave.
 */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const result: FormObject = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const path = name.split(".");
    if (path.some((segment) => FORBIDDEN_SEGMENTS.has(segment))) {
      throw new ValidationError("This form contains a field it cannot have.", {
        _form: [`The field "${name}" is not accepted.`],
      });
    }
    let target = result;
    for (const key of path.slice(0, -1)) {
      let next = target[key];
      if (typeof next !== "object") {
        next = Object.create(null) as FormObject;
        target[key] = next;
      }
      target = next;
    }
    target[path.at(-1) ?? name] = value;
  }
  return result;
}

/**
 * Checks a form in the browser with the schema and the messages the server would use (the
 * spec's text for a required field left empty, else the screen's failure text); null when valid.
 */
export function validateForm(
  schema: z.ZodType,
  form: FormData,
  messages: { invalid: string; missing?: string },
): ValidationError | null {
  try {
    parseInput(schema, formDataToObject(form), messages);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
}

/** What a form's action answers when it did not save: the form shows it beside the fields. */
export interface FormFailure {
  ok: false;
  message: string;
  fieldErrors: FieldErrors;
  /** Someone else saved first: the form offers to reload rather than overwrite their work. */
  conflict: boolean;
}
