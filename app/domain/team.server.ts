import type { Selectable } from "kysely";
import type { Db, TeamMembersTable } from "../db/schema.ts";
import { fromJson, inTransaction, newId, nowIso, toJson } from "../db/values.ts";
import { ConflictError, NotFoundError, parseInput, ValidationError } from "./errors.ts";
import { TeamPhotoInputSchema } from "./media.schema.ts";
import { releaseMedia, resolveImageValue, storeImage } from "./media.server.ts";
import type { TeamMember } from "./team.model.ts";
import { TeamMemberInputSchema, TeamOrderSchema } from "./team.schema.ts";

const MEMBER_NOT_FOUND = "Team member not found.";
const CONFLICT =
  "Someone else saved this team member after you opened it. Reload to see their changes, then make yours again.";

function rowToMember(row: Selectable<TeamMembersTable>): TeamMember {
  return {
    _id: row.id,
    name: row.name,
    position: row.position,
    bio: row.bio,
    email: row.email,
    phone: row.phone,
    image: row.image,
    socialLinks: fromJson(row.social_links, {}),
    order: row.sort_order,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Only the links that were filled in are kept. */
function filledLinks(links: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(links).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export async function listTeamMembers(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom("team_members")
    .selectAll()
    .orderBy("sort_order")
    .orderBy("created_at")
    .execute();
  return rows.map(rowToMember);
}

export async function countTeamMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("team_members")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getTeamMember(db: Db, id: string): Promise<TeamMember> {
  const row = await db
    .selectFrom("team_members")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(MEMBER_NOT_FOUND);
  return rowToMember(row);
}

export async function createTeamMember(db: Db, input: unknown, actor: string | null) {
  const data = parseInput(TeamMemberInputSchema, input, { invalid: "Failed to add team member." });
  const image = data.image ? await resolveImageValue(db, data.image) : null;
  return inTransaction(db, async (trx) => {
    const last = await trx
      .selectFrom("team_members")
      .select((eb) => eb.fn.max("sort_order").as("max"))
      .executeTakeFirst();
    const id = newId();
    const now = nowIso();
    await trx
      .insertInto("team_members")
      .values({
        id,
        name: data.name,
        position: data.position,
        bio: data.bio,
        email: data.email,
        phone: data.phone,
        image,
        social_links: toJson(filledLinks(data.socialLinks)),
        sort_order: Number(last?.max ?? -1) + 1,
        created_at: now,
        updated_at: now,
        updated_by: actor,
      })
      .execute();
    return getTeamMember(trx, id);
  });
}

export async function updateTeamMember(db: Db, id: string, input: unknown, actor: string | null) {
  const data = parseInput(TeamMemberInputSchema, input, {
    invalid: "Failed to update team member.",
  });
  const current = await getTeamMember(db, id);
  if (data.version !== undefined && data.version !== current.version) {
    throw new ConflictError(CONFLICT);
  }
  // Left out: keep the photo; null or empty: remove it; anything else: the new photo.
  const image =
    data.image === undefined
      ? current.image
      : data.image === null
        ? null
        : await resolveImageValue(db, data.image);
  const result = await db
    .updateTable("team_members")
    .set((eb) => ({
      name: data.name,
      position: data.position,
      bio: data.bio,
      email: data.email,
      phone: data.phone,
      image,
      social_links: toJson(filledLinks(data.socialLinks)),
      version: eb("version", "+", 1),
      updated_at: nowIso(),
      updated_by: actor,
    }))
    .where("id", "=", id)
    .where("version", "=", current.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ConflictError(CONFLICT);
  if (image !== current.image) await releaseMedia(db, [current.image]);
  return getTeamMember(db, id);
}

/** Replaces a member's photo with an upload (a data URL or a file's bytes). */
export async function setTeamMemberImage(
  db: Db,
  id: string,
  input: unknown,
  actor: string | null,
): Promise<TeamMember> {
  const { image } = parseInput(TeamPhotoInputSchema, input, {
    invalid: "Failed to update team member.",
    missing: "Please select an image file.",
  });
  const current = await getTeamMember(db, id);
  const url = (await storeImage(db, image)).url;
  await db
    .updateTable("team_members")
    .set((eb) => ({
      image: url,
      version: eb("version", "+", 1),
      updated_at: nowIso(),
      updated_by: actor,
    }))
    .where("id", "=", id)
    .execute();
  if (url !== current.image) await releaseMedia(db, [current.image]);
  return getTeamMember(db, id);
}

export async function deleteTeamMember(db: Db, id: string): Promise<void> {
  const { image } = await getTeamMember(db, id);
  const result = await db.deleteFrom("team_members").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new NotFoundError(MEMBER_NOT_FOUND);
  await releaseMedia(db, [image]);
}

/** Puts the members in the given order; every member must be listed exactly once. */
export async function reorderTeamMembers(
  db: Db,
  input: unknown,
  actor: string | null,
): Promise<TeamMember[]> {
  const { ids } = parseInput(TeamOrderSchema, input, {
    invalid: "Failed to reorder team members.",
  });
  if (new Set(ids).size !== ids.length) {
    throw new ValidationError("Failed to reorder team members.", {
      ids: ["Each team member may appear only once."],
    });
  }
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    for (const [index, id] of ids.entries()) {
      const result = await trx
        .updateTable("team_members")
        .set((eb) => ({
          sort_order: index,
          version: eb("version", "+", 1),
          updated_at: now,
          updated_by: actor,
        }))
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(MEMBER_NOT_FOUND);
    }
    const members = await listTeamMembers(trx);
    if (members.length !== ids.length) {
      throw new ValidationError("Failed to reorder team members.", {
        ids: ["List every team member once; the team changed since the page was loaded."],
      });
    }
    return members;
  });
}
