import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { DeleteToConfirm } from "../../../domain/inquiries.model.ts";
import { buttonClass } from "../buttons.tsx";

/**
 * The question a delete asks when it was posted without JavaScript (the dialog asks it
 * otherwise): the ticked messages again, to delete for good or leave.
 */
export function DeleteQuestion({
  question: { intent, ids },
  back,
}: {
  question: DeleteToConfirm["confirmDelete"];
  back: string;
}) {
  const count = `${ids.length} ${ids.length === 1 ? "message" : "messages"}`;
  return (
    <section
      aria-labelledby="delete-question"
      className="rounded-xl border border-red-300 bg-red-50 p-4"
    >
      <h2 id="delete-question" className="font-semibold text-red-900">
        Delete {count} for good?
      </h2>
      <form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirmed" value="yes" />
        {intent === "delete" ? (
          <input type="hidden" name="id" value={ids[0]} />
        ) : (
          <>
            <input type="hidden" name="action" value="delete" />
            {ids.map((id, index) => (
              <input key={id} type="hidden" name={`ids[${index}]`} value={id} />
            ))}
          </>
        )}
        <Link to={back} className={buttonClass("secondary")}>
          Cancel
        </Link>
        <button type="submit" className={buttonClass("danger")}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete {count}
        </button>
      </form>
    </section>
  );
}
