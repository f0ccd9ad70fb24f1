import { Link, useSearchParams } from "react-router";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { CARD_FEATURES, ServiceCard } from "../../components/site/ServiceCard.tsx";
import { useBanner } from "../../components/site/useSiteLayout.ts";
import { defaultServices } from "../../content/default-content.ts";
import { listLocalizedServices } from "../../domain/localized-content.server.ts";
import { PUBLIC_CATEGORIES, SERVICE_CATEGORIES } from "../../domain/services.model.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { languageOfRequest } from "../../i18n/paths.ts";
import { useWords } from "../../i18n/useWords.ts";
import { wordsOfPath } from "../../i18n/words.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/services";

/** The category a link may choose (`/services?category=logistics`) is part of the page. */
export const handle: RouteHandle = {
  publicAnswer: { kind: "page", query: { category: SERVICE_CATEGORIES } },
};

/** The filter's choices: every service, then each public category. */
const FILTERS = ["", ...PUBLIC_CATEGORIES.map((category) => category.value)] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return readPublicContent(
    context,
    async (db) => ({ services: await listLocalizedServices(db, language) }),
    () => ({
      services: defaultServices,
    }),
  );
}

export function meta({ matches, location }: Route.MetaArgs) {
  const { title, description } = wordsOfPath(location.pathname).pages.services;
  return pageMeta(siteMetaFrom(matches), { title, description, path: "/services" });
}

/**
 * Every card is on the page, the other categories' hidden: without JavaScript the ?category=
 * links filter on the server, and the enhancement script (app/enhance/services-filter.ts)
 * filters the same cards in the browser without a request.
 */
export default function Services({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const category = searchParams.get("category") ?? "";
  const { services } = loaderData;
  const { services: words, pages } = useWords();
  const banner = useBanner("/services");
  const shown = (service: { category: string }) => !category || service.category === category;
  const anyShown = services.some(shown);

  return (
    <>
      <PageBanner
        title={pages.services.title}
        subtitle={pages.services.subtitle}
        picture={banner}
      />
      <section aria-labelledby="services-list-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="services-list-title" className="sr-only">
          {words.heading}
        </h2>
        <nav data-services-filter aria-label={words.filterLabel}>
          <ul className="flex flex-wrap gap-3">
            {FILTERS.map((filter) => (
              <li key={filter}>
                <Link
                  data-filter={filter}
                  to={filter ? `?category=${filter}` : "."}
                  aria-current={filter === category ? "true" : undefined}
                  className="inline-block rounded-full border-2 border-slate-300 px-5 py-2 font-semibold text-slate-800 hover:border-primary-700 hover:text-primary-800 aria-[current=true]:border-primary-700 aria-[current=true]:bg-primary-700 aria-[current=true]:text-white"
                >
                  {filter ? words.categories[filter] : words.all}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul
          data-filtered-list
          hidden={!anyShown}
          className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        >
          {services.map((service) => (
            <li key={service._id} data-category={service.category} hidden={!shown(service)}>
              <ServiceCard
                service={service}
                featureCount={CARD_FEATURES.services}
                headingLevel="h3"
              />
            </li>
          ))}
        </ul>
        <p
          data-filter-empty
          role="status"
          hidden={anyShown}
          className="mt-10 text-lg text-slate-700"
        >
          {words.noneInCategory}
        </p>
      </section>
    </>
  );
}
