import { NewTabLink } from "../../components/NewTabLink.tsx";
import { ContactDetails } from "../../components/site/ContactDetails.tsx";
import { ContactForm } from "../../components/site/ContactForm.tsx";
import { formChecks } from "../../components/site/form-checks.ts";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { QuoteChooser } from "../../components/site/QuoteChooser.tsx";
import { useBanner } from "../../components/site/useSiteLayout.ts";
import { defaultContactInfo } from "../../content/default-content.ts";
import { issueFormProof } from "../../domain/form-proof.server.ts";
import { contactShownIn } from "../../domain/localized-content.server.ts";
import { ContactMessageInputSchema } from "../../domain/messages.schema.ts";
import { handleContactForm } from "../../http/contact-form.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { answerTimeIn } from "../../i18n/answer-time.ts";
import { fill } from "../../i18n/fill.ts";
import { SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { languageOfRequest } from "../../i18n/paths.ts";
import { useLanguage, usePathIn, useWords } from "../../i18n/useWords.ts";
import { wordsOfPath } from "../../i18n/words.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/contact";

export const handle = PUBLIC_PAGE;

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const content = await readPublicContent(
    context,
    async (db) => {
      const [contact, formProof] = await Promise.all([
        contactShownIn(db, language),
        issueFormProof(db, Date.now(), "page"),
      ]);
      return { contact: contact.page, contactLanguage: contact.language, formProof };
    },
    () => ({ contact: defaultContactInfo, contactLanguage: SOURCE_LANGUAGE, formProof: "" }),
  );
  return { ...content, contactForm: formChecks(ContactMessageInputSchema) };
}

export const action = handleContactForm;
export const headers = withActionHeaders;

export function meta({ matches, location }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  const words = wordsOfPath(location.pathname);
  const answerDays = site.contact?.answerDays ?? defaultContactInfo.answerDays;
  return pageMeta(site, {
    title: words.pages.contact.title,
    description: fill(words.pages.contact.description, {
      answerTime: answerTimeIn(words.answerTime, answerDays),
    }),
    path: "/contact",
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const pathIn = usePathIn();
  const { contact, formProof, contactForm } = loaderData;
  // The office's words in English while their translation is not published, and marked so.
  const lang =
    loaderData.contactLanguage === useLanguage() ? undefined : loaderData.contactLanguage;
  const banner = useBanner("/contact");
  const { contact: words, pages } = useWords();
  return (
    <>
      <PageBanner title={pages.contact.title} subtitle={pages.contact.subtitle} picture={banner} />
      <section aria-labelledby="quote-title" className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id="quote-title" className="text-2xl font-bold text-slate-900">
          {words.quoteHeading}
        </h2>
        <p className="mt-2 text-slate-700">{words.quoteIntro}</p>
        <QuoteChooser />
      </section>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="details-title">
          <h2 id="details-title" className="mb-6 text-2xl font-bold text-slate-900">
            {words.getInTouch}
          </h2>
          <ContactDetails contact={contact} headingLevel="h3" lang={lang} />
          {contact.description ? (
            <p lang={lang} className="mt-8 text-slate-700">
              {contact.description}
            </p>
          ) : null}
          {contact.mapUrl ? (
            <NewTabLink
              href={contact.mapUrl}
              className="mt-4 inline-flex items-center gap-2 font-semibold text-primary-700 hover:underline"
              iconClassName="size-4"
            >
              {words.findOnMap}
            </NewTabLink>
          ) : null}
        </section>
        <ContactForm
          action={pathIn("/contact")}
          headingLevel="h2"
          checks={contactForm}
          formProof={formProof}
          bordered
        />
      </div>
    </>
  );
}
