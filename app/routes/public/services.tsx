import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { ServiceCard } from "../../components/site/ServiceCard.tsx";
import { defaultServices } from "../../content/default-content.ts";
import { PUBLIC_CATEGORIES } from "../../domain/services.model.ts";
import { listServices } from "../../domain/services.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/services";

const SERVICES_FEATURES = 5;
const FILTERS = [{ value: "", label: "All Services" }, ...PUBLIC_CATEGORIES];

export async function loader({ context }: Route.LoaderArgs) {
  return readPublicContent(
    context,
    async (db) => ({ services: await listServices(db) }),
    () => ({
      services: defaultServices,
    }),
  );
}

// The filter works on the list already loaded: changing only ?category= needs no new data.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteMetaFrom(matches), {
    title: "Our Services",
    description:
      "Health tourism to Turkey, building and construction materials, and logistics between Liberia and Turkey.",
    path: "/services",
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const category = searchParams.get("category") ?? "";
  const shown = category
    ? loaderData.services.filter((service) => service.category === category)
    : loaderData.services;

  return (
    <>
      <PageBanner
        title="Our Services"
        subtitle="Three companies, one team: care in Turkey, materials for your projects and freight between Liberia and Turkey."
      />
      <section aria-labelledby="services-list-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="services-list-title" className="sr-only">
          Services
        </h2>
        <nav aria-label="Filter services by category">
          <ul className="flex flex-wrap gap-3">
            {FILTERS.map((filter) => {
              const selected = filter.value === category;
              return (
                <li key={filter.value}>
                  <Link
                    to={filter.value ? `?category=${filter.value}` : "."}
                    replace
                    preventScrollReset
                    aria-current={selected ? "true" : undefined}
                    className={`inline-block rounded-full border-2 px-5 py-2 font-semibold ${
                      selected
                        ? "border-primary-700 bg-primary-700 text-white"
                        : "border-slate-300 text-slate-800 hover:border-primary-700 hover:text-primary-800"
                    }`}
                  >
                    {filter.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {shown.length > 0 ? (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((service) => (
              <li key={service._id}>
                <ServiceCard service={service} featureCount={SERVICES_FEATURES} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="mt-10 text-lg text-slate-700">
            No services found for the selected category.
          </p>
        )}
      </section>
    </>
  );
}
