import { ImageIcon, Type } from "lucide-react";
import { href, useLocation } from "react-router";
import { NavTabs } from "./NavTabs.tsx";

/** The Hero screen's two parts: the words and button, then the slideshow images. */
const PARTS = [
  { to: href("/admin/content/hero"), label: "Text & Button", Icon: Type },
  { to: href("/admin/hero-management"), label: "Slideshow Images", Icon: ImageIcon },
];

/**
 * The Hero screen's two parts, each at its own spec address. The sidebar has one Hero entry;
 * these tabs lead between the parts.
 */
export function HeroTabs() {
  const { pathname } = useLocation();
  return (
    <NavTabs
      label="Hero parts"
      tabs={PARTS.map((part) => ({ ...part, current: pathname === part.to }))}
    />
  );
}
