import { ArrowDown, ArrowUp } from "lucide-react";
import { buttonClass } from "./buttons.tsx";

/**
 * Reordering without dragging: Move up and Move down, named with the record for screen readers,
 * usable by keyboard and on a phone. The first cannot go up, the last cannot go down.
 */
export function MoveButtons({
  name,
  position,
  count,
  busy,
  onMove,
}: {
  name: string;
  position: number;
  count: number;
  busy: boolean;
  onMove: (direction: "up" | "down") => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">
        {position + 1} of {count}
      </span>
      <button
        type="button"
        disabled={busy || position === 0}
        onClick={() => onMove("up")}
        className={buttonClass("secondary")}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        Move up<span className="sr-only"> {name}</span>
      </button>
      <button
        type="button"
        disabled={busy || position === count - 1}
        onClick={() => onMove("down")}
        className={buttonClass("secondary")}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
        Move down<span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}
