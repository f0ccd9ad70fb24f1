import type { LeadStatus } from "../../../domain/inquiries.model.ts";
import type { MessageStatus } from "../../../domain/messages.model.ts";
import { languageName } from "../../../domain/translations.model.ts";
import { type Language, SOURCE_LANGUAGE } from "../../../i18n/languages.ts";

// The inbox's badges, the same in the list and on an inquiry's own screen.

export const LEAD_BADGES: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  "in-progress": "bg-violet-100 text-violet-900",
  quoted: "bg-amber-100 text-amber-950",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
};

const STATUS_BADGES: Record<MessageStatus, string> = {
  unread: "bg-blue-100 text-blue-900",
  read: "bg-slate-200 text-slate-800",
  replied: "bg-green-100 text-green-900",
};

/** The spec's status, except that spam says so and a reply nobody was sent says so. */
export function statusBadge(message: {
  spam: boolean;
  replyNotSent: boolean;
  status: MessageStatus;
}): { label: string; className: string } {
  if (message.spam) return { label: "Spam", className: "bg-amber-100 text-amber-950" };
  if (message.replyNotSent) {
    return { label: "Reply not e-mailed", className: "bg-amber-100 text-amber-950" };
  }
  return { label: message.status, className: STATUS_BADGES[message.status] };
}

/**
 * A message's language, named in English, when it is not the source language (most are, and
 * need no mark); null for those.
 */
export function LanguageBadge({ language, className }: { language: Language; className: string }) {
  if (language === SOURCE_LANGUAGE) return null;
  return (
    <span className={`rounded-full bg-teal-100 font-semibold text-teal-900 ${className}`}>
      {languageName(language)}
    </span>
  );
}
