import {
  Award,
  Briefcase,
  CircleUser,
  ExternalLink,
  FileText,
  History,
  Info,
  KeyRound,
  Languages,
  LayoutDashboard,
  LockKeyhole,
  LogOut,
  Mail,
  Menu,
  MessageSquareText,
  Phone,
  Shapes,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Trash2,
  Type,
  UserCog,
  Users,
  X,
} from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, href, Link, Outlet, useLocation, useMatches } from "react-router";
import { FlashToast, ToastProvider } from "../../components/admin/Toast.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { countMessages } from "../../domain/messages.server.ts";
import { mayUse, ROLE_LABELS, type Role } from "../../domain/roles.model.ts";
import { requireMemberMiddleware, staffUser } from "../../http/auth.server.ts";
import { appServices } from "../../http/context.server.ts";
import { takeFlash } from "../../http/flash.server.ts";
import { ACCESS, type AdminPage } from "../../lib/access.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireMemberMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = staffUser(context);
  const app = appServices(context);
  const unread = await countMessages(app.db, { unreadOnly: true });
  const { flash, clear } = takeFlash(request, app.env);
  return data(
    { user: { username: user.username, role: user.role }, unread, flash },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/** Each admin page names itself for the top bar and the document title. */
export interface AdminHandle {
  title: string;
}

interface NavItem {
  to: AdminPage;
  label: string;
  Icon: typeof LayoutDashboard;
  /** Other screens the entry stands for (the Hero screen's second part). */
  alsoAt?: string[];
}

/** The sidebar's entries in groups named for what the office comes to do; the dashboard first, alone. */
const NAV: { heading?: string; items: NavItem[] }[] = [
  {
    items: [{ to: "/admin/dashboard", label: "Dashboard", Icon: LayoutDashboard }],
  },
  {
    heading: "Pages",
    items: [
      {
        to: "/admin/content/hero",
        label: "Hero",
        Icon: Sparkles,
        alsoAt: ["/admin/hero-management"],
      },
      { to: "/admin/content/about", label: "About Page", Icon: Info },
      { to: "/admin/services", label: "Manage Services", Icon: Briefcase },
      { to: "/admin/team", label: "Team Members", Icon: Users },
      { to: "/admin/translations", label: "Translations", Icon: Languages },
      { to: "/admin/trust", label: "Trust & Proof", Icon: Award },
      { to: "/admin/content/contact", label: "Contact Info", Icon: Phone },
      { to: "/admin/trash", label: "Trash", Icon: Trash2 },
    ],
  },
  {
    heading: "Whole site",
    items: [
      { to: "/admin/content/brand", label: "Logo", Icon: Shapes },
      { to: "/admin/content/site", label: "Texts, Banners & Search", Icon: Type },
    ],
  },
  {
    heading: "Inquiries",
    items: [
      { to: "/admin/messages", label: "Contact Messages", Icon: Mail },
      { to: "/admin/inquiry-settings", label: "Inquiry Settings", Icon: SlidersHorizontal },
      { to: "/admin/reply-templates", label: "Reply Templates", Icon: MessageSquareText },
    ],
  },
  {
    heading: "Privacy",
    items: [
      { to: "/admin/privacy", label: "Privacy Notice", Icon: FileText },
      { to: "/admin/privacy-requests", label: "Privacy Requests", Icon: ShieldCheck },
    ],
  },
  {
    heading: "Office",
    items: [
      { to: "/admin/users", label: "Staff", Icon: UserCog },
      { to: "/admin/security", label: "Sign-in Security", Icon: LockKeyhole },
      { to: "/admin/audit", label: "Audit Log", Icon: History },
      { to: "/admin/account", label: "My Account", Icon: CircleUser },
    ],
  },
];

/** The sidebar as `role` sees it: only what it may use, and no group left empty. */
function navFor(role: Role) {
  return NAV.map((group) => ({
    ...group,
    items: group.items.filter((item) => {
      const area = ACCESS[item.to];
      return area === "any" || mayUse(role, area);
    }),
  })).filter((group) => group.items.length > 0);
}
const INBOX = href("/admin/messages");

/** Whether the sidebar entry is the page shown (or a page under it, as a service's images). */
function isCurrent(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.alsoAt ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

const groupId = (heading: string) => `admin-nav-${heading.toLowerCase().replace(/\W+/g, "-")}`;

function SidebarLink({
  item: { to, label, Icon },
  current,
  unread,
  onNavigate,
}: {
  item: NavItem;
  current: boolean;
  unread: number;
  onNavigate: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={current ? "page" : undefined}
      className={`flex items-center gap-3 rounded-md px-3 py-1.5 font-medium ${
        current
          ? "bg-white text-primary-900"
          : "text-blue-100 hover:bg-primary-800 hover:text-white"
      }`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1">{label}</span>
      {unread > 0 ? (
        <span className="rounded-full bg-secondary-400 px-2 py-0.5 text-xs font-bold text-slate-900">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </Link>
  );
}

function Sidebar({
  role,
  unread,
  onNavigate,
}: {
  role: Role;
  unread: number;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  // Logout goes to the login page even when the call fails: the session is then over anyway.
  const logOut = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await fetch(href("/admin/logout"), { method: "POST", redirect: "manual" }).catch(
      () => undefined,
    );
    window.location.assign(href("/admin/login"));
  };
  return (
    <nav aria-label="Admin" className="flex h-full flex-col">
      <p className="px-6 py-4 text-lg font-bold text-white">
        {SITE_NAME}
        <span className="block text-sm font-normal text-blue-200">Content manager</span>
      </p>
      <div className="flex-1 space-y-3 px-3 pb-4">
        {navFor(role).map(({ heading, items }) => (
          <div key={heading ?? "start"}>
            {heading ? (
              <p
                id={groupId(heading)}
                className="px-3 pb-1 text-xs font-semibold tracking-wide text-blue-200 uppercase"
              >
                {heading}
              </p>
            ) : null}
            <ul aria-labelledby={heading ? groupId(heading) : undefined} className="space-y-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <SidebarLink
                    item={item}
                    current={isCurrent(item, pathname)}
                    unread={item.to === INBOX ? unread : 0}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-primary-800 px-3 pt-3">
        {/* The signed-in person's own two-factor sign-in, beside Logout: it is theirs, not the office's. */}
        <SidebarLink
          item={{
            to: "/admin/account/two-factor",
            label: "Two-factor sign-in",
            Icon: KeyRound,
          }}
          current={pathname === "/admin/account/two-factor"}
          unread={0}
          onNavigate={onNavigate}
        />
      </div>
      <Form method="post" action={href("/admin/logout")} onSubmit={logOut} className="p-3 pt-0.5">
        <button
          type="submit"
          className="flex w-full items-center gap-3 rounded-md px-3 py-2.5 font-medium text-blue-100 hover:bg-primary-800 hover:text-white"
        >
          <LogOut aria-hidden="true" className="size-5" />
          Logout
        </button>
      </Form>
    </nav>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, unread, flash } = loaderData;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as AdminHandle | undefined)?.title ?? "Content manager";

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every page change.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Escape closes the menu on a phone, as it does any dialog-like panel.
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [menuOpen]);

  return (
    <ToastProvider>
      <FlashToast flash={flash} />
      <title>{`${title} | ${SITE_NAME} admin`}</title>
      <meta name="robots" content="noindex" />
      <div className="min-h-screen bg-slate-100 md:pl-[280px]">
        <div
          className={`on-dark fixed inset-y-0 left-0 z-40 w-[280px] overflow-y-auto bg-primary-900 transition-transform md:translate-x-0 ${
            menuOpen ? "translate-x-0" : "-translate-x-full"
          }`}
        >
          <Sidebar role={user.role} unread={unread} onNavigate={() => setMenuOpen(false)} />
        </div>
        {menuOpen ? (
          <button
            type="button"
            aria-label="Close the menu"
            onClick={() => setMenuOpen(false)}
            className="fixed inset-0 z-30 bg-slate-900/50 md:hidden"
          />
        ) : null}
        <header className="sticky top-0 z-20 flex items-center gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          <button
            type="button"
            aria-label={menuOpen ? "Close the menu" : "Open the menu"}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded p-2 text-slate-800 hover:bg-slate-100 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
          <h1 className="flex-1 truncate text-lg font-semibold text-slate-900">{title}</h1>
          {/* A plain page load: the public site is not part of this React app. */}
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex shrink-0 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-primary-800 hover:bg-slate-100"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            View site<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Link
            to={href("/admin/account")}
            className="hidden shrink-0 items-center gap-3 rounded-md p-1 hover:bg-slate-100 sm:flex"
          >
            {/* On a phone the page's title needs the room; My Account is in the menu there. */}
            <span className="sr-only">My account: </span>
            <span
              aria-hidden="true"
              className="inline-flex size-9 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
            >
              {user.username.charAt(0).toUpperCase()}
            </span>
            <span className="block text-sm leading-tight">
              <span className="block font-semibold text-slate-900">{user.username}</span>
              <span className="block text-slate-600">{ROLE_LABELS[user.role]}</span>
            </span>
          </Link>
        </header>
        <main id="main" className="p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </ToastProvider>
  );
}
