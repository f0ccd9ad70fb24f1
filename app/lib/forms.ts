import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { type FieldErrors, isMissing, ValidationError } from "../domain/errors.ts";

/** Path segments that would reach an object's prototype instead of a field of its own. */
const FORBIDDEN_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

type FormObject = { [key: string]: string | FormObject };

/** A field's name as path segments: Conform's `items[0].title` as `items.0.title`. */
function pathOf(name: string): string[] {
  return name.replace(/\[(\d+)\]/g, ".$1").split(".");
}

/**
 * Turns a form into the input object the domain expects: a field named `content.subtitle`
 * becomes `{ content: { subtitle } }`, so the form's names and the schema's paths (and so the
 * field errors) are the same strings. A row of a list may be named as Conform names it,
 * `items[0].title`, or `items.0.title`: both become `{ items: { 0: { title } } }`, which the
 * schema reads as a list (`rowsOf`). Objects are built without a prototype, and a name that
 * tries to reach one (`__proto__.x`) is refused: a form can never change how objects behave.
 */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const result: FormObject = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const path = pathOf(name);
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
 * Checks a form in the browser as Conform reads it, with the schema the server parses the same
 * text with (so without Conform's coercion of its own); `missing` says whether a required
 * field was left empty, for a screen whose spec has its own text for it.
 */
export function checkForm<Schema extends z.ZodObject>(schema: Schema, form: FormData) {
  let missing = false;
  const submission = parseWithZod(form, {
    schema,
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]) => {
      missing ||= issues.some(isMissing);
      return issues.map((issue) => issue.message);
    },
  });
  return { submission, missing };
}

/** What a form's action answers when it did not save: the form shows it beside the fields. */
export interface FormFailure {
  ok: false;
  message: string;
  /** Read by the forms not yet bound to their schema through Conform (decision 062). */
  fieldErrors: FieldErrors;
  /** The same field errors as Conform's `useForm` reads them (its `lastResult`). */
  submission: SubmissionResult<string[]>;
  /** Someone else saved first: the form offers to reload rather than overwrite their work. */
  conflict: boolean;
}

/** A field error's dotted path as Conform names the field: `items.0.title` as `items[0].title`. */
function conformName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/** What a public form sent, to show again after a refusal: text, and rows as lists. */
export type TypedValues = NonNullable<SubmissionResult["initialValue"]>;

/**
 * Field errors as Conform's submission result: the whole form's errors (`_form` here) under
 * Conform's empty name, a row's under its name in brackets (`items[0].title`). The typed
 * values are left out unless given: an editor shows the saved record again, and a password
 * typed into a form never comes back in the page; a public form shows what the visitor typed
 * (`typed`, Conform's `initialValue`).
 */
export function failedSubmission(
  fieldErrors: FieldErrors,
  typed?: TypedValues,
): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) {
    error[name === "_form" ? "" : conformName(name)] = messages;
  }
  return typed ? { status: "error", error, initialValue: typed } : { status: "error", error };
}

/**
 * A page action's answer when its form did not save, from what the failure says (its status,
 * message and field errors), with what was typed for a public form to show again.
 */
export function formFailureOf(
  failure: { status: number; message: string; fieldErrors: FieldErrors },
  typed?: TypedValues,
): FormFailure {
  return {
    ok: false,
    message: failure.message,
    fieldErrors: failure.fieldErrors,
    submission: failedSubmission(failure.fieldErrors, typed),
    conflict: failure.status === 409,
  };
}
