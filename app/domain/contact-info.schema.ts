import { z } from "zod";
import { ANSWER_DAYS_MOST, type OfficeContact, workingHoursLines } from "./contact-info.model.ts";
import {
  commaList,
  emailAddress,
  expectedVersion,
  httpUrl,
  minorEdit,
  requiredText,
} from "./fields.ts";

/**
 * A WhatsApp number as people write it (`+231 770 123 456`); only its digits are dialled, so it
 * needs the country code: 8 to 15 digits (E.164 allows at most 15). Empty hides WhatsApp.
 */
const whatsappNumber = z
  .string()
  .trim()
  .max(40, { message: "Keep the WhatsApp number to 40 characters or fewer.", abort: true })
  .regex(/^[\d +()-]*$/, {
    message: "Use only digits, spaces, +, - and brackets in the WhatsApp number.",
    abort: true,
  })
  .refine((value) => value === "" || /^\D*(?:\d\D*){8,15}$/.test(value), {
    message: "Enter the whole WhatsApp number with its country code: 8 to 15 digits.",
  })
  .optional()
  .default("");

export const ContactInfoInputSchema = z.object({
  address: requiredText("the address", 300),
  city: requiredText("the city", 100),
  country: requiredText("the country", 100),
  phones: commaList(z.string().max(40, "Keep each phone number to 40 characters or fewer."), {
    max: 5,
    required: "Enter at least one phone number.",
  }),
  email: emailAddress,
  whatsapp: whatsappNumber,
  // One line for each group of days, stored as typed but without blank lines or stray spaces.
  workingHours: requiredText("the business hours", 200).transform((text) =>
    workingHoursLines(text).join("\n"),
  ),
  // Left out (a record saved before it existed, an API client that does not know it): one day.
  answerDays: z.coerce
    .number({ error: "Enter a number of working days." })
    .int("Enter a whole number of working days.")
    .min(1, "Promise an answer within at least 1 working day.")
    .max(ANSWER_DAYS_MOST, `Promise an answer within at most ${ANSWER_DAYS_MOST} working days.`)
    .default(1),
  mapUrl: z
    .union([z.literal(""), httpUrl])
    .optional()
    .default(""),
  description: z
    .string()
    .trim()
    .max(2000, "Keep the additional info to 2000 characters or fewer.")
    .optional()
    .default(""),
  version: expectedVersion,
  minor: minorEdit,
});
export type ContactInfoInput = z.input<typeof ContactInfoInputSchema>;

export interface ContactInfo extends OfficeContact {
  /** Where the WhatsApp buttons lead; empty hides them. */
  whatsapp: string;
  mapUrl: string;
  description: string;
  version: number;
  updatedAt: string;
}
