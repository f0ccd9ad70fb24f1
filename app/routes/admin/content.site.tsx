import { useState } from "react";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { EditorWithPreview } from "../../components/admin/EditorForm.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { MinorEditField } from "../../components/admin/MinorEditField.tsx";
import { TranslationsLine } from "../../components/admin/translations/TranslationBadges.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { type FormField, SelectField, TextArea, TextField } from "../../components/fields.tsx";
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
  type SearchPagePath,
  type SiteTexts,
  SiteTextsInputSchema,
} from "../../domain/site-texts.schema.ts";
import { getSiteTexts, updateSiteTexts } from "../../domain/site-texts.server.ts";
import type { LanguageState } from "../../domain/translations.model.ts";
import { itemTranslationStates } from "../../domain/translations.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { pageTitle } from "../../lib/seo.ts";
import type { Route } from "./+types/content.site";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Texts, Banners & Search" };

const FAILED = "The site texts were not saved. Check the fields marked below.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [texts, about, translations] = await Promise.all([
    getSiteTexts(app.db),
    getAbout(app.db),
    itemTranslationStates(app.db, "page", "site-texts"),
  ]);
  return { texts, about, translations };
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
type BannerHeadings = Record<BannerPagePath, { title: string; subtitle: string }>;

function headingsOf(about: AboutPage): BannerHeadings {
  return { "/about": { title: about.title, subtitle: about.content.intro }, ...PAGE_HEADINGS };
}

/** The footer text, the banners and the search results as they will look, following the typing. */
function SiteTextsPreview({
  footerBlurb,
  altOf,
  searchOf,
  bannerImages,
  headings,
}: {
  footerBlurb: string;
  altOf: (path: BannerPagePath) => string;
  searchOf: (path: SearchPagePath) => { title: string; description: string };
  bannerImages: BannerImages;
  headings: BannerHeadings;
}) {
  return (
    <>
      <div className="on-dark rounded-lg bg-slate-900 p-4 text-sm text-slate-300">
        {footerBlurb || <span className="text-slate-500">No footer text</span>}
      </div>
      <ul aria-label="Page banners" className="mt-4 space-y-3">
        {BANNER_PAGES.map((page) => {
          const image = bannerImages[page.path];
          return (
            <li key={page.path} className="overflow-hidden rounded-lg">
              <PageBanner
                {...headings[page.path]}
                picture={image ? { image, alt: altOf(page.path) } : undefined}
                preview
              />
            </li>
          );
        })}
      </ul>
      <ol aria-label="Search results" className="mt-4 space-y-3">
        {SEARCH_PAGES.map((page) => (
          <SearchResult key={page.path} path={page.path} {...searchOf(page.path)} />
        ))}
      </ol>
    </>
  );
}

/** One inner page's banner: its photograph, uploaded at once, and what the photograph shows. */
function BannerFields({
  page,
  fields,
  image,
  onImageChange,
}: {
  page: (typeof BANNER_PAGES)[number];
  fields: { image: FormField; alt: FormField };
  image: string | null;
  onImageChange: (image: string | null) => void;
}) {
  const { image: imageField, alt } = fields;
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-slate-900">{page.label}: banner</legend>
      <ImageUpload
        label="Photograph (optional)"
        name={imageField.name}
        value={image}
        onChange={onImageChange}
        onRemove={() => onImageChange(null)}
        errors={imageField.errors ? { [imageField.name]: imageField.errors } : undefined}
        previewAlt={`The ${page.label.toLowerCase()}'s banner photograph`}
        shape="banner"
        emptyText="No photograph: the plain blue band"
      />
      <TextField
        label="Description of the photograph"
        field={alt}
        hint="What it shows, for visitors who cannot see it. Leave it empty when it is only a backdrop to the title."
      />
    </fieldset>
  );
}

/** One page as search engines list it: its title and its description. */
function SearchFields({
  page,
  fields: { title, description },
}: {
  page: (typeof SEARCH_PAGES)[number];
  fields: { title: FormField; description: FormField };
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-slate-900">{page.label}: in search results</legend>
      <TextField
        label="Search title"
        field={title}
        hint={`Up to ${SEARCH_TITLE_MAX} characters; the company's name is added.`}
      />
      <TextArea
        label="Search description"
        field={description}
        rows={2}
        hint={`Up to ${SEARCH_DESCRIPTION_MAX} characters: what a searcher finds on the page.`}
      />
    </fieldset>
  );
}

function SiteTextsEditor({
  texts,
  about,
  translations,
  result,
}: {
  texts: SiteTexts;
  about: AboutPage;
  translations: LanguageState[];
  result: FormFailure | undefined;
}) {
  const { version, ...saved } = texts;
  const form = useSchemaForm({
    result,
    schema: SiteTextsInputSchema,
    defaultValue: saved,
    invalidMessage: FAILED,
  });
  const { fields } = form;
  const headings = fields.homeHeadings.getFieldset();
  const banners = fields.banners.getFieldset();
  const search = fields.search.getFieldset();
  const [bannerImages, setBannerImages] = useState(() => bannerImagesOf(texts));
  const setBannerImage = (path: BannerPagePath, image: string | null) => {
    setBannerImages((images) => ({ ...images, [path]: image }));
    form.markChanged();
  };
  return (
    <EditorWithPreview
      title="Texts and banners across the site"
      description="Leave a field empty to keep the site's own wording."
      form={form}
      version={version}
      onReset={() => setBannerImages(bannerImagesOf(texts))}
      className="space-y-6"
      preview={
        <SiteTextsPreview
          footerBlurb={fields.footerBlurb.value ?? ""}
          altOf={(path) => banners[path].getFieldset().alt.value ?? ""}
          searchOf={(path) => {
            const { title, description } = search[path].getFieldset();
            return { title: title.value ?? "", description: description.value ?? "" };
          }}
          bannerImages={bannerImages}
          headings={headingsOf(about)}
        />
      }
    >
      <TranslationsLine kind="page" itemId="site-texts" states={translations} />
      <SelectField
        label="Admin Login link"
        field={fields.adminLoginLink}
        markOptional={false}
        hint="In the top bar of the header on computers. Staff can always sign in at /admin/login."
      >
        <option value="shown">Shown in the top bar</option>
        <option value="hidden">Hidden</option>
      </SelectField>
      <TextArea
        label="Footer text"
        field={fields.footerBlurb}
        rows={3}
        hint="A few words about the group, at the bottom of every page."
      />
      <fieldset className="space-y-4">
        <legend className="font-semibold text-slate-900">Home page headings</legend>
        {HOME_SECTIONS.map((section) => (
          <TextField
            key={section.key}
            label={section.label}
            field={headings[section.key]}
            placeholder={section.builtIn}
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
          <BannerFields
            key={page.path}
            page={page}
            fields={banners[page.path].getFieldset()}
            image={bannerImages[page.path]}
            onImageChange={(image) => setBannerImage(page.path, image)}
          />
        ))}
      </section>
      {SEARCH_PAGES.map((page) => (
        <SearchFields key={page.path} page={page} fields={search[page.path].getFieldset()} />
      ))}
      <MinorEditField field={fields.minor} />
    </EditorWithPreview>
  );
}

export default function SiteTextsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, about, translations } = loaderData;
  return (
    <SiteTextsEditor
      key={texts.version}
      texts={texts}
      about={about}
      translations={translations}
      result={actionData}
    />
  );
}
