import { useRouteLoaderData } from "react-router";
import type { BannerPagePath } from "../../domain/site-texts.schema.ts";
import { useLanguage } from "../../i18n/useWords.ts";
import { publicRouteId } from "../../lib/site-areas.ts";
import type { loader } from "../../routes/public/layout.tsx";

/**
 * What the public layout read for the header and footer (contact, services, texts), for a page
 * that shows some of it too; undefined only where the layout's loader did not run.
 */
export function useSiteLayout() {
  return useRouteLoaderData<typeof loader>(
    publicRouteId(useLanguage(), "routes/public/layout.tsx"),
  );
}

/**
 * The office's photograph behind a page's banner, if any, with the language its description is
 * in where that is not the page's (English, for want of a published translation).
 */
export function useBanner(path: BannerPagePath) {
  const layout = useSiteLayout();
  const language = useLanguage();
  const picture = layout?.texts.banners[path];
  if (!picture) return undefined;
  return layout.textsLanguage === language
    ? picture
    : { ...picture, altLang: layout.textsLanguage };
}
