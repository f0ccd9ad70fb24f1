// How a translation's editor lays out each text (decision 074): the English read-only on the
// left, the language's field on the right; on a phone the English above its field.

/** A text as a field holds it: a list one item a line. */
export function asText(value: unknown): string {
  if (Array.isArray(value)) return value.join("\n");
  return typeof value === "string" ? value : "";
}

/** One text: the English on the left (above on a phone), the field on the right. */
export function SideBySide({
  label,
  english,
  children,
}: {
  label: string;
  english: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0 md:grid-cols-2 md:gap-6">
      <div lang="en">
        <p className="mb-1 text-sm font-medium text-slate-800">{label} in English</p>
        <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-900 wrap-anywhere whitespace-pre-line">
          {english}
        </div>
      </div>
      <div>{children}</div>
    </div>
  );
}

/** An English text as the left column shows it; a blank one says so. */
export function EnglishText({ value }: { value: unknown }) {
  const text = asText(value);
  return text ? text : <span className="text-slate-600 italic">Empty in English.</span>;
}
