import { type DefaultValue, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useState } from "react";
import type { z } from "zod";
import { checkForm } from "../../../lib/forms.ts";
import { useToast } from "../Toast.tsx";

/** What the inbox tells the office when an edit would be refused, as the server says it. */
export const INQUIRY_NOT_UPDATED = "The inquiry was not updated. Check the fields marked below.";

/**
 * A form of an inbox card bound to its schema through Conform, checked in the browser as
 * `useSchemaForm` checks an editor (same schema, same text as the server). It leaves out what
 * belongs to a page's one editor: a card's form posts through the page's fetcher, which
 * outlives a card the filter hides and shows a failure as a toast, so there is no navigation to
 * follow, no conflict to reload, and no unsaved-changes warning (a page holds many cards, and
 * a router keeps one such warning at a time). The browser's own checks still run first.
 */
export function useCardForm<Schema extends z.ZodObject>({
  schema,
  defaultValue,
  invalidMessage,
  onValid,
}: {
  schema: Schema;
  defaultValue: DefaultValue<z.input<Schema>>;
  invalidMessage: string;
  /** Sends the checked form (the page's fetcher). */
  onValid: (form: HTMLFormElement) => void;
}) {
  const toast = useToast();
  const [constraint] = useState(() => getZodConstraint(schema));
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    defaultValue,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      const { submission } = checkForm(schema, formData);
      if (submission.status !== "success") toast.error(invalidMessage);
      return submission;
    },
    onSubmit(event) {
      event.preventDefault();
      onValid(event.currentTarget);
    },
  });
  const formProps = { id: form.id, method: "post" as const, onSubmit: form.onSubmit };
  return { form, formProps, fields };
}
