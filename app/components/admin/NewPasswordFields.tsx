import type { FieldErrors } from "../../domain/errors.ts";
import { PASSWORD_MIN_LENGTH } from "../../domain/users.schema.ts";
import { TextField } from "../fields.tsx";

/**
 * A password typed twice, as every form that sets one asks for it (an invitation, a reset, a
 * change, a new member of staff); the schemas check the pair under these names.
 */
export function NewPasswordFields({
  replacing = false,
  errors,
}: {
  /** Whether it replaces a password the account has: the labels then say "new". */
  replacing?: boolean;
  errors: FieldErrors | undefined;
}) {
  const [label, repeatLabel] = replacing
    ? ["New password", "Repeat the new password"]
    : ["Password", "Repeat the password"];
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        errors={errors}
      />
      <TextField
        label={repeatLabel}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        required
        errors={errors}
      />
    </>
  );
}
