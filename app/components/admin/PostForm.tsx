/** The fields a one-click action posts: an intent and what it needs. */
export type PostFields = Record<string, string>;

/**
 * A form that posts `fields` by itself without JavaScript; with it, `onSubmit` takes over (the
 * page's fetcher, or a question first).
 */
export function PostForm({
  fields,
  onSubmit,
  children,
}: {
  fields: PostFields;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
