import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "./buttons.tsx";

type Direction = "up" | "down";

/**
 * Reordering without dragging: Move up and Move down, named with the record for screen readers,
 * usable by keyboard and on a phone. The first cannot go up, the last cannot go down. After a
 * move the focus comes back to the record's buttons (they are disabled while the move is saved,
 * which drops the focus), so a keyboard user can press again.
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
  onMove: (direction: Direction) => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const [moved, setMoved] = useState<Direction | null>(null);
  // The move is saved once `busy` has come and gone; before that the buttons have not changed.
  const saving = useRef(false);
  const canGoUp = position > 0;
  const canGoDown = position < count - 1;

  useEffect(() => {
    if (!moved) return;
    if (busy) {
      saving.current = true;
      return;
    }
    if (!saving.current) return;
    saving.current = false;
    const again = moved === "up" ? canGoUp : canGoDown;
    ((moved === "up") === again ? up : down).current?.focus();
    setMoved(null);
  }, [moved, busy, canGoUp, canGoDown]);

  const move = (direction: Direction) => {
    setMoved(direction);
    onMove(direction);
  };

  return (
    <div className="mt-4 w-full border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-600">
        Position {position + 1} of {count}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={up}
          type="button"
          disabled={busy || !canGoUp}
          onClick={() => move("up")}
          className={`${buttonClass("secondary")} flex-1 whitespace-nowrap`}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          Move up<span className="sr-only"> {name}</span>
        </button>
        <button
          ref={down}
          type="button"
          disabled={busy || !canGoDown}
          onClick={() => move("down")}
          className={`${buttonClass("secondary")} flex-1 whitespace-nowrap`}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          Move down<span className="sr-only"> {name}</span>
        </button>
      </div>
    </div>
  );
}
