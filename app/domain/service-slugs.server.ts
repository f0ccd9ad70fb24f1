// A service's address (decision 042): the slug it has, which no other service may have, and
// the old ones that still redirect to it until someone removes them.
import type { Db } from "../db/schema.ts";
import { inTransaction, nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { NotFoundError, ValidationError } from "./errors.ts";
import { slugify } from "./services.model.ts";

const OLD_SLUG_NOT_FOUND = "This old address no longer leads to the service.";

/**
 * A service takes `slug` as its address: whichever service had it before gives up its redirect
 * (a live address wins over an old one), and the service's own previous slug, if it changed,
 * becomes one that redirects to it.
 */
export async function takeSlug(db: Db, serviceId: string, slug: string, previous?: string) {
  await db.deleteFrom("service_slug_redirects").where("old_slug", "=", slug).execute();
  if (previous && previous !== slug) {
    await db
      .insertInto("service_slug_redirects")
      .values({ old_slug: previous, service_id: serviceId, created_at: nowIso() })
      .execute();
  }
}

/**
 * The old slugs that still lead to each service (see `takeSlug`), newest first, by service id:
 * the content manager lists them in the service's editor.
 */
export async function listOldSlugs(db: Db): Promise<Record<string, string[]>> {
  const rows = await db
    .selectFrom("service_slug_redirects")
    .select(["old_slug", "service_id"])
    .orderBy("created_at", "desc")
    .orderBy("old_slug")
    .execute();
  const byService = Map.groupBy(rows, (row) => row.service_id);
  return Object.fromEntries(
    Array.from(byService, ([serviceId, group]) => [serviceId, group.map((row) => row.old_slug)]),
  );
}

/**
 * Forgets one old slug of a service: its address answers 404 from now on, like any unknown
 * one, until a service takes it. The service itself is not changed (nor its version, so an
 * edit opened before is no conflict).
 */
export async function removeOldSlug(
  db: Db,
  serviceId: string,
  slug: string,
  actor: Actor,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const result = await trx
      .deleteFrom("service_slug_redirects")
      .where("service_id", "=", serviceId)
      .where("old_slug", "=", slug)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFoundError(OLD_SLUG_NOT_FOUND);
    // The redirect that was there belongs to the service, which therefore exists.
    const { title } = await trx
      .selectFrom("services")
      .select("title")
      .where("id", "=", serviceId)
      .executeTakeFirstOrThrow();
    await recordEvent(trx, actor, {
      kind: "update",
      item: { type: "service", id: serviceId, label: title },
      detail: `removed the old address /services/${slug}`,
    });
  });
}

/** Whether a service other than `exceptId` has the slug. */
export async function slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("services").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The slug to store: the one typed in (which must be free), else one made from the title,
 * numbered when another service already has it.
 */
export async function chooseSlug(db: Db, typed: string, title: string, exceptId?: string) {
  if (typed) {
    if (await slugTaken(db, typed, exceptId)) {
      throw new ValidationError("Another service already uses this slug.", {
        slug: ["Another service already uses this slug. Choose a different one."],
      });
    }
    return typed;
  }
  const base = slugify(title);
  if (!base) {
    throw new ValidationError("Please fill in all required fields.", {
      slug: ["Enter a slug: the title has no letters or digits to make one from."],
    });
  }
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
}
