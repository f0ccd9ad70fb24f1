import { Briefcase, Building2, HeartPulse, Truck } from "lucide-react";
import { lineTone } from "./business-lines.ts";

// A registry rather than a switch: one icon per public category, and a default for the rest.
const CATEGORY_ICONS = {
  "health-tourism": HeartPulse,
  "building-materials": Building2,
  logistics: Truck,
} as const;

export function CategoryIcon({ category }: { category: string }) {
  const Icon = Object.hasOwn(CATEGORY_ICONS, category)
    ? CATEGORY_ICONS[category as keyof typeof CATEGORY_ICONS]
    : Briefcase;
  return (
    <span
      className={`inline-flex size-14 shrink-0 items-center justify-center rounded-xl ${lineTone(category).soft}`}
    >
      <Icon aria-hidden="true" className="size-7" />
    </span>
  );
}
