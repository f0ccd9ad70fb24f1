import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** One tab: where it leads, what it says, and whether it is the view shown. */
export interface NavTab {
  to: string;
  label: string;
  Icon?: LucideIcon;
  current: boolean;
}

/**
 * Tabs that are links between the views of one screen (the Hero screen's two parts, a
 * translation's languages): the view shown is marked for screen readers as the current page.
 */
export function NavTabs({ label, tabs }: { label: string; tabs: NavTab[] }) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-slate-300">
      <ul className="-mb-px grid grid-flow-col auto-cols-fr sm:flex sm:gap-1">
        {tabs.map(({ to, label: tabLabel, Icon, current }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={current ? "page" : undefined}
              className={`flex h-full items-center justify-center gap-2 border-b-4 px-2 py-3 text-sm font-semibold sm:px-4 sm:text-base ${
                current
                  ? "border-primary-700 text-primary-900"
                  : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
              }`}
            >
              {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
              {tabLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
