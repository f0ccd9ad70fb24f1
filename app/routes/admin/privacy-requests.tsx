import { Download, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import { Panel } from "../../components/admin/Panel.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { TextField } from "../../components/fields.tsx";
import {
  erasureSummary,
  findPrivacyRequests,
  listPrivacyLog,
  type PrivacyLogEntry,
} from "../../domain/privacy.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { eraseEverywhere } from "../../http/privacy-requests.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/privacy-requests";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Privacy Requests" };

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => ({
  log: await listPrivacyLog(app.db),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    erase: {
      failed: "The data could not be erased. Nothing was changed.",
      run: async ({ app, user, input }) => {
        return erasureSummary(await eraseEverywhere(app, input, user));
      },
    },
    lookup: {
      failed: "The log could not be searched.",
      run: async ({ app, input }) => lookupSummary(await findPrivacyRequests(app.db, input)),
    },
  });
}

const KIND_LABELS = { export: "Export", erase: "Erasure", retention: "Retention" } as const;

/** The requests logged about one address, as the confirmation says them. */
function lookupSummary(entries: PrivacyLogEntry[]): string {
  if (entries.length === 0) return "No request about this address is in the log.";
  const requests = entries.map(
    (entry) =>
      `${KIND_LABELS[entry.kind].toLowerCase()} on ${formatDate(entry.createdAt)}${entry.actor ? ` by ${entry.actor}` : ""}`,
  );
  return `Logged about this address: ${requests.join("; ")}.`;
}

const MENTION_WORDS = {
  phone: "their phone number",
  address: "their address (now replaced by [erased])",
} as const;

export { AdminPageError as ErrorBoundary };

export default function PrivacyRequests({ loaderData }: Route.ComponentProps) {
  const { fetcher, busy, post } = useAdminFetcher<typeof action>();
  const failure = fetcher.data as FormFailure | undefined;
  const [email, setEmail] = useState("");
  const logTitle = useId();
  const exportUrl = href("/admin/privacy-requests/export");

  return (
    <div className="space-y-8">
      <Panel
        title="A person's request about their data"
        description="When someone asks for a copy of what we hold about them, or asks us to delete it, enter the e-mail address they wrote from. The download is one file with every message, quote request and attachment from that address. Erasing deletes all of it, with mail still waiting to be sent, and removes the address wherever else it was written; staff notes on other inquiries that mention their phone number or address are listed for you to edit. Both are recorded below, without the address: to see whether a request about an address was carried out, look it up."
        className="max-w-2xl"
      >
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
            <button type="submit" name="intent" value="export" className={buttonClass("secondary")}>
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
            <button
              type="button"
              className={buttonClass("secondary")}
              disabled={busy || email.trim() === ""}
              onClick={() => post({ intent: "lookup", email })}
            >
              Look up past requests
            </button>
          </div>
        </form>
      </Panel>

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
                <p className="text-xs text-slate-500">
                  {entry.kind === "retention"
                    ? `Inquiries ${entry.subject}`
                    : `About ${entry.subject}`}
                </p>
                {entry.notesToReview.length > 0 ? (
                  <div className="mt-2">
                    <p className="text-slate-700">Staff notes to check and edit:</p>
                    <ul className="ml-5 list-disc">
                      {entry.notesToReview.map((review) => (
                        <li key={review.inquiryId}>
                          <Link to={review.link} className="text-primary-700 underline">
                            {review.label}
                          </Link>{" "}
                          mentions{" "}
                          {review.mentions.map((mention) => MENTION_WORDS[mention]).join(" and ")}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
