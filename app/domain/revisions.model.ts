/** One field that differs between two versions, as text a person reads. */
export interface FieldChange {
  /** Where in the record: "title", "subtitle", "goals 2", "cards 1 text", "button text". */
  field: string;
  before: string;
  after: string;
  /** Set when the field holds an image's address (either side may be empty). */
  image?: true;
}

/** A kept earlier version, as the editor's history lists it. */
export interface VersionSummary {
  _id: number;
  version: number;
  savedBy: string | null;
  savedAt: string;
  /** What this version changed from the one before it; null when that one is not kept. */
  changesFromPrevious: FieldChange[] | null;
  /** What differs from the current version: `before` is this version, `after` the current. */
  changesFromCurrent: FieldChange[];
  /** The images the record shows now that restoring this version takes off it. */
  removedByRestore: string[];
}

/** A record's history: the version it is at now, and the earlier ones kept, newest first. */
export interface ContentHistory {
  current: {
    version: number;
    savedBy: string | null;
    savedAt: string;
    /** What the current version changed from the newest kept one; null when none is kept. */
    changesFromPrevious: FieldChange[] | null;
  } | null;
  versions: VersionSummary[];
}

/** The kinds of item whose earlier versions are kept: `content` is a page's record. */
export type RevisedType = "content" | "service" | "team-member";

/** How many days a deleted service or team member stays in the trash (decision 054). */
export const TRASH_DAYS = 30;

/** A deleted item in the trash, as the trash lists it. */
export interface TrashedItem {
  _id: number;
  type: "service" | "team-member";
  /** The id the item had, and has again once restored. */
  itemId: string;
  name: string;
  deletedAt: string;
  deletedBy: string | null;
  /** When it will be removed for good, with its images nothing else shows. */
  removedAfter: string;
}
