// The audit log as the content manager and the API read it (decision 049), without server code.

/**
 * Who does something. A signed-in user is one as it stands (`_id`, `username`); `_id` is null
 * where no account acts: the operator's command line, a sign-in to a name no account has.
 */
export interface Actor {
  _id: string | null;
  username: string;
}

/** `npm run user:create`, run by whoever operates the server, not by an account. */
export const COMMAND_LINE: Actor = { _id: null, username: "Command line" };

/** The site's own periodic work: emptying the trash of what was deleted 30 days ago. */
export const SCHEDULED_CLEAN_UP: Actor = { _id: null, username: "Scheduled clean-up" };

/** Who a failed sign-in is put down to when the name typed is no account's. */
export const NO_SUCH_ACCOUNT: Actor = { _id: null, username: "No such account" };

export const AUDIT_KINDS = [
  { value: "sign-in", label: "Sign-ins" },
  { value: "sign-in-failed", label: "Failed sign-ins" },
  { value: "create", label: "Created" },
  { value: "update", label: "Updated" },
  { value: "delete", label: "Deleted" },
  { value: "export", label: "Exports" },
  { value: "erase", label: "Erasures" },
  { value: "role-change", label: "Role changes" },
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number]["value"];

/** Each kind of item, as the noun its label follows in a sentence. */
const ITEM_NOUNS = {
  account: "the account",
  user: "the user",
  invitation: "the invitation of",
  /** A record named by its label alone: "the hero section", "the inquiry settings". */
  content: "",
  service: "the service",
  "team-member": "the team member",
  media: "the image",
  message: "the message from",
  quote: "the quote request",
  /** An export of the inbox: "12 inquiries". */
  inquiries: "",
  "personal-data": "the personal data of",
} as const;
export type AuditItemType = keyof typeof ITEM_NOUNS;

/** What an entry is about, named as it was when it happened. */
export interface AuditItem {
  type: AuditItemType;
  id: string | null;
  label: string;
}

export interface AuditEntry {
  _id: string;
  at: string;
  actor: Actor;
  kind: AuditKind;
  item: AuditItem;
  detail: string | null;
  /** The client's address, for sign-ins. */
  address: string | null;
  /** The entry as a sentence: "Updated the service Logistics Services". */
  summary: string;
}

const VERBS: Record<AuditKind, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in as",
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  export: "Exported",
  erase: "Erased",
  "role-change": "Changed the role of",
};

/** The entry as a sentence for the screen: verb, item, and what in it changed. */
export function auditSummary(entry: Pick<AuditEntry, "kind" | "item" | "detail">): string {
  const { kind, item, detail } = entry;
  let sentence: string;
  if (kind === "sign-in") sentence = VERBS[kind];
  else if (kind === "sign-in-failed") sentence = `${VERBS[kind]} “${item.label}”`;
  else {
    const verb = kind === "create" && item.type === "media" ? "Uploaded" : VERBS[kind];
    sentence = [verb, ITEM_NOUNS[item.type], item.label].filter(Boolean).join(" ");
  }
  return detail ? `${sentence} (${detail})` : sentence;
}

export const AUDIT_PAGE_SIZE = 50;
