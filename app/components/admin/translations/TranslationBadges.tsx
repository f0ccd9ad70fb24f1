import { CircleAlert, CircleCheck, CircleDashed, Pencil } from "lucide-react";
import { href, Link } from "react-router";
import {
  type LanguageState,
  languageName,
  type TranslationKind,
  type TranslationState,
} from "../../../domain/translations.model.ts";
import type { Language } from "../../../i18n/languages.ts";
import { pathIn } from "../../../i18n/paths.ts";

// How the content manager shows a translation's state (decision 074): a badge that says it in
// words, with an icon and a colour besides, and where the translation is edited and seen.

const STATE_BADGES: Record<
  TranslationState,
  { label: string; className: string; Icon: typeof Pencil }
> = {
  missing: { label: "Missing", className: "bg-red-50 text-red-900", Icon: CircleDashed },
  draft: { label: "Draft", className: "bg-slate-100 text-slate-800", Icon: Pencil },
  published: { label: "Published", className: "bg-green-100 text-green-900", Icon: CircleCheck },
};

const badgeClass =
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold";

/** Missing, Draft or Published, and Outdated beside it when the English changed since. */
export function TranslationBadges({
  state,
  outdated,
}: {
  state: TranslationState;
  outdated: boolean;
}) {
  const { label, className, Icon } = STATE_BADGES[state];
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`${badgeClass} ${className}`}>
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </span>
      {outdated ? (
        <span className={`${badgeClass} bg-amber-100 text-amber-950`}>
          <CircleAlert aria-hidden="true" className="size-3.5" />
          Outdated
        </span>
      ) : null}
    </span>
  );
}

/** What each kind of item is called in the lists. */
export const KIND_LABELS: Record<TranslationKind, string> = {
  service: "Service",
  team: "Team member",
  page: "Page",
};

/** The editor of an item's translation into `language`. */
export function translationHref(kind: TranslationKind, itemId: string, language: Language) {
  return href("/admin/translations/:kind/:itemId/:language", { kind, itemId, language });
}

/** The overview of the translations into `language`. */
export function overviewHref(language: Language) {
  return `${href("/admin/translations")}?language=${language}`;
}

/** Where visitors read the item in `language` once its translation is published. */
export function publicAddress(
  kind: TranslationKind,
  itemId: string,
  language: Language,
  slug: string | null,
): string {
  const path =
    kind === "service"
      ? `/services/${slug ?? ""}`
      : kind === "team"
        ? "/team"
        : (PAGE_PATHS[itemId] ?? `/${itemId}`);
  return pathIn(language, path);
}

/** Where a page's texts are read, where that is not the page of its name. */
const PAGE_PATHS: Record<string, string> = {
  hero: "/",
  // The footer, on every page.
  "site-texts": "/",
  treatments: "/quote/health-tourism",
  "trust-figures": "/",
  "trust-partners": "/",
  "trust-testimonials": "/",
  // On each service's page.
  "trust-steps": "/services",
  "trust-questions": "/services",
};

/**
 * The line on an English editor that leads to its translations: each language, linked to its
 * editor, with its state ("French: Published · Turkish: Missing").
 */
export function TranslationsLine({
  kind,
  itemId,
  states,
}: {
  kind: TranslationKind;
  itemId: string;
  states: LanguageState[];
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span className="font-semibold text-slate-900">Translations:</span>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {states.map(({ language, state, outdated }) => (
          <li key={language} className="inline-flex items-center gap-1.5">
            <Link
              to={translationHref(kind, itemId, language)}
              className="font-medium text-primary-700 underline"
            >
              {languageName(language)}
              <span className="sr-only"> translation</span>
            </Link>
            <TranslationBadges state={state} outdated={outdated} />
          </li>
        ))}
      </ul>
    </div>
  );
}
