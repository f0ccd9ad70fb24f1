import type { Generated, Kysely, Transaction } from "kysely";
import type {
  TranslationSlugRedirectsTable,
  TranslationSourcesTable,
  TranslationsTable,
} from "./translation-tables.ts";

// Both engines store the same column types: text ids, ISO-8601 text timestamps (sortable),
// JSON as text and booleans as 0/1 integers, so every query reads the same on each.

export interface UsersTable {
  id: string;
  username: string;
  email: string | null;
  password_hash: string;
  /** "admin" or "editor" (see roles.model.ts). */
  role: string;
  /** The person's name as the office writes it; "" when none was given. */
  name: Generated<string>;
  /** "active", or "disabled": cannot sign in, and has no sessions. */
  status: Generated<string>;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  /** The signature under the person's replies; null for the one made from their name. */
  signature: string | null;
}

/** Someone invited by e-mail to make an account; the row goes when they accept. */
export interface InvitationsTable {
  id: string;
  email: string;
  name: string;
  role: string;
  /** The SHA-256 of the link's token, made when the mail is sent; null before. */
  token_hash: string | null;
  expires_at: string | null;
  invited_by: string | null;
  created_at: string;
}

/** A forgotten password's link, one per account; the row goes when it is used. */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  /** The SHA-256 of the link's token, made when the mail is sent; null before. */
  token_hash: string | null;
  expires_at: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  /** The client's address at sign-in, and its browser in a few words, for its owner's list. */
  address: string | null;
  browser: string | null;
  expires_at: string;
}

export interface ContentEntriesTable {
  page: string;
  title: string;
  content: string;
  images: string;
  version: Generated<number>;
  updated_at: string;
  updated_by: string | null;
}

/**
 * A setting no public page shows (the sign-in rules, say), one row per key: kept apart from
 * `content_entries` so that saving one leaves the stored public pages in place (decision 061).
 */
export interface SiteSettingsTable {
  key: string;
  /** The setting as JSON. */
  content: string;
  version: Generated<number>;
  updated_at: string;
  updated_by: string | null;
}

/**
 * An earlier version of a record, as stored, kept when a save replaced it (decision 053), or
 * the last version of a deleted one, in the trash (decision 054).
 */
export interface RevisionsTable {
  id: Generated<number>;
  /** "content" (a page's record, `item_id` its key), "service" or "team-member". */
  item_type: string;
  item_id: string;
  version: number;
  title: string;
  content: string;
  images: string;
  /** The name of whoever saved this version, as the record's `updated_by` had it. */
  saved_by: string | null;
  saved_at: string;
  /** Set when the item was deleted: this version is in the trash. */
  deleted_at: string | null;
  deleted_by: string | null;
}

/**
 * The columns of every item of an ordered list that keeps its versions and has a trash
 * (services, team members; decisions 053 and 054).
 */
export interface CollectionColumns {
  id: string;
  sort_order: number;
  /** 1 on the public site, 0 a draft only the content manager shows. */
  published: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface ServicesTable extends CollectionColumns {
  slug: string;
  title: string;
  category: string;
  short_description: string;
  full_description: string;
  features: string;
}

/** A slug a service had before: its old address redirects to the service's current one. */
export interface ServiceSlugRedirectsTable {
  old_slug: string;
  service_id: string;
  created_at: string;
}

export interface ServiceImagesTable {
  id: string;
  service_id: string;
  url: string;
  alt: string;
  is_primary: number;
  sort_order: number;
  created_at: string;
}

export interface TeamMembersTable extends CollectionColumns {
  name: string;
  position: string;
  bio: string;
  email: string;
  phone: string;
  image: string | null;
  social_links: string;
}

export interface InquiriesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  is_read: number;
  reply: string | null;
  replied_at: string | null;
  /** The signature the reply was sent with (its writer's then); null for older replies. */
  reply_signature: string | null;
  created_at: string;
  /** The office's lead status (see LEAD_STATUSES), or "spam" for one held as automated. */
  status: Generated<string>;
  spam_reason: string | null;
  /** The sending form's id for this message: a second delivery of it is not stored again. */
  submission_id: string | null;
  /**
   * The business line: a quote request's form's; the one a message is about, "general" for
   * none. A message is told from a quote request by its reference, not its line.
   */
  line: Generated<string>;
  /** A quote request's reference number (`LG-2026-0042`); null for a message. */
  reference: string | null;
  /** A quote request's answers to its line's form, as JSON. */
  details: Generated<string>;
  assignee_id: string | null;
  /** When the office last set the status; null while it is as it arrived. */
  status_changed_at:
    | string
    | null /** The language it came in (a code of LANGUAGES): its page's, or the API's `language`. */;
  language: Generated<string>;
}

export interface InquiryAttachmentsTable {
  id: string;
  message_id: string;
  file_name: string;
  /** The type its content was checked to be, not the one the sender's browser claimed. */
  content_type: string;
  byte_size: number;
  /** The file's content; empty when it was not kept (see `kept`). */
  bytes: Uint8Array;
  /** 1 while the bytes are stored; 0 for a file of a submission held as spam (decision 058). */
  kept: Generated<number>;
  created_at: string;
}

export interface InquiryNotesTable {
  id: string;
  message_id: string;
  author_id: string | null;
  /** Kept as written, so a note still says who wrote it after that account is gone. */
  author_name: string;
  text: string;
  created_at: string;
}

/** A consent the sender gave, when, and to which version of the privacy notice. */
export interface InquiryConsentsTable {
  message_id: string;
  /** "health-data" or "news". */
  kind: string;
  given_at: string;
  /** The version of the notice shown: the English one's, or its translation's own. */
  notice_version: number;
  /** The language of the notice shown (a language code; "en" for the English). */
  notice_language: string;
}

