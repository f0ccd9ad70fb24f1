import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FormFailure } from "../../lib/forms.ts";

/**
 * The failure's errors as the fields show them: the page shows the refusal's message above the
 * form, and the field it is about points to it, so an error that only repeats that message
 * (a wrong code, a wrong password) is not said again beside the field.
 */
function errorsBesideFields(
  result: FormFailure | undefined,
): SubmissionResult<string[]> | undefined {
  if (!result) return undefined;
  const { submission, message } = result;
  const error: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(submission.error ?? {})) {
    const own = errors?.filter((text) => text !== message) ?? [];
    if (own.length > 0) error[name] = own;
  }
  return { ...submission, error };
}

/**
 * A form of signing in, bound to its schema through Conform as the admin editors are
 * (decision 062), without what only the content manager's frame has (its toasts, the
 * unsaved-changes warning, the conflict reload): the pages used before signing in and the
 * two-factor forms, which ask for a password or a code. `fields.email` gives each field
 * component its name, id, value to start with, `required` and the server's errors. The form is
 * not checked by script: the browser's own check of `required` stays, and the server's answer
 * shows its message above the form and the errors beside the fields, as before.
 */
export function useSignInForm<Schema extends z.ZodObject>({
  schema,
  defaultValue,
  result,
}: {
  /** The same schema the server checks with. */
  schema: Schema;
  /** What the form starts with (what was typed before a refusal, when the page keeps it). */
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** The action's failure, if its last answer was one and for this form. */
  result: FormFailure | undefined;
}) {
  const navigation = useNavigation();
  const [constraint] = useState(() => getZodConstraint(schema));
  const lastResult = useMemo(() => errorsBesideFields(result), [result]);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    defaultValue,
    constraint,
    lastResult,
  });
  return {
    formProps: { id: form.id, method: "post" as const },
    fields,
    // Through the answer's redirect too, until the next page shows.
    saving: navigation.state !== "idle" && navigation.formMethod === "POST",
  };
}
