import { fill } from "../i18n/fill.ts";
import type { Words } from "../i18n/words.ts";

/** `+231 770 123 456` → `tel:+231770123456`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/**
 * `+231 770 123 456` → `https://wa.me/231770123456?text=…`: WhatsApp's click-to-chat link, which
 * wants the international number as digits only. The text is what the chat starts with.
 */
export function whatsappHref(number: string, text = ""): string {
  const chat = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

/**
 * The first words of a WhatsApp chat from the site, in the page's `words`: `page` names where
 * the visitor was.
 */
export function whatsappText(words: Words["whatsapp"], page?: string): string {
  return page ? fill(words.fromPage, { page }) : words.fromSite;
}

/**
 * A link the office writes as `whatsapp`: a chat with the office's WhatsApp number (Contact
 * Info), so it follows a changed number and goes when the office clears it.
 */
export const OFFICE_WHATSAPP = "whatsapp";

/** Where a link the office wrote goes: `whatsapp` made a chat link, or nowhere without a number. */
export function officeLink(
  link: string,
  whatsapp: string,
  chat: { words: Words["whatsapp"]; page?: string },
): string | null {
  if (link !== OFFICE_WHATSAPP) return link;
  return whatsapp ? whatsappHref(whatsapp, whatsappText(chat.words, chat.page)) : null;
}
