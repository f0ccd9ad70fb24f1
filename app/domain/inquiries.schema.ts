import { z } from "zod";
import { LANGUAGE_CODES } from "../i18n/languages.ts";
import {
  atLeastOne,
  emailAddress,
  optionalText,
  requiredText,
  rowsOf,
  singleLine,
} from "./fields.ts";
import {
  CONTACT_CHANNELS,
  COUNTRY_SIDES,
  INBOX_PAGE_SIZE,
  INCOTERMS,
  LANGUAGES,
  LEAD_STATUSES,
  MATERIAL_ROWS_MAX,
  MATERIAL_UNITS,
  OTHER_TREATMENT,
  QUOTE_LINES,
  type QuoteLine,
  SHIPPING_MODES,
} from "./inquiries.model.ts";

// One schema per quote form: the server parses every submission with it, and the form takes
// its browser-side limits (required, lengths, ranges, choices) from the same schema.

const values = <T extends { value: string }>(items: readonly T[]) =>
  items.map((item) => item.value) as [T["value"], ...T["value"][]];

/** A form's empty field is a value left out. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** A ticked checkbox sends "on" (a form) or true (JSON); an unticked one sends nothing. */
const checkbox = z.preprocess(
  (value) => value === true || value === "on" || value === "true" || value === "yes",
  z.boolean(),
);

function choice<T extends string>(options: readonly [T, ...T[]], label: string) {
  return z.preprocess(blankToUndefined, z.enum(options, { error: `Choose ${label}.` }));
}

/** A field that may be left blank, then stored as "" (the column holds text, never null). */
function blankAsEmpty(schema: z.ZodType<string>) {
  return z.preprocess(blankToUndefined, schema.default(""));
}

/** A choice that may be left blank: stored as "" then. */
function optionalChoice<T extends string>(options: readonly [T, ...T[]], label: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .enum(options, { error: `Choose ${label}.` })
      .or(z.literal(""))
      .default(""),
  );
}

/** A form's number: blank is left out, anything else is read as a number (or NaN, refused). */
const toNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  return typeof blank === "string" ? Number(blank.trim().replace(",", ".")) : blank;
};

function number(label: string, options: { min: number; max: number; integer?: boolean }) {
  let schema = z
    .number({
      error: (issue) =>
        issue.input === undefined ? `Enter ${label}.` : `Enter ${label} as a number.`,
    })
    .min(options.min, `Enter ${label} of at least ${options.min}.`)
    .max(options.max, `Enter ${label} of at most ${options.max}.`);
  if (options.integer) schema = schema.int(`Enter ${label} as a whole number.`);
  return schema;
}

function requiredNumber(label: string, options: { min: number; max: number; integer?: boolean }) {
  return z.preprocess(toNumber, number(label, options));
}

function optionalNumber(label: string, options: { min: number; max: number }) {
  return z.preprocess(toNumber, number(label, options).optional());
}

/** A calendar date, `2026-12-31`. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
function date(label: string) {
  return z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .regex(DATE, `Enter ${label} as a date, like 2026-12-31.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `Enter ${label} as a real date.`);
}
function optionalDate(label: string) {
  return z.preprocess(blankToUndefined, date(label).optional());
}

const phoneNumber = requiredText("a phone number", 40).regex(
  /^[+\d][\d\s().-]{5,}$/,
  "Enter a phone number with its country code, like +231 77 000 0000.",
);

/** Who is asking, on the logistics and materials forms. */
const contactDetails = {
  name: singleLine("your name", 100),
  company: optionalText("the company name", 150),
  email: emailAddress,
  phone: phoneNumber,
};

/** Many patients have a phone on WhatsApp and no e-mail address: either is enough. */
export const HEALTH_REACH_MESSAGE =
  "Enter a phone number or an e-mail address, so that we can answer you.";

/**
 * Health tourism: the treatment list is the office's, so the schema is made with it. Seven
 * things are required (name, age, country, treatment, condition, consent, and a phone number
 * or an e-mail address); the country is a name, as it was when typed, so older requests and
 * other senders read the same.
 */
