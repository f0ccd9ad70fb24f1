import { Briefcase, Undo2, Users } from "lucide-react";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { restoreFromTrash, trashContents } from "../../domain/history.server.ts";
import { TRASH_DAYS, type TrashedItem } from "../../domain/revisions.model.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { Route } from "./+types/trash";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Trash" };

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => ({
  items: await trashContents(app.db),
}));

const KINDS = {
  service: { label: "Service", list: "the services list", Icon: Briefcase },
  "team-member": { label: "Team member", list: "the team page", Icon: Users },
} as const;

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    restore: {
      failed: "Failed to restore the item.",
      run: async ({ app, user, input }) => {
        const restored = await restoreFromTrash(app.db, Number(input.id), user);
        return "service" in restored
          ? `${restored.service.title} is back on ${KINDS.service.list}.`
          : `${restored.teamMember.name} is back on ${KINDS["team-member"].list}.`;
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

function TrashRow({ item }: { item: TrashedItem }) {
  const { busy, post } = useAdminFetcher<typeof action>();
  const { label, Icon } = KINDS[item.type];
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 p-4">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{item.name}</p>
          <p className="text-sm text-slate-700">
            {label}, deleted <time dateTime={item.deletedAt}>{formatDate(item.deletedAt)}</time>
            {item.deletedBy ? ` by ${item.deletedBy}` : null}.
          </p>
          <p className="text-sm text-slate-600">
            Removed for good after{" "}
            <time dateTime={item.removedAfter}>{formatDate(item.removedAfter)}</time>.
          </p>
        </div>
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => post({ intent: "restore", id: String(item._id) })}
        className={buttonClass("secondary")}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        Restore<span className="sr-only"> {item.name}</span>
      </button>
    </li>
  );
}

export default function Trash({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Deleted services and team members stay here for {TRASH_DAYS} days, with their images.
        Restore puts one back as it was, at the end of its list; after {TRASH_DAYS} days it is
        removed for good.
      </p>
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
          {items.map((item) => (
            <TrashRow key={item._id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">The trash is empty.</p>
      )}
    </div>
  );
}
