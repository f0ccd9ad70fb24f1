import {
  ArrowRight,
  Briefcase,
  FileText,
  ImageIcon,
  Info,
  Mail,
  MessageSquare,
  Pencil,
  Sparkles,
  Users,
} from "lucide-react";
import { href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { LAUNCH_INTENT, LaunchChecklist } from "../../components/admin/LaunchChecklist.tsx";
import { Panel } from "../../components/admin/Panel.tsx";
import { dashboardCounts, recentActivity } from "../../domain/activity.server.ts";
import { ForbiddenError } from "../../domain/errors.ts";
import { INQUIRY_LINES } from "../../domain/inquiries.model.ts";
import { countNewByLine } from "../../domain/inquiry-inbox.server.ts";
import { launchSite, launchState } from "../../domain/launch.server.ts";
import { mayUse, NO_ACCESS } from "../../domain/roles.model.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { requestInfo } from "../../http/context.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { Route } from "./+types/dashboard";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Dashboard" };

/** The spec's numbers for when the counts cannot be read. */
const FALLBACK_COUNTS = { services: 3, teamMembers: 3, messages: 0, contentPages: 3 };

export const loader = adminLoader(async ({ app, user, context }: MemberCall<Route.LoaderArgs>) => {
  try {
    const [counts, activity, newByLine, launch] = await Promise.all([
      dashboardCounts(app.db),
      recentActivity(app.db),
      countNewByLine(app.db),
      launchState(app.db),
    ]);
    return { username: user.username, counts, activity, newByLine, launch };
  } catch (error) {
    requestInfo(context).log.error({ err: error }, "dashboard figures could not be read");
    return {
      username: user.username,
      counts: FALLBACK_COUNTS,
      activity: [],
      newByLine: null,
      launch: null,
    };
  }
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    [LAUNCH_INTENT]: {
      failed: "The site was not launched.",
      run: async ({ app, user }) => {
        // The dashboard is everyone's; the launch is a setting of the whole site (decision 050).
        if (!mayUse(user.role, "settings")) throw new ForbiddenError(NO_ACCESS);
        return (await launchSite(app.db, user))
          ? "The site is launched. Search engines may now list it."
          : "The site was already launched.";
      },
    },
  });
}

const QUICK_ACTIONS = [
  { to: href("/admin/content/hero"), label: "Edit Hero Text", Icon: Sparkles },
  { to: href("/admin/hero-management"), label: "Manage Hero Images", Icon: ImageIcon },
  { to: href("/admin/content/about"), label: "Edit About Page", Icon: Info },
  { to: href("/admin/services"), label: "Manage Services", Icon: Briefcase },
  { to: href("/admin/team"), label: "Manage Team", Icon: Users },
  { to: href("/admin/messages"), label: "View Messages", Icon: Mail },
];

export { AdminPageError as ErrorBoundary };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { username, counts, activity, newByLine, launch } = loaderData;
  const stats = [
    { label: "Services", value: counts.services, Icon: Briefcase, to: href("/admin/services") },
    { label: "Team Members", value: counts.teamMembers, Icon: Users, to: href("/admin/team") },
    { label: "Messages", value: counts.messages, Icon: Mail, to: href("/admin/messages") },
    {
      label: "Content Pages",
      value: counts.contentPages,
      Icon: FileText,
      to: href("/admin/content/hero"),
    },
  ];
  // On a phone the welcome and the counts are kept small, so the messages and the new
  // inquiries are on the first screen.
  return (
    <div className="space-y-5 sm:space-y-8">
      <section
        aria-labelledby="welcome-title"
        className="on-dark rounded-xl bg-gradient-to-r from-primary-800 to-primary-600 p-4 text-white sm:p-8"
      >
        <h2 id="welcome-title" className="text-xl font-bold sm:text-2xl">
          Welcome back, {username}!
        </h2>
        <p className="mt-2 hidden max-w-2xl text-blue-100 sm:block">
          Keep the website up to date: edit the pages, add services and team members, and answer the
          messages visitors send.
        </p>
        <Link
          to={href("/admin/services")}
          className="mt-3 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 font-semibold text-primary-900 hover:bg-blue-50 sm:mt-5 sm:px-5 sm:py-2.5"
        >
          Get Started <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          At a glance
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {stats.map(({ label, value, Icon, to }) => (
            <li key={label}>
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-xl bg-white p-3 shadow-sm hover:shadow-md sm:gap-4 sm:p-5"
              >
                <span className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 sm:inline-flex">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block text-2xl font-bold text-slate-900 sm:text-3xl">
                    {value}
                  </span>
                  <span className="block text-sm text-slate-700">{label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {newByLine ? (
        <section
          aria-labelledby="inquiries-title"
          className="rounded-xl bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="inquiries-title" className="text-lg font-semibold text-slate-900">
            New inquiries
          </h2>
          <p className="mt-1 text-sm text-slate-700">Waiting for someone to take them up.</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:gap-3 xl:grid-cols-4">
            {INQUIRY_LINES.map((line) => (
              <li key={line.value}>
                <Link
                  to={`${href("/admin/messages")}?line=${line.value}&lead=new`}
                  className="flex h-full items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 hover:border-primary-600 hover:bg-primary-50 sm:gap-3 sm:p-4"
                >
                  <span className="font-medium text-slate-800">{line.label}</span>
                  <span className="text-xl font-bold text-slate-900 sm:text-2xl">
                    {newByLine[line.value]}
                    <span className="sr-only"> new</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {launch ? <LaunchChecklist state={launch} /> : null}

      <div className="grid gap-8 xl:grid-cols-2">
        <Panel title="Quick Actions">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {QUICK_ACTIONS.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-4 text-center text-sm font-medium text-slate-800 hover:border-primary-600 hover:bg-primary-50"
                >
                  <Icon aria-hidden="true" className="size-6 text-primary-700" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Recent Activity">
          {activity.length > 0 ? (
            <ul className="divide-y divide-slate-100">
              {activity.map((item) => (
                <li key={`${item.kind}-${item.at}-${item.summary}`} className="flex gap-3 py-3">
                  <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
                    {item.kind === "message" ? (
                      <MessageSquare aria-hidden="true" className="size-4" />
                    ) : (
                      <Pencil aria-hidden="true" className="size-4" />
                    )}
                  </span>
                  <div className="min-w-0">
                    <Link to={item.href} className="font-medium text-slate-900 hover:underline">
                      {item.summary}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {item.by} · <time dateTime={item.at}>{formatDate(item.at)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">Nothing yet. Edits and new messages will show here.</p>
          )}
        </Panel>
      </div>
    </div>
  );
}
