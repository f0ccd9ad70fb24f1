// Which parts of the office's work each role may use (decision 050); which part each page and
// API call belongs to is in app/lib/access.ts. Free of server code, so the browser draws the
// sidebar from the same rule the server enforces.

export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

/**
 * What the office does, in the parts a role is given or not: the site's words and pictures;
 * the visitors' messages and quote requests; the settings of the whole site; a person's data
 * taken out or erased in bulk; the accounts of the people who use the content manager.
 */
export const AREAS = ["content", "inquiries", "settings", "personal-data", "accounts"] as const;
export type Area = (typeof AREAS)[number];

const ROLE_AREAS: Record<Role, readonly Area[]> = {
  admin: AREAS,
  editor: ["content", "inquiries"],
};

/** Whether `role` may use `area`. */
export function mayUse(role: Role, area: Area): boolean {
  return ROLE_AREAS[role].includes(area);
}

export const ROLE_LABELS: Record<Role, string> = { admin: "Administrator", editor: "Editor" };

/** What each role may do, in the office's words, for the staff screen. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: "Everything, including staff accounts, settings, exports and erasing a person's data.",
  editor:
    "Pages, services, team, trust and contact information, inquiries and messages. Not staff, settings, exports or erasure.",
};

export function isRole(value: unknown): value is Role {
  return ROLES.includes(value as Role);
}

/** What a refused member of staff is told, on a page or by the API. */
export const NO_ACCESS =
  "Your account does not have access to this. Ask an administrator if you need it.";
