import { ArrowLink } from "../../components/site/ArrowLink.tsx";
import { ContactDetails } from "../../components/site/ContactDetails.tsx";
import { ContactForm } from "../../components/site/ContactForm.tsx";
import { formChecks } from "../../components/site/form-checks.ts";
import { HeroCarousel } from "../../components/site/HeroCarousel.tsx";
import { CARD_FEATURES, ServiceCard } from "../../components/site/ServiceCard.tsx";
import { TeamMemberCard } from "../../components/site/TeamMemberCard.tsx";
import { KeyFigures, Partners, Testimonials } from "../../components/site/TrustSections.tsx";
import { useSiteLayout } from "../../components/site/useSiteLayout.ts";
import {
  defaultAbout,
  defaultHero,
  defaultServices,
  defaultSiteTexts,
  defaultTeamMembers,
} from "../../content/default-content.ts";
import { defaultTrust } from "../../content/default-trust.ts";
import { issueFormProof } from "../../domain/form-proof.server.ts";
import {
  aboutShownIn,
  heroShownIn,
  listLocalizedServices,
  listLocalizedTeam,
  trustShownIn,
} from "../../domain/localized-content.server.ts";
import { ContactMessageInputSchema } from "../../domain/messages.schema.ts";
import type { AboutContent, HeroPage } from "../../domain/page-content.schema.ts";
import { type HomeSection, homeHeading } from "../../domain/site-texts.schema.ts";
import type { LocalizedTeamMember } from "../../domain/translations.model.ts";
import { HOME_TESTIMONIALS, type TrustContent } from "../../domain/trust.model.ts";
import { handleContactForm } from "../../http/contact-form.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { languageOfRequest } from "../../i18n/paths.ts";
import { useLanguage, usePathIn, useWords } from "../../i18n/useWords.ts";
import { officeLink } from "../../lib/links.ts";
import { paragraphsOf } from "../../lib/paragraphs.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/home";

export const handle = PUBLIC_PAGE;

const HOME_SERVICES = 3;
const HOME_TEAM = 3;

/** What the home page shows of the proof of trust. */
function homeTrust({ figures, partners, testimonials }: TrustContent) {
  return { figures, partners, testimonials: testimonials.slice(0, HOME_TESTIMONIALS) };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const builtIn = () => ({
    hero: defaultHero,
    heroLanguage: SOURCE_LANGUAGE,
    about: defaultAbout,
    aboutLanguage: SOURCE_LANGUAGE,
    services: defaultServices.slice(0, HOME_SERVICES),
    team: defaultTeamMembers
      .slice(0, HOME_TEAM)
      .map((member): LocalizedTeamMember => ({ ...member, englishFields: [] })),
    trust: homeTrust(defaultTrust),
    formProof: "",
  });
  const content = await readPublicContent(
    context,
    async (db) => {
      // Asked together: on PostgreSQL each is a round trip of its own.
      const [hero, about, services, team, trust, formProof] = await Promise.all([
        heroShownIn(db, language),
        aboutShownIn(db, language),
        listLocalizedServices(db, language),
        listLocalizedTeam(db, language),
        trustShownIn(db, language),
        issueFormProof(db, Date.now(), "page"),
      ]);
      return {
        hero: hero.page,
        heroLanguage: hero.language,
        about: about.page,
        aboutLanguage: about.language,
        services: services.slice(0, HOME_SERVICES),
        team: team.slice(0, HOME_TEAM),
        trust: homeTrust(trust),
        formProof,
      };
    },
    builtIn,
  );
  return { ...content, contactForm: formChecks(ContactMessageInputSchema) };
}

export const action = handleContactForm;
export const headers = withActionHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const hero = loaderData?.hero;
  if (!hero) return [];
  return pageMeta(siteMetaFrom(matches), {
    title: hero.title,
    description: hero.content.description,
    path: "/",
  });
}

/**
 * A section of the home page under its heading. A tinted one is a grey band across the page,
 * its content kept to the column.
 */
/**
 * The short about: the office's own few words for the home page, or, for content saved before
 * they existed, the story's first paragraph (else the mission), so the page is never empty.
 */
function homeSummaryOf({ homeSummary, companyHistory, mission }: AboutContent): string[] {
  const summary = paragraphsOf(homeSummary);
  if (summary.length > 0) return summary;
  const story = paragraphsOf(companyHistory);
  return story.length > 0 ? story.slice(0, 1) : [mission];
}

function PageSection({
  id,
  title,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  children: React.ReactNode;
}) {
  const content = (
    <>
      <h2 id={id} className="text-3xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </>
  );
  return tinted ? (
    <section aria-labelledby={id} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-16">
      {content}
    </section>
  );
}

/**
 * The hero's main action (Learn More → /about when the content names none, as the spec has it)
 * and, when the office set both its words and its target, a second one beside it.
 */
