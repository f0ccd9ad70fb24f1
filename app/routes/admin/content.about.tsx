import { useState } from "react";
import { href, Link } from "react-router";
import { AboutCardsList } from "../../components/admin/AboutCardsList.tsx";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { EditorWithPreview, typedTexts } from "../../components/admin/EditorForm.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { MinorEditField } from "../../components/admin/MinorEditField.tsx";
import { TranslationsLine } from "../../components/admin/translations/TranslationBadges.tsx";
import { errorsOf, useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { BUILT_IN_OFFICE_PICTURE } from "../../content/default-content.ts";
import { rowsOf } from "../../domain/fields.ts";
import {
  type AboutCard,
  AboutInputSchema,
  type AboutPage,
} from "../../domain/page-content.schema.ts";
import { contentHistory, getAbout, updateAbout } from "../../domain/page-content.server.ts";
import type { BannerPicture } from "../../domain/site-texts.schema.ts";
import { getSiteTexts } from "../../domain/site-texts.server.ts";
import type { LanguageState } from "../../domain/translations.model.ts";
import { itemTranslationStates } from "../../domain/translations.server.ts";
import { adminLoader, type MemberCall } from "../../http/admin-routes.server.ts";
import { saveOrRestore } from "../../http/revisioned-editor.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { linesOf } from "../../lib/paragraphs.ts";
import type { Route } from "./+types/content.about";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "About Page" };

const FAILED = "Failed to update about content.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [about, texts, history, translations] = await Promise.all([
    getAbout(app.db),
    getSiteTexts(app.db),
    contentHistory(app.db, "about"),
    itemTranslationStates(app.db, "page", "about"),
  ]);
  return {
    about,
    banner: texts.banners["/about"],
    history,
    translations: translations,
  };
});

export async function action(args: Route.ActionArgs) {
  return saveOrRestore(args, {
    failed: FAILED,
    update: updateAbout,
    saved: "About content updated successfully!",
  });
}

interface AboutValues {
  title: string;
  content: Record<
    | "intro"
    | "homeSummary"
    | "imageAlt"
    | "vision"
    | "mission"
    | "goals"
    | "whyChooseUs"
    | "companyHistory"
    | "coreValues",
    string
  > & { cards: unknown };
}

/** The cards as the form holds them now, the blank ones left out as the save leaves them. */
const cardsOf = (value: unknown) =>
  ((rowsOf(value) ?? []) as (Partial<AboutCard> | undefined)[]).filter(
    (card): card is Partial<AboutCard> => Boolean(card?.title || card?.text),
  );

