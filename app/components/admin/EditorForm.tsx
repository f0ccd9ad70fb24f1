import { Form } from "react-router";
import { SaveResetButtons } from "./buttons.tsx";
import { Panel } from "./Panel.tsx";
import { SaveFields } from "./SaveFields.tsx";
import type { useSchemaForm } from "./useSchemaForm.tsx";

/** What the frame needs of the editor's bound form. */
type BoundForm = Pick<
  ReturnType<typeof useSchemaForm>,
  "formProps" | "saving" | "dirty" | "conflictAlert" | "unsavedDialog"
>;

interface EditorFormProps {
  form: BoundForm;
  /** The version of the record the editor started from, sent with the save. */
  version: number;
  className: string;
  /** What else Reset puts back, beyond the fields (an uploaded image kept in state). */
  onReset?: () => void;
  children: React.ReactNode;
}

/**
 * An editor's form bound through `useSchemaForm` (decision 062): the conflict alert above it,
 * the intent and version sent with it, Save and Reset after its fields, and the warning before
 * unsaved changes are lost.
 */
export function EditorForm({ form, version, className, onReset, children }: EditorFormProps) {
  return (
    <>
      {form.conflictAlert}
      <Form
        {...form.formProps}
        onReset={() => {
          form.formProps.onReset();
          onReset?.();
        }}
        className={className}
      >
        <SaveFields intent="save" version={version} />
        {children}
        <SaveResetButtons saving={form.saving} dirty={form.dirty} />
      </Form>
      {form.unsavedDialog}
    </>
  );
}

/**
 * An editor beside its preview (below it on narrower screens): the form in a card under `title`,
 * and the preview, following the typing, in one named Preview.
 */
export function EditorWithPreview({
  title,
  description,
  preview,
  className = "space-y-5",
  ...form
}: Omit<EditorFormProps, "className"> & {
  title: string;
  description: React.ReactNode;
  preview: React.ReactNode;
  className?: string;
}) {
  return (
    <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
      <Panel title={title} description={description}>
        <EditorForm className={className} {...form} />
      </Panel>
      <Panel title="Preview">{preview}</Panel>
    </div>
  );
}

/**
 * What the form holds now for each field of `saved` (the record as the form was given it), as a
 * preview shows it: the text typed, or "" where there is none yet.
 */
export function typedTexts<Name extends string>(
  typed: Partial<Record<NoInfer<Name>, unknown>> | undefined,
  saved: Record<Name, unknown>,
): Record<Name, string> {
  const textOf = (value: unknown) => (typeof value === "string" ? value : "");
  return Object.fromEntries(
    Object.keys(saved).map((name) => [name, textOf(typed?.[name as Name])]),
  ) as Record<Name, string>;
}
