import { type PostFields, PostForm } from "../PostForm.tsx";

/**
 * One of the inbox's one-click actions as a real form: it posts without JavaScript, and with it
 * goes through `onPost`: the list's fetcher, which outlives a line the filter hides, or the
 * inquiry screen's.
 */
export function PostButton({
  fields,
  onPost,
  disabled,
  className,
  label,
  children,
}: {
  fields: PostFields;
  onPost: (fields: PostFields) => void;
  disabled?: boolean;
  className: string;
  /** The accessible name, when the button shows only an icon. */
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <PostForm fields={fields} onSubmit={() => onPost(fields)}>
      <button
        type="submit"
        disabled={disabled}
        className={className}
        aria-label={label}
        title={label}
      >
        {children}
      </button>
    </PostForm>
  );
}
