import { useState } from "react";
import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { PAGE_HEADINGS } from "../../content/page-headings.ts";
import type { AboutPage } from "../../domain/page-content.schema.ts";
import { getAbout } from "../../domain/page-content.server.ts";
import {
  BANNER_PAGES,
  type BannerPagePath,
  HOME_SECTIONS,
  SEARCH_DESCRIPTION_MAX,
  SEARCH_PAGES,
  SEARCH_TITLE_MAX,
  type SiteTexts,
  SiteTextsInputSchema,
} from "../../domain/site-texts.schema.ts";
import { getSiteTexts, updateSiteTexts } from "../../domain/site-texts.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { pageTitle } from "../../lib/seo.ts";
import type { Route } from "./+types/content.site";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Texts, Banners & Search" };

const FAILED = "The site texts were not saved. Check the fields marked below.";

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => {
  const [texts, about] = await Promise.all([getSiteTexts(app.db), getAbout(app.db)]);
  return { texts, about };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        await updateSiteTexts(app.db, input, user);
        return "Texts, banners and search settings saved. The site shows them now.";
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

type Values = Omit<SiteTexts, "version">;

/** One page as a search engine lists it: its title (with the company's name) and summary. */
function SearchResult({
  path,
  title,
  description,
}: {
  path: string;
  title: string;
  description: string;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="truncate text-xs text-slate-600">yoursite{path === "/" ? "" : path}</p>
      <p className="truncate text-base text-blue-800">
        {title ? pageTitle(path, title) : null}
        {title ? null : <span className="text-slate-500">The page's own title</span>}
      </p>
      <p className="line-clamp-2 text-sm text-slate-700">
        {description || <span className="text-slate-500">The page's own summary</span>}
      </p>
    </li>
  );
}

type BannerImages = Record<BannerPagePath, string | null>;

const bannerImagesOf = (texts: SiteTexts): BannerImages => ({
  "/about": texts.banners["/about"]?.image ?? null,
  "/services": texts.banners["/services"]?.image ?? null,
  "/team": texts.banners["/team"]?.image ?? null,
  "/contact": texts.banners["/contact"]?.image ?? null,
});

/** The title and the line under it that each banner shows. */
function headingsOf(about: AboutPage): Record<BannerPagePath, { title: string; subtitle: string }> {
  return { "/about": { title: about.title, subtitle: about.content.intro }, ...PAGE_HEADINGS };
}

function SiteTextsEditor({
  texts,
  about,
  result,
}: {
  texts: SiteTexts;
  about: AboutPage;
  result: FormFailure | undefined;
}) {
  const form = useAdminForm<Values>({
    result,
    schema: SiteTextsInputSchema,
    invalidMessage: FAILED,
  });
  const values = form.values ?? texts;
  const [bannerImages, setBannerImages] = useState(() => bannerImagesOf(texts));
  const setBannerImage = (path: BannerPagePath, image: string | null) => {
    setBannerImages((images) => ({ ...images, [path]: image }));
    form.markChanged();
  };
  const headings = headingsOf(about);
  return (
    <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
      <section aria-labelledby="site-texts-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="site-texts-title" className="mb-1 text-lg font-semibold text-slate-900">
          Texts and banners across the site
        </h2>
        <p className="mb-6 text-sm text-slate-600">
          Leave a field empty to keep the site's own wording.
        </p>
        {form.conflictAlert}
        <Form
          {...form.formProps}
          onReset={() => {
            form.formProps.onReset();
            setBannerImages(bannerImagesOf(texts));
          }}
          className="space-y-6"
        >
          <SaveFields intent="save" version={texts.version} />
          <TextArea
            label="Footer text"
            name="footerBlurb"
            rows={3}
            hint="A few words about the group, at the bottom of every page."
            defaultValue={texts.footerBlurb}
            errors={form.errors}
          />
          <fieldset className="space-y-4">
            <legend className="font-semibold text-slate-900">Home page headings</legend>
            {HOME_SECTIONS.map((section) => (
              <TextField
                key={section.key}
                label={section.label}
                name={`homeHeadings.${section.key}`}
                placeholder={section.builtIn}
                defaultValue={texts.homeHeadings[section.key]}
                errors={form.errors}
              />
            ))}
          </fieldset>
          <section aria-labelledby="banners-title" className="space-y-6">
            <div>
              <h3 id="banners-title" className="font-semibold text-slate-900">
                Page banners
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                A wide photograph behind a page's title, darkened so the title stays easy to read.
                Without one, the page keeps its plain blue band.
              </p>
            </div>
            {BANNER_PAGES.map((page) => (
              <fieldset key={page.path} className="space-y-4">
                <legend className="font-semibold text-slate-900">{page.label}: banner</legend>
                <ImageUpload
                  label="Photograph (optional)"
                  name={`banners.${page.path}.image`}
                  value={bannerImages[page.path]}
                  onChange={(url) => setBannerImage(page.path, url)}
                  onRemove={() => setBannerImage(page.path, null)}
                  errors={form.errors}
                  previewAlt={`The ${page.label.toLowerCase()}'s banner photograph`}
                  shape="banner"
                  emptyText="No photograph: the plain blue band"
                />
                <TextField
                  label="Description of the photograph"
                  name={`banners.${page.path}.alt`}
                  hint="What it shows, for visitors who cannot see it. Leave it empty when it is only a backdrop to the title."
                  defaultValue={texts.banners[page.path]?.alt}
                  errors={form.errors}
                />
              </fieldset>
            ))}
          </section>
          {SEARCH_PAGES.map((page) => (
            <fieldset key={page.path} className="space-y-4">
              <legend className="font-semibold text-slate-900">
                {page.label}: in search results
              </legend>
              <TextField
                label="Search title"
                name={`search.${page.path}.title`}
                hint={`Up to ${SEARCH_TITLE_MAX} characters; the company's name is added.`}
                defaultValue={texts.search[page.path]?.title}
                errors={form.errors}
              />
              <TextArea
                label="Search description"
                name={`search.${page.path}.description`}
                rows={2}
                hint={`Up to ${SEARCH_DESCRIPTION_MAX} characters: what a searcher finds on the page.`}
                defaultValue={texts.search[page.path]?.description}
                errors={form.errors}
              />
            </fieldset>
          ))}
          <SaveResetButtons saving={form.saving} dirty={form.dirty} />
        </Form>
      </section>
      <section aria-labelledby="site-texts-preview" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="site-texts-preview" className="mb-4 text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <div className="on-dark rounded-lg bg-slate-900 p-4 text-sm text-slate-300">
          {values.footerBlurb || <span className="text-slate-500">No footer text</span>}
        </div>
        <ul aria-label="Page banners" className="mt-4 space-y-3">
          {BANNER_PAGES.map((page) => {
            const image = bannerImages[page.path];
            return (
              <li key={page.path} className="overflow-hidden rounded-lg">
                <PageBanner
                  {...headings[page.path]}
                  picture={
                    image ? { image, alt: values.banners?.[page.path]?.alt ?? "" } : undefined
                  }
                  preview
                />
              </li>
            );
          })}
        </ul>
        <ol aria-label="Search results" className="mt-4 space-y-3">
          {SEARCH_PAGES.map((page) => (
            <SearchResult
              key={page.path}
              path={page.path}
              title={values.search?.[page.path]?.title ?? ""}
              description={values.search?.[page.path]?.description ?? ""}
            />
          ))}
        </ol>
      </section>
      {form.unsavedDialog}
    </div>
  );
}

export default function SiteTextsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, about } = loaderData;
  return <SiteTextsEditor key={texts.version} texts={texts} about={about} result={actionData} />;
}
