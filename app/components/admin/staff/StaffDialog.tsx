import { Mail, UserPlus } from "lucide-react";
import { Form } from "react-router";
import {
  InvitationInputSchema,
  NewUserInputSchema,
  type StaffMember,
  UserChangeSchema,
} from "../../../domain/users.schema.ts";
import type { FormFailure } from "../../../lib/forms.ts";
import { TextField } from "../../fields.tsx";
import { SubmitButton } from "../buttons.tsx";
import { Modal } from "../Modal.tsx";
import { NewPasswordFields } from "../NewPasswordFields.tsx";
import { SaveFields } from "../SaveFields.tsx";
import { useSchemaForm } from "../useSchemaForm.tsx";
import { RoleField } from "./RoleField.tsx";

/** With mail: an invitation, and the person chooses their own username and password. */
function InviteForm({ result }: { result: FormFailure | undefined }) {
  const form = useSchemaForm({
    result,
    schema: InvitationInputSchema,
    defaultValue: { role: "editor" },
    invalidMessage: "The invitation was not sent.",
  });
  const { fields } = form;
  return (
    <Form {...form.formProps} className="space-y-5">
      <SaveFields intent="invite" />
      <p className="text-sm text-slate-700">
        They get an e-mail with a link to choose their own username and password. The link works
        once, for 48 hours.
      </p>
      <TextField label="E-mail address" field={fields.email} type="email" autoComplete="off" />
      <TextField label="Name" field={fields.name} autoComplete="off" />
      <RoleField field={fields.role} />
      <div className="flex justify-end">
        <SubmitButton icon={Mail} busy={form.saving} busyLabel="Sending...">
          Send Invitation
        </SubmitButton>
      </div>
      {form.unsavedDialog}
    </Form>
  );
}

/** Without mail: the administrator chooses the password and hands it over themselves. */
function CreateForm({ result }: { result: FormFailure | undefined }) {
  const form = useSchemaForm({
    result,
    schema: NewUserInputSchema,
    defaultValue: { role: "editor" },
    invalidMessage: "Failed to create the user.",
  });
  const { fields } = form;
  return (
    <Form {...form.formProps} className="space-y-5">
      <SaveFields intent="create" />
      <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
        This website cannot send e-mail yet, so it cannot send an invitation. Choose a password for
        them here and give it to them yourself, in person or by phone.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Username"
          field={fields.username}
          autoComplete="off"
          hint="Letters, digits, dots, dashes or underscores."
        />
        <TextField label="Name" field={fields.name} autoComplete="off" />
      </div>
      <TextField label="E-mail address" field={fields.email} type="email" autoComplete="off" />
      <RoleField field={fields.role} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields fields={fields} />
      </div>
      <div className="flex justify-end">
        <SubmitButton icon={UserPlus} busy={form.saving} busyLabel="Adding...">
          Add Staff Member
        </SubmitButton>
      </div>
      {form.unsavedDialog}
    </Form>
  );
}

/** Another member's role. */
function RoleForm({ member, result }: { member: StaffMember; result: FormFailure | undefined }) {
  const form = useSchemaForm({
    result,
    schema: UserChangeSchema,
    defaultValue: { role: member.role },
    invalidMessage: "The role was not changed.",
  });
  return (
    <Form {...form.formProps} className="space-y-5">
      <SaveFields intent="role" id={member._id} />
      <RoleField field={form.fields.role} />
      <div className="flex justify-end">
        <SubmitButton busy={form.saving} busyLabel="Saving...">
          Save Role
        </SubmitButton>
      </div>
      {form.unsavedDialog}
    </Form>
  );
}

/**
 * The staff page's dialog: a member's role to change, or a new member of staff, invited by
 * e-mail when the website can send it and otherwise added with a password chosen here.
 */
export function StaffDialog({
  open,
  editing,
  formKey,
  mailConfigured,
  result,
  onClose,
}: {
  open: boolean;
  editing: StaffMember | undefined;
  formKey: string;
  mailConfigured: boolean;
  result: FormFailure | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={
        editing
          ? `Change the Role of ${editing.name || editing.username}`
          : mailConfigured
            ? "Invite Staff Member"
            : "Add Staff Member"
      }
      onClose={onClose}
    >
      {editing ? (
        <RoleForm key={formKey} member={editing} result={result} />
      ) : mailConfigured ? (
        <InviteForm key={formKey} result={result} />
      ) : (
        <CreateForm key={formKey} result={result} />
      )}
    </Modal>
  );
}
