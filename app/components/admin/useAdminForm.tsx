import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";
import type { z } from "zod";
import type { FieldErrors } from "../../domain/errors.ts";
import { type FormFailure, formDataToObject, validateForm } from "../../lib/forms.ts";
import { buttonClass } from "./buttons.tsx";
import { useToast } from "./Toast.tsx";
import { useUnsavedChanges } from "./useUnsavedChanges.tsx";

interface AdminFormOptions {
  /** The same schema the server checks with; the browser checks first to answer at once. */
  schema: z.ZodType;
  /** Shown when the browser's check fails (the spec's failure text of the screen). */
  invalidMessage: string;
  /** Shown instead when a required field is empty, where the spec has its own text for it. */
  missingMessage?: string;
  /** The action's answer (the route's `actionData`): a save redirects, so only failures. */
  result: FormFailure | undefined;
}

/**
 * The behaviour every admin editor shares: check in the browser with the shared schema, show
 * a failed save's message as a toast and its field errors beside the fields, keep what was
 * typed, warn before unsaved changes are lost, and offer a reload after an edit conflict. A
 * save redirects back with its confirmation (see handleAdminAction). Key the component that
 * calls the hook with the record's version (`<HeroEditor key={hero.version} … />`): a save or
 * a reload then starts it afresh from the record, this hook's state included.
 */
export function useAdminForm<Values>({
  schema,
  invalidMessage,
  missingMessage,
  result,
}: AdminFormOptions) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const [values, setValues] = useState<Values | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const unsavedDialog = useUnsavedChanges(dirty);
  // A form started afresh (opened in a modal after an earlier save, or reloaded after a
  // conflict) must not report that earlier answer again.
  const resultAtMount = useRef(result);

  useEffect(() => {
    if (!result || result === resultAtMount.current) return;
    toast.error(result.message);
    setErrors(result.fieldErrors);
    setConflict(result.conflict ? result.message : null);
  }, [result, toast]);

  const readValues = () => {
    if (formRef.current) setValues(formDataToObject(new FormData(formRef.current)) as Values);
  };

  const formProps = {
    ref: formRef,
    method: "post" as const,
    noValidate: true,
    onInput: () => {
      setDirty(true);
      readValues();
    },
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      const found = validateForm(schema, new FormData(event.currentTarget), {
        invalid: invalidMessage,
        ...(missingMessage ? { missing: missingMessage } : {}),
      });
      if (!found) return;
      event.preventDefault();
      setErrors(found.fieldErrors);
      toast.error(found.message);
      const form = event.currentTarget;
      const firstField = Object.keys(found.fieldErrors)[0] ?? "";
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>(`[name="${CSS.escape(firstField)}"]`)?.focus(),
      );
    },
    onReset: () => {
      setErrors({});
      setDirty(false);
      setConflict(null);
      requestAnimationFrame(readValues);
    },
  };

  const conflictAlert = conflict ? (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-medium">{conflict}</p>
      <button
        type="button"
        className={`${buttonClass("secondary")} mt-3`}
        onClick={() => {
          setDirty(false);
          setConflict(null);
          revalidator.revalidate();
        }}
      >
        Reload the latest version
      </button>
    </div>
  ) : null;

  return {
    formProps,
    errors,
    dirty,
    /** For changes that fire no input event: a row added, moved or removed, an image uploaded. */
    markChanged: () => {
      setDirty(true);
      requestAnimationFrame(readValues);
    },
    values,
    // Through the save's redirect too, until the page shows the saved record.
    saving: navigation.state !== "idle" && navigation.formMethod === "POST",
    unsavedDialog,
    conflictAlert,
  };
}
