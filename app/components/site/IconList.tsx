import { Check, CheckCircle2, type LucideIcon, Target } from "lucide-react";

/** The site's lists whose items each open with an icon, by where they are shown. */
const LOOKS = {
  /** A service card's first features. */
  card: {
    Icon: Check,
    list: "mt-4 space-y-2 text-sm text-slate-700",
    item: "flex gap-2",
    icon: "mt-0.5 size-4 shrink-0 text-accent-700",
  },
  /** A service page's features, as tiles. */
  features: {
    Icon: CheckCircle2,
    list: "mt-6 grid gap-4 sm:grid-cols-2",
    item: "flex gap-3 rounded-lg bg-slate-50 p-4 text-slate-800",
    icon: "size-5 shrink-0 text-accent-700",
  },
  /** The about page's goals. */
  goals: {
    Icon: Target,
    list: "mt-6 space-y-4 text-lg text-slate-700",
    item: "flex gap-3",
    icon: "mt-1 size-5 shrink-0 text-primary-700",
  },
} satisfies Record<string, { Icon: LucideIcon; list: string; item: string; icon: string }>;

/** A list whose items each open with the same icon (a tick, a target); the icon is decoration. */
export function IconList({ items, look }: { items: readonly string[]; look: keyof typeof LOOKS }) {
  const { Icon, ...classes } = LOOKS[look];
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <Icon aria-hidden="true" className={classes.icon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
