import { ArrowRight } from "lucide-react";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { EditorWithPreview, typedTexts } from "../../components/admin/EditorForm.tsx";
import { HeroTabs } from "../../components/admin/HeroTabs.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { MinorEditField } from "../../components/admin/MinorEditField.tsx";
import { TranslationsLine } from "../../components/admin/translations/TranslationBadges.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import {
  type HeroContent,
  HeroInputSchema,
  type HeroPage,
} from "../../domain/page-content.schema.ts";
import { contentHistory, getHero, updateHero } from "../../domain/page-content.server.ts";
import type { LanguageState } from "../../domain/translations.model.ts";
import { itemTranslationStates } from "../../domain/translations.server.ts";
import { adminLoader, type MemberCall } from "../../http/admin-routes.server.ts";
import { saveOrRestore } from "../../http/revisioned-editor.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { imageSrc } from "../../lib/images.ts";
import { OFFICE_WHATSAPP } from "../../lib/links.ts";
import type { Route } from "./+types/content.hero";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Hero" };

const FAILED = "Failed to update hero content.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [hero, history, translations] = await Promise.all([
    getHero(app.db),
    contentHistory(app.db, "hero"),
    itemTranslationStates(app.db, "page", "hero"),
  ]);
  return { hero, history, translations: translations };
});

export async function action(args: Route.ActionArgs) {
  return saveOrRestore(args, {
    failed: FAILED,
    update: updateHero,
    saved: "Hero content updated successfully!",
  });
}

interface HeroValues {
  title: string;
  content: HeroContent;
}

/**
 * How the hero will look on the home page, updated as the office types: its words, and
 * the slideshow's first picture large with the others after it, as visitors see them in turn.
 */
function HeroPreview({ values, images }: { values: HeroValues; images: (string | null)[] }) {
  const [first, ...others] = images.filter((image): image is string => image !== null);
  const { buttonText, buttonLink, secondButtonText, secondButtonLink } = values.content;
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
      <div className="mt-4 flex flex-wrap gap-2">
        <span className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white">
          {buttonText || "Get Started"}
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
        {secondButtonText && secondButtonLink ? (
          <span className="inline-flex items-center rounded-md border-2 border-primary-700 bg-white px-4 py-1.5 text-sm font-semibold text-primary-800">
            {secondButtonText}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-xs wrap-anywhere text-slate-600">
        Button goes to {buttonLink || "/contact"}
      </p>
      {secondButtonText && secondButtonLink ? (
        <p className="mt-1 text-xs wrap-anywhere text-slate-600">
          Second button goes to{" "}
          {secondButtonLink === OFFICE_WHATSAPP
            ? "a WhatsApp chat with the number in Contact Info"
            : secondButtonLink}
        </p>
      ) : null}
    </div>
  );
}

function HeroEditor({
  hero,
  translations,
  result,
}: {
  hero: HeroPage;
  translations: LanguageState[];
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm({
    result,
    schema: HeroInputSchema,
    defaultValue: { title: hero.title, content: hero.content },
    invalidMessage: FAILED,
  });
  const { title, content } = form.fields;
  const text = content.getFieldset();
  const values: HeroValues = {
    title: form.values?.title ?? "",
    content: typedTexts(form.values?.content, hero.content),
  };

  return (
    <EditorWithPreview
      title="Edit the hero section"
      description="The first thing visitors see on the home page."
      form={form}
      version={hero.version}
      preview={<HeroPreview values={values} images={hero.images} />}
    >
      <TranslationsLine kind="page" itemId="hero" states={translations} />
      <TextField label="Title" field={title} />
      <TextField label="Subtitle" field={text.subtitle} />
      <TextArea label="Description" field={text.description} rows={4} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Button text" field={text.buttonText} placeholder="Get Started" />
        <TextField
          label="Button link"
          field={text.buttonLink}
          placeholder="/contact"
          hint="Best as a page of this site, such as /contact or /services."
        />
        <TextField
          label="Second button text"
          field={text.secondButtonText}
          placeholder="Chat on WhatsApp"
          hint="Shown beside the button when it has a link too; leave both empty to hide it."
        />
        <TextField
          label="Second button link"
          field={text.secondButtonLink}
          placeholder="whatsapp"
          hint="A page of this site or a full address; or whatsapp, for a chat with the WhatsApp number in Contact Info."
        />
      </div>
      <MinorEditField field={form.fields.minor} />
    </EditorWithPreview>
  );
}

export { AdminPageError as ErrorBoundary };

export default function HeroContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, history, translations } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <HeroTabs />
        <HeroEditor
          key={hero.version}
          hero={hero}
          translations={translations}
          result={actionData}
        />
      </div>
      <HistoryPanel history={history} what="The hero section" />
    </div>
  );
}