export function healthQuoteSchema(treatments: readonly string[]) {
  const quote = z
    .object({
      name: singleLine("the patient's full name", 100),
      age: requiredNumber("the patient's age", { min: 0, max: 120, integer: true }),
      city: optionalText("the city", 100),
      country: singleLine("the country", 100, "Choose the country."),
      phone: blankAsEmpty(phoneNumber),
      phoneWhatsapp: checkbox,
      email: blankAsEmpty(emailAddress),
      treatment: z.preprocess(
        blankToUndefined,
        z.enum([OTHER_TREATMENT, ...treatments], {
          error: "Choose the treatment or specialty.",
        }),
      ),
      treatmentOther: optionalText("the treatment", 150),
      condition: requiredText("a short description of the condition", 3000),
      travelMonth: z.preprocess(
        blankToUndefined,
        z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Enter the month as year and month, like 2027-03.")
          .optional(),
      ),
      companion: checkbox,
      language: optionalChoice(LANGUAGES, "a language"),
      contactChannel: optionalChoice(values(CONTACT_CHANNELS), "how we should contact you"),
      consentHealthData: checkbox.refine((given) => given, {
        message:
          "Tick this box so that we may read the medical details you send. Without it we cannot assess the case.",
      }),
      consentNews: checkbox,
    })
    .refine((quote) => quote.treatment !== OTHER_TREATMENT || quote.treatmentOther !== "", {
      message: "Say which treatment you are looking for.",
      path: ["treatmentOther"],
    });
  return atLeastOne(quote, ["phone", "email"], HEALTH_REACH_MESSAGE);
}
export type HealthQuote = z.output<ReturnType<typeof healthQuoteSchema>>;

export const LogisticsQuoteSchema = z.object({
  originPlace: singleLine("the origin city or port", 100),
  originCountry: choice(COUNTRY_SIDES, "the origin country"),
  destinationPlace: singleLine("the destination city or port", 100),
  destinationCountry: choice(COUNTRY_SIDES, "the destination country"),
  mode: choice(values(SHIPPING_MODES), "how it should travel"),
  cargo: requiredText("a description of the cargo", 2000),
  weightKg: requiredNumber("the weight in kg", { min: 1, max: 1_000_000 }),
  volumeM3: optionalNumber("the volume in m³", { min: 0.01, max: 100_000 }),
  readyDate: date("the date the cargo is ready"),
  incoterm: z.preprocess(
    blankToUndefined,
    z.enum(INCOTERMS, { error: "Choose one of the Incoterms listed." }).optional(),
  ),
  ctnHelp: checkbox,
  ...contactDetails,
});
export type LogisticsQuote = z.output<typeof LogisticsQuoteSchema>;

const ProductRowSchema = z.object({
  product: optionalText("the product", 150),
  quantity: optionalNumber("the quantity", { min: 0.01, max: 10_000_000 }),
  unit: z.preprocess(
    blankToUndefined,
    z.enum(MATERIAL_UNITS, { error: "Choose a unit." }).optional(),
  ),
});

type ProductRow = z.output<typeof ProductRowSchema>;
const isBlankRow = (row: ProductRow) => !row.product && row.quantity === undefined && !row.unit;

/**
 * A row is left out when every field of it is blank; a started row must be complete. Rows are
 * checked in the form's order, blank ones included, so an error's path (`items.2.unit`) names
 * the row the form shows it in; the blank ones are dropped after.
 */
const productRows = z.preprocess(
  (value) => rowsOf(value) ?? [],
  z
    .array(
      ProductRowSchema.superRefine((row, context) => {
        if (isBlankRow(row)) return;
        if (!row.product)
          context.addIssue({ code: "custom", path: ["product"], message: "Enter the product." });
        if (row.quantity === undefined)
          context.addIssue({ code: "custom", path: ["quantity"], message: "Enter the quantity." });
        if (!row.unit)
          context.addIssue({ code: "custom", path: ["unit"], message: "Choose a unit." });
      }),
    )
    .max(MATERIAL_ROWS_MAX, `Enter at most ${MATERIAL_ROWS_MAX} products in one request.`)
    .transform((rows) => rows.filter((row) => !isBlankRow(row)))
    .refine((rows) => rows.length > 0, "Enter at least one product, its quantity and unit."),
);

