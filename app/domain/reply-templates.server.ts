import type { Db } from "../db/schema.ts";
import type { Actor } from "./audit.model.ts";
import { readRecord, writeSetting } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import {
  BUILT_IN_REPLY_TEMPLATES,
  type ReplyTemplates,
  ReplyTemplatesInputSchema,
} from "./reply-templates.schema.ts";

// Only the staff read them, so they are a setting, not content (decision 061): saving them
// leaves the stored public pages in place.
const StoredSchema = ReplyTemplatesInputSchema.omit({ version: true });

export function getReplyTemplates(db: Db): Promise<ReplyTemplates> {
  return readRecord(db, "reply-templates", StoredSchema, {
    templates: BUILT_IN_REPLY_TEMPLATES,
  });
}

/** Saves the office's reply templates, in the audit log with how many there are. */
export async function updateReplyTemplates(
  db: Db,
  input: unknown,
  actor: Actor,
): Promise<ReplyTemplates> {
  const { version, templates } = parseInput(ReplyTemplatesInputSchema, input, {
    invalid: "The reply templates were not saved.",
  });
  await writeSetting(
    db,
    "reply-templates",
    { templates },
    {
      expectedVersion: version,
      actor,
      conflictMessage:
        "Someone else saved the reply templates after you opened them. Reload to see their change, then make yours again.",
      detail: templates.length === 1 ? "1 template" : `${templates.length} templates`,
    },
  );
  return getReplyTemplates(db);
}
