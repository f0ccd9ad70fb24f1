import { type DefaultValue, useForm } from "@conform-to/react";
import type { FormFailure, TypedValues } from "../../lib/forms.ts";
import type { FormField } from "../fields.tsx";
import type { FormChecks } from "./form-checks.ts";

interface PublicFormOptions {
  /** The schema's checks, worked out by the page's loader (form-checks.ts). */
  checks: FormChecks;
  /** The action's refusal: its field errors and what was typed, shown again. */
  failed: FormFailure | undefined;
  /** Each list of rows and the fewest rows it shows: a page without JavaScript adds none. */
  rows?: Record<string, number>;
  /** What a fresh form starts with (a ticked box, a chosen country); a refusal shows what was sent. */
  initial?: TypedValues;
}

/** A public form's binding, as its parts take it: `Shape` is its fields as the page holds them. */
export type PublicForm<Shape extends Record<string, unknown>> = ReturnType<
  typeof usePublicForm<Shape>
>;

/** What was typed (or nothing yet), each list given at least its fewest rows. */
function withRows(typed: TypedValues | null | undefined, rows: Record<string, number>) {
  const value: TypedValues = { ...typed };
  for (const [list, fewest] of Object.entries(rows)) {
    const sent = Array.isArray(value[list]) ? value[list] : [];
    value[list] = Array.from(
      { length: Math.max(fewest, sent.length) },
      (_, row) => sent[row] ?? {},
    );
  }
  return value;
}

/**
 * A public form bound to its schema through Conform (decision 063), as the admin editors are
 * (062), but rendered on the server only: public pages ship no React (031). `fields.name`
 * gives each field its name, id, required, limits, what was typed after a refusal and its
 * errors; `typed(fields.name)` and `choice(fields.subject)` are a text field's and a choice's
 * props, with the schema's messages in `data-messages` for the enhancement script, which checks
 * in the schema's words.
 */
export function usePublicForm<Shape extends Record<string, unknown>>({
  checks,
  failed,
  rows = {},
  initial,
}: PublicFormOptions) {
  const [, fields] = useForm<Shape>({
    constraint: checks.constraint,
    defaultValue: withRows(initial, rows) as DefaultValue<Shape>,
    lastResult: failed && {
      ...failed.submission,
      initialValue: withRows(failed.submission.initialValue, rows),
    },
  });
  /** The schema's messages for a field, by its name (a row's once for all rows). */
  const messagesOf = (field: FormField) =>
    JSON.stringify(checks.messages[field.name.replace(/\[\d+\]/g, "[]")] ?? {});
  /** A choice's props (a list, a checkbox): the field and its messages. */
  const choice = (field: FormField) => ({ field, "data-messages": messagesOf(field) });
  /** The fields that stand in for this one when it is blank (`unless`, form-checks.ts). */
  const unlessOf = (field: FormField) => checks.unless[field.name]?.join(" ") || undefined;
  /** A typed field's props: the field, the limits the browser enforces, and its messages. */
  const typed = (field: FormField) => ({
    field,
    step: field.step,
    min: field.min,
    max: field.max,
    maxLength: field.maxLength,
    pattern: field.pattern,
    "data-messages": messagesOf(field),
    "data-unless": unlessOf(field),
  });
  return { fields, typed, choice, messagesOf };
}
