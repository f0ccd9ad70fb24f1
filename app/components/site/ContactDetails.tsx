import { Clock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import {
  type OfficeContact,
  oneLineAddress,
  workingHoursLines,
} from "../../domain/contact-info.model.ts";
import { answerTimeIn } from "../../i18n/answer-time.ts";
import { fill } from "../../i18n/fill.ts";
import { useWords } from "../../i18n/useWords.ts";
import { mailtoHref, telHref } from "../../lib/links.ts";

interface ContactDetailsProps {
  contact: OfficeContact;
  headingLevel: "h2" | "h3";
  /** The language of the office's words (country, hours), where it is not the page's. */
  lang?: string | undefined;
}

/** One kind of contact detail: its icon in a disc, its heading, and the detail itself. */
function Detail({
  icon: Icon,
  title,
  headingLevel: Heading,
  children,
}: {
  icon: LucideIcon;
  title: string;
  headingLevel: "h2" | "h3";
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <Heading className="font-semibold text-slate-900">{title}</Heading>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails({ contact, headingLevel, lang }: ContactDetailsProps) {
  const { email, phones, workingHours, answerDays } = contact;
  const { contact: words, pages, answerTime: answerTimeWords } = useWords();
  return (
    <div className="space-y-6">
      <Detail icon={MapPin} title={words.address} headingLevel={headingLevel}>
        <address lang={lang} className="not-italic">
          {oneLineAddress(contact)}
        </address>
      </Detail>
      <Detail icon={Phone} title={words.phone} headingLevel={headingLevel}>
        <ul>
          {phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} className="hover:text-primary-800 hover:underline">
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </Detail>
      <Detail icon={Mail} title={words.email} headingLevel={headingLevel}>
        <a href={mailtoHref(email)} className="break-all hover:text-primary-800 hover:underline">
          {email}
        </a>
      </Detail>
      <Detail icon={Clock} title={words.hours} headingLevel={headingLevel}>
        <ul lang={lang}>
          {workingHoursLines(workingHours).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-2">
          {fill(pages.contactAnswer, { answerTime: answerTimeIn(answerTimeWords, answerDays) })}
        </p>
      </Detail>
    </div>
  );
}
