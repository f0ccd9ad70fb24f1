/**
 * One of a screen's white cards: a section named by its heading, with an optional line that
 * says what it is for.
 */
export function Panel({
  titleId,
  title,
  description,
  className,
  children,
}: {
  /** The heading's id, which names the section (`hero-form-title`). */
  titleId: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** What this card adds to the card's own classes (a width, a spacing). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-xl bg-white p-6 shadow-sm${className ? ` ${className}` : ""}`}
    >
      <h2
        id={titleId}
        className={`${description ? "mb-1" : "mb-4"} text-lg font-semibold text-slate-900`}
      >
        {title}
      </h2>
      {description ? <p className="mb-6 text-sm text-slate-600">{description}</p> : null}
      {children}
    </section>
  );
}
