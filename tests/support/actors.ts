import type { Actor } from "../../app/domain/audit.model.ts";

/** Someone the audit log can name, without an account row (the log keeps no link to users). */
export function actorNamed(username: string): Actor {
  return { _id: `${username}-id`, username };
}

/** Who a test's changes are put down to when it does not matter. */
export const EDITOR = actorNamed("editor");
