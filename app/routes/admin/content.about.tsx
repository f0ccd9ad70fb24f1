import { useState } from "react";
import { Form, href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { keyedRows, ListEditor } from "../../components/admin/ListEditor.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { BUILT_IN_OFFICE_PICTURE } from "../../content/default-content.ts";
import { rowsOf } from "../../domain/fields.ts";
import {
  ABOUT_CARDS_MAX,
  type AboutCard,
  AboutInputSchema,
  type AboutPage,
} from "../../domain/page-content.schema.ts";
import { contentHistory, getAbout, updateAbout } from "../../domain/page-content.server.ts";
import type { BannerPicture } from "../../domain/site-texts.schema.ts";
import { getSiteTexts } from "../../domain/site-texts.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { restoreIntent } from "../../http/revisions.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { linesOf } from "../../lib/paragraphs.ts";
import type { Route } from "./+types/content.about";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "About Page" };

const FAILED = "Failed to update about content.";

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => {
  const [about, texts, history] = await Promise.all([
    getAbout(app.db),
    getSiteTexts(app.db),
    contentHistory(app.db, "about"),
  ]);
  return { about, banner: texts.banners["/about"], history };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    restore: restoreIntent,
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        await updateAbout(app.db, input, user);
        return "About content updated successfully!";
      },
    },
  });
}

interface AboutValues {
  title: string;
  content: Record<
    | "intro"
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
  ((rowsOf(value) ?? []) as Partial<AboutCard>[]).filter((card) => card.title || card.text);

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

function AboutEditor({
  about,
  banner,
  result,
}: {
  about: AboutPage;
  banner: BannerPicture | undefined;
  result: FormFailure | undefined;
}) {
  const form = useAdminForm<AboutValues>({
    result,
    schema: AboutInputSchema,
    invalidMessage: FAILED,
  });
  const saved: AboutValues = {
    title: about.title,
    content: {
      intro: about.content.intro,
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
  const values = form.values ?? saved;
  const onePerLine = "One per line.";
  const [image, setImage] = useState(about.images[0] ?? null);
  const [cards, setCards] = useState(() => keyedRows(about.content.cards));

  return (
    <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
      <section aria-labelledby="about-form-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="about-form-title" className="mb-1 text-lg font-semibold text-slate-900">
          Edit the about page
        </h2>
        <p className="mb-6 text-sm text-slate-600">
          What visitors read about the company. The photograph behind the page's title is chosen
          under{" "}
          <Link to={href("/admin/content/site")} className="font-medium text-primary-700 underline">
            Texts, Banners &amp; Search
          </Link>
          .
        </p>
        {form.conflictAlert}
        <Form
          {...form.formProps}
          onReset={() => {
            form.formProps.onReset();
            setCards(keyedRows(about.content.cards));
            setImage(about.images[0] ?? null);
          }}
          className="space-y-5"
        >
          <SaveFields intent="save" version={about.version} />
          <TextField
            label="Page title"
            name="title"
            required
            defaultValue={saved.title}
            errors={form.errors}
          />
          <TextArea
            label="Introduction"
            name="content.intro"
            rows={3}
            hint="The line under the page's title."
            defaultValue={saved.content.intro}
            errors={form.errors}
          />
          <ImageUpload
            label="Office picture"
            name="officeImage"
            value={image}
            onChange={(url) => {
              setImage(url);
              form.markChanged();
            }}
            onRemove={() => {
              setImage(null);
              form.markChanged();
            }}
            errors={form.errors}
            previewAlt="The office picture"
            emptyText="The built-in drawing of the office"
          />
          <TextField
            label="Description of the picture"
            name="content.imageAlt"
            hint="What the picture shows, for visitors who cannot see it."
            defaultValue={saved.content.imageAlt}
            errors={form.errors}
          />
          <TextArea
            label="Vision"
            name="content.vision"
            required
            rows={3}
            defaultValue={saved.content.vision}
            errors={form.errors}
          />
          <TextArea
            label="Mission"
            name="content.mission"
            required
            rows={3}
            defaultValue={saved.content.mission}
            errors={form.errors}
          />
          <TextArea
            label="Goals"
            name="content.goals"
            required
            rows={4}
            hint={onePerLine}
            defaultValue={saved.content.goals}
            errors={form.errors}
          />
          <TextArea
            label="Why choose us"
            name="content.whyChooseUs"
            required
            rows={4}
            hint={onePerLine}
            defaultValue={saved.content.whyChooseUs}
            errors={form.errors}
          />
          <TextArea
            label="Company history"
            name="content.companyHistory"
            rows={6}
            hint="Leave an empty line between paragraphs."
            defaultValue={saved.content.companyHistory}
            errors={form.errors}
          />
          <TextArea
            label="Core values"
            name="content.coreValues"
            rows={4}
            hint={onePerLine}
            defaultValue={saved.content.coreValues}
            errors={form.errors}
          />
          <section aria-labelledby="about-cards-title" className="space-y-3">
            <h3 id="about-cards-title" className="font-semibold text-slate-900">
              What Sets Us Apart (cards)
            </h3>
            <ListEditor
              name="content.cards"
              itemName="Card"
              rows={cards}
              onChange={(rows) => {
                setCards(rows);
                form.markChanged();
              }}
              blank={{ title: "", text: "" }}
              max={ABOUT_CARDS_MAX}
              errors={form.errors}
              renderFields={(card, prefix) => (
                <>
                  <TextField
                    label="Title"
                    name={`${prefix}.title`}
                    required
                    defaultValue={card.title}
                    errors={form.errors}
                  />
                  <TextArea
                    label="Text"
                    name={`${prefix}.text`}
                    required
                    rows={3}
                    defaultValue={card.text}
                    errors={form.errors}
                  />
                </>
              )}
            />
          </section>
          <SaveResetButtons saving={form.saving} dirty={form.dirty} />
        </Form>
      </section>
      <section aria-labelledby="about-preview-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="about-preview-title" className="mb-4 text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <AboutPreview values={values} image={image} banner={banner} />
      </section>
      {form.unsavedDialog}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function AboutContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { about, banner, history } = loaderData;
  return (
    <div className="space-y-8">
      <AboutEditor key={about.version} about={about} banner={banner} result={actionData} />
      <HistoryPanel history={history} what="The about page" />
    </div>
  );
}
