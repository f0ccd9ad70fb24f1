import { z } from "zod";
import { requiredText, rowsOf } from "./fields.ts";

export const REPLY_TEMPLATES_MAX = 20;
export const TEMPLATE_TITLE_MAX = 60;
export const TEMPLATE_TEXT_MAX = 5000;

/** A reply the office often writes, to start a new one from (decision 067). */
export interface ReplyTemplate {
  title: string;
  /** The reply's text between the greeting and the signature, which the mail adds. */
  text: string;
}

/** What the office starts with, until it saves its own list. */
export const BUILT_IN_REPLY_TEMPLATES: ReplyTemplate[] = [
  {
    title: "Request received",
    text: "Thank you for your request. We have received it and are looking into it now. We will come back to you within one working day.",
  },
  {
    title: "Documents needed",
    text: "Thank you for your request. To prepare an accurate answer we need a few documents from you:\n\n- \n\nYou can reply to this e-mail with them attached.",
  },
];

const TemplateSchema = z.object({
  title: requiredText("the template's name", TEMPLATE_TITLE_MAX),
  text: requiredText("the template's text", TEMPLATE_TEXT_MAX).transform((value) =>
    value.replace(/\r\n?/g, "\n"),
  ),
});

/** The office's list, in the order the reply box offers it; no two with the same name. */
const templates = z.preprocess(
  rowsOf,
  z
    .array(TemplateSchema, { error: "Send the templates as a list." })
    .max(REPLY_TEMPLATES_MAX, `Keep at most ${REPLY_TEMPLATES_MAX} templates.`)
    .superRefine((list, context) => {
      const seen = new Set<string>();
      list.forEach((template, index) => {
        const key = template.title.toLowerCase();
        if (seen.has(key)) {
          context.addIssue({
            code: "custom",
            path: [index, "title"],
            message: "Another template has this name.",
          });
        }
        seen.add(key);
      });
    }),
);

export const ReplyTemplatesInputSchema = z.object({
  templates: templates.default([]),
  /** The version the editor loaded; 0 while nothing is stored (the built-in templates). */
  version: z.coerce.number().int().min(0).optional(),
});

export interface ReplyTemplates {
  templates: ReplyTemplate[];
  version: number;
}
