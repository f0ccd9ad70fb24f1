import { ArrowLeft } from "lucide-react";
import { Fragment } from "react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { ArrowLink } from "../../components/site/ArrowLink.tsx";
import { CategoryIcon } from "../../components/site/CategoryIcon.tsx";
import { ErrorPage } from "../../components/site/ErrorPage.tsx";
import { servicePageName } from "../../components/site/Header.tsx";
import { IconList } from "../../components/site/IconList.tsx";
import { ServiceGallery } from "../../components/site/ServiceGallery.tsx";
import {
  HowItWorks,
  Partners,
  Questions,
  Testimonials,
} from "../../components/site/TrustSections.tsx";
import { useSiteLayout } from "../../components/site/useSiteLayout.ts";
import { WhatsAppIcon } from "../../components/site/WhatsAppIcon.tsx";
import { defaultServices } from "../../content/default-content.ts";
import { defaultTrust } from "../../content/default-trust.ts";
import { SITE_NAME } from "../../content/site.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { isQuoteLine } from "../../domain/inquiries.model.ts";
import {
  findLocalizedService,
  serviceSlugs,
  trustShownIn,
} from "../../domain/localized-content.server.ts";
import { findPublicService } from "../../domain/services.server.ts";
import { trustForService } from "../../domain/trust.model.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { fill } from "../../i18n/fill.ts";
import { type Language, SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { languageOfRequest, pathIn } from "../../i18n/paths.ts";
import { usePathIn, useWords } from "../../i18n/useWords.ts";
import { wordsOfPath } from "../../i18n/words.ts";
import { whatsappHref, whatsappText } from "../../lib/links.ts";
import { paragraphsOf } from "../../lib/paragraphs.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { faqPageData, pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/services.$slug";

export const handle = PUBLIC_PAGE;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  try {
    const found = await readPublicContent(
      context,
      async (db) => {
        const found = await findLocalizedService(db, language, params.slug);
        if ("movedTo" in found) return found;
        const [trust, slugs] = await Promise.all([
          trustShownIn(db, language),
          serviceSlugs(db, found.service._id),
        ]);
        return {
          ...found,
          trust: trustForService(trust, found.service),
          languagePaths: servicePaths(slugs),
        };
      },
      () => {
        // The built-in services are the source language's only.
        const builtIn = defaultServices.find((service) => service.slug === params.slug);
        if (!builtIn || language !== SOURCE_LANGUAGE) throw new NotFoundError("Service not found.");
        return {
          service: builtIn,
          trust: trustForService(defaultTrust, builtIn),
          languagePaths: servicePaths({ [SOURCE_LANGUAGE]: builtIn.slug }),
        };
      },
    );
    // A renamed service's old address: search engines and bookmarks follow it for good.
    if ("movedTo" in found) throw redirect(pathIn(language, `/services/${found.movedTo}`), 301);
    return found;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw data(
      { englishPath: await englishPathOf(context, language, params.slug) },
      { status: 404 },
    );
  }
}

/** A service not published in `language` under an English slug: its English page's address. */
async function englishPathOf(
  context: Route.LoaderArgs["context"],
  language: Language,
  slug: string,
): Promise<string | undefined> {
  if (language === SOURCE_LANGUAGE) return undefined;
  const exists = await readPublicContent(
    context,
    (db) =>
      findPublicService(db, slug).then(
        () => true,
        () => false,
      ),
    () => false,
  );
  return exists ? `/services/${slug}` : undefined;
}

/** A service's page address in each language it is published in, for the switcher and search engines. */
function servicePaths(slugs: Partial<Record<Language, string>>): Partial<Record<Language, string>> {
  return Object.fromEntries(
    Object.entries(slugs).map(([language, slug]) => [language, `/services/${slug}`]),
  );
}

