import type { Db } from "../db/schema.ts";
import { countMessages } from "./messages.server.ts";
import { countServices } from "./services.server.ts";
import { countTeamMembers } from "./team.server.ts";

export interface Activity {
  kind: "message" | "edit";
  /** What happened, in a sentence for the dashboard. */
  summary: string;
  /** Who did it: the administrator, or the visitor who wrote. */
  by: string;
  at: string;
  /** Where to look at it in the admin. */
  href: string;
}

const PAGE_LABELS: Record<string, { label: string; href: string }> = {
  hero: { label: "the hero section", href: "/admin/content/hero" },
  about: { label: "the about page", href: "/admin/content/about" },
  contact: { label: "the contact information", href: "/admin/content/contact" },
  security: { label: "the sign-in security settings", href: "/admin/security" },
  launch: { label: "the site's visibility to search engines", href: "/admin/dashboard" },
  languages: { label: "the site's languages", href: "/admin/translations" },
};

/** The newest messages and the latest edits, newest first: the dashboard's recent activity. */
export async function recentActivity(db: Db, limit = 8): Promise<Activity[]> {
  const [messages, services, members, pages, settings] = await Promise.all([
    db
      .selectFrom("inquiries")
      .select(["id", "name", "subject", "created_at"])
      .where("status", "!=", "spam")
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("services")
      .select(["title", "updated_at", "updated_by"])
      .where("updated_by", "is not", null)
      .orderBy("updated_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("team_members")
      .select(["name", "updated_at", "updated_by"])
      .where("updated_by", "is not", null)
      .orderBy("updated_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("content_entries")
      .select(["page", "updated_at", "updated_by"])
      .where("updated_by", "is not", null)
      .orderBy("updated_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("site_settings")
      .select(["key as page", "updated_at", "updated_by"])
      .where("updated_by", "is not", null)
      .orderBy("updated_at", "desc")
      .limit(limit)
      .execute(),
  ]);
  const activities: Activity[] = [
    ...messages.map((row) => ({
      kind: "message" as const,
      summary: `New message: ${row.subject}`,
      by: row.name,
      at: row.created_at,
      href: `/admin/messages/${row.id}`,
    })),
    ...services.map((row) => ({
      kind: "edit" as const,
      summary: `Updated the service ${row.title}`,
      by: row.updated_by ?? "",
      at: row.updated_at,
      href: "/admin/services",
    })),
    ...members.map((row) => ({
      kind: "edit" as const,
      summary: `Updated the team member ${row.name}`,
      by: row.updated_by ?? "",
      at: row.updated_at,
      href: "/admin/team",
    })),
    ...[...pages, ...settings].map((row) => ({
      kind: "edit" as const,
      summary: `Updated ${PAGE_LABELS[row.page]?.label ?? row.page}`,
      by: row.updated_by ?? "",
      at: row.updated_at,
      href: PAGE_LABELS[row.page]?.href ?? "/admin/dashboard",
    })),
  ];
  return activities.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/** The dashboard's four counts. */
export async function dashboardCounts(db: Db) {
  const [services, teamMembers, messages, contentPages] = await Promise.all([
    countServices(db),
    countTeamMembers(db),
    countMessages(db),
    db
      .selectFrom("content_entries")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      // The launch and the languages are flags on every page, not pages of their own.
      .where("page", "not in", ["launch", "languages"])
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count)),
  ]);
  return { services, teamMembers, messages, contentPages };
}
