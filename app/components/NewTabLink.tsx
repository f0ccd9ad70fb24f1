import { ExternalLink } from "lucide-react";

/** A link that opens in a new tab: its words, then the icon that shows it, said aloud too. */
export function NewTabLink({
  href,
  className,
  iconClassName,
  children,
}: {
  href: string;
  className: string;
  iconClassName: string;
  children: React.ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className={iconClassName} />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
