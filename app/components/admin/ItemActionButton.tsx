import type { LucideIcon } from "lucide-react";
import { buttonClass } from "./buttons.tsx";

/**
 * A button that acts on one item of a list: its icon and its word, and for screen readers which
 * item it acts on (the word repeats on every row).
 */
export function ItemActionButton({
  icon: Icon,
  label,
  item,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  /** Read after the label by screen readers only: " to ana@example.com", " version 3". */
  item: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={buttonClass("secondary")}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">{item}</span>
    </button>
  );
}
