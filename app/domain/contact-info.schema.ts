import { z } from "zod";
import { commaList, emailAddress, expectedVersion, httpUrl, requiredText } from "./fields.ts";

export const ContactInfoInputSchema = z.object({
  address: requiredText("the address", 300),
  city: requiredText("the city", 100),
  country: requiredText("the country", 100),
  phones: commaList(z.string().max(40, "Keep each phone number to 40 characters or fewer."), {
    max: 5,
    required: "Enter at least one phone number.",
  }),
  email: emailAddress,
  workingHours: requiredText("the business hours", 200),
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
});
export type ContactInfoInput = z.input<typeof ContactInfoInputSchema>;

export interface ContactInfo {
  address: string;
  city: string;
  country: string;
  phones: string[];
  email: string;
  workingHours: string;
  mapUrl: string;
  description: string;
  version: number;
  updatedAt: string;
}
