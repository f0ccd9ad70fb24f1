import { data, Outlet, useLocation } from "react-router";
import { ErrorPage } from "../../components/site/ErrorPage.tsx";
import { Footer } from "../../components/site/Footer.tsx";
import { Header, pageNameOf, type ServiceLink } from "../../components/site/Header.tsx";
import { LanguageOffers } from "../../components/site/LanguageSwitcher.tsx";
import {
  defaultContactInfo,
  defaultServices,
  defaultSiteTexts,
} from "../../content/default-content.ts";
import { SITE_NAME } from "../../content/site.ts";
import { getBrand } from "../../domain/brand.server.ts";
import type { ContactInfo } from "../../domain/contact-info.schema.ts";
import { isLaunched } from "../../domain/launch.server.ts";
import {
  contactShownIn,
  listLocalizedServices,
  siteTextsShownIn,
} from "../../domain/localized-content.server.ts";
import type { Service } from "../../domain/services.model.ts";
import type { SiteTexts } from "../../domain/site-texts.schema.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { type Language, SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { languageOfPath, languageOfRequest, sourcePath } from "../../i18n/paths.ts";
import { PageLanguage, useLanguage, useWords } from "../../i18n/useWords.ts";
import { wordsOfPath } from "../../i18n/words.ts";
import { describeError } from "../../lib/error-pages.ts";
import { whatsappHref, whatsappText } from "../../lib/links.ts";
import type { Route } from "./+types/layout";

const serviceLinks = (services: Service[]) => services.map(({ title, slug }) => ({ title, slug }));

interface SiteContent {
  contact: ContactInfo;
  /** The language the contact details' words are in: the page's, or English for want of it. */
  contactLanguage: Language;
  services: ServiceLink[];
  /** The office's own logo, or null for the built-in mark. */
  logo: string | null;
  /** The footer's text, the home page's headings and the pages' search texts. */
  texts: SiteTexts;
  /** The language the footer's text is in: the page's, or English for want of it. */
  textsLanguage: Language;
  /** An administrator launched the site; until then search engines are asked not to list it. */
  launched: boolean;
}

/** What the header and footer show when the database cannot say. */
const builtInSiteContent = (): SiteContent => ({
  contact: defaultContactInfo,
  contactLanguage: SOURCE_LANGUAGE,
  services: serviceLinks(defaultServices),
  // The built-in mark.
  logo: null,
  texts: defaultSiteTexts,
  textsLanguage: SOURCE_LANGUAGE,
  // The built-in content is the placeholder a launch is about: never for search engines.
  launched: false,
});

/** Before the launch, what the robots meta says, for crawlers that read only headers. */
const NOT_LISTED = { "X-Robots-Tag": "noindex" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const content = await readPublicContent(
    context,
    async (db): Promise<SiteContent> => {
      // Asked together: on PostgreSQL each is a round trip of its own.
      const [contact, services, brand, texts, launched] = await Promise.all([
        contactShownIn(db, language),
        listLocalizedServices(db, language),
        getBrand(db),
        siteTextsShownIn(db, language),
        isLaunched(db),
      ]);
      return {
        contact: contact.page,
        contactLanguage: contact.language,
        services: serviceLinks(services),
        logo: brand.logo,
        texts: texts.page,
        textsLanguage: texts.language,
        launched,
      };
    },
    builtInSiteContent,
  );
  return data(content, content.launched ? undefined : { headers: NOT_LISTED });
}

// Pages without a `headers` of their own take these; those with one add theirs to them.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// Each page names itself; only a page that failed is named here (see ErrorBoundary).
export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  return [
    {
      title: `${describeError(error, wordsOfPath(location.pathname).errors).heading} | ${SITE_NAME}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The site's frame around every public page: skip link, header, main and footer; before the
 * launch, the robots meta (React puts it in the head). An error page has its own (see meta).
 */
function SiteFrame({
  content,
  noindex,
  children,
}: {
  content: SiteContent;
  noindex: boolean;
  children: React.ReactNode;
}) {
  const { contact, services, logo, texts } = content;
  const { pathname } = useLocation();
  const words = useWords();
  // The office's words in English while their translation is not published, and marked so.
  const language = useLanguage();
  const marked = (written: Language) => (written === language ? undefined : written);
  const whatsappLink = contact.whatsapp
    ? whatsappHref(
        contact.whatsapp,
        whatsappText(words.whatsapp, pageNameOf(sourcePath(pathname), services, words.menu)),
      )
    : null;
  return (
    <>
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-primary-800 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {words.frame.skipToContent}
      </a>
      <Header
        email={contact.email}
        phones={contact.phones}
        whatsappLink={whatsappLink}
        services={services}
        logo={logo}
        adminLoginLink={texts.adminLoginLink === "shown"}
      />
      {/* The enhancement script says here what became of a message kept offline. */}
      <p
        data-outbox-notice
        data-sent-later={words.script.sentLater}
        data-refused-later={words.script.refusedLater}
        data-your-message={words.script.yourMessage}
        role="status"
        hidden
        className="bg-green-50 px-4 py-3 text-center font-medium text-green-900 data-[tone=refused]:bg-red-50 data-[tone=refused]:text-red-900"
      />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer
        contact={contact}
        contactLang={marked(content.contactLanguage)}
        logo={logo}
        services={services}
        blurb={texts.footerBlurb}
        blurbLang={marked(content.textsLanguage)}
      />
      <LanguageOffers />
    </>
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguage language={languageOfPath(useLocation().pathname)}>
      <SiteFrame content={loaderData} noindex={!loaderData.launched}>
        <Outlet />
      </SiteFrame>
    </PageLanguage>
  );
}

/**
 * An unknown address (the `*` route), a page whose loader said 404, or a failure: the site's
 * own page, in its header and footer, with the status the server answered. Without the
 * layout's data (its loader itself failed) the frame shows the built-in content.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <PageLanguage language={languageOfPath(useLocation().pathname)}>
      <SiteErrorPage error={error} content={loaderData ?? builtInSiteContent()} />
    </PageLanguage>
  );
}

function SiteErrorPage({ error, content }: { error: unknown; content: SiteContent }) {
  const words = useWords();
  const { heading, text } = describeError(error, words.errors);
  return (
    <SiteFrame content={content} noindex={false}>
      <ErrorPage
        heading={heading}
        text={text}
        back={{ to: "/", label: words.errors.toHome }}
        services={content.services}
      />
    </SiteFrame>
  );
}
