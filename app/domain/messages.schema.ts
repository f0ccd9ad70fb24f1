import { z } from "zod";
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from "../i18n/languages.ts";
import { emailAddress, singleLine } from "./fields.ts";
import { MAX_PAGE_SIZE, parsePosition } from "./inbox-pages.model.ts";
import { INQUIRY_LINES, type InquiryLine } from "./inquiries.model.ts";
import { CONTACT_LIMITS, MESSAGE_STATUSES } from "./messages.model.ts";

/** What a message may say it is about: one of the business lines, or none of them. */
const MESSAGE_LINES = INQUIRY_LINES.map((line) => line.value) as [InquiryLine, ...InquiryLine[]];

export const ContactMessageInputSchema = z.object({
  // Name and subject become mail headers: one line each, so no header can be smuggled in.
  name: singleLine("your name", CONTACT_LIMITS.name),
  email: emailAddress,
  phone: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .max(
          CONTACT_LIMITS.phone,
          `Keep the phone number to ${CONTACT_LIMITS.phone} characters or fewer.`,
        ),
    )
    .optional()
    .default(""),
  // The site's forms offer CONTACT_SUBJECTS; the API takes any subject, as it always has.
  subject: singleLine("the subject", CONTACT_LIMITS.subject, "Choose a subject."),
  message: z
    .string({ error: "Enter your message." })
    .trim()
    .min(1, "Enter your message.")
    .max(
      CONTACT_LIMITS.message,
      `Keep your message to ${CONTACT_LIMITS.message} characters or fewer.`,
    ),
  // Left out, empty or null: the message is filed under its subject's line (see messageLine).
  line: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .enum(MESSAGE_LINES, { error: "Choose one of the business lines, or none in particular." })
      .optional(),
  ),
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

/** One of the site's languages; left out, empty or null, the source language. */
export const LanguageSchema = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? SOURCE_LANGUAGE : value),
  z.enum(LANGUAGE_CODES, {
    error: `Give the language as one of the site's: ${LANGUAGE_CODES.join(", ")}.`,
  }),
);

/**
 * A message as the intake stores it: the form's fields and the language it was written in
 * (decision 074). A page's form is given its address's; the API takes it from the body.
 */
export const MessageIntakeSchema = ContactMessageInputSchema.extend({ language: LanguageSchema });

export const ReplyInputSchema = z.object({
  reply: z
    .string({ error: "Write a reply before sending." })
    .trim()
    .min(1, "Write a reply before sending.")
    .max(10_000, "Keep the reply to 10000 characters or fewer."),
});

/** The inbox's views: every message that is not spam, one status, or the spam held back. */
export const MessageFilterSchema = z.enum(["all", ...MESSAGE_STATUSES, "spam"]).catch("all");
export type MessageFilter = z.output<typeof MessageFilterSchema>;

/**
 * `GET /api/contact`'s query: the view (`status`, as the filter reads it), and for a client
 * that wants one page, its size (`limit`) and where it starts (`before`, a page's `next`).
 */
export const MessageListQuerySchema = z.object({
  status: z.string().optional(),
  limit: z.coerce
    .number({ error: `Ask for 1 to ${MAX_PAGE_SIZE} messages a page.` })
    .int(`Ask for 1 to ${MAX_PAGE_SIZE} messages a page.`)
    .min(1, `Ask for 1 to ${MAX_PAGE_SIZE} messages a page.`)
    .max(MAX_PAGE_SIZE, `Ask for 1 to ${MAX_PAGE_SIZE} messages a page.`)
    .optional(),
  before: z
    .string()
    .transform((text, context) => {
      const position = parsePosition(text);
      if (!position) {
        context.addIssue({ code: "custom", message: "Pass the `next` of the page before." });
        return z.NEVER;
      }
      return position;
    })
    .optional(),
});
