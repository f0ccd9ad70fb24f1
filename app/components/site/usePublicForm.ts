import { type DefaultValue, useForm } from "@conform-to/react";
import { messageIn } from "../../i18n/form-messages.ts";
import { SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { useLanguage } from "../../i18n/useWords.ts";
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

/** Each message of `messages` (a field's, or each field's list) in the page's language. */
function translated<T extends Record<string, string | string[] | null | undefined>>(
  messages: T,
  say: (message: string) => string,
): T {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? say(value) : (value?.map(say) ?? value),
    ]),
  ) as T;
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
  // The schema's messages are English (decision 074); a translated page shows them in its own.
  const language = useLanguage();
  const say = (message: string) => messageIn(language, message);
  const english = language === SOURCE_LANGUAGE;
  const error = failed?.submission.error;
  const [, fields] = useForm<Shape>({
    constraint: checks.constraint,
    defaultValue: withRows(initial, rows) as DefaultValue<Shape>,
    lastResult: failed && {
      ...failed.submission,
      ...(error && !english ? { error: translated(error, say) } : {}),
      initialValue: withRows(failed.submission.initialValue, rows),
    },
  });
  /** The schema's messages for a field, by its name (a row's once for all rows). */
  const messagesOf = (field: FormField) => {
    const messages = checks.messages[field.name.replace(/\[\d+\]/g, "[]")] ?? {};
    return JSON.stringify(english ? messages : translated(messages, say));
  };
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
