import { z } from "zod";
import { emailAddress, singleLine } from "./fields.ts";
import { MESSAGE_STATUSES } from "./messages.model.ts";

export const ContactMessageInputSchema = z.object({
  // Name and subject become mail headers: one line each, so no header can be smuggled in.
  name: singleLine("your name", 100),
  email: emailAddress,
  phone: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(40, "Keep the phone number to 40 characters or fewer."))
    .optional()
    .default(""),
  subject: singleLine("a subject", 150),
  message: z
    .string({ error: "Enter your message." })
    .trim()
    .min(1, "Enter your message.")
    .max(5000, "Keep your message to 5000 characters or fewer."),
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

export const ReplyInputSchema = z.object({
  reply: z
    .string({ error: "Write a reply before sending." })
    .trim()
    .min(1, "Write a reply before sending.")
    .max(10_000, "Keep the reply to 10000 characters or fewer."),
});

export const MessageFilterSchema = z.enum(["all", ...MESSAGE_STATUSES]).catch("all");
export type MessageFilter = z.output<typeof MessageFilterSchema>;
