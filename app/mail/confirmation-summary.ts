import {
  CONTACT_CHANNELS,
  COUNTRY_SIDES,
  INCOTERMS,
  type Inquiry,
  LANGUAGES,
  MATERIAL_UNITS,
  OTHER_TREATMENT,
  SHIPPING_MODES,
} from "../domain/inquiries.model.ts";
import { fill } from "../i18n/fill.ts";
import type { Words } from "../i18n/words.ts";

// What a quote's confirmation repeats of the request: only what the sender chose, never what
// they typed. Each value is checked here against the form's fixed lists, or read as a number,
// a date or a yes/no, whatever the stored answers hold; a value that is none of those is left
// out, so no text of the sender's can reach the mail through a field taken for a choice. The
// labels and the choices' names are the request's language's words, as its form showed them.

type Answers = Record<string, unknown>;

/** The value when it is one of `choices`. */
function oneOf<Choice extends string>(
  choices: readonly Choice[],
  value: unknown,
): Choice | undefined {
  return choices.find((choice) => choice === value);
}

/** The value when it is the value of one of `choices`. */
function choiceValue<Choice extends string>(
  choices: readonly { value: Choice }[],
  value: unknown,
): Choice | undefined {
  return choices.find((choice) => choice.value === value)?.value;
}

function numberOf(value: unknown): string | undefined {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function matching(pattern: RegExp, value: unknown): string | undefined {
  return typeof value === "string" && pattern.test(value) ? value : undefined;
}

type Summary = Words["mail"]["summary"];

function yesNo(value: unknown, words: Summary): string | undefined {
  if (typeof value !== "boolean") return undefined;
  return value ? words.yes : words.no;
}

/** `name` of the choice, when there is one. */
function named<Choice extends string>(names: Record<Choice, string>, choice: Choice | undefined) {
  return choice === undefined ? undefined : names[choice];
}

type Line = [label: string, value: string | undefined];

function filesReceived(files: number, words: Summary): string {
  if (files === 0) return words.noFiles;
  return files === 1 ? words.oneFile : fill(words.files, { count: files });
}

function healthLines(answers: Answers, treatments: readonly string[], files: number, words: Words) {
  const { summary: s } = words.mail;
  const treatment =
    answers.treatment === OTHER_TREATMENT ? s.treatmentOther : oneOf(treatments, answers.treatment);
  return [
    [s.treatment, treatment],
    [s.age, numberOf(answers.age)],
    [s.travelMonth, matching(MONTH, answers.travelMonth) ?? s.notGiven],
    [s.companion, yesNo(answers.companion, s)],
    [s.language, named(words.quoteFields.languages, oneOf(LANGUAGES, answers.language))],
    [
      s.contactBy,
      named(words.quoteFields.channels, choiceValue(CONTACT_CHANNELS, answers.contactChannel)),
    ],
    [s.news, yesNo(answers.consentNews, s)],
    [s.reports, filesReceived(files, s)],
  ] satisfies Line[];
}

function logisticsLines(answers: Answers, words: Words): Line[] {
  const { summary: s } = words.mail;
  const { countrySides, modes } = words.quoteFields;
  const volume = numberOf(answers.volumeM3);
  return [
    [s.from, named(countrySides, oneOf(COUNTRY_SIDES, answers.originCountry))],
    [s.to, named(countrySides, oneOf(COUNTRY_SIDES, answers.destinationCountry))],
    [s.mode, named(modes, choiceValue(SHIPPING_MODES, answers.mode))],
    [s.weight, numberOf(answers.weightKg)?.concat(" kg")],
    [s.volume, volume ? `${volume} m³` : s.notGiven],
    [s.readyOn, matching(DATE, answers.readyDate)],
    [s.incoterm, oneOf(INCOTERMS, answers.incoterm) ?? s.notGiven],
    [s.ctnHelp, yesNo(answers.ctnHelp, s)],
  ];
}

function materialsLines(answers: Answers, words: Words): Line[] {
  const { summary: s } = words.mail;
  const items = Array.isArray(answers.items) ? (answers.items as Answers[]) : [];
  return [
    ...items.map((item, index): Line => {
      const quantity = numberOf(item.quantity);
      const unit = named(words.quoteFields.units, oneOf(MATERIAL_UNITS, item.unit));
      return [
        fill(s.product, { number: index + 1 }),
        quantity && unit ? `${quantity} ${unit}` : undefined,
      ];
    }),
    [s.neededBy, matching(DATE, answers.neededBy) ?? s.notGiven],
  ];
}

/**
 * The confirmation's summary of a quote request, one `Label: value` line each in `words`'
 * language: the choices, numbers and dates of its line's form. The health treatment is shown
 * when it is on the office's list (`treatments`).
 */
export function confirmationSummary(
  inquiry: Inquiry,
  treatments: readonly string[],
  words: Words,
): string[] {
  const { answers, line } = inquiry;
  let lines: Line[] = [];
  if (line === "health-tourism")
    lines = healthLines(answers, treatments, inquiry.attachments.length, words);
  if (line === "logistics") lines = logisticsLines(answers, words);
  if (line === "building-materials") lines = materialsLines(answers, words);
  return lines.flatMap(([label, value]) =>
    value === undefined ? [] : [fill(words.mail.summary.line, { label, value })],
  );
}
