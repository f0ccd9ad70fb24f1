import {
  CONTACT_CHANNELS,
  OTHER_TREATMENT,
  QUOTE_LINES,
  type QuoteLine,
  SHIPPING_MODES,
} from "./inquiries.model.ts";
import type { HealthQuote, LogisticsQuote, MaterialsQuote } from "./inquiries.schema.ts";

// How a quote request's answers read: as labelled lines for the office, the sender's
// confirmation and the exports, and as the inbox's one-line subject.

const yesNo = (value: boolean) => (value ? "Yes" : "No");
/** An optional answer left blank (a health request's phone, e-mail, city…). */
const given = (value: string | undefined) => value || "Not given";
const labelOf = (items: readonly { value: string; label: string }[], value: string) =>
  items.find((item) => item.value === value)?.label ?? value;

type Detail = { label: string; value: string };

function healthDetails(quote: HealthQuote): Detail[] {
  return [
    { label: "Patient", value: quote.name },
    { label: "Age", value: String(quote.age) },
    { label: "City and country", value: [quote.city, quote.country].filter(Boolean).join(", ") },
    {
      label: "Phone",
      value: quote.phone
        ? `${quote.phone}${quote.phoneWhatsapp ? " (on WhatsApp)" : ""}`
        : "Not given",
    },
    { label: "E-mail", value: given(quote.email) },
    {
      label: "Treatment",
      value: quote.treatment === OTHER_TREATMENT ? quote.treatmentOther : quote.treatment,
    },
    { label: "Condition", value: quote.condition },
    { label: "Preferred month of travel", value: given(quote.travelMonth) },
    { label: "Travelling with a companion", value: yesNo(quote.companion) },
    { label: "Preferred language", value: given(quote.language) },
    {
      label: "Contact by",
      value: given(quote.contactChannel && labelOf(CONTACT_CHANNELS, quote.contactChannel)),
    },
    { label: "News by message", value: yesNo(quote.consentNews) },
  ];
}

function contactDetails(quote: { name: string; company: string; email: string; phone: string }) {
  return [
    { label: "Name", value: quote.name },
    ...(quote.company ? [{ label: "Company", value: quote.company }] : []),
    { label: "E-mail", value: quote.email },
    { label: "Phone", value: quote.phone },
  ];
}

function logisticsDetails(quote: LogisticsQuote): Detail[] {
  return [
    { label: "From", value: `${quote.originPlace}, ${quote.originCountry}` },
    { label: "To", value: `${quote.destinationPlace}, ${quote.destinationCountry}` },
    { label: "Mode", value: labelOf(SHIPPING_MODES, quote.mode) },
    { label: "Cargo", value: quote.cargo },
    { label: "Weight", value: `${quote.weightKg} kg` },
    { label: "Volume", value: quote.volumeM3 === undefined ? "Not given" : `${quote.volumeM3} m³` },
    { label: "Ready on", value: quote.readyDate },
    { label: "Incoterm", value: quote.incoterm ?? "Not given" },
    { label: "Help with the Cargo Tracking Note and inspection", value: yesNo(quote.ctnHelp) },
    ...contactDetails(quote),
  ];
}

function materialsDetails(quote: MaterialsQuote): Detail[] {
  return [
    ...quote.items.map((item, index) => ({
      label: `Product ${index + 1}`,
      value: `${item.product}: ${item.quantity} ${item.unit}`,
    })),
    { label: "Delivery town", value: quote.deliveryTown },
    { label: "Needed by", value: quote.neededBy ?? "Not given" },
    ...(quote.notes ? [{ label: "Notes", value: quote.notes }] : []),
    ...contactDetails(quote),
  ];
}

/** A quote request's answers as the office and the sender's confirmation read them. */
export function describeQuote(line: string, answers: Record<string, unknown>): Detail[] {
  try {
    if (line === "health-tourism") return healthDetails(answers as HealthQuote);
    if (line === "logistics") return logisticsDetails(answers as LogisticsQuote);
    if (line === "building-materials") return materialsDetails(answers as MaterialsQuote);
  } catch {
    // Answers stored by an older form: shown as they are below.
  }
  return Object.entries(answers).map(([label, value]) => ({ label, value: String(value) }));
}

/** The inbox's one-line subject for a quote request. */
export function quoteSubject(line: QuoteLine, answers: Record<string, unknown>): string {
  const label = QUOTE_LINES.find((item) => item.value === line)?.label ?? line;
  if (line === "health-tourism") {
    const quote = answers as HealthQuote;
    const treatment = quote.treatment === OTHER_TREATMENT ? quote.treatmentOther : quote.treatment;
    return `${label} quote: ${treatment}`;
  }
  if (line === "logistics") {
    const quote = answers as LogisticsQuote;
    return `${label} quote: ${quote.originPlace} to ${quote.destinationPlace}, ${labelOf(SHIPPING_MODES, quote.mode)}`;
  }
  const quote = answers as MaterialsQuote;
  return `${label} quote: ${quote.items.length} ${quote.items.length === 1 ? "product" : "products"} to ${quote.deliveryTown}`;
}
