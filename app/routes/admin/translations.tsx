import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { NavTabs } from "../../components/admin/NavTabs.tsx";
import {
  KIND_LABELS,
  overviewHref,
  TranslationBadges,
  translationHref,
} from "../../components/admin/translations/TranslationBadges.tsx";
import { NotFoundError } from "../../domain/errors.ts";
import {
  isTranslatedLanguage,
  languageName,
  TRANSLATED_LANGUAGES,
  type TranslationSummary,
} from "../../domain/translations.model.ts";
import { translationOverview } from "../../domain/translations.server.ts";
import { adminLoader, type MemberCall } from "../../http/admin-routes.server.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Route } from "./+types/translations";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Translations" };

export const loader = adminLoader(async ({ app, url }: MemberCall<Route.LoaderArgs>) => {
  const language = url.searchParams.get("language") ?? TRANSLATED_LANGUAGES[0] ?? "";
  if (!isTranslatedLanguage(language)) {
    throw new NotFoundError("The website is not translated into this language.");
  }
  return { language, items: await translationOverview(app.db, language) };
});

export { AdminPageError as ErrorBoundary };

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "3 missing, 1 outdated, 2 drafts, 5 published": what is left to do first. */
function countsOf(items: TranslationSummary[]): string {
  const count = (test: (item: TranslationSummary) => boolean) => items.filter(test).length;
  return [
    `${count((item) => item.state === "missing")} missing`,
    `${count((item) => item.outdated)} outdated`,
    plural(
      count((item) => item.state === "draft"),
      "draft",
    ),
    `${count((item) => item.state === "published")} published`,
  ].join(", ");
}

function ItemRow({ item, language }: { item: TranslationSummary; language: Language }) {
  return (
    <li>
      <Link
        to={translationHref(item.kind, item.itemId, language)}
        className="flex items-center gap-3 p-4 hover:bg-slate-50"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-primary-800 underline">
            {item.name}
          </span>
          <span className="block text-sm text-slate-700">{KIND_LABELS[item.kind]}</span>
        </span>
        <TranslationBadges state={item.state} outdated={item.outdated} />
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      </Link>
    </li>
  );
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { language, items } = loaderData;
  const name = languageName(language);
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        The office's texts in each language of the website. Something shows in {name} once its
        translation is published; an outdated one was made from English that has changed since.
      </p>
      <NavTabs
        label="Languages"
        tabs={TRANSLATED_LANGUAGES.map((code) => ({
          to: overviewHref(code),
          label: languageName(code),
          current: code === language,
        }))}
      />
      <section aria-labelledby="translations-list" className="space-y-3">
        <h2 id="translations-list" className="text-lg font-semibold text-slate-900">
          {name}: {countsOf(items)}
        </h2>
        <p className="text-sm text-slate-600">
          Missing and outdated translations first. Open one to translate it beside the English.
        </p>
        <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
          {items.map((item) => (
            <ItemRow key={`${item.kind}:${item.itemId}`} item={item} language={language} />
          ))}
        </ul>
      </section>
    </div>
  );
}
