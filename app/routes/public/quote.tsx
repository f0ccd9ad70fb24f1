import { PageBanner } from "../../components/site/PageBanner.tsx";
import { QuoteChooser } from "../../components/site/QuoteChooser.tsx";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/quote";

export const handle = PUBLIC_PAGE;

const TITLE = "Request a Quote";
const SUBTITLE =
  "Choose the business you need, answer a few questions, and get a reference number at once.";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteMetaFrom(matches), { title: TITLE, description: SUBTITLE, path: "/quote" });
}

/** Where the hero's built-in main action leads: the three lines' quote forms to choose from. */
export default function QuoteLines() {
  return (
    <>
      <PageBanner title={TITLE} subtitle={SUBTITLE} />
      <section aria-label="Business lines" className="mx-auto max-w-6xl px-4 pb-16 pt-6">
        <QuoteChooser />
      </section>
    </>
  );
}
