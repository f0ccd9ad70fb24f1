import { PageBanner } from "../../components/site/PageBanner.tsx";
import { QuoteChooser } from "../../components/site/QuoteChooser.tsx";
import { useWords } from "../../i18n/useWords.ts";
import { wordsOfPath } from "../../i18n/words.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/quote";

export const handle = PUBLIC_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const { title, subtitle } = wordsOfPath(location.pathname).pages.quote;
  return pageMeta(siteMetaFrom(matches), { title, description: subtitle, path: "/quote" });
}

/** Where the hero's built-in main action leads: the three lines' quote forms to choose from. */
export default function QuoteLines() {
  const { quote } = useWords().pages;
  return (
    <>
      <PageBanner title={quote.title} subtitle={quote.subtitle} />
      <section aria-label={quote.lines} className="mx-auto max-w-6xl px-4 pb-16 pt-6">
        <QuoteChooser />
      </section>
    </>
  );
}
