import type { Selectable } from "kysely";
import type { z } from "zod";
import type { Db, TeamMembersTable } from "../db/schema.ts";
import { fromJson, inTransaction, newId, nowIso, toJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { type AuditEvent, editDetail, recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import { TeamPhotoInputSchema } from "./media.schema.ts";
import { type MediaOwner, resolveImageValue, setMediaUses } from "./media.server.ts";
import { moveInOrder, nextPosition, updateUnlessChanged, writeOrder } from "./records.server.ts";
import type { ContentHistory } from "./revisions.model.ts";
import {
  historyOf,
  keepRevision,
  leaveTrash,
  moveToTrash,
  type RevisedItem,
  type Revision,
  type Snapshot,
  sameSnapshot,
  standingVersion,
  type TrashedRevision,
} from "./revisions.server.ts";
import type { TeamMember } from "./team.model.ts";
import {
  type TeamMemberInput,
  TeamMemberInputSchema,
  TeamMoveSchema,
  TeamOrderSchema,
} from "./team.schema.ts";

const MEMBER_NOT_FOUND = "Team member not found.";
const CONFLICT =
  "Someone else saved this team member after you opened it. Reload to see their changes, then make yours again.";

const photoOwner = (memberId: string): MediaOwner => `team-member:${memberId}`;

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
    published: row.published === 1,
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

/** The members in their order: the published ones, or with `includeDrafts` everyone. */
export async function listTeamMembers(
  db: Db,
  { includeDrafts = false }: { includeDrafts?: boolean } = {},
): Promise<TeamMember[]> {
  let query = db.selectFrom("team_members").selectAll().orderBy("sort_order").orderBy("created_at");
  if (!includeDrafts) query = query.where("published", "=", 1);
  return (await query.execute()).map(rowToMember);
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

/** Records `kind` of change to the member in the audit log; `detail` says what changed. */
function recordMember(
  db: Db,
  actor: Actor,
  member: Pick<TeamMember, "_id" | "name">,
  kind: AuditEvent["kind"],
  detail?: string,
) {
  return recordEvent(db, actor, {
    kind,
    item: { type: "team-member", id: member._id, label: member.name },
    detail,
  });
}

const historyItem = (id: string): RevisedItem => ({ type: "team-member", id });

/** A member as their history keeps them (decision 054): what their form edits. */
function memberSnapshot(member: TeamMember): Snapshot {
  return {
    title: member.name,
    content: {
      position: member.position,
      bio: member.bio,
      email: member.email,
      phone: member.phone,
      socialLinks: member.socialLinks,
      published: member.published,
    },
    images: member.image ? [member.image] : [],
  };
}

/** The member as they stand, as the version a change is about to replace. */
const versionOf = (db: Db, member: TeamMember) =>
  standingVersion(db, "team_members", member, memberSnapshot(member));

/** A member's history: the version they are at, and the earlier ones kept, compared with it. */
export async function teamMemberHistory(db: Db, member: TeamMember): Promise<ContentHistory> {
  return historyOf(db, historyItem(member._id), await versionOf(db, member));
}

/** A kept version of a member as their form would send it: the photo is its address or none. */
function keptInput(kept: Snapshot, version: number | undefined): TeamMemberInput {
  const [image] = Array.isArray(kept.images) ? kept.images : [];
  return {
    ...(kept.content as object),
    name: kept.title,
    image: typeof image === "string" ? image : null,
    version,
  } as TeamMemberInput;
}

/** The columns a member's form fills, on create and on update alike. */
function memberColumns(
  data: z.output<typeof TeamMemberInputSchema>,
  image: string | null,
  wasPublished: boolean,
) {
  return {
    name: data.name,
    position: data.position,
    bio: data.bio,
    email: data.email,
    phone: data.phone,
    image,
    social_links: toJson(filledLinks(data.socialLinks)),
    published: (data.published ?? wasPublished) ? 1 : 0,
  };
}

export async function createTeamMember(db: Db, input: unknown, actor: Actor) {
  const data = parseInput(TeamMemberInputSchema, input, { invalid: "Failed to add team member." });
  const image = data.image ? await resolveImageValue(db, data.image) : null;
  return inTransaction(db, (trx) => addMember(trx, newId(), data, image, actor));
}

/**
 * Adds a member at the end of the list and records it; a member back from the trash carries on
 * their version numbers and says so.
 */
async function addMember(
  trx: Db,
  id: string,
  data: z.output<typeof TeamMemberInputSchema>,
  image: string | null,
  actor: Actor,
  restored?: { version: number },
): Promise<TeamMember> {
  const now = nowIso();
  await trx
    .insertInto("team_members")
    .values({
      id,
      ...memberColumns(data, image, true),
      sort_order: await nextPosition(trx, "team_members"),
      ...(restored ? { version: restored.version } : {}),
      created_at: now,
      updated_at: now,
      updated_by: actor.username,
    })
    .execute();
  await setMediaUses(trx, photoOwner(id), [image]);
  const member = await getTeamMember(trx, id);
  await recordMember(trx, actor, member, "create", restored && "restored from the trash");
  return member;
}

export async function updateTeamMember(
  db: Db,
  id: string,
  input: unknown,
  actor: Actor,
  detail?: string,
) {
  const data = parseInput(TeamMemberInputSchema, input, {
    invalid: "Failed to update team member.",
  });
  // Left out: keep the photo; null or empty: remove it; anything else: the new photo.
  const newImage = data.image ? await resolveImageValue(db, data.image) : data.image;
  return inTransaction(db, async (trx) => {
    const current = await getTeamMember(trx, id);
    const replaced = await versionOf(trx, current);
    const image = newImage === undefined ? current.image : newImage;
    await updateUnlessChanged(
      trx,
      "team_members",
      { column: "id", value: id },
      { current: current.version, expected: data.version },
      {
        ...memberColumns(data, image, current.published),
        updated_at: nowIso(),
        updated_by: actor.username,
      },
      CONFLICT,
    );
    const member = await getTeamMember(trx, id);
    // Before the photo is let go: the kept version may be all that still shows it.
    if (!sameSnapshot(replaced, memberSnapshot(member))) {
      await keepRevision(trx, historyItem(id), replaced);
    }
    await setMediaUses(trx, photoOwner(id), [image]);
    await recordMember(trx, actor, member, "update", detail ?? editDetail(current, member));
    return member;
  });
}

/**
 * Saves an earlier version of a member again, photo included, as a new version (decision 054).
 * With `version`, only if nobody saved since.
 */
export function restoreTeamMemberVersion(
  trx: Db,
  revision: Revision,
  version: number | undefined,
  actor: Actor,
): Promise<TeamMember> {
  return updateTeamMember(
    trx,
    revision.item.id,
    keptInput(revision, version),
    actor,
    `restored version ${revision.version}`,
  );
}

/** Replaces a member's photo with an upload (a data URL or a file's bytes). */
export async function setTeamMemberImage(
  db: Db,
  id: string,
  input: unknown,
  actor: Actor,
): Promise<TeamMember> {
  const { image } = parseInput(TeamPhotoInputSchema, input, {
    invalid: "Failed to update team member.",
    missing: "Please select an image file.",
  });
  await getTeamMember(db, id);
  const url = await resolveImageValue(db, image);
  return inTransaction(db, async (trx) => {
    await keepRevision(trx, historyItem(id), await versionOf(trx, await getTeamMember(trx, id)));
    await trx
      .updateTable("team_members")
      .set((eb) => ({
        image: url,
        version: eb("version", "+", 1),
        updated_at: nowIso(),
        updated_by: actor.username,
      }))
      .where("id", "=", id)
      .execute();
    await setMediaUses(trx, photoOwner(id), [url]);
    const member = await getTeamMember(trx, id);
    await recordMember(trx, actor, member, "update", "new photo");
    return member;
  });
}

/**
 * Moves a member to the trash (decision 054): they leave the site and the content manager's
 * list, and can be restored, photo included, for `TRASH_DAYS` days.
 */
export async function deleteTeamMember(db: Db, id: string, actor: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    const member = await getTeamMember(trx, id);
    await moveToTrash(trx, historyItem(id), await versionOf(trx, member), actor);
    await trx.deleteFrom("team_members").where("id", "=", id).execute();
    await setMediaUses(trx, photoOwner(id), []);
    await recordMember(trx, actor, member, "delete", "moved to the trash");
  });
}

/** Brings a member back from the trash as they were deleted, photo included, at the list's end. */
export async function restoreDeletedTeamMember(
  trx: Db,
  trashed: TrashedRevision,
  actor: Actor,
): Promise<TeamMember> {
  const data = parseInput(TeamMemberInputSchema, keptInput(trashed, undefined), {
    invalid: "Failed to restore the team member.",
  });
  const member = await addMember(trx, trashed.item.id, data, data.image || null, actor, {
    version: trashed.version + 1,
  });
  await leaveTrash(trx, trashed);
  return member;
}

/** Puts the members in the given order; every member must be listed exactly once. */
export async function reorderTeamMembers(
  db: Db,
  input: unknown,
  actor: Actor,
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
    const missing = await writeOrder(trx, "team_members", ids, actor);
    if (missing.length > 0) throw new NotFoundError(MEMBER_NOT_FOUND);
    const members = await listTeamMembers(trx, { includeDrafts: true });
    if (members.length !== ids.length) {
      throw new ValidationError("Failed to reorder team members.", {
        ids: ["List every team member once; the team changed since the page was loaded."],
      });
    }
    await recordEvent(trx, actor, {
      kind: "update",
      item: { type: "content", id: "team-order", label: "the order of the team members" },
    });
    return members;
  });
}

/** Moves a member one place up or down the list (drafts included; see `moveInOrder`). */
export async function moveTeamMember(db: Db, input: unknown, actor: Actor) {
  const move = parseInput(TeamMoveSchema, input, { invalid: "Failed to update the team order." });
  return inTransaction(db, async (trx) => {
    const outcome = await moveInOrder(trx, "team_members", move, actor);
    if (outcome === "missing") throw new NotFoundError(MEMBER_NOT_FOUND);
    const members = await listTeamMembers(trx, { includeDrafts: true });
    const moved = members.find((member) => member._id === move.id);
    if (outcome === "moved" && moved) {
      await recordMember(trx, actor, moved, "update", `moved ${move.direction}`);
    }
    return members;
  });
}
