import { z } from "zod";

/**
 * Splits text into items: an array as it is, or one item per `separator`; trims and drops blanks.
 * A list left out is an empty one, so optional lists may be omitted and required ones say so.
 */
function toItems(separator: RegExp) {
  return (value: unknown) => {
    if (value === undefined) return [];
    const items = typeof value === "string" ? value.split(separator) : value;
    if (!Array.isArray(items)) return items;
    return items
      .map((item) => (typeof item === "string" ? item.trim() : item))
      .filter((item) => item !== "");
  };
}

/** A list entered one item per line (features, goals, values), or sent as an array. */
export function lineList(item: z.ZodString, options: { max: number; required?: string }) {
  const list = z.array(item).max(options.max, `Enter at most ${options.max} items.`);
  return z.preprocess(toItems(/\r?\n/), options.required ? list.min(1, options.required) : list);
}

/** A list entered comma-separated (phone numbers), or sent as an array. */
export function commaList(item: z.ZodString, options: { max: number; required: string }) {
  return z.preprocess(
    toItems(/,/),
    z.array(item).min(1, options.required).max(options.max, `Enter at most ${options.max}.`),
  );
}

/**
 * Rows of a form as a list: `items.0.product`, `items.1.product`… arrive as an object keyed by
 * the row's index (see formDataToObject), an API call sends an array. Keys come out in index
 * order, so an error's path (`items.2.unit`) names the row the form shows it in.
 */
export function rowsOf(value: unknown): unknown {
  // A list as it is; what is neither a list nor an object is left for the schema to refuse.
  if (Array.isArray(value) || !value || typeof value !== "object") return value;
  return Object.entries(value)
    .filter(([row]) => /^\d+$/.test(row))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, entry]) => entry);
}

/** What a field left blank (or out) holds. */
const isBlankValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * At least one of `fields` must be given (a phone number or an e-mail address): the message is
 * the first field's, as a blank required field's would be. The rule is checked even while other
 * fields are wrong, so a refused form names every mistake at once; it is also written in the
 * schema's metadata (`atLeastOne`), where the form's browser checks read it (form-checks.ts).
 */
export function atLeastOne<T extends z.ZodType>(
  schema: T,
  fields: readonly [string, ...string[]],
  message: string,
): T {
  const given = (value: unknown) =>
    typeof value !== "object" ||
    value === null ||
    fields.some((name) => !isBlankValue((value as Record<string, unknown>)[name]));
  return schema.refine(given, { message, path: [fields[0]], when: () => true }).meta({
    atLeastOne: fields,
  });
}

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} to ${max} characters or fewer.`);
}

export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Keep ${label} to ${max} characters or fewer.`)
    .optional()
    .default("");
}

/**
 * One line of text: any run of whitespace (line breaks included) becomes one space. `missing`
 * says what to do when it is empty, for a field that is a choice rather than typed.
 */
export function singleLine(label: string, max: number, missing = `Enter ${label}.`) {
  return z
    .string({ error: missing })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, missing).max(max, `Keep ${label} to ${max} characters or fewer.`));
}

export const emailAddress = z
  .string({ error: "Enter an e-mail address." })
  .trim()
  .min(1, "Enter an e-mail address.")
  .max(254, "This e-mail address is too long.")
  .pipe(z.email("Enter a valid e-mail address, like name@example.com."));

export const optionalEmailAddress = z
  .string()
  .trim()
  .max(254, "This e-mail address is too long.")
  .refine((value) => value === "" || z.email().safeParse(value).success, {
    message: "Enter a valid e-mail address, like name@example.com.",
  })
  .optional()
  .default("");

export const httpUrl = z
  .string()
  .trim()
  .max(2000, "This link is too long.")
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
    message: "Enter a full web address starting with http:// or https://.",
  });

/**
 * True for a path of this very site: one leading slash, then no second slash or backslash
 * (browsers read `//host/x` and `/\host/x` as another site) and no spaces or control characters.
 */
function isSitePath(value: string): boolean {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return false;
  const base = "https://site.invalid";
  return URL.canParse(value, base) && new URL(value, base).origin === base;
}

/**
 * Where a link may go: a path of this site (advised), an anchor on the page, a full https://
 * or http:// address, or mailto:/tel:.
 */
function isLinkTarget(value: string): boolean {
  return (
    isSitePath(value) ||
    /^#[\w-]+$/.test(value) ||
    ((/^https?:\/\/[^\s\\]+$/i.test(value) || /^(mailto|tel):[^\s\\]+$/i.test(value)) &&
      URL.canParse(value))
  );
}

const LINK_TARGET_MESSAGE =
  "Use a page of this site such as /contact, or a full address starting with https://.";

export function linkTarget(label: string) {
  return requiredText(label, 500).refine(isLinkTarget, { message: LINK_TARGET_MESSAGE });
}

/** A link target that may be left empty (or out), or be one of the `names` given. */
export function optionalLinkTarget(label: string, names: readonly string[] = []) {
  return optionalText(label, 500).refine(
    (value) => value === "" || names.includes(value) || isLinkTarget(value),
    { message: LINK_TARGET_MESSAGE },
  );
}

/** A checkbox or flag: true/false, or a form's "true"/"on"/"false". */
export const flag = z.preprocess(
  (value) => (value === "true" || value === "on" ? true : value === "false" ? false : value),
  z.boolean(),
);

/**
 * Whether a record shows on the public site. Left out (as by the spec's API clients), a new
 * record is published and an edited one keeps its state: a draft is only ever chosen.
 */
export const published = flag.optional();

/**
 * An edit the office marks minor (a typo fixed) leaves the item's translations current rather
 * than outdated (decision 074). Left out, an edit is not minor.
 */
export const minorEdit = flag.optional().default(false);

/** Moving one record of an ordered list one place, in the words of the list's screen. */
export function moveInput(what: string) {
  return z.object({
    id: z.string({ error: `Choose ${what}.` }).min(1, `Choose ${what}.`),
    direction: z.enum(["up", "down"], { error: `Move ${what} up or down.` }),
  });
}

/** Optimistic concurrency: the version the editor loaded; a mismatch means someone else saved. */
export const expectedVersion = z.coerce.number().int().positive().optional();
