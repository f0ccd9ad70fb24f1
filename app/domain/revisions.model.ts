/** One field that differs between two versions, as text a person reads. */
export interface FieldChange {
  /** Where in the record: "title", "subtitle", "goals 2", "cards 1 text", "button text". */
  field: string;
  before: string;
  after: string;
}

/** A kept earlier version, as the editor's history lists it. */
export interface VersionSummary {
  _id: number;
  version: number;
  savedBy: string | null;
  savedAt: string;
  /** What differs from the current version: `before` is this version, `after` the current. */
  changesFromCurrent: FieldChange[];
}

/** A record's history: the version it is at now, and the earlier ones kept, newest first. */
export interface ContentHistory {
  current: { version: number; savedBy: string | null; savedAt: string } | null;
  versions: VersionSummary[];
}
