import { CircleCheck, CircleDashed, Rocket } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ChecklistItem, LaunchState } from "../../domain/launch.model.ts";
import { buttonClass } from "./buttons.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { useAdminFetcher } from "./useAdminFetcher.ts";
import { useMayUse } from "./useMayUse.ts";

/** The form's intent the dashboard's action launches the site for. */
export const LAUNCH_INTENT = "launch";

const linkClass = "text-primary-700 underline hover:text-primary-900";

function ChecklistRow({ item, mayOpen }: { item: ChecklistItem; mayOpen: boolean }) {
  const left = item.remaining.length;
  return (
    <li className="flex gap-3 py-3">
      {left === 0 ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      ) : (
        <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      )}
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {mayOpen ? (
            <Link to={item.to} className="hover:underline">
              {item.label}
            </Link>
          ) : (
            item.label
          )}
          <span className={`ml-2 text-sm ${left === 0 ? "text-green-800" : "text-amber-900"}`}>
            {left === 0 ? "Replaced" : `${left} still built-in`}
          </span>
        </p>
        {left > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {item.remaining.map((placeholder) => (
              <li key={`${placeholder.to} ${placeholder.text}`} className="min-w-0 break-words">
                {mayOpen ? (
                  <Link to={placeholder.to} className={linkClass}>
                    {placeholder.text}
                  </Link>
                ) : (
                  placeholder.text
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** Asks before the launch, listing what visitors and search engines would still find built-in. */
function LaunchDialog({
  open,
  left,
  onClose,
}: {
  open: boolean;
  left: ChecklistItem[];
  onClose: () => void;
}) {
  const { busy, post } = useAdminFetcher();
  return (
    <ConfirmDialog
      open={open}
      title="Launch the site?"
      message="Search engines will be allowed to list every public page, and the sitemap will be offered to them."
      details={
        left.length > 0 ? (
          <>
            <p className="mt-4 font-medium text-slate-900">Still placeholder:</p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
              {left.map((item) => (
                <li key={item.id}>
                  {item.label}: {item.remaining.length}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-4 text-slate-700">Nothing built-in is left on the site.</p>
        )
      }
      confirmLabel="Launch the site"
      confirmTone="primary"
      confirmIcon={<Rocket aria-hidden="true" className="size-4" />}
      busy={busy}
      busyLabel="Launching..."
      onConfirm={() => post({ intent: LAUNCH_INTENT })}
      onCancel={onClose}
    />
  );
}

/**
 * The dashboard's launch checklist: each kind of placeholder the install shipped with, ticked
 * once replaced, each linking to the screen that replaces it; and, for an administrator, the
 * launch that lets search engines list the site.
 */
export function LaunchChecklist({ state }: { state: LaunchState }) {
  const mayUse = useMayUse();
  const [confirming, setConfirming] = useState(false);
  const left = state.checklist.filter((item) => item.remaining.length > 0);
  const status = state.launched
    ? "The site is launched: search engines may list it."
    : "Search engines are asked not to list the site until an administrator launches it.";
  return (
    <section aria-labelledby="launch-title" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h2 id="launch-title" className="text-lg font-semibold text-slate-900">
            Launch checklist
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {status}{" "}
            {left.length > 0
              ? "Replace the built-in examples below with the office's own."
              : "Nothing built-in is left."}
          </p>
        </div>
        {!state.launched && mayUse("settings") ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={buttonClass("primary")}
          >
            <Rocket aria-hidden="true" className="size-4" />
            Launch the site
          </button>
        ) : null}
      </div>
      {state.launched && left.length === 0 ? null : (
        <ul className="mt-2 divide-y divide-slate-100">
          {state.checklist.map((item) => (
            <ChecklistRow key={item.id} item={item} mayOpen={mayUse(item.area)} />
          ))}
        </ul>
      )}
      <LaunchDialog
        open={confirming && !state.launched}
        left={left}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
