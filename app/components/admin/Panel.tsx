import type { LucideIcon } from "lucide-react";
import { useId } from "react";

/**
 * One of a screen's white cards: a section named by its heading, with an optional line that
 * says what it is for.
 */
export function Panel({
  title,
  icon: Icon,
  description,
  className,
  children,
}: {
  title: React.ReactNode;
  /** A picture before the title, for a card that stands beside the screen's form (History). */
  icon?: LucideIcon;
  description?: React.ReactNode;
  /** What this card adds to the card's own classes (a width, a spacing). */
  className?: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-xl bg-white p-6 shadow-sm${className ? ` ${className}` : ""}`}
    >
      <h2
        id={titleId}
        className={`${description ? "mb-1" : "mb-4"} text-lg font-semibold text-slate-900${Icon ? " flex items-center gap-2" : ""}`}
      >
        {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
        {title}
      </h2>
      {description ? <p className="mb-6 text-sm text-slate-600">{description}</p> : null}
      {children}
    </section>
  );
}
