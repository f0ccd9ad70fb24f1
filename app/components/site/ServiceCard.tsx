import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { Service } from "../../domain/services.model.ts";
import { lineTone } from "./business-lines.ts";
import { CategoryIcon } from "./CategoryIcon.tsx";

interface ServiceCardProps {
  service: Pick<Service, "title" | "slug" | "category" | "shortDescription" | "features">;
  /** How many features to show: 4 on the home page, 5 on the services page. */
  featureCount: number;
  headingLevel: "h2" | "h3";
}

export function ServiceCard({ service, featureCount, headingLevel: Heading }: ServiceCardProps) {
  return (
    <article
      className={`flex h-full flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm ${lineTone(service.category).edge}`}
    >
      <CategoryIcon category={service.category} />
      <Heading className="type-card mt-4 text-slate-900">{service.title}</Heading>
      <p className="mt-2 text-slate-700">{service.shortDescription}</p>
      {service.features.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          {service.features.slice(0, featureCount).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={`/services/${service.slug}`}
        className="mt-auto inline-flex items-center gap-2 self-start pt-6 font-semibold text-primary-700 hover:text-primary-900 hover:underline"
      >
        Learn More<span className="sr-only"> about {service.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