export function meta({ error, loaderData, matches, params, location }: Route.MetaArgs) {
  const service = loaderData?.service;
  if (error || !service) {
    const { notFound } = wordsOfPath(location.pathname).service;
    return [{ title: `${notFound} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  }
  const site = siteMetaFrom(matches);
  const meta = pageMeta(site, {
    title: service.title,
    description: service.shortDescription,
    path: `/services/${params.slug}`,
    paths: loaderData.languagePaths,
  });
  const questions = loaderData.trust?.questions ?? [];
  return questions.length > 0 ? [...meta, faqPageData(questions, site.language)] : meta;
}

/**
 * An unknown slug: the spec's Service Not Found, inside the site's header and footer (the
 * layout stays), with the way back to the services and the site's main pages. Any other
 * failure goes on to the layout's error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const services = useSiteLayout()?.services ?? [];
  const { service: words } = useWords();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <ErrorPage
      heading={words.notFound}
      text={words.notFoundText}
      back={{ to: "/services", label: words.backToServices }}
      englishPath={(error.data as { englishPath?: string } | null)?.englishPath}
      services={services}
    />
  );
}

/** The pages above a service's, each a link, named by their key in the words' `menu`. */
const TRAIL = [
  { to: "/", name: "home" },
  { to: "/services", name: "services" },
] as const;

function Breadcrumb({ current }: { current: string }) {
  const pathIn = usePathIn();
  const { menu, service } = useWords();
  return (
    <nav aria-label={service.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {TRAIL.map(({ to, name }) => (
          <Fragment key={to}>
            <li>
              <Link to={pathIn(to)} className="hover:underline">
                {menu[name]}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-semibold text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const pathIn = usePathIn();
  const { service, trust } = loaderData;
  const whatsapp = useSiteLayout()?.contact.whatsapp;
  const words = useWords();
  const quoteHref = isQuoteLine(service.category) ? `/quote/${service.category}` : "/contact";

  return (
    <>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-4">
          <Breadcrumb current={service.title} />
        </div>
      </div>

      <article className="mx-auto max-w-6xl px-4 py-10">
        <Link
          to={pathIn("/services")}
          className="inline-flex items-center gap-2 font-semibold text-primary-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {words.service.backToServices}
        </Link>
        <div className="mt-6 grid gap-10 md:grid-cols-2">
          <div>
            <CategoryIcon category={service.category} />
            <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{service.title}</h1>
            <p className="mt-4 text-lg text-slate-700">{service.shortDescription}</p>
            {/* On a phone the call to action is screens away, below the description and proof. */}
            <ArrowLink
              to={pathIn(quoteHref)}
              className="mt-5 inline-flex items-center gap-2 rounded-md bg-secondary-400 px-5 py-2.5 font-semibold text-slate-900 hover:bg-secondary-300"
            >
              {words.service.requestQuote}
            </ArrowLink>
            <div className="mt-6 space-y-4 text-slate-700">
              {paragraphsOf(service.fullDescription).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <ServiceGallery service={service} />
        </div>

        {service.features.length > 0 ? (
          <section aria-labelledby="features-title" className="mt-12">
            <h2 id="features-title" className="text-2xl font-bold text-slate-900">
              {words.service.features}
            </h2>
            <IconList items={service.features} look="features" />
          </section>
        ) : null}

        <HowItWorks steps={trust.steps} id="steps-title" className="mt-12" />
        <Testimonials
          testimonials={trust.testimonials}
          showLine={false}
          id="testimonials-title"
          className="mt-12"
        />
        <Partners partners={trust.partners} id="partners-title" className="mt-12" />
        <Questions questions={trust.questions} id="questions-title" className="mt-12" />

        <section
          aria-labelledby="cta-title"
          className="on-dark mt-12 rounded-2xl bg-primary-800 px-6 py-10 text-center text-white"
        >
          <h2 id="cta-title" className="text-2xl font-bold">
            {fill(words.service.interested, { title: service.title })}
          </h2>
          <p className="mt-3 text-blue-100">{words.service.quoteInvite}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-center sm:gap-4">
            <Link
              to={pathIn(quoteHref)}
              className="rounded-md bg-secondary-400 px-6 py-3 font-semibold text-slate-900 hover:bg-secondary-300"
            >
              {words.service.getQuote}
            </Link>
            {whatsapp ? (
              <a
                href={whatsappHref(
                  whatsapp,
                  whatsappText(words.whatsapp, servicePageName(service.title, words.menu)),
                )}
                className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-green-800"
              >
                <WhatsAppIcon className="size-5" />
                {words.frame.whatsappUs}
              </a>
            ) : null}
            <Link
              to={pathIn("/contact")}
              className="rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white hover:text-primary-900"
            >
              {words.footer.links.contact}
            </Link>
          </div>
        </section>
      </article>
    </>
  );
}
