import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { useId } from "react";
import { href, Link, NavLink } from "react-router";
import { usePathIn, useWords } from "../../i18n/useWords.ts";
import type { Words } from "../../i18n/words.ts";
import { telHref } from "../../lib/links.ts";
import { ContactLink } from "./ContactLink.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { Logo } from "./Logo.tsx";
import { SITE_PAGES } from "./site-pages.ts";
import { WhatsAppIcon } from "./WhatsAppIcon.tsx";

export interface ServiceLink {
  title: string;
  slug: string;
}

interface HeaderProps {
  email: string;
  phones: string[];
  /** The WhatsApp chat link for this page; null hides the WhatsApp buttons. */
  whatsappLink: string | null;
  services: ServiceLink[];
  /** The office's uploaded logo, or null for the built-in one. */
  logo: string | null;
  /**
   * Whether the desktop top bar links to the sign-in (the office may turn it off). Never in
   * the phone menu: a visitor has no use for it there, and it only invites guessing.
   */
  adminLoginLink: boolean;
}

/** A service's page as a WhatsApp message names it: `Services: <title>`. */
export function servicePageName(title: string, menu: Words["menu"]): string {
  return `${menu.services}: ${title}`;
}

/**
 * What a visitor's WhatsApp message says they were reading: the menu's name for the page, or
 * `Services: <title>` on a service's page; nothing on any other page.
 */
