/** A short word beside a person or an invitation: their role, "Disabled", "You". */
export function StaffBadge({
  tone,
  children,
}: {
  tone: "blue" | "slate" | "red" | "amber";
  children: string;
}) {
  const tones = {
    blue: "bg-primary-50 text-primary-900",
    slate: "bg-slate-100 text-slate-800",
    red: "bg-red-50 text-red-900",
    amber: "bg-amber-100 text-amber-950",
  };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[tone]}`}>
      {children}
    </span>
  );
}
