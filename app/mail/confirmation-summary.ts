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

// What a quote's confirmation repeats of the request: only what the sender chose, never what
// they typed. Each value is checked here against the form's fixed lists, or read as a number,
// a date or a yes/no, whatever the stored answers hold; a value that is none of those is left
// out, so no text of the sender's can reach the mail through a field taken for a choice.

type Answers = Record<string, unknown>;

/** The value when it is one of `choices`. */
function oneOf(choices: readonly string[], value: unknown): string | undefined {
  return typeof value === "string" && choices.includes(value) ? value : undefined;
}

/** The label of the choice whose value it is. */
function labelOf(choices: readonly { value: string; label: string }[], value: unknown) {
  return choices.find((choice) => choice.value === value)?.label;
}

function numberOf(value: unknown): string | undefined {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function matching(pattern: RegExp, value: unknown): string | undefined {
  return typeof value === "string" && pattern.test(value) ? value : undefined;
}

function yesNo(value: unknown): string | undefined {
  if (typeof value !== "boolean") return undefined;
  return value ? "Yes" : "No";
}

type Line = [label: string, value: string | undefined];

function healthLines(answers: Answers, treatments: readonly string[], files: number): Line[] {
  const treatment =
    answers.treatment === OTHER_TREATMENT
      ? "Other (as you described it)"
      : oneOf(treatments, answers.treatment);
  return [
    ["Treatment", treatment],
    ["Age", numberOf(answers.age)],
    ["Preferred month of travel", matching(MONTH, answers.travelMonth) ?? "Not given"],
    ["Travelling with a companion", yesNo(answers.companion)],
    ["Preferred language", oneOf(LANGUAGES, answers.language)],
    ["Contact by", labelOf(CONTACT_CHANNELS, answers.contactChannel)],
    ["News by message", yesNo(answers.consentNews)],
    [
      "Medical reports",
      files === 0 ? "none attached" : `${files} ${files === 1 ? "file" : "files"} received`,
    ],
  ];
}

function logisticsLines(answers: Answers): Line[] {
  const volume = numberOf(answers.volumeM3);
  return [
    ["From", oneOf(COUNTRY_SIDES, answers.originCountry)],
    ["To", oneOf(COUNTRY_SIDES, answers.destinationCountry)],
    ["Mode", labelOf(SHIPPING_MODES, answers.mode)],
    ["Weight", numberOf(answers.weightKg)?.concat(" kg")],
    ["Volume", volume ? `${volume} m³` : "Not given"],
    ["Ready on", matching(DATE, answers.readyDate)],
    ["Incoterm", oneOf(INCOTERMS, answers.incoterm) ?? "Not given"],
    ["Help with the Cargo Tracking Note and inspection", yesNo(answers.ctnHelp)],
  ];
}

function materialsLines(answers: Answers): Line[] {
  const items = Array.isArray(answers.items) ? (answers.items as Answers[]) : [];
  return [
    ...items.map((item, index): Line => {
      const quantity = numberOf(item.quantity);
      const unit = oneOf(MATERIAL_UNITS, item.unit);
      return [`Product ${index + 1}`, quantity && unit ? `${quantity} ${unit}` : undefined];
    }),
    ["Needed by", matching(DATE, answers.neededBy) ?? "Not given"],
  ];
}

/**
 * The confirmation's summary of a quote request, one `Label: value` line each: the choices,
 * numbers and dates of its line's form. The health treatment is shown when it is on the
 * office's list (`treatments`).
 */
export function confirmationSummary(inquiry: Inquiry, treatments: readonly string[]): string[] {
  const { answers, line } = inquiry;
  let lines: Line[] = [];
  if (line === "health-tourism")
    lines = healthLines(answers, treatments, inquiry.attachments.length);
  if (line === "logistics") lines = logisticsLines(answers);
  if (line === "building-materials") lines = materialsLines(answers);
  return lines.flatMap(([label, value]) => (value === undefined ? [] : [`${label}: ${value}`]));
}
