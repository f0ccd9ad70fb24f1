import { useEffect, useId, useRef } from "react";
import type { Service } from "../../../domain/services.model.ts";
import { ConfirmButton } from "../ConfirmButton.tsx";
import { useAdminFetcher } from "../useAdminFetcher.ts";

/**
 * The addresses the service had before its slug was changed, which still lead to it (decision
 * 042), each with Remove: from then on it answers "page not found". Removing keeps the dialog
 * open with whatever was typed in the form.
 */
export function OldAddresses({ service, slugs }: { service: Service; slugs: string[] }) {
  const change = useAdminFetcher();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const removing = useRef<string | null>(null);
  useEffect(() => {
    // The removed address's button went with it: the focus waits on the list's heading.
    if (removing.current && !slugs.includes(removing.current)) {
      removing.current = null;
      heading.current?.focus();
    }
  }, [slugs]);
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-lg bg-slate-50 p-4">
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900"
      >
        Old addresses that still lead here
      </h3>
      {slugs.length === 0 ? (
        <p className="text-sm text-slate-600">
          None. When you change the slug, the old address keeps leading here until you remove it.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Links and bookmarks from before the slug changed. Remove one only if nothing should
            reach this service through it any more.
          </p>
          <ul className="space-y-2">
            {slugs.map((slug) => (
              <li key={slug} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono text-sm break-all text-slate-800">/services/{slug}</span>
                <ConfirmButton
                  disabled={change.busy}
                  title={`Remove the old address /services/${slug}?`}
                  message={`Links and bookmarks to /services/${slug} will no longer reach ${service.title}: visitors will see "page not found". Another service may then take this address.`}
                  confirmLabel="Remove address"
                  onConfirm={() => {
                    removing.current = slug;
                    change.post({ intent: "remove-old-slug", id: service._id, slug });
                  }}
                >
                  Remove<span className="sr-only"> /services/{slug}</span>
                </ConfirmButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
