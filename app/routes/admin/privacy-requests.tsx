import { Download, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { href } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { TextField } from "../../components/fields.tsx";
import { erasePersonalData, erasureSummary, listPrivacyLog } from "../../domain/privacy.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/privacy-requests";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Privacy Requests" };

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => ({
  log: await listPrivacyLog(app.db),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    erase: {
      failed: "The data could not be erased. Nothing was changed.",
      run: async ({ app, user, input }) => {
        return erasureSummary(await erasePersonalData(app.db, input, user));
      },
    },
  });
}

const KIND_LABELS = { export: "Export", erase: "Erasure", retention: "Retention" } as const;

export { AdminPageError as ErrorBoundary };

export default function PrivacyRequests({ loaderData }: Route.ComponentProps) {
  const { fetcher, busy, post } = useAdminFetcher<typeof action>();
  const failure = fetcher.data as FormFailure | undefined;
  const [email, setEmail] = useState("");
  const logTitle = useId();
  const exportUrl = href("/admin/privacy-requests/export");

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="request-title"
        className="max-w-2xl rounded-xl bg-white p-6 shadow-sm"
      >
        <h2 id="request-title" className="mb-1 text-lg font-semibold text-slate-900">
          A person's request about their data
        </h2>
        <p className="mb-6 text-sm text-slate-600">
          When someone asks for a copy of what we hold about them, or asks us to delete it, enter
          the e-mail address they wrote from. The download is one file with every message, quote
          request and attachment from that address. Erasing deletes all of it, with mail still
          waiting to be sent, and removes the address wherever else it was written. Both are
          recorded below, without the address.
        </p>
        <form method="post" action={exportUrl} className="space-y-5">
          <TextField
            label="The person's e-mail address"
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            errors={failure?.fieldErrors}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass("secondary")}>
              <Download aria-hidden="true" className="size-4" />
              Download their data
            </button>
            <ConfirmButton
              className={buttonClass("danger")}
              disabled={busy || email.trim() === ""}
              title="Erase everything about this address?"
              message={`Every message, quote request and file from ${email.trim()} is deleted for good, and the address is removed from notes and other messages. This cannot be undone.`}
              confirmLabel="Erase everything"
              onConfirm={() => post({ intent: "erase", email })}
            >
              {busy ? "Erasing..." : "Erase their data"}
            </ConfirmButton>
          </div>
        </form>
      </section>

      <section aria-labelledby={logTitle} className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id={logTitle} className="mb-4 flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary-700" />
          Log of requests and automatic deletions
        </h2>
        {loaderData.log.length === 0 ? (
          <p className="text-slate-600">Nothing yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {loaderData.log.map((entry) => (
              <li key={entry._id} className="py-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {KIND_LABELS[entry.kind] ?? entry.kind} · {formatDate(entry.createdAt)}
                  {entry.actor ? ` · by ${entry.actor}` : ""}
                </p>
                <p className="text-slate-700">{entry.summary}</p>
                <p className="break-all text-xs text-slate-500">{entry.subject}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
