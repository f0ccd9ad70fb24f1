import { FORM_MESSAGES, type FormMessage, type FormMessages } from "./english-form-messages.ts";
import { fill } from "./fill.ts";
import { type Language, SOURCE_LANGUAGE } from "./languages.ts";
import { WORDS } from "./words.ts";

// The public forms' messages in the page's language (decision 074). The domain writes its
// messages in English, and its schemas, the browser checks worked out from them (form-checks.ts)
// and a refused form's errors stay English; the page translates what it shows, here. A message
// is found whole, or as a template whose places (`{count}`) take the values the domain wrote
// in, which go into the translation as they are.

/**
 * The table of `language`, from its word file (where a missing message does not typecheck);
 * none for the source language, whose messages are the English.
 */
function tableOf(language: Language): FormMessages | undefined {
  return language === SOURCE_LANGUAGE ? undefined : WORDS[language].formMessages;
}

/** What each place of a template matches: a number, a file size, or any text (a file's name). */
const PLACES: Record<string, string> = {
  count: String.raw`\d+(?:\.\d+)?`,
  size: String.raw`\d+(?:\.\d+)? (?:B|KB|MB)`,
  limit: String.raw`\d+(?:\.\d+)? (?:B|KB|MB)`,
  kind: "[A-Z]+",
  extension: String.raw`\w+`,
};

interface Template {
  english: FormMessage;
  pattern: RegExp;
}

/** A template's pattern: the English as it is, each place a named group. */
function patternOf(english: string): RegExp {
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const place = /^\{(\w+)\}$/.exec(part)?.[1];
      if (place) return `(?<${place}>${PLACES[place] ?? ".+"})`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

const WHOLE = new Set<string>(FORM_MESSAGES.filter((english) => !english.includes("{")));
const TEMPLATES: Template[] = FORM_MESSAGES.filter((english) => english.includes("{")).map(
  (english) => ({ english, pattern: patternOf(english) }),
);

/** One message's translation, whole or by its template; undefined when there is none. */
function translateOne(table: FormMessages, message: string): string | undefined {
  if (WHOLE.has(message)) return table[message as FormMessage];
  for (const { english, pattern } of TEMPLATES) {
    const match = pattern.exec(message);
    if (match) return fill(table[english], { ...match.groups });
  }
  return undefined;
}

/**
 * A message the server put together from several (a file's problem, then that the files must
 * come again; a rate limit's reason, then how long to wait): each part's translation, or
 * undefined unless every part has one.
 */
function translateParts(table: FormMessages, message: string): string | undefined {
  const whole = translateOne(table, message);
  if (whole !== undefined) return whole;
  for (const boundary of message.matchAll(/(?<=[.!?]) +(?=["A-Z])/g)) {
    const head = translateOne(table, message.slice(0, boundary.index));
    if (head === undefined) continue;
    const tail = translateParts(table, message.slice(boundary.index + boundary[0].length));
    if (tail !== undefined) return `${head} ${tail}`;
  }
  return undefined;
}

/**
 * A public form's message in `language`: its translation, or the English message as it is
 * when it has none (a message the table does not know yet is shown, never lost).
 */
export function messageIn(language: Language, englishMessage: string): string {
  const table = tableOf(language);
  return (table && translateParts(table, englishMessage)) ?? englishMessage;
}

/** Whether `englishMessage` has a translation in `language` (for the tests). */
export function hasTranslation(language: Language, englishMessage: string): boolean {
  const table = tableOf(language);
  return !table || translateParts(table, englishMessage) !== undefined;
}