export const MaterialsQuoteSchema = z.object({
  items: productRows,
  deliveryTown: singleLine("the delivery town", 100),
  neededBy: optionalDate("the date you need it by"),
  notes: optionalText("the notes", 2000),
  ...contactDetails,
});
export type MaterialsQuote = z.output<typeof MaterialsQuoteSchema>;

/** The health schema of the last treatment list asked for: the list changes seldom. */
let healthSchema: { key: string; schema: ReturnType<typeof healthQuoteSchema> } | undefined;

/**
 * The schema of a line's form; the same object while the office's treatment list is the same,
 * so what is worked out from a schema (the form's browser-side limits) is worked out once.
 */
export function quoteSchema(line: QuoteLine, treatments: readonly string[]): z.ZodType {
  if (line === "logistics") return LogisticsQuoteSchema;
  if (line === "building-materials") return MaterialsQuoteSchema;
  const key = treatments.join("\n");
  if (healthSchema?.key !== key) healthSchema = { key, schema: healthQuoteSchema(treatments) };
  return healthSchema.schema;
}

/** The office's edits to an inquiry: any of status, assignee, or a note to add. */
export const InquiryUpdateSchema = z
  .object({
    status: z.enum(values(LEAD_STATUSES), { error: "Choose one of the statuses." }).optional(),
    assigneeId: z
      .union([z.string().trim().max(64), z.null()])
      .transform((value) => (value === "" ? null : value))
      .optional(),
    note: z
      .string()
      .trim()
      .max(5000, "Keep the note to 5000 characters or fewer.")
      .transform((value) => (value === "" ? undefined : value))
      .optional(),
  })
  .refine(
    (update) =>
      update.status !== undefined || update.assigneeId !== undefined || update.note !== undefined,
    { message: "Change the status, the assignee or write a note." },
  );
export type InquiryUpdate = z.output<typeof InquiryUpdateSchema>;

/**
 * What the inbox's list does to the messages ticked on a page: `ids` (a form names them
 * `ids[0]`, `ids[3]`... by their place on the page), and one `action`: `read`, `spam`,
 * `delete`, `status:<lead status>` or `assign:<user id>` (`assign:` alone for nobody).
 */
export const InquiryBulkSchema = z.object({
  ids: z.preprocess(
    rowsOf,
    z
      .array(z.string().trim().min(1).max(64), { error: "Tick the messages to change first." })
      .min(1, "Tick the messages to change first.")
      .max(INBOX_PAGE_SIZE, `Change at most ${INBOX_PAGE_SIZE} messages at once.`),
  ),
  action: z.union(
    [
      z.enum(["read", "spam", "delete"]),
      z.templateLiteral(["status:", z.enum(values(LEAD_STATUSES))]),
      z.templateLiteral(["assign:", z.string().max(64)]),
    ],
    { error: "Choose what to do with the ticked messages." },
  ),
});
export type InquiryBulk = z.output<typeof InquiryBulkSchema>;

/** The inbox's query: `?q=&line=&lead=&assignee=&page=` (plus the spec's `status`). */
export const InquiryQuerySchema = z.object({
  q: z.string().trim().max(200).catch("").default(""),
  line: z
    .enum([...values(QUOTE_LINES), "general"])
    .optional()
    .catch(undefined),
  lead: z.enum(values(LEAD_STATUSES)).optional().catch(undefined),
  assignee: z.string().trim().max(64).optional().catch(undefined),
  /** The language it was written in (decision 074); anything else is every language. */
  language: z.enum(LANGUAGE_CODES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type InquiryQuery = z.output<typeof InquiryQuerySchema>;
