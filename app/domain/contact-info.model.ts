// What the public pages need of the contact information, without validation code.

/**
 * The office's business hours as the site shows them: one line for each group of days, as
 * they were typed in the editor's box (blank lines dropped).
 */
export function workingHoursLines(workingHours: string): string[] {
  return workingHours
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
