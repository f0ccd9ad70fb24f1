import { type DeleteToConfirm, LEAD_STATUSES } from "../domain/inquiries.model.ts";
import { InquiryBulkSchema } from "../domain/inquiries.schema.ts";
import {
  applyToInquiries,
  restoreInquiryFromSpam,
  updateInquiry,
} from "../domain/inquiry-updates.server.ts";
import { deleteMessage, markMessageRead } from "../domain/messages.server.ts";
import { listStaff } from "../domain/users.server.ts";
import { sendReply } from "../mail/replies.server.ts";
import { type AdminIntent, ShownOnce } from "./admin-routes.server.ts";
import { redirectWithFlash } from "./flash.server.ts";

// What the inbox's list and an inquiry's own screen do, one set of intents for both: the list
// names the inquiry in the form (`id`), the detail in its address.

/** A delete is done only when the form says it was confirmed (the dialog, or the page's question). */
function confirmed(input: Record<string, unknown>): boolean {
  return input.confirmed === "yes";
}

function countOf(count: number): string {
  return `${count} ${count === 1 ? "message" : "messages"}`;
}

/** What the office is told after a change to several messages. */
function bulkDone(action: string, count: number, staff: { _id: string; username: string }[]) {
  if (action === "read") return `${countOf(count)} marked as read.`;
  if (action === "spam") return `${countOf(count)} moved to spam.`;
  if (action === "delete") return `${countOf(count)} deleted.`;
  if (action.startsWith("status:")) {
    const label = LEAD_STATUSES.find((status) => `status:${status.value}` === action)?.label;
    return `Status set to ${label} on ${countOf(count)}.`;
  }
  const user = staff.find((member) => `assign:${member._id}` === action);
  return user ? `${countOf(count)} assigned to ${user.username}.` : `${countOf(count)} unassigned.`;
}

export function inboxIntents({
  idOf,
  afterDelete,
}: {
  /** The inquiry a form is about. */
  idOf: (input: Record<string, unknown>) => string;
  /** Where the office goes once it is deleted (not its own screen, which is gone). */
  afterDelete: string;
}): Record<
  "lead" | "note" | "read" | "reply" | "restore" | "delete" | "bulk",
  AdminIntent<DeleteToConfirm>
> {
  return {
    lead: {
      failed: "The inquiry was not updated.",
      run: async ({ app, input, user }) => {
        const { leadStatus, assignee } = await updateInquiry(
          app.db,
          idOf(input),
          { status: input.status, assigneeId: input.assigneeId },
          user,
        );
        const label = LEAD_STATUSES.find((status) => status.value === leadStatus)?.label;
        return `Saved: ${label}, ${assignee ? `assigned to ${assignee.username}` : "not assigned"}.`;
      },
    },
    note: {
      failed: "The note was not added.",
      run: async ({ app, input, user }) => {
        await updateInquiry(app.db, idOf(input), { note: input.note }, user);
        return "Note added.";
      },
    },
    read: {
      failed: "Failed to mark message as read",
      run: async ({ app, input, user }) => {
        await markMessageRead(app.db, idOf(input), user);
        return "Message marked as read";
      },
    },
    reply: {
      failed: "Failed to send reply.",
      run: async ({ app, input, user }) => {
        const { message, tone } = await sendReply(app, idOf(input), input, user);
        return { message, tone };
      },
    },
    restore: {
      failed: "Failed to move the message to the inbox.",
      run: async ({ app, input, user }) => {
        const { filesNotKept } = await restoreInquiryFromSpam(app.db, idOf(input), user);
        const back = "The message is back in the inbox.";
        return filesNotKept ? { tone: "warning", message: `${back} ${filesNotKept}` } : back;
      },
    },
    delete: {
      failed: "Failed to delete message",
      run: async ({ app, input, user }) => {
        const id = idOf(input);
        if (!confirmed(input))
          return new ShownOnce({ confirmDelete: { intent: "delete", ids: [id] } });
        await deleteMessage(app.db, id, user);
        return redirectWithFlash(app.env, afterDelete, {
          tone: "success",
          message: "Message deleted successfully",
        });
      },
    },
    bulk: {
      failed: "The messages were not changed.",
      run: async ({ app, input, user }) => {
        if (input.action === "delete" && !confirmed(input)) {
          const ids = InquiryBulkSchema.shape.ids.safeParse(input.ids);
          if (ids.success)
            return new ShownOnce({ confirmDelete: { intent: "bulk", ids: ids.data } });
        }
        const count = await applyToInquiries(app.db, input, user);
        return bulkDone(String(input.action), count, await listStaff(app.db));
      },
    },
  };
}
