import { Mail, MessageCircle, Phone } from "lucide-react";
import type { Inquiry } from "../../../domain/inquiries.model.ts";
import { mailtoHref, telHref, whatsappHref } from "../../../lib/links.ts";

const contactLinkClass =
  "inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100";

/** Call, WhatsApp and e-mail the sender, each one tap (what they gave: a phone number, an address, both). */
export function ContactLinks({ message }: { message: Inquiry }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {message.phone ? (
        <>
          <li>
            <a href={telHref(message.phone)} className={contactLinkClass}>
              <Phone aria-hidden="true" className="size-4" />
              Call {message.phone}
            </a>
          </li>
          <li>
            <a
              href={whatsappHref(message.phone)}
              target="_blank"
              rel="noopener noreferrer"
              className={contactLinkClass}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp<span className="sr-only"> {message.name} (opens WhatsApp)</span>
            </a>
          </li>
        </>
      ) : null}
      {message.email ? (
        <li className="min-w-0">
          <a href={mailtoHref(message.email)} className={`${contactLinkClass} break-all`}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {message.email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