function HeroActions({ hero, whatsapp }: { hero: HeroPage; whatsapp: string }) {
  const pathIn = usePathIn();
  const { buttonText, buttonLink, secondButtonText } = hero.content;
  const words = useWords();
  const { learnMore } = words.services;
  const secondButtonLink = officeLink(hero.content.secondButtonLink ?? "", whatsapp, {
    words: words.whatsapp,
    page: words.menu.home,
  });
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <ArrowLink
        to={pathIn(buttonLink || "/about")}
        className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
      >
        {buttonText || learnMore}
        <span className="sr-only">: {hero.title}</span>
      </ArrowLink>
      {secondButtonText && secondButtonLink ? (
        <a
          href={pathIn(secondButtonLink)}
          className="inline-flex items-center rounded-md border-2 border-primary-700 bg-white px-6 py-2.5 font-semibold text-primary-800 hover:bg-primary-700 hover:text-white"
        >
          {secondButtonText}
        </a>
      ) : null}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const pathIn = usePathIn();
  const { hero, about, services, team, trust, formProof, contactForm } = loaderData;
  const layout = useSiteLayout();
  const language = useLanguage();
  const words = useWords();
  // The office's headings in English, or in the language once translated and published; else
  // the site's own heading in the page's language.
  const texts = layout?.textsLanguage === language ? layout.texts : undefined;
  const heading = (section: HomeSection) =>
    language === SOURCE_LANGUAGE
      ? homeHeading(layout?.texts ?? defaultSiteTexts, section)
      : texts?.homeHeadings[section] || words.home.headings[section];
  // The office's texts in English while their translation is not published, and marked so.
  const heroLang = loaderData.heroLanguage === language ? undefined : loaderData.heroLanguage;
  const aboutLang = loaderData.aboutLanguage === language ? undefined : loaderData.aboutLanguage;
  const images = hero.images.filter((image): image is string => Boolean(image));
  const summary = homeSummaryOf(about.content);

  return (
    <>
      <section aria-labelledby="hero-title" className="bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div lang={heroLang}>
            {hero.content.subtitle ? (
              <p className="mb-3 font-semibold uppercase tracking-wide text-primary-700">
                {hero.content.subtitle}
              </p>
            ) : null}
            <h1
              id="hero-title"
              className="text-4xl font-bold leading-tight text-slate-900 sm:text-5xl"
            >
              {hero.title}
            </h1>
            <p className="mt-6 text-lg text-slate-700">{hero.content.description}</p>
            <HeroActions hero={hero} whatsapp={layout?.contact.whatsapp ?? ""} />
          </div>
          <HeroCarousel images={images} />
        </div>
      </section>

      <KeyFigures figures={trust.figures} />

      <PageSection id="about-title" title={heading("about")}>
        <div lang={aboutLang} className="mt-6 max-w-3xl space-y-4 text-lg text-slate-700">
          {summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ArrowLink
          to={pathIn("/about")}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-primary-700 hover:underline"
        >
          {`${words.home.moreAboutUs} `}
        </ArrowLink>
      </PageSection>

      <PageSection id="services-title" title={heading("services")} tinted>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li key={service._id}>
              <ServiceCard service={service} featureCount={CARD_FEATURES.home} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <ArrowLink
          to={pathIn("/services")}
          className="mt-10 inline-flex items-center gap-2 rounded-md border-2 border-primary-700 px-6 py-3 font-semibold text-primary-800 hover:bg-primary-700 hover:text-white"
        >
          {`${words.home.viewAllServices} `}
        </ArrowLink>
      </PageSection>

      <Testimonials
        testimonials={trust.testimonials}
        showLine
        large
        id="testimonials-title"
        className="mx-auto max-w-6xl px-4 pt-16"
      />
      <Partners
        partners={trust.partners}
        id="partners-title"
        className="mx-auto max-w-6xl px-4 pt-16"
      />

      {team.length > 0 ? (
        <PageSection id="team-title" title={heading("team")}>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {team.map((member) => (
              <li key={member._id}>
                <TeamMemberCard member={member} detailed={false} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      <section aria-labelledby="contact-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="contact-title" className="text-3xl font-bold text-slate-900">
            {heading("contact")}
          </h2>
          <div className="mt-8 grid gap-12 lg:grid-cols-[2fr_3fr]">
            {layout ? (
              <ContactDetails
                contact={layout.contact}
                headingLevel="h3"
                lang={layout.contactLanguage === language ? undefined : layout.contactLanguage}
              />
            ) : null}
            <ContactForm
              action={pathIn("/?index")}
              headingLevel="h3"
              checks={contactForm}
              formProof={formProof}
            />
          </div>
        </div>
      </section>
    </>
  );
}
