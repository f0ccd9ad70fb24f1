import { type DefaultValue, type Submission, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FieldErrors } from "../../domain/errors.ts";
import { checkForm, type FormFailure } from "../../lib/forms.ts";
import type { FormField } from "../fields.tsx";
import { useToast } from "./Toast.tsx";
import { useSaveFailure } from "./useSaveFailure.tsx";
import { useUnsavedChanges } from "./useUnsavedChanges.tsx";

/**
 * `Shape` is the form's fields as the browser holds them: the schema's input, unless the
 * screen says more where the schema knows less (a part read through `z.preprocess` is unknown).
 */
interface SchemaFormOptions<Schema extends z.ZodObject, Shape> {
  /** The same schema the server checks with: the fields' names, constraints and errors. */
  schema: Schema;
  /** The saved record, as the form shows it (a list as its text, a number as a string…). */
  defaultValue: DefaultValue<NoInfer<Shape>>;
  /** Shown when the browser's check fails (the spec's failure text of the screen). */
  invalidMessage: string;
  /** Shown instead when a required field is empty, where the spec has its own text for it. */
  missingMessage?: string;
  /** The action's answer (the route's `actionData`): a save redirects, so only failures. */
  result: FormFailure | undefined;
  /**
   * Whether a field must be filled in, by Conform's name (`content.cards[].title`), where the
   * schema hides it from `getZodConstraint`: a list typed one item a line is optional, but
   * read as a list; the fields of a list kept per id (a record) are not read at all.
   */
  required?: Record<string, boolean>;
}

/**
 * A row added, moved or removed, or a value the screen set (`form.update`), answered with the
 * errors shown left as they are (null keeps each): a blank row is not marked before a save,
 * and the errors of the last one stay until the next, as everywhere else.
 */
function keepingShownErrors<Output>(
  submission: Submission<Output>,
  shown: Record<string, string[]>,
): Submission<Output> {
  return {
    ...submission,
    reply: (options) => ({
      ...submission.reply(options),
      error: Object.fromEntries(Object.keys(shown).map((name) => [name, null])),
    }),
  };
}

/**
 * An admin editor bound to its schema through Conform (decision 062): `fields.title` gives each
 * field component its name, id, saved value, constraints and errors. On submit the browser
 * checks with the schema (as the server will, so without Conform's coercion) and answers at
 * once with the screen's failure text and the errors beside the fields, the first of them
 * focused (a list's rows are `fields.items.getFieldList()`, named `items[0].title`, which
 * `formDataToObject` reads as the server's rows); the server's answer shows the same way. It
 * keeps what was typed, warns before unsaved changes are lost and offers a reload after an edit
 * conflict; a save redirects back with its confirmation (handleAdminAction). Key the editor with
 * the record's version, so a save or a reload starts it afresh from the record.
 */
export function useSchemaForm<
  Schema extends z.ZodObject,
  Shape extends Record<string, unknown> = z.input<Schema>,
>({
  schema,
  defaultValue,
  invalidMessage,
  missingMessage,
  result,
  required = {},
}: SchemaFormOptions<Schema, Shape>) {
  const navigation = useNavigation();
  const toast = useToast();
  const [dirty, setDirty] = useState(false);
  const unsavedDialog = useUnsavedChanges(dirty);
  const { conflictAlert, dismissConflict } = useSaveFailure(result, () => setDirty(false));
  const [constraint] = useState(() => {
    const read = getZodConstraint(schema);
    for (const [name, isRequired] of Object.entries(required)) {
      read[name] = { ...read[name], required: isRequired };
    }
    return read;
  });

  const shownErrors = useRef<Record<string, string[]>>({});
  const [form, fields] = useForm<Shape, z.output<Schema>>({
    defaultValue,
    constraint,
    lastResult: result?.submission,
    // As before Conform: checked when sent, and the errors stay until the next attempt.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      const { submission, missing } = checkForm(schema, formData);
      if (submission.status === undefined)
        return keepingShownErrors<z.output<Schema>>(submission, shownErrors.current);
      if (submission.status === "error") {
        toast.error(missing && missingMessage ? missingMessage : invalidMessage);
      }
      return submission;
    },
  });
  shownErrors.current = form.allErrors;

  const formProps = {
    id: form.id,
    method: "post" as const,
    noValidate: form.noValidate,
    onSubmit: form.onSubmit,
    onInput: () => setDirty(true),
    onReset: () => {
      setDirty(false);
      dismissConflict();
    },
  };

  return {
    formProps,
    /** Conform's form: its list intents (`insert`, `remove`, `reorder`) and `update`. */
    form,
    fields,
    /** What the form holds now, as text (for a preview or a counter). */
    values: form.value,
    dirty,
    /** For changes that fire no input event: a row added, moved or removed, an image uploaded. */
    markChanged: () => setDirty(true),
    // Through the save's redirect too, until the page shows the saved record.
    saving: navigation.state !== "idle" && navigation.formMethod === "POST",
    unsavedDialog,
    conflictAlert,
  };
}

/** A bound field's errors for a component that still takes `name` and `errors` (ImageUpload). */
export function errorsOf(field: FormField): FieldErrors {
  return field.errors ? { [field.name]: field.errors } : {};
}
