import { primaryImageOf, type Service } from "../../domain/services.model.ts";
import { fill } from "../../i18n/fill.ts";
import { usePathIn, useWords } from "../../i18n/useWords.ts";
import { responsiveImage, SERVICE_PLACEHOLDER } from "../../lib/images.ts";
import { useRenderContext } from "../render-context.tsx";
import { ArrowLink } from "./ArrowLink.tsx";
import { lineTone } from "./business-lines.ts";
import { CategoryIcon } from "./CategoryIcon.tsx";
import { IconList } from "./IconList.tsx";

/**
 * A card's width: the whole column on a phone; from 768 px half the container or less (two or
 * three to a row), so the copy the browser picks is never too small.
 */
const CARD_SIZES =
  "(min-width: 1152px) 560px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)";

/** How many features a card lists: fewer on the home page, beside the other sections. */
export const CARD_FEATURES = { home: 4, services: 5 } as const;

interface ServiceCardProps {
  service: Pick<
    Service,
    "title" | "slug" | "category" | "shortDescription" | "features" | "images"
  >;
  /** How many features to show (see CARD_FEATURES). */
  featureCount: number;
  headingLevel: "h2" | "h3";
}

/**
 * A service in a list: its primary image (the office's photograph, or the built-in picture)
 * above its icon, title, summary and first features, edged in its line's colour.
 */
export function ServiceCard({ service, featureCount, headingLevel: Heading }: ServiceCardProps) {
  const pathIn = usePathIn();
  // The picture is decoration (the title says what the card is): a visitor saving data is
  // spared it, as they are the slideshow's other slides.
  const { saveData } = useRenderContext();
  const { services: words } = useWords();
  const image = saveData ? undefined : primaryImageOf(service);
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-t-4 border-slate-200 bg-white shadow-sm ${lineTone(service.category).edge}`}
    >
      {image ? (
        <img
          {...responsiveImage(image.url, CARD_SIZES, { width: 800, height: 600 })}
          data-fallback={SERVICE_PLACEHOLDER}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <CategoryIcon category={service.category} />
        <Heading className="type-card mt-4 text-slate-900">{service.title}</Heading>
        <p className="mt-2 text-slate-700">{service.shortDescription}</p>
        {service.features.length > 0 ? (
          <IconList items={service.features.slice(0, featureCount)} look="card" />
        ) : null}
        <ArrowLink
          to={pathIn(`/services/${service.slug}`)}
          className="mt-auto inline-flex items-center gap-2 self-start pt-6 font-semibold text-primary-700 hover:text-primary-900 hover:underline"
        >
          {words.learnMore}
          <span className="sr-only">{fill(words.learnMoreAbout, { title: service.title })}</span>
        </ArrowLink>
      </div>
    </article>
  );
}
