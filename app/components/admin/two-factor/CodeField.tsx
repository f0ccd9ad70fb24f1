import { type FormField, TextField } from "../../fields.tsx";
import { pointingToRefusal } from "./Notices.tsx";

/**
 * How each kind of code is typed: the app's digits on the phone's number pad (and offered by
 * the phone from a message), a recovery code's letters as they are, in a font that tells them
 * apart.
 */
const CODE_INPUTS = {
  app: {
    inputMode: "numeric",
    autoComplete: "one-time-code",
    maxLength: 12,
    className: "[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest",
  },
  recovery: {
    autoComplete: "off",
    autoCapitalize: "none",
    spellCheck: false,
    maxLength: 40,
    className: "[&_input]:font-mono",
  },
} as const;

/** A code of two-factor sign-in, from the app or a recovery code, at sign-in or set-up. */
export function CodeField({
  kind,
  field,
  label,
  hint,
  width,
  autoFocus,
  refusalId,
}: {
  kind: keyof typeof CODE_INPUTS;
  field: FormField;
  label: string;
  hint?: string;
  /** The field's width, where it is narrower than the form. */
  width?: string;
  autoFocus?: boolean;
  /** The id of the refusal's alert, while the page shows one about this code. */
  refusalId: string | undefined;
}) {
  const { className, ...input } = CODE_INPUTS[kind];
  return (
    <TextField
      label={label}
      field={field}
      hint={hint}
      autoFocus={autoFocus}
      className={width ? `${width} ${className}` : className}
      {...input}
      {...pointingToRefusal(refusalId)}
    />
  );
}
