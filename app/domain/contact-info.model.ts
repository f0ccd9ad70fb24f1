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

/** What the site's contact blocks show of the contact information. */
export interface OfficeContact {
  address: string;
  city: string;
  country: string;
  email: string;
  phones: string[];
  /** One line for each group of days (see workingHoursLines). */
  workingHours: string;
}

/** The office's address on one line, as every page shows it. */
export function oneLineAddress({ address, city, country }: OfficeContact): string {
  return `${address}, ${city}, ${country}`;
}
