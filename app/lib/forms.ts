import type { z } from "zod";
import { type FieldErrors, parseInput, ValidationError } from "../domain/errors.ts";

/**
 * Turns a form into the input object the domain expects: a field named `content.subtitle`
 * becomes `{ content: { subtitle } }`, so the form's names and the schema's paths (and so the
 * field errors) are the same strings.
 */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const path = name.split(".");
    let target = result;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target[key] = next && typeof next === "object" ? next : {};
      target = target[key] as Record<string, unknown>;
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

/** What an admin form's action answers, whether it saved or not. */
export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: FieldErrors; conflict: boolean };
