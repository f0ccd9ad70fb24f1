import { SITE_NAME } from "../content/site.ts";
import type { ReplyTemplate } from "./reply-templates.schema.ts";

// One composition for the reply box's preview and the mail (decision 067): what the office sees
// around the text it types is what the visitor receives, and no copy can drift from the other.

/** A reply as it is e-mailed: the greeting, the text the staff member wrote, their signature. */
export interface ComposedReply {
  /** Null when the text opens with a greeting of its own, so the mail carries only one. */
  greeting: string | null;
  body: string;
  /** Null when the text already ends with it. */
  signature: string | null;
  /** The three, as the mail's text has them. */
  text: string;
}

/** The signature of someone who has not written their own: their name and the company's. */
export function defaultSignature(name: string): string {
  return ["Best regards,", name.trim(), SITE_NAME].filter(Boolean).join("\n");
}

export function greetingFor(name: string): string {
  return `Dear ${name},`;
}

/** A first line such as "Dear Kofi," or "Hello Ms Mensah,": the writer greeted them already. */
const OWN_GREETING = /^(dear|hello|hi|good (morning|afternoon|evening))\b.{0,80},$/i;

function lines(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/** What is sent for `body` to `name`, signed with `signature`. */
export function composeReply({
  name,
  body,
  signature,
}: {
  name: string;
  body: string;
  signature: string;
}): ComposedReply {
  const text = lines(body);
  const signed = lines(signature);
  const firstLine = text.split("\n", 1)[0]?.trim() ?? "";
  const greeting = OWN_GREETING.test(firstLine) ? null : greetingFor(name);
  const closing = signed === "" || text.endsWith(signed) ? null : signed;
  return {
    greeting,
    body: text,
    signature: closing,
    text: [greeting, text, closing].filter((part) => part !== null).join("\n\n"),
  };
}

/** A reply given, as it was e-mailed; replies from before signatures were kept had the company's name. */
export function composeSentReply(message: {
  name: string;
  reply: string | null;
  replySignature: string | null;
}): ComposedReply {
  return composeReply({
    name: message.name,
    body: message.reply ?? "",
    signature: message.replySignature ?? SITE_NAME,
  });
}

/** What a member of staff's reply box needs wherever it is drawn: their signature, the templates. */
export interface ReplyKit {
  signature: string;
  templates: ReplyTemplate[];
}
