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
  /** The working days within which pages and confirmation mails promise an answer. */
  answerDays: number;
}

/** The office's address on one line, as every page shows it. */
export function oneLineAddress({ address, city, country }: OfficeContact): string {
  return `${address}, ${city}, ${country}`;
}

/** The most working days the office may promise to take before answering. */
export const ANSWER_DAYS_MOST = 10;

const NUMBER_WORDS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
];

/**
 * The office's promised answer time as every page and confirmation mail words it ("one working
 * day", "two working days"), from the one setting on Contact Info.
 */
export function answerTime(answerDays: number): string {
  const count = NUMBER_WORDS[answerDays - 1] ?? String(answerDays);
  return `${count} working ${answerDays === 1 ? "day" : "days"}`;
}
