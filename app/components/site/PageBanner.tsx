import type { BannerPicture } from "../../domain/site-texts.schema.ts";
import { responsiveImage } from "../../lib/images.ts";
import { useRenderContext } from "../render-context.tsx";

interface PageBannerProps {
  title: string;
  subtitle?: string | undefined;
  /** The office's photograph behind the title; without one, the plain band. */
  picture?: (BannerPicture & { altLang?: string }) | undefined;
  /** Drawn small, its title a paragraph: the content manager's preview of the band. */
  preview?: boolean;
  /** The language of the title and subtitle, where it is not the page's. */
  lang?: string | undefined;
  /** The subtitle's language, where it is not the title's (the site's own words under the office's). */
  subtitleLang?: string | undefined;
}

/**
 * The heading band at the top of the inner pages, holding the page's one h1. A photograph fills
 * it behind a dark veil that keeps the white title and the pale subtitle above 4.5:1 over any
 * picture, a white one included (slate-950 at 65 %: 6.5:1 and 5.4:1; decision 047).
 */
export function PageBanner({
  title,
  subtitle,
  picture,
  preview = false,
  lang,
  subtitleLang,
}: PageBannerProps) {
  // The photograph is a backdrop (the title says what the page is): a visitor saving data is
  // spared it, as the service cards spare theirs.
  const { saveData } = useRenderContext();
  const image = saveData ? null : picture?.image;
  const Title = preview ? "p" : "h1";
  return (
    <section className="on-dark relative overflow-hidden bg-gradient-to-br from-primary-900 to-primary-700 text-white">
      {image ? (
        <>
          {/* Above the fold: fetched at once and first. The text sets the band's height. */}
          <img
            {...responsiveImage(image, "100vw", { width: 1600, height: 500 })}
            alt={picture?.alt ?? ""}
            lang={picture?.altLang}
            decoding="async"
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 bg-slate-950/65" />
        </>
      ) : null}
      <div
        lang={lang}
        className={`relative mx-auto max-w-6xl ${preview ? "px-4 py-6" : "px-4 py-14 sm:py-20"}`}
      >
        <Title className={preview ? "text-2xl font-bold" : "type-title"}>{title}</Title>
        {subtitle ? (
          <p
            lang={subtitleLang}
            className={`max-w-2xl text-blue-100 ${preview ? "mt-2 text-sm" : "type-lead mt-4"}`}
          >
            {subtitle}
          </p>
        ) : null}
      </div>
    </section>
  );
}