/** The about page as visitors will see it, following the typing. */
function AboutPreview({
  values,
  image,
  banner,
}: {
  values: AboutValues;
  image: string | null;
  banner: BannerPicture | undefined;
}) {
  const { content } = values;
  return (
    <div className="space-y-4 text-sm">
      <div className="overflow-hidden rounded-lg">
        <PageBanner
          title={values.title || "About Us"}
          subtitle={content.intro.trim() || undefined}
          picture={banner}
          preview
        />
      </div>
      <img
        src={image ?? BUILT_IN_OFFICE_PICTURE}
        alt={content.imageAlt}
        className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
      />
      <div>
        <p className="font-semibold text-slate-900">Our Company Goal</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {linesOf(content.goals).map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ul>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">Our Vision</p>
          <p className="mt-1 text-slate-700">{content.vision}</p>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">Our Mission</p>
          <p className="mt-1 text-slate-700">{content.mission}</p>
        </div>
      </div>
      <div>
        <p className="font-semibold text-slate-900">Why Choose Us</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {linesOf(content.whyChooseUs).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      {content.companyHistory.trim() ? (
        <div>
          <p className="font-semibold text-slate-900">Our Story</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{content.companyHistory}</p>
        </div>
      ) : null}
      {cardsOf(content.cards).length > 0 ? (
        <div>
          <p className="font-semibold text-slate-900">What Sets Us Apart</p>
          <ul className="mt-1 grid gap-2 sm:grid-cols-2">
            {cardsOf(content.cards).map((card, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview follows the form's rows, which have no other identity.
              <li key={index} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">{card.title}</p>
                <p className="mt-1 text-slate-700">{card.text}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {linesOf(content.coreValues).length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {linesOf(content.coreValues).map((value) => (
            <li
              key={value}
              className="rounded-full bg-primary-100 px-3 py-1 font-medium text-primary-900"
            >
              {value}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type AboutText = Exclude<keyof AboutValues["content"], "cards">;

/** The form's fields: the page's texts, the lists one item a line, and the cards as rows. */
type AboutFormShape = {
  title: string;
  content: Record<AboutText, string> & { cards: AboutCard[] };
  officeImage?: string;
  /** Whether the edit is minor: the translations stay up to date (decision 074). */
  minor?: boolean;
};

/** The saved page as the form's fields hold it: the lists one item a line. */
function savedValuesOf(about: AboutPage): AboutFormShape {
  return {
    title: about.title,
    content: {
      intro: about.content.intro,
      homeSummary: about.content.homeSummary,
      imageAlt: about.content.imageAlt,
      cards: about.content.cards,
      vision: about.content.vision,
      mission: about.content.mission,
      goals: about.content.goals.join("\n"),
      whyChooseUs: about.content.whyChooseUs.join("\n"),
      companyHistory: about.content.companyHistory,
      coreValues: about.content.coreValues.join("\n"),
    },
  };
}

type AboutForm = ReturnType<typeof useAboutForm>;

function useAboutForm(about: AboutPage, result: FormFailure | undefined) {
  return useSchemaForm<typeof AboutInputSchema, AboutFormShape>({
    result,
    schema: AboutInputSchema,
    defaultValue: savedValuesOf(about),
    invalidMessage: FAILED,
    // The lists typed one a line read as lists, and the title and cards as optional.
    required: {
      title: true,
      "content.coreValues": false,
      "content.cards[].title": true,
      "content.cards[].text": true,
    },
  });
}

/** The "What Sets Us Apart" cards, each a title and a text, added and removed in place. */
function AboutCardsField({ form }: { form: AboutForm }) {
  return (
    <section aria-labelledby="about-cards-title" className="space-y-3">
      <h3 id="about-cards-title" className="font-semibold text-slate-900">
        What Sets Us Apart (cards)
      </h3>
      <AboutCardsList
        field={form.fields.content.getFieldset().cards}
        form={form.form}
        onChange={form.markChanged}
      />
    </section>
  );
}

/** What the form holds now, as the preview reads it. */
function typedValuesOf(form: AboutForm, about: AboutPage): AboutValues {
  const typed = form.values?.content;
  const { cards, ...texts } = savedValuesOf(about).content;
  return {
    title: String(form.values?.title ?? ""),
    content: { ...typedTexts(typed, texts), cards: typed?.cards },
  };
}

function AboutEditor({
  about,
  banner,
  translations,
  result,
}: {
  about: AboutPage;
  banner: BannerPicture | undefined;
  translations: LanguageState[];
  result: FormFailure | undefined;
}) {
  const form = useAboutForm(about, result);
  const text = form.fields.content.getFieldset();
  const onePerLine = "One per line.";
  const [image, setImage] = useState(about.images[0] ?? null);
  const changeImage = (url: string | null) => {
    setImage(url);
    form.markChanged();
  };

  return (
    <EditorWithPreview
      title="Edit the about page"
      description={
        <>
          What visitors read about the company. The photograph behind the page's title is chosen
          under{" "}
          <Link to={href("/admin/content/site")} className="font-medium text-primary-700 underline">
            Texts, Banners &amp; Search
          </Link>
          .
        </>
      }
      form={form}
      version={about.version}
      onReset={() => setImage(about.images[0] ?? null)}
      preview={<AboutPreview values={typedValuesOf(form, about)} image={image} banner={banner} />}
    >
      <TranslationsLine kind="page" itemId="about" states={translations} />
      <TextField label="Page title" field={form.fields.title} />
      <TextArea
        label="Introduction"
        rows={3}
        hint="The line under the page's title."
        field={text.intro}
      />
      <ImageUpload
        label="Office picture"
        name="officeImage"
        value={image}
        onChange={changeImage}
        onRemove={() => changeImage(null)}
        errors={errorsOf(form.fields.officeImage)}
        previewAlt="The office picture"
        emptyText="The built-in drawing of the office"
      />
      <TextField
        label="Description of the picture"
        hint="What the picture shows, for visitors who cannot see it."
        field={text.imageAlt}
      />
      <TextArea label="Vision" rows={3} field={text.vision} />
      <TextArea label="Mission" rows={3} field={text.mission} />
      <TextArea label="Goals" rows={4} hint={onePerLine} field={text.goals} />
      <TextArea label="Why choose us" rows={4} hint={onePerLine} field={text.whyChooseUs} />
      <TextArea
        label="Company history"
        rows={6}
        hint="Leave an empty line between paragraphs."
        field={text.companyHistory}
      />
      <TextArea label="Core values" rows={4} hint={onePerLine} field={text.coreValues} />
      <TextArea
        label="Short about on the home page"
        rows={4}
        hint="A few sentences for the home page's About section. Say something the about page does not, so visitors who read both learn more. Leave an empty line between paragraphs."
        field={text.homeSummary}
      />
      <AboutCardsField form={form} />
      <MinorEditField field={form.fields.minor} />
    </EditorWithPreview>
  );
}

export { AdminPageError as ErrorBoundary };

export default function AboutContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { about, banner, history, translations } = loaderData;
  return (
    <div className="space-y-8">
      <AboutEditor
        key={about.version}
        about={about}
        banner={banner}
        translations={translations}
        result={actionData}
      />
      <HistoryPanel history={history} what="The about page" />
    </div>
  );
}
