import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { workingHoursLines } from "../../domain/contact-info.model.ts";
import { mailtoHref, telHref } from "../../lib/links.ts";

interface ContactDetailsProps {
  address: string;
  email: string;
  phones: string[];
  workingHours: string;
  headingLevel: "h2" | "h3";
}

function Detail({
  icon,
  title,
  headingLevel: Heading,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  headingLevel: "h2" | "h3";
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        {icon}
      </span>
      <div>
        <Heading className="font-semibold text-slate-900">{title}</Heading>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails({
  address,
  email,
  phones,
  workingHours,
  headingLevel,
}: ContactDetailsProps) {
  return (
    <div className="space-y-6">
      <Detail
        icon={<MapPin aria-hidden="true" className="size-5" />}
        title="Address"
        headingLevel={headingLevel}
      >
        <address className="not-italic">{address}</address>
      </Detail>
      <Detail
        icon={<Phone aria-hidden="true" className="size-5" />}
        title="Phone"
        headingLevel={headingLevel}
      >
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
      <Detail
        icon={<Mail aria-hidden="true" className="size-5" />}
        title="Email"
        headingLevel={headingLevel}
      >
        <a href={mailtoHref(email)} className="break-all hover:text-primary-800 hover:underline">
          {email}
        </a>
      </Detail>
      <Detail
        icon={<Clock aria-hidden="true" className="size-5" />}
        title="Working Hours"
        headingLevel={headingLevel}
      >
        <ul>
          {workingHoursLines(workingHours).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Detail>
    </div>
  );
}
