// What the history and trash calls of every kind of item go through (decisions 053 and 054): each
// kind keeps and restores its own versions; this picks the kind.
import { z } from "zod";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { NotFoundError, parseInput } from "./errors.ts";
import { expectedVersion } from "./fields.ts";
import {
  type ContentPage,
  contentHistory,
  getContentPage,
  restoreContentVersion,
} from "./page-content.server.ts";
import { type ContentHistory, TRASH_DAYS, type TrashedItem } from "./revisions.model.ts";
import { getRevision, getTrashed, isRevisedPage, listTrash } from "./revisions.server.ts";
import type { Service } from "./services.model.ts";
import {
  getServiceById,
  restoreDeletedService,
  restoreServiceVersion,
  serviceHistory,
} from "./services.server.ts";
import type { TeamMember } from "./team.model.ts";
import {
  getTeamMember,
  restoreDeletedTeamMember,
  restoreTeamMemberVersion,
  teamMemberHistory,
} from "./team.server.ts";

const NO_HISTORY = "This item keeps no history.";

/** An item's history: the hero, about or contact record (by page key), a service or a member. */
export async function itemHistory(db: Db, type: string, id: string): Promise<ContentHistory> {
  switch (type) {
    case "content":
      if (isRevisedPage(id)) return contentHistory(db, id);
      break;
    case "service":
      return serviceHistory(db, await getServiceById(db, id));
    case "team-member":
      return teamMemberHistory(db, await getTeamMember(db, id));
  }
  throw new NotFoundError(NO_HISTORY);
}

/** The item as it stands after a restore, under the name its own calls answer with. */
export type Restored = { content: ContentPage } | { service: Service } | { teamMember: TeamMember };

const RestoreInputSchema = z.object({ version: expectedVersion });

/**
 * Saves the kept version `id` again as the item's new version, through the item's own rules
 * (so a version today's rules refuse is refused with their message). With `version`, the one
 * the editor saw, a save by someone else since is a conflict.
 */
export async function restoreVersion(
  db: Db,
  id: number,
  input: unknown,
  actor: Actor,
): Promise<Restored & { restoredVersion: number }> {
  const { version } = parseInput(RestoreInputSchema, input ?? {}, {
    invalid: "Failed to restore the version.",
  });
  return inTransaction(db, async (trx) => {
    const revision = await getRevision(trx, id);
    const restoredVersion = revision.version;
    switch (revision.item.type) {
      case "content":
        await restoreContentVersion(trx, revision, version, actor);
        return {
          content: await getContentPage(trx, revision.item.id as ContentPage["page"]),
          restoredVersion,
        };
      case "service":
        return {
          service: await restoreServiceVersion(trx, revision, version, actor),
          restoredVersion,
        };
      case "team-member":
        return {
          teamMember: await restoreTeamMemberVersion(trx, revision, version, actor),
          restoredVersion,
        };
    }
  });
}

/** What is in the trash, newest first, with the day each item will be removed for good. */
export async function trashContents(db: Db): Promise<TrashedItem[]> {
  const trashed = await listTrash(db);
  return trashed.map((item) => ({
    _id: item.id,
    type: item.item.type as TrashedItem["type"],
    itemId: item.item.id,
    name: item.title,
    deletedAt: item.deletedAt,
    deletedBy: item.deletedBy,
    removedAfter: new Date(Date.parse(item.deletedAt) + TRASH_DAYS * 86_400_000).toISOString(),
  }));
}

/** Brings an item back from the trash; it is named in the answer as its own calls name it. */
export function restoreFromTrash(
  db: Db,
  id: number,
  actor: Actor,
): Promise<Exclude<Restored, { content: ContentPage }>> {
  return inTransaction(db, async (trx) => {
    const trashed = await getTrashed(trx, id);
    switch (trashed.item.type) {
      case "service":
        return { service: await restoreDeletedService(trx, trashed, actor) };
      case "team-member":
        return { teamMember: await restoreDeletedTeamMember(trx, trashed, actor) };
      default:
        throw new NotFoundError("This item cannot be restored.");
    }
  });
}
