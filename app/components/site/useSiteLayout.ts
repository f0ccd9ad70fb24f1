import { useRouteLoaderData } from "react-router";
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
