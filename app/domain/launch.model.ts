// What the dashboard's launch checklist shows, without server code, so its component can use it.

import type { Area } from "./roles.model.ts";

/** One kind of placeholder the install ships with, and where the office replaces it. */
export type ChecklistItemId =
  | "figures"
  | "partners"
  | "testimonials"
  | "illustrations"
  | "team-photos"
  | "example-contacts"
  | "logo";

/** One placeholder still published, and the screen that replaces it. */
export interface Placeholder {
  text: string;
  to: string;
}

export interface ChecklistItem {
  id: ChecklistItemId;
  label: string;
  /** The screen that replaces this kind of placeholder. */
  to: string;
  /** Who may open that screen (the logo is a setting, decision 050). */
  area: Area;
  /** What is still built-in; empty once all of it was replaced (the item is ticked). */
  remaining: Placeholder[];
}

export interface LaunchState {
  /** An administrator launched the site: search engines may list it. */
  launched: boolean;
  checklist: ChecklistItem[];
}
