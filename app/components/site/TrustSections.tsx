import { ChevronDown } from "lucide-react";
import type { ShownRow } from "../../domain/translated-rows.model.ts";
import type { KeyFigure, Partner, Question, Step, Testimonial } from "../../domain/trust.model.ts";
import { SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { useWords } from "../../i18n/useWords.ts";
import { responsiveImage } from "../../lib/images.ts";
import { paragraphsOf } from "../../lib/paragraphs.ts";
import { useRenderContext } from "../render-context.tsx";

// The proof of trust on the home page and the service pages. Each section renders nothing when
// its list is empty, so the office hides one by emptying it. A row shown in English for want
// of a translation says so (`lang`).

const langOf = (row: ShownRow) => (row.inEnglish ? SOURCE_LANGUAGE : undefined);

export function KeyFigures({
  figures,
  id = "figures-title",
}: {
  figures: KeyFigure[];
  /** The heading's id: another where the page has its own (the content manager's preview). */
  id?: string;
}) {
  const { trust: words } = useWords();
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby={id} className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id={id} className="sr-only">
          {words.keyFigures}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-4">
          {figures.map((figure) => (
            <div key={`${figure.value} ${figure.label}`} className="flex flex-col-reverse">
              <dt lang={langOf(figure)} className="mt-1 text-sm text-slate-700 sm:text-base">
                {figure.label}
              </dt>
              <dd className="text-3xl font-bold text-primary-800 sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Where a section sits on its page: its heading's id and size, and its spacing. */
interface Placement {
  id: string;
  className: string;
  /** The home page's section headings are larger than a service page's. */
  large?: boolean;
}

function headingClass(large: boolean | undefined): string {
  return `${large ? "text-3xl" : "text-2xl"} font-bold text-slate-900`;
}

export function HowItWorks({ steps, id, className, large }: { steps: Step[] } & Placement) {
  const { trust: words } = useWords();
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClass(large)}>
        {words.howItWorks}
      </h2>
      <ol className="mt-6 grid gap-6 md:grid-cols-3 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 md:flex-col">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div lang={langOf(step)}>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Testimonials({
  testimonials,
  id,
  className,
  large,
  showLine,
}: {
  testimonials: Testimonial[];
  /** On the home page, which business line each one is about. */
  showLine: boolean;
} & Placement) {
  const {
    trust: words,
    services: { categories },
  } = useWords();
  const { saveData } = useRenderContext();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClass(large)}>
        {words.clientsSay}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={`${testimonial.name} ${testimonial.quote.slice(0, 40)}`}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="text-5xl leading-none font-bold text-primary-700">
                &ldquo;
              </span>
              <blockquote lang={langOf(testimonial)} className="-mt-4 text-slate-800">
                {paragraphsOf(testimonial.quote).map((paragraph) => (
                  <p key={paragraph} className="mb-2">
                    {paragraph}
                  </p>
                ))}
              </blockquote>
              <figcaption className="mt-auto flex items-center gap-3 pt-4">
                {testimonial.photo ? (
                  <img
                    {...responsiveImage(
                      testimonial.photo,
                      "48px",
                      { width: 48, height: 48 },
                      { saveData },
                    )}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full object-cover"
                  />
                ) : null}
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-slate-700">
                    {testimonial.place ? (
                      <span lang={langOf(testimonial)}>{testimonial.place}</span>
                    ) : null}
                    {testimonial.place && showLine ? " · " : null}
                    {showLine ? categories[testimonial.line] : null}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Partners({ partners, id, className, large }: { partners: Partner[] } & Placement) {
  const { trust: words } = useWords();
  const { saveData } = useRenderContext();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClass(large)}>
        {words.partners}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
          >
            {partner.logo ? (
              <img
                {...responsiveImage(partner.logo, "96px", { width: 96, height: 48 }, { saveData })}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-12 w-24 shrink-0 object-contain"
              />
            ) : null}
            <div lang={langOf(partner)}>
              <p className="font-semibold text-slate-900">
                {partner.url ? (
                  <a href={partner.url} rel="noopener" className="text-primary-700 hover:underline">
                    {partner.name}
                  </a>
                ) : (
                  partner.name
                )}
              </p>
              {partner.note ? <p className="text-sm text-slate-700">{partner.note}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Questions({
  questions,
  id,
  className,
  large,
}: { questions: Question[] } & Placement) {
  const { trust: words } = useWords();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClass(large)}>
        {words.questions}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {questions.map((item) => (
          <details key={item.question} lang={langOf(item)} className="group">
            <summary className="flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden justify-between gap-4 py-4 font-semibold text-slate-900 hover:text-primary-700">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="space-y-3 pb-4 text-slate-700">
              {paragraphsOf(item.answer).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
