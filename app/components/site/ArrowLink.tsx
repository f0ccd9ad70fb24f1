import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** A link on to another page: its words, then an arrow pointing on. */
export function ArrowLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
