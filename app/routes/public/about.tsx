import { Award, Eye, Handshake, Lightbulb, Target } from "lucide-react";
import { useRenderContext } from "../../components/render-context.tsx";
import { IconList } from "../../components/site/IconList.tsx";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { useBanner } from "../../components/site/useSiteLayout.ts";
import { BUILT_IN_OFFICE_PICTURE, defaultAbout } from "../../content/default-content.ts";
import { aboutShownIn } from "../../domain/localized-content.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { languageOfRequest } from "../../i18n/paths.ts";
import { useLanguage, useWords } from "../../i18n/useWords.ts";
import { HALF_COLUMN_SIZES, responsiveImage } from "../../lib/images.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/about";

export const handle = PUBLIC_PAGE;

// The cards take these icons in turn.
const CARD_ICONS = [Award, Handshake, Lightbulb];

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return readPublicContent(
    context,
    async (db) => {
      const { page, language: written } = await aboutShownIn(db, language);
      return { about: page, aboutLanguage: written };
    },
    () => ({ about: defaultAbout, aboutLanguage: SOURCE_LANGUAGE }),
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const about = loaderData?.about;
  if (!about) return [];
  return pageMeta(siteMetaFrom(matches), {
    title: about.title,
    description: about.content.mission,
    path: "/about",
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, aboutLanguage } = loaderData;
  const { content } = about;
  // The office's text in English while its translation is not published, and marked so.
  const lang = aboutLanguage === useLanguage() ? undefined : aboutLanguage;
  const { saveData } = useRenderContext();
  const banner = useBanner("/about");
  const { about: words } = useWords();
  return (
    <>
      <PageBanner
        title={about.title}
        subtitle={content.intro || undefined}
        lang={lang}
        picture={banner}
      />

      <section
        aria-labelledby="goal-title"
        className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2"
      >
        <div>
          <h2 id="goal-title" className="text-3xl font-bold text-slate-900">
            {words.goal}
          </h2>
          <div lang={lang}>
            <IconList items={content.goals} look="goals" />
          </div>
          {content.whyChooseUs.length > 0 ? (
            <>
              <h3 className="mt-8 text-xl font-semibold text-slate-900">{words.whyChooseUs}</h3>
              <ul lang={lang} className="mt-3 list-disc space-y-2 ps-6 text-slate-700">
                {content.whyChooseUs.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <img
          {...responsiveImage(
            about.images[0] ?? BUILT_IN_OFFICE_PICTURE,
            HALF_COLUMN_SIZES,
            { width: 800, height: 600 },
            { saveData },
          )}
          alt={content.imageAlt}
          loading="lazy"
          decoding="async"
          className="w-full rounded-2xl shadow-lg"
        />
      </section>

      <section aria-label={words.visionAndMission} className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-2">
          <article className="rounded-xl bg-white p-8 shadow-sm">
            <Eye aria-hidden="true" className="size-10 text-primary-700" />
            <h2 className="mt-4 text-2xl font-bold text-slate-900">{words.vision}</h2>
            <p lang={lang} className="mt-3 text-slate-700">
              {content.vision}
            </p>
          </article>
          <article className="rounded-xl bg-white p-8 shadow-sm">
            <Target aria-hidden="true" className="size-10 text-accent-700" />
            <h2 className="mt-4 text-2xl font-bold text-slate-900">{words.mission}</h2>
            <p lang={lang} className="mt-3 text-slate-700">
              {content.mission}
            </p>
          </article>
        </div>
      </section>

      {content.cards.length > 0 ? (
        <section aria-labelledby="promises-title" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="promises-title" className="text-3xl font-bold text-slate-900">
            {words.setsApart}
          </h2>
          <ul lang={lang} className="mt-8 grid gap-6 md:grid-cols-3">
            {content.cards.map(({ title, text }, index) => {
              const Icon = CARD_ICONS[index % CARD_ICONS.length] ?? Award;
              return (
                <li key={title} className="rounded-xl border border-slate-200 p-6">
                  <Icon aria-hidden="true" className="size-10 text-secondary-500" />
                  <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
                  <p className="mt-2 text-slate-700">{text}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {content.companyHistory || content.coreValues.length > 0 ? (
        <section aria-label={words.storyAndValues} className="bg-slate-50">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-[3fr_2fr]">
            {content.companyHistory ? (
              <div>
                <h2 className="text-3xl font-bold text-slate-900">{words.story}</h2>
                <div lang={lang} className="mt-6 space-y-4 text-slate-700">
                  {content.companyHistory.split(/\n\s*\n/).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </div>
            ) : null}
            {content.coreValues.length > 0 ? (
              <div>
                <h2 className="text-3xl font-bold text-slate-900">{words.coreValues}</h2>
                <ul lang={lang} className="mt-6 flex flex-wrap gap-2">
                  {content.coreValues.map((value) => (
                    <li
                      key={value}
                      className="rounded-full bg-primary-100 px-4 py-2 font-medium text-primary-900"
                    >
                      {value}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
