import { Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { SITE_NAME } from "../../content/site.ts";
import {
  type OfficeContact,
  oneLineAddress,
  workingHoursLines,
} from "../../domain/contact-info.model.ts";
import { usePathIn, useWords } from "../../i18n/useWords.ts";
import { ContactLink } from "./ContactLink.tsx";
import { Logo } from "./Logo.tsx";
import { SITE_PAGES } from "./site-pages.ts";

interface FooterProps {
  contact: OfficeContact;
  /** The language of the contact details' words (country, hours), where it is not the page's. */
  contactLang?: string | undefined;
  /** The office's uploaded logo, or null for the built-in one. */
  logo: string | null;
  /** The published services, in the office's order. */
  services: { title: string; slug: string }[];
  /** A few words about the group, as the office wrote them. */
  blurb: string;
  /** The blurb's language, where it is not the page's. */
  blurbLang?: string | undefined;
}

const footerContactLink = {
  className: "flex items-center gap-2 hover:text-white hover:underline",
  iconClassName: "size-4 shrink-0",
};

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 text-base font-semibold text-white">{children}</h2>;
}

export function Footer({ contact, contactLang, logo, services, blurb, blurbLang }: FooterProps) {
  const pathIn = usePathIn();
  const { footer } = useWords();
  return (
    <footer className="on-dark bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="mb-4">
            <Logo uploaded={logo} on="dark" />
          </p>
          {blurb ? (
            <p lang={blurbLang} className="text-sm leading-relaxed">
              {blurb}
            </p>
          ) : null}
        </div>
        <nav aria-label={footer.quickLinksLabel}>
          <FooterHeading>{footer.quickLinks}</FooterHeading>
          <ul className="space-y-2 text-sm">
            {SITE_PAGES.map((link) => (
              <li key={link.to}>
                <Link to={pathIn(link.to)} className="hover:text-white hover:underline">
                  {footer.links[link.name]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footer.ourServicesLabel}>
          <FooterHeading>{footer.ourServices}</FooterHeading>
          <ul className="space-y-2 text-sm">
            {services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={pathIn(`/services/${service.slug}`)}
                  className="hover:text-white hover:underline"
                >
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <FooterHeading>{footer.contact}</FooterHeading>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span lang={contactLang}>{oneLineAddress(contact)}</span>
            </p>
            <p>
              <ContactLink channel="email" value={contact.email} {...footerContactLink} />
            </p>
            {contact.phones.slice(0, 2).map((phone) => (
              <p key={phone}>
                <ContactLink channel="phone" value={phone} {...footerContactLink} />
              </p>
            ))}
          </address>
          <p className="mt-3 flex gap-2 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="sr-only">{footer.businessHours}</span>
            <span lang={contactLang} className="whitespace-pre-line">
              {workingHoursLines(contact.workingHours).join("\n")}
            </span>
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-sm">
          <p>{`© ${new Date().getFullYear()} ${SITE_NAME}. ${footer.allRightsReserved}`}</p>
          <Link to={pathIn("/privacy")} className="inline-block py-1 underline hover:text-white">
            {footer.privacyNotice}
          </Link>
        </div>
      </div>
    </footer>
  );
}