export function pageNameOf(
  pathname: string,
  services: ServiceLink[],
  menu: Words["menu"],
): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const service = path.startsWith("/services/")
    ? services.find(({ slug }) => path === `/services/${slug}`)
    : undefined;
  if (service) return servicePageName(service.title, menu);
  const page = SITE_PAGES.find((item) => item.to === path);
  return page ? menu[page.name] : undefined;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 font-medium transition-colors ${
    isActive
      ? "bg-primary-50 text-primary-800 underline decoration-2 underline-offset-8"
      : "text-slate-800 hover:bg-slate-100 hover:text-primary-800"
  }`;

/**
 * The Services entry: a link to /services plus a button that opens the list of services.
 * Without JavaScript the list opens on hover and on keyboard focus (CSS); with it, the
 * enhancement script (app/enhance/menus.ts) sets `data-state`, which the CSS then obeys.
 */
function ServicesMenu({ services }: { services: ServiceLink[] }) {
  const pathIn = usePathIn();
  const listId = useId();
  const words = useWords();
  return (
    <div data-dropdown className="group relative">
      <div className="flex items-center">
        <NavLink to={pathIn("/services")} className={linkClass}>
          {words.menu.services}
        </NavLink>
        <button
          data-dropdown-button
          type="button"
          aria-expanded="false"
          aria-controls={listId}
          aria-label={words.frame.showAllServices}
          className="rounded p-2 text-slate-700 hover:bg-slate-100"
        >
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-data-[state=open]:rotate-180"
          />
        </button>
      </div>
      <ul
        id={listId}
        className="absolute start-0 top-full z-50 hidden min-w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg group-focus-within:block group-hover:block group-data-[state=closed]:hidden! group-data-[state=open]:block!"
      >
        {services.map((service) => (
          <li key={service.slug}>
            <NavLink
              to={pathIn(`/services/${service.slug}`)}
              className={({ isActive }) =>
                `block px-4 py-2 text-sm ${
                  isActive
                    ? "bg-primary-50 font-semibold text-primary-800"
                    : "text-slate-800 hover:bg-slate-100"
                }`
              }
            >
              {service.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Under 768 px: a menu button. It is a <details>, so it opens without JavaScript; the
 * enhancement script closes it on Escape and on a tap outside.
 */
function MobileMenu({ services }: { services: ServiceLink[] }) {
  const pathIn = usePathIn();
  const words = useWords();
  return (
    <details data-mobile-menu className="group md:hidden">
      <summary
        aria-label={words.frame.menu}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full border-t border-slate-200 bg-white px-4 pb-4 shadow-lg">
        <nav aria-label={words.frame.mainMenu}>
          <ul className="flex flex-col gap-1 pt-2">
            {SITE_PAGES.map((item) => (
              <li key={item.to}>
                <NavLink to={pathIn(item.to)} end={item.to === "/"} className={linkClass}>
                  {words.menu[item.name]}
                </NavLink>
                {item.to === "/services" && (
                  <ul className="ms-4 border-s border-slate-200 ps-2">
                    {services.map((service) => (
                      <li key={service.slug}>
                        <NavLink to={pathIn(`/services/${service.slug}`)} className={linkClass}>
                          {service.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 border-t border-slate-200 pt-3">
          <LanguageSwitcher look="light" />
        </div>
      </div>
    </details>
  );
}

const topBarContactLink = {
  className: "inline-flex items-center gap-2 hover:underline",
  iconClassName: "size-4",
};

/** In the top bar, calling and WhatsApp are buttons: a framed pill with their icon and words. */
const topBarButton =
  "inline-flex items-center gap-2 rounded-full border border-white/50 px-3 py-1 font-medium hover:bg-white/15";

const quickActionClass =
  "inline-flex h-12 min-w-12 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-[0.6875rem] min-[400px]:px-1.5 font-semibold leading-none text-white transition-colors";

/**
 * Under 768 px: call and WhatsApp in the bar itself, one tap away without opening the menu,
 * each a button with its word under its icon (the accessible name starts with that word).
 */
function QuickActions({ phone, whatsappLink }: { phone?: string; whatsappLink: string | null }) {
  const { frame } = useWords();
  return (
    <>
      {phone ? (
        <a
          href={telHref(phone)}
          aria-label={frame.callUs}
          className={`${quickActionClass} bg-primary-700 hover:bg-primary-800`}
        >
          <Phone aria-hidden="true" className="size-5" />
          {frame.call}
        </a>
      ) : null}
      {whatsappLink ? (
        <a
          href={whatsappLink}
          aria-label={frame.whatsappUs}
          className={`${quickActionClass} bg-accent-700 hover:bg-green-800`}
        >
          <WhatsAppIcon className="size-5" />
          WhatsApp
        </a>
      ) : null}
    </>
  );
}

export function Header({
  email,
  phones,
  whatsappLink,
  services,
  logo,
  adminLoginLink,
}: HeaderProps) {
  const pathIn = usePathIn();
  const words = useWords();
  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      <div className="on-dark hidden bg-primary-900 text-sm text-white md:block">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <li>
              <ContactLink channel="email" value={email} {...topBarContactLink} />
            </li>
            {phones.slice(0, 2).map((phone) => (
              <li key={phone}>
                <ContactLink
                  channel="phone"
                  value={phone}
                  className={topBarButton}
                  iconClassName="size-4"
                />
              </li>
            ))}
            {whatsappLink ? (
              <li>
                <a href={whatsappLink} className={topBarButton}>
                  <WhatsAppIcon className="size-4" />
                  {words.frame.whatsappUs}
                </a>
              </li>
            ) : null}
          </ul>
          <div className="flex items-center gap-4">
            <LanguageSwitcher look="dark" />
            {adminLoginLink ? (
              <Link to={href("/admin")} className="whitespace-nowrap font-medium hover:underline">
                {words.frame.adminLogin}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-1 px-3 py-3 min-[400px]:gap-2 min-[400px]:px-4 sm:gap-4">
        <Link to={pathIn("/")} className="shrink-0 rounded">
          <Logo uploaded={logo} on="light" />
        </Link>
        <nav aria-label={words.frame.mainMenu} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SITE_PAGES.map((item) => (
              <li key={item.to}>
                {item.to === "/services" ? (
                  <ServicesMenu services={services} />
                ) : (
                  <NavLink to={pathIn(item.to)} end={item.to === "/"} className={linkClass}>
                    {words.menu[item.name]}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {/*
          Closer together under 400 px, where the name, Call, WhatsApp and the menu just fit, with
          the longer words of other languages ("Appeler").
        */}
        <div className="flex items-center gap-1 min-[400px]:gap-2 md:hidden">
          <QuickActions phone={phones[0]} whatsappLink={whatsappLink} />
          <MobileMenu services={services} />
        </div>
      </div>
    </header>
  );
}
