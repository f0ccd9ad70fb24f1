import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { LanguageOnSite, SWITCH_LANGUAGE_INTENT } from "../../components/admin/LanguageOnSite.tsx";
import { NavTabs } from "../../components/admin/NavTabs.tsx";
import {
  KIND_LABELS,
  overviewHref,
  TranslationBadges,
  translationHref,
} from "../../components/admin/translations/TranslationBadges.tsx";
import { ForbiddenError, NotFoundError, parseInput } from "../../domain/errors.ts";
import { mayUse, NO_ACCESS } from "../../domain/roles.model.ts";
import { LanguageSwitchSchema } from "../../domain/site-languages.schema.ts";
import { languagesOn, switchLanguage } from "../../domain/site-languages.server.ts";
import {
  isTranslatedLanguage,
  languageName,
  TRANSLATED_LANGUAGES,
  type TranslationSummary,
} from "../../domain/translations.model.ts";
import { translationOverview } from "../../domain/translations.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Route } from "./+types/translations";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Translations" };

export const loader = adminLoader(async ({ app, url }: MemberCall<Route.LoaderArgs>) => {
  const language = url.searchParams.get("language") ?? TRANSLATED_LANGUAGES[0] ?? "";
  if (!isTranslatedLanguage(language)) {
    throw new NotFoundError("The website is not translated into this language.");
  }
  const [items, on] = await Promise.all([
    translationOverview(app.db, language),
    languagesOn(app.db),
  ]);
  return { language, items, on };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    [SWITCH_LANGUAGE_INTENT]: {
      failed: "The language was not switched.",
      run: async ({ app, user, input }) => {
        // The overview is every editor's; which languages the site offers is a setting.
        if (!mayUse(user.role, "settings")) throw new ForbiddenError(NO_ACCESS);
        const { language, on } = parseInput(LanguageSwitchSchema, input, {
          invalid: "Only a translated language can be switched off.",
        });
        const name = languageName(language);
        if (!(await switchLanguage(app.db, user, language, on))) {
          return `${name} was already switched ${on ? "on" : "off"}.`;
        }
        return on
          ? `${name} is on the site again.`
          : `${name} is switched off: its pages answer "not found".`;
      },
    },
  });
}

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
  const { language, items, on } = loaderData;
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
          label: on.includes(code) ? languageName(code) : `${languageName(code)} (off)`,
          current: code === language,
        }))}
      />
      <LanguageOnSite language={language} on={on.includes(language)} />
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