/** The last reference number given out in a series (`LG-2026`). */
export interface ReferenceCountersTable {
  series: string;
  last_number: number;
}

/** A person's data request (export, erase) or a retention run, and what it did. */
export interface PrivacyLogTable {
  id: string;
  kind: string;
  /**
   * Whom a request was about, as `hmac-sha256:` of the lower-cased e-mail address with a key of
   * the site (an erased address must not survive in the log of its own erasure, nor a digest
   * anyone could check a guess against; decision 059), or what a retention run covered.
   */
  subject: string;
  actor: string | null;
  summary: string;
  /**
   * An erasure's staff notes on other inquiries that mentioned the person, as JSON
   * (`[{ id, mentions }]`, the inquiries' ids), for the office to edit; null when none.
   */
  notes_to_review: string | null;
  created_at: string;
}

/** One thing someone did in the content manager (decision 049); only ever inserted. */
export interface AuditLogTable {
  /** Numbered as written: entries of the same millisecond keep their order. */
  id: Generated<number>;
  created_at: string;
  /** The user's id; null when no account did it (the command line, an unknown sign-in name). */
  actor_id: string | null;
  /** The actor's name as it was then, so the entry reads right after a rename or removal. */
  actor_name: string;
  kind: string;
  item_type: string;
  item_id: string | null;
  /** The item as a person reads it (`Logistics Services`, `HT-2026-0042`), as it was then. */
  item_label: string;
  detail: string | null;
  /** The client's address, kept for sign-ins. */
  address: string | null;
}

export interface MediaTable {
  id: string;
  /** SHA-256 of the stored bytes, hex; also the file name in the public URL. */
  hash: string;
  content_type: string;
  bytes: Uint8Array;
  byte_size: number;
  width: number;
  height: number;
  created_at: string;
}

export interface MediaVariantsTable {
  media_id: string;
  width: number;
  height: number;
  content_type: string;
  bytes: Uint8Array;
  byte_size: number;
}

/** One content owner (`service-image:<id>`, `team-member:<id>`, `page:hero`) using one image. */
export interface MediaUsesTable {
  owner: string;
  media_id: string;
}

export interface OutboxTable {
  id: string;
  /**
   * "notify" tells the staff about a new message, "confirm" tells a sender theirs arrived,
   * "reply" sends the staff's reply; each with `message_id`. "invitation" sends the link of
   * the invitation `invitation_id`, "password-reset" the link of `password_reset_id`.
   */
  kind: string;
  message_id: string | null;
  invitation_id: string | null;
  password_reset_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** Consecutive failed sign-ins per account (or per unknown name), for the backoff. */
export interface SignInFailuresTable {
  account: string;
  failures: number;
  last_failed_at: string;
  blocked_until: string | null;
}

/** A browser that signed in to an account before; the id is the SHA-256 of its cookie's token. */
export interface TrustedDevicesTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** An account's authenticator secret; two-factor sign-in is on once `enabled_at` is set. */
export interface UserTwoFactorTable {
  user_id: string;
  /** The TOTP secret, sealed with TOTP_ENCRYPTION_KEY (sealed-secrets.server.ts). */
  secret: string;
  /** Null while the enrolment waits for its first code. */
  enabled_at: string | null;
  /** The TOTP time step of the last code accepted: no code of that step or before is taken. */
  last_used_step: number | null;
  created_at: string;
}

/** A one-time recovery code, kept as its SHA-256; `used_at` once it has been used. */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** A sign-in whose password was right, waiting for its code; the id is its token's SHA-256. */
export interface PendingSignInsTable {
  id: string;
  user_id: string;
  /** Wrong codes given so far; the pending sign-in ends after a few. */
  failures: Generated<number>;
  created_at: string;
  expires_at: string;
}

/** The id of a form proof a stored submission used; forgotten once the proof has expired. */
export interface UsedFormProofsTable {
  id: string;
  expires_at: string;
}

/** Confirmations mailed to one address on one day (UTC), by a keyed hash of the address. */
export interface ConfirmationCountsTable {
  address_hash: string;
  /** `2026-11-27` */
  day: string;
  sent: number;
}

export interface SiteMetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  content_entries: ContentEntriesTable;
  site_settings: SiteSettingsTable;
  revisions: RevisionsTable;
  services: ServicesTable;
  service_images: ServiceImagesTable;
  service_slug_redirects: ServiceSlugRedirectsTable;
  team_members: TeamMembersTable;
  translations: TranslationsTable;
  translation_sources: TranslationSourcesTable;
  translation_slug_redirects: TranslationSlugRedirectsTable;
  inquiries: InquiriesTable;
  inquiry_attachments: InquiryAttachmentsTable;
  inquiry_notes: InquiryNotesTable;
  inquiry_consents: InquiryConsentsTable;
  reference_counters: ReferenceCountersTable;
  privacy_log: PrivacyLogTable;
  audit_log: AuditLogTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  media_uses: MediaUsesTable;
  outbox: OutboxTable;
  site_meta: SiteMetaTable;
  used_form_proofs: UsedFormProofsTable;
  confirmation_counts: ConfirmationCountsTable;
  sign_in_failures: SignInFailuresTable;
  trusted_devices: TrustedDevicesTable;
  user_two_factor: UserTwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  pending_sign_ins: PendingSignInsTable;
}

/** A connection or an open transaction: domain functions accept either, so callers own transactions. */
export type Db = Kysely<Database> | Transaction<Database>;
