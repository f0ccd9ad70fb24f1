import { ArrowRight } from "lucide-react";
import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { HeroTabs } from "../../components/admin/HeroTabs.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import {
  type HeroContent,
  HeroInputSchema,
  type HeroPage,
} from "../../domain/page-content.schema.ts";
import { contentHistory, getHero, updateHero } from "../../domain/page-content.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { restoreIntent } from "../../http/revisions.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { imageSrc } from "../../lib/images.ts";
import type { Route } from "./+types/content.hero";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Hero" };

const FAILED = "Failed to update hero content.";

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => {
  const [hero, history] = await Promise.all([getHero(app.db), contentHistory(app.db, "hero")]);
  return { hero, history };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    restore: restoreIntent,
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        await updateHero(app.db, input, user);
        return "Hero content updated successfully!";
      },
    },
  });
}

interface HeroValues {
  title: string;
  content: HeroContent;
}

/**
 * How the hero will look on the home page, updated as the administrator types: its words, and
 * the slideshow's first picture large with the others after it, as visitors see them in turn.
 */
function HeroPreview({ values, images }: { values: HeroValues; images: (string | null)[] }) {
  const [first, ...others] = images.filter((image): image is string => image !== null);
  return (
    <div className="rounded-xl bg-gradient-to-b from-primary-50 to-white p-6">
      {first ? (
        <div className="mb-5">
          <img
            src={imageSrc(first)}
            alt="The slideshow's first slide"
            className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover shadow"
          />
          {others.length > 0 ? (
            <ul aria-label="The slides that follow" className="mt-2 grid grid-cols-3 gap-2">
              {others.map((image, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions; one image may fill two.
                <li key={`${index}-${image}`}>
                  <img
                    src={imageSrc(image)}
                    alt={`Slide ${index + 2}`}
                    className="aspect-[4/3] w-full rounded bg-slate-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="mb-5 rounded-lg bg-slate-100 p-4 text-sm text-slate-600">
          No slideshow images: the home page shows the words alone. Add them under Slideshow Images.
        </p>
      )}
      {values.content.subtitle ? (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary-700">
          {values.content.subtitle}
        </p>
      ) : null}
      <p className="text-2xl font-bold text-slate-900">{values.title || "Your title"}</p>
      <p className="mt-3 text-slate-700">{values.content.description}</p>
      <span className="mt-4 inline-flex items-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white">
        {values.content.buttonText || "Get Started"}
        <ArrowRight aria-hidden="true" className="size-4" />
      </span>
      <p className="mt-2 text-xs text-slate-600">
        Button goes to {values.content.buttonLink || "/contact"}
      </p>
    </div>
  );
}

function HeroEditor({ hero, result }: { hero: HeroPage; result: FormFailure | undefined }) {
  const form = useAdminForm<HeroValues>({
    result,
    schema: HeroInputSchema,
    invalidMessage: FAILED,
  });
  const values = form.values ?? { title: hero.title, content: hero.content };

  return (
    <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
      <section aria-labelledby="hero-form-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="hero-form-title" className="mb-1 text-lg font-semibold text-slate-900">
          Edit the hero section
        </h2>
        <p className="mb-6 text-sm text-slate-600">
          The first thing visitors see on the home page.
        </p>
        {form.conflictAlert}
        <Form {...form.formProps} className="space-y-5">
          <SaveFields intent="save" version={hero.version} />
          <TextField
            label="Title"
            name="title"
            required
            defaultValue={hero.title}
            errors={form.errors}
          />
          <TextField
            label="Subtitle"
            name="content.subtitle"
            defaultValue={hero.content.subtitle}
            errors={form.errors}
          />
          <TextArea
            label="Description"
            name="content.description"
            required
            rows={4}
            defaultValue={hero.content.description}
            errors={form.errors}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Button text"
              name="content.buttonText"
              required
              placeholder="Get Started"
              defaultValue={hero.content.buttonText}
              errors={form.errors}
            />
            <TextField
              label="Button link"
              name="content.buttonLink"
              required
              placeholder="/contact"
              hint="Best as a page of this site, such as /contact or /services."
              defaultValue={hero.content.buttonLink}
              errors={form.errors}
            />
          </div>
          <SaveResetButtons saving={form.saving} dirty={form.dirty} />
        </Form>
      </section>
      <section aria-labelledby="hero-preview-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="hero-preview-title" className="mb-4 text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <HeroPreview values={values} images={hero.images} />
      </section>
      {form.unsavedDialog}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function HeroContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, history } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <HeroTabs />
        <HeroEditor key={hero.version} hero={hero} result={actionData} />
      </div>
      <HistoryPanel history={history} what="The hero section" />
    </div>
  );
}
