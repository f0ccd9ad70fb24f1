import { ImageIcon, Type } from "lucide-react";
import { href, NavLink } from "react-router";

/** The Hero screen's two parts: the words and button, then the slideshow images. */
const HERO_PATHS = [href("/admin/content/hero"), href("/admin/hero-management")] as const;

const PARTS = [
  { to: HERO_PATHS[0], label: "Text & Button", Icon: Type },
  { to: HERO_PATHS[1], label: "Slideshow Images", Icon: ImageIcon },
];

/**
 * The Hero screen's two parts, each at its own spec address. The sidebar has one Hero entry;
 * these tabs lead between the parts.
 */
export function HeroTabs() {
  return (
    <nav aria-label="Hero parts" className="mb-6 border-b border-slate-300">
      <ul className="-mb-px grid grid-cols-2 sm:flex sm:gap-1">
        {PARTS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex h-full items-center justify-center gap-2 border-b-4 px-2 py-3 text-sm font-semibold sm:px-4 sm:text-base ${
                  isActive
                    ? "border-primary-700 text-primary-900"
                    : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
                }`
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
