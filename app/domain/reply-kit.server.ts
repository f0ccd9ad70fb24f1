import type { Db } from "../db/schema.ts";
import { replySignatureOf } from "./account.server.ts";
import type { Actor } from "./audit.model.ts";
import type { ReplyKit } from "./replies.model.ts";
import { getReplyTemplates } from "./reply-templates.server.ts";

export async function replyKitOf(db: Db, actor: Actor): Promise<ReplyKit> {
  const [signature, { templates }] = await Promise.all([
    replySignatureOf(db, actor),
    getReplyTemplates(db),
  ]);
  return { signature, templates };
}
