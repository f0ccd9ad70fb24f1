import type { Selectable, SelectQueryBuilder } from "kysely";
import type { AuditLogTable, Database, Db } from "../db/schema.ts";
import {
  type Actor,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditItem,
  type AuditItemType,
  type AuditKind,
  auditSummary,
} from "./audit.model.ts";
import { type AuditQuery, AuditQuerySchema } from "./audit.schema.ts";

// Who did what and when (decision 049). Every write of the content manager records itself
// here, inside the transaction of the change, so a change that fails leaves no entry. Entries
// are only ever added; the retention sweep deletes those older than two years, and an erasure
// blanks the names of the inquiries it erased. Nothing else changes them.

/** How long entries are kept. */
export const AUDIT_RETENTION_YEARS = 2;

export interface AuditEvent {
  kind: AuditKind;
  item: AuditItem;
  /** What in the item changed, in a few words ("moved up", "status Won"). */
  detail?: string | undefined;
  /** The client's address: kept for sign-ins. */
  address?: string | undefined;
}

/** Adds one entry. Call it with the change's transaction. */
export async function recordEvent(
  db: Db,
  actor: Actor,
  event: AuditEvent,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      created_at: new Date(now).toISOString(),
      actor_id: actor._id,
      actor_name: actor.username,
      kind: event.kind,
      item_type: event.item.type,
      item_id: event.item.id,
      item_label: event.item.label,
      detail: event.detail || null,
      address: event.address || null,
    })
    .execute();
}

/** A listed record as an edit leaves it: its name, and whether the site shows it. */
interface Listed {
  name: string;
  published: boolean;
}

/**
 * What an edit changed that the record's name now does not say: the name it had, and going
 * on or off the site.
 */
export function editDetail(before: Listed, after: Listed): string | undefined {
  const changes = [];
  if (before.name !== after.name) changes.push(`was ${before.name}`);
  if (before.published !== after.published) {
    changes.push(after.published ? "published" : "made a draft");
  }
  return changes.join(", ") || undefined;
}

function rowToEntry(row: Selectable<AuditLogTable>): AuditEntry {
  const entry = {
    kind: row.kind as AuditKind,
    item: { type: row.item_type as AuditItemType, id: row.item_id, label: row.item_label },
    detail: row.detail,
  };
  return {
    _id: String(row.id),
    at: row.created_at,
    actor: { _id: row.actor_id, username: row.actor_name },
    ...entry,
    address: row.address,
    summary: auditSummary(entry),
  };
}

/** The moment after the last one of a day: `to` includes its whole day. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

export interface AuditPage {
  query: AuditQuery;
  items: AuditEntry[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/** The log newest first, as the filters in `query` narrow it, 50 to a page. */
export async function listAuditLog(
  db: Db,
  query: Record<string, unknown> = {},
): Promise<AuditPage> {
  const parsed = AuditQuerySchema.parse(query);
  let matching = db.selectFrom("audit_log");
  if (parsed.person) matching = matching.where("actor_id", "=", parsed.person);
  if (parsed.kind) matching = matching.where("kind", "=", parsed.kind);
  if (parsed.from) matching = matching.where("created_at", ">=", `${parsed.from}T00:00:00.000Z`);
  if (parsed.to) matching = matching.where("created_at", "<", dayAfter(parsed.to));
  const { count } = await matching
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(parsed.page, pages);
  const rows = await matching
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    query: { ...parsed, page },
    items: rows.map(rowToEntry),
    total,
    page,
    pages,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** Everyone the log names with an account, by the name of their latest entry: the person filter. */
export async function listAuditPeople(db: Db): Promise<{ _id: string; username: string }[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_name", (eb) => eb.fn.max("created_at").as("last")])
    .where("actor_id", "is not", null)
    .groupBy(["actor_id", "actor_name"])
    .execute();
  const latest = new Map<string, { username: string; last: string }>();
  for (const row of rows) {
    if (row.actor_id === null) continue;
    const known = latest.get(row.actor_id);
    if (!known || row.last > known.last) {
      latest.set(row.actor_id, { username: row.actor_name, last: row.last });
    }
  }
  return [...latest]
    .map(([_id, { username }]) => ({ _id, username }))
    .sort((a, b) => a.username.localeCompare(b.username));
}

/**
 * An erasure's part: the entries about the erased items (`ids`, a subquery: never one parameter
 * per item) keep what was done and by whom, but no longer the name of the person they were about.
 */
export async function forgetItemLabels(
  db: Db,
  types: AuditItemType[],
  ids: SelectQueryBuilder<Database, keyof Database, { id: string }>,
  label: string,
): Promise<void> {
  await db
    .updateTable("audit_log")
    .set({ item_label: label })
    .where("item_type", "in", types)
    .where("item_id", "in", ids)
    .execute();
}

/** Deletes the entries older than AUDIT_RETENTION_YEARS; returns how many. */
export async function deleteExpiredAuditEntries(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_RETENTION_YEARS);
  const result = await db
    .deleteFrom("audit_log")
    .where("created_at", "<", cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
