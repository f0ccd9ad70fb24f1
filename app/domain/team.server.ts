import type { Selectable } from "kysely";
import type { z } from "zod";
import type { Db, TeamMembersTable } from "../db/schema.ts";
import { fromJson, inTransaction, newId, toJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { Collection, collectionFields } from "./collection.server.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import { TeamPhotoInputSchema } from "./media.schema.ts";
import { type MediaOwner, resolveImageValue, setMediaUses } from "./media.server.ts";
import { writeOrder } from "./records.server.ts";
import type { ContentHistory } from "./revisions.model.ts";
import type { Revision, Snapshot, TrashedRevision } from "./revisions.server.ts";
import type { TeamMember } from "./team.model.ts";
import {
  type TeamMemberInput,
  TeamMemberInputSchema,
  TeamMoveSchema,
  TeamOrderSchema,
} from "./team.schema.ts";
import { noteSourceTexts } from "./translation-store.server.ts";

const MEMBER_NOT_FOUND = "Team member not found.";

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
    ...collectionFields(row),
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

export function countTeamMembers(db: Db): Promise<number> {
  return TEAM.count(db);
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

/** The team as a collection: ordered, versioned, trashed and restored (collection.server.ts). */
const TEAM = new Collection<TeamMember, "team_members">({
  table: "team_members",
  type: "team-member",
  label: (member) => member.name,
  // What their form edits (decision 054).
  content: (member) => ({
    position: member.position,
    bio: member.bio,
    email: member.email,
    phone: member.phone,
    socialLinks: member.socialLinks,
  }),
  images: (member) => (member.image ? [member.image] : []),
  get: getTeamMember,
  listAll: (db) => listTeamMembers(db, { includeDrafts: true }),
  notFound: MEMBER_NOT_FOUND,
  conflict:
    "Someone else saved this team member after you opened it. Reload to see their changes, then make yours again.",
  move: { schema: TeamMoveSchema, failed: "Failed to update the team order." },
  releaseMedia: (trx, member) => setMediaUses(trx, photoOwner(member._id), []),
});

/** A member's history: the version they are at, and the earlier ones kept, compared with it. */
export function teamMemberHistory(db: Db, member: TeamMember): Promise<ContentHistory> {
  return TEAM.history(db, member);
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

/** Records that the member shows `image` as their photo (and no other). */
function showPhoto(trx: Db, id: string, image: string | null | undefined): Promise<void> {
  return setMediaUses(trx, photoOwner(id), [image]);
}

export async function createTeamMember(db: Db, input: unknown, actor: Actor) {
  const data = parseInput(TeamMemberInputSchema, input, { invalid: "Failed to add team member." });
  const image = data.image ? await resolveImageValue(db, data.image) : null;
  const id = newId();
  return inTransaction(db, async (trx) => {
    const member = await TEAM.add(trx, id, memberColumns(data, image, true), actor, {
      afterInsert: () => showPhoto(trx, id, image),
    });
    await noteSourceTexts(trx, "team", id, member, { minor: false });
    return member;
  });
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
    const member = await TEAM.save(
      trx,
      id,
      {
        expected: data.version,
        columns: async (current) => {
          const image = newImage === undefined ? current.image : newImage;
          return memberColumns(data, image, current.published);
        },
        // Once the version before is kept: it may be all that still shows the old photo.
        afterKeep: (_current, written) => showPhoto(trx, id, written.image),
        detail,
      },
      actor,
    );
    // Unless the edit is minor, the member's translations are outdated from now on.
    await noteSourceTexts(trx, "team", id, member, { minor: data.minor });
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
  return TEAM.change(db, id, actor, {
    columns: { image: url },
    change: (trx) => showPhoto(trx, id, url),
    detail: "new photo",
  });
}

/**
 * Moves a member to the trash (decision 054): they leave the site and the content manager's
 * list, and can be restored, photo included, for `TRASH_DAYS` days.
 */
export function deleteTeamMember(db: Db, id: string, actor: Actor): Promise<void> {
  return TEAM.trash(db, id, actor);
}

/** Brings a member back from the trash as they were deleted, photo included, at the list's end. */
export function restoreDeletedTeamMember(
  trx: Db,
  trashed: TrashedRevision,
  actor: Actor,
): Promise<TeamMember> {
  const data = parseInput(TeamMemberInputSchema, keptInput(trashed, undefined), {
    invalid: "Failed to restore the team member.",
  });
  const image = data.image || null;
  const columns = memberColumns(data, image, true);
  const afterInsert = () => showPhoto(trx, trashed.item.id, image);
  return TEAM.bringBack(trx, trashed, columns, actor, afterInsert);
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

/** Moves a member one place up or down the list (drafts included). */
export function moveTeamMember(db: Db, input: unknown, actor: Actor): Promise<TeamMember[]> {
  return TEAM.move(db, input, actor);
}
