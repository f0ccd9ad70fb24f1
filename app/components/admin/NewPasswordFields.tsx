import { PASSWORD_MIN_LENGTH } from "../../domain/users.schema.ts";
import { type FormField, requiredAs, TextField } from "../fields.tsx";

/**
 * A password typed twice, as every form that sets one asks for it (an invitation, a reset, a
 * change, a new member of staff), from the bound form's fields: the schemas check the pair
 * under these names, and leave the repetition optional for the API, so it is required here.
 */
export function NewPasswordFields({
  fields,
  replacing = false,
}: {
  fields: { password: FormField; passwordRepeat: FormField };
  /** Whether it replaces a password the account has: the labels then say "new". */
  replacing?: boolean;
}) {
  const [label, repeatLabel] = replacing
    ? ["New password", "Repeat the new password"]
    : ["Password", "Repeat the password"];
  return (
    <>
      <TextField
        label={label}
        field={fields.password}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField
        label={repeatLabel}
        field={requiredAs(fields.passwordRepeat, true)}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
