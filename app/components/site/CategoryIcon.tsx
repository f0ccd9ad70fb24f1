import { Briefcase, Building2, HeartPulse, Truck } from "lucide-react";

// A registry rather than a switch: one row per public category, and a default for the rest.
const CATEGORY_STYLES = {
  "health-tourism": { Icon: HeartPulse, tone: "bg-red-50 text-red-700" },
  "building-materials": { Icon: Building2, tone: "bg-amber-50 text-amber-800" },
  logistics: { Icon: Truck, tone: "bg-green-50 text-green-700" },
} as const;

const DEFAULT_STYLE = { Icon: Briefcase, tone: "bg-primary-50 text-primary-700" };

export function CategoryIcon({ category }: { category: string }) {
  const { Icon, tone } = CATEGORY_STYLES[category as keyof typeof CATEGORY_STYLES] ?? DEFAULT_STYLE;
  return (
    <span className={`inline-flex size-14 items-center justify-center rounded-xl ${tone}`}>
      <Icon aria-hidden="true" className="size-7" />
    </span>
  );
}
