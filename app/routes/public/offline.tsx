import { WifiOff } from "lucide-react";
import { Link } from "react-router";
import { SITE_NAME } from "../../content/site.ts";
import { usePathIn, useWords } from "../../i18n/useWords.ts";
import { WORDS } from "../../i18n/words.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import type { Route } from "./+types/offline";

export const handle = PUBLIC_PAGE;

// What the service worker shows, with no connection, for a page the visitor never opened
// (app/enhance/sw.ts keeps a copy of this page).

export function meta(_: Route.MetaArgs) {
  return [
    { title: `${WORDS.en.offline.heading} | ${SITE_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Offline() {
  const pathIn = usePathIn();
  const { offline, errors } = useWords();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <WifiOff aria-hidden="true" className="mx-auto size-12 text-slate-500" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{offline.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{offline.text}</p>
      <p className="mt-8">
        <Link
          to={pathIn("/")}
          className="inline-flex rounded-md bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {errors.toHome}
        </Link>
      </p>
    </section>
  );
}
