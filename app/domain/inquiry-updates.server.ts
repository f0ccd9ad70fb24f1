import type { Db } from "../db/schema.ts";
import { inTransaction, newId, nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import {
  filesNotKeptNotice,
  type Inquiry,
  type LeadStatus,
  leadStatusLabel,
} from "./inquiries.model.ts";
import { InquiryBulkSchema, InquiryUpdateSchema } from "./inquiries.schema.ts";
import { getInquiry, INQUIRY_NOT_FOUND } from "./inquiry-inbox.server.ts";
import {
  deleteMessage,
  markMessageRead,
  recordInquiryChange,
  restoreFromSpam,
} from "./messages.server.ts";

// The office's work on an inquiry: its status, assignee and notes, and bringing it back from
// spam.

/**
 * Sets the status and the assignee, and adds a note (signed with the actor's name), as asked;
 * marks the inquiry read, since someone has now looked at it.
 */
export async function updateInquiry(
  db: Db,
  id: string,
  input: unknown,
  actor: Actor,
): Promise<Inquiry> {
  const update = parseInput(InquiryUpdateSchema, input, {
    invalid: "The inquiry was not updated. Check the fields marked below.",
  });
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom("inquiries")
      .select(["status", "assignee_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError(INQUIRY_NOT_FOUND);
    // What the audit log says changed: the screen's form sends the status and the assignee,
    // changed or not.
    const changed: string[] = [];
    if (update.status !== undefined && update.status !== before.status) {
      changed.push(`status ${leadStatusLabel(update.status)}`);
    }
    if (update.assigneeId) {
      const user = await trx
        .selectFrom("users")
        .select("username")
        .where("id", "=", update.assigneeId)
        .executeTakeFirst();
      if (!user) {
        throw new ValidationError("Choose one of the staff to assign it to.", {
          assigneeId: ["Choose one of the staff to assign it to."],
        });
      }
      if (update.assigneeId !== before.assignee_id) changed.push(`assigned to ${user.username}`);
    } else if (update.assigneeId === null && before.assignee_id !== null) {
      changed.push("unassigned");
    }
    if (update.note) changed.push("note added");
    const changes: {
      status?: LeadStatus;
      status_changed_at?: string;
      assignee_id?: string | null;
    } = {};
    if (update.status !== undefined) {
      changes.status = update.status;
      changes.status_changed_at = now;
    }
    if (update.assigneeId !== undefined) changes.assignee_id = update.assigneeId;
    await trx
      .updateTable("inquiries")
      .set({ ...changes, is_read: 1 })
      .where("id", "=", id)
      .execute();
    if (update.note) {
      await trx
        .insertInto("inquiry_notes")
        .values({
          id: newId(),
          message_id: id,
          author_id: actor._id,
          author_name: actor.username,
          text: update.note,
          created_at: now,
        })
        .execute();
    }
    if (changed.length > 0) {
      await recordInquiryChange(trx, actor, id, { kind: "update", detail: changed.join(", ") });
    }
  });
  return getInquiry(db, id);
}

/**
 * An inquiry held as spam back in the inbox (see `restoreFromSpam`), with what the office must
 * be told as it comes back: that the files it came with were not kept, when so.
 */
export async function restoreInquiryFromSpam(
  db: Db,
  id: string,
  actor: Actor,
): Promise<{ inquiry: Inquiry; filesNotKept: string | null }> {
  await restoreFromSpam(db, id, actor);
  const inquiry = await getInquiry(db, id);
  return { inquiry, filesNotKept: filesNotKeptNotice(inquiry.attachments) };
}

/**
 * One action on several inquiries at once (`InquiryBulkSchema`): each is changed as its own
 * screen would change it, with its own line in the audit log, all in one transaction, so an
 * unknown id or a refused assignee changes none of them. Answers how many were changed.
 */
export async function applyToInquiries(db: Db, input: unknown, actor: Actor): Promise<number> {
  const { ids, action } = parseInput(InquiryBulkSchema, input, {
    invalid: "Nothing was changed. Tick the messages and choose what to do with them.",
  });
  const unique = [...new Set(ids)];
  await inTransaction(db, async (trx) => {
    for (const id of unique) {
      if (action === "read") await markMessageRead(trx, id, actor);
      else if (action === "delete") await deleteMessage(trx, id, actor);
      else if (action === "spam") await updateInquiry(trx, id, { status: "spam" }, actor);
      else if (action.startsWith("status:")) {
        await updateInquiry(trx, id, { status: action.slice("status:".length) }, actor);
      } else {
        await updateInquiry(trx, id, { assigneeId: action.slice("assign:".length) }, actor);
      }
    }
  });
  return unique.length;
}
