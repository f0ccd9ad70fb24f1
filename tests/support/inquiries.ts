import type { Db } from "../../app/db/schema.ts";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import { getInquiry } from "../../app/domain/inquiry-inbox.server.ts";
import type { ReceivedQuote } from "../../app/domain/quote-intake.server.ts";

// Complete answers to each quote form, as a browser would post them.

export const HEALTH = {
  name: "Musu Kamara",
  age: "46",
  city: "Monrovia",
  country: "Liberia",
  phone: "+231 77 123 4567",
  phoneWhatsapp: "on",
  email: "musu@example.com",
  treatment: "Cardiology (heart)",
  condition: "Shortness of breath when climbing stairs; the doctor suspects a valve problem.",
  travelMonth: "2027-02",
  companion: "on",
  language: "English",
  contactChannel: "whatsapp",
  consentHealthData: "on",
};

export const LOGISTICS = {
  originPlace: "Mersin",
  originCountry: "Turkey",
  destinationPlace: "Monrovia",
  destinationCountry: "Liberia",
  mode: "fcl-40",
  cargo: "Ceramic floor tiles on pallets",
  weightKg: "24000",
  readyDate: "2026-12-15",
  incoterm: "CIF",
  ctnHelp: "on",
  name: "Joseph Flomo",
  company: "Flomo Construction",
  email: "joseph@example.com",
  phone: "+231 88 555 0101",
};

export const MATERIALS = {
  items: {
    "0": { product: "Portland cement 42.5", quantity: "400", unit: "bags" },
    "1": { product: "", quantity: "", unit: "" },
    "2": { product: "Floor tiles 60x60", quantity: "250", unit: "m²" },
  },
  deliveryTown: "Gbarnga",
  neededBy: "",
  name: "Fatu Sirleaf",
  company: "",
  email: "fatu@example.com",
  phone: "+231 77 999 0000",
};

/** A received quote request as it was stored: the intake answers only its id and reference. */
export async function storedQuote(db: Db, received: Promise<ReceivedQuote>) {
  const { _id, reference } = await received;
  return { reference, inquiry: await getInquiry(db, _id) };
}

/** The moment the inquiry tests submit at, unless a test says otherwise. */
export const T0 = Date.parse("2026-11-24T09:00:00.000Z");

/** The smallest bytes a PDF check accepts. */
export const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");

/** A form proof issued a minute before `at`, as a page filled in for a minute would carry. */
export async function proofAt(db: Db, at = T0) {
  return { proof: await issueFormProof(db, at - 60_000) };
}
