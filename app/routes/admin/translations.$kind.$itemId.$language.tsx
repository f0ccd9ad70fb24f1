import { ArrowLeft, Copy, ExternalLink, EyeOff, Send } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { EditorForm } from "../../components/admin/EditorForm.tsx";
import { NavTabs } from "../../components/admin/NavTabs.tsx";
import { Panel } from "../../components/admin/Panel.tsx";
import {
  KIND_LABELS,
  overviewHref,
  publicAddress,
  TranslationBadges,
  translationHref,
} from "../../components/admin/translations/TranslationBadges.tsx";
import {
  requiredTranslations,
  TranslationFields,
  type TranslationShape,
  translationDefaults,
} from "../../components/admin/translations/TranslationFields.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import type { FormField } from "../../components/fields.tsx";
import { NotFoundError } from "../../domain/errors.ts";
import { getServiceById } from "../../domain/services.server.ts";
import {
  isTranslatedLanguage,
  languageName,
  subjectOf,
  TRANSLATED_LANGUAGES,
  TRANSLATION_KINDS,
  type TranslatedSubject,
  type TranslationKind,
  type TranslationView,
} from "../../domain/translations.model.ts";
import { TRANSLATION_INPUT_SCHEMAS } from "../../domain/translations.schema.ts";
import {
  copyFromEnglish,
  getTranslation,
  publishTranslation,
  saveTranslation,
  translationGroupNames,
  unpublishTranslation,
} from "../../domain/translations.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/translations.$kind.$itemId.$language";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Translate" };

const FAILED = "Failed to save the translation.";

/** The item and language the address names; anything else is a page that does not exist. */
function targetOf(params: Route.LoaderArgs["params"]) {
  const { kind, itemId, language } = params;
  const known = (TRANSLATION_KINDS as readonly string[]).includes(kind);
  if (!known || !subjectOf(kind as TranslationKind, itemId) || !isTranslatedLanguage(language)) {
    throw new NotFoundError("There is no such translation.");
  }
  return { kind: kind as TranslationKind, itemId, language };
}

/** Where the translation is read on the site, as the confirmations say it. */
const addressOf = (view: TranslationView) =>
  publicAddress(view.kind, view.itemId, view.language, view.slug);

export const loader = adminLoader(async ({ app, params }: MemberCall<Route.LoaderArgs>) => {
  const { kind, itemId, language } = targetOf(params);
  const view = await getTranslation(app.db, kind, itemId, language);
  // A service's English address, beside its translated one.
  const englishSlug = kind === "service" ? (await getServiceById(app.db, itemId)).slug : null;
  return { view, englishSlug, groupNames: await translationGroupNames(app.db, itemId) };
});

export async function action(args: Route.ActionArgs) {
  const target = () => targetOf(args.params);
  const named = () => languageName(target().language);
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        const { kind, itemId, language } = target();
        const view = await saveTranslation(app.db, kind, itemId, language, input, user);
        return view.state === "published"
          ? `${named()} translation saved: the website shows it at ${addressOf(view)}.`
          : `${named()} translation saved as a draft.`;
      },
    },
    copy: {
      failed: "Failed to copy the English.",
      run: async ({ app, user }) => {
        const { kind, itemId, language } = target();
        await copyFromEnglish(app.db, kind, itemId, language, user);
        return `A ${named()} draft was started from the English: translate its texts, then save.`;
      },
    },
    publish: {
      failed: "Failed to publish the translation.",
      run: async ({ app, user }) => {
        const { kind, itemId, language } = target();
        const view = await publishTranslation(app.db, kind, itemId, language, user);
        return `${named()} translation published: it is on the website at ${addressOf(view)}.`;
      },
    },
    unpublish: {
      failed: "Failed to unpublish the translation.",
      run: async ({ app, user }) => {
        const { kind, itemId, language } = target();
        await unpublishTranslation(app.db, kind, itemId, language, user);
        return `${named()} translation unpublished: it is a draft again, off the website.`;
      },
    },
  });
}

export function ErrorBoundary() {
  return <AdminPageError back={{ to: overviewHref("fr"), label: "Back to Translations" }} />;
}

/** What the state panel says the translation is, and what may be done with it. */
function StateText({ view }: { view: TranslationView }) {
  const language = languageName(view.language);
  if (view.state === "missing") {
    return (
      <p className="text-slate-700">
        There is no {language} translation yet. Copy the English to start a draft from it, or type
        the {language} below and save.
      </p>
    );
  }
  const address = addressOf(view);
  return view.state === "draft" ? (
    <p className="text-slate-700">
      A draft: {language} visitors do not see it until it is published.
    </p>
  ) : (
    <p className="text-slate-700">
      On the website at{" "}
      <a
        href={address}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 font-medium text-primary-700 underline wrap-anywhere"
      >
        {address}
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      . A save shows there at once.
    </p>
  );
}

/** Publish, Unpublish or Copy from English, as the state allows, each posted from here. */
function StateActions({ view, dirty }: { view: TranslationView; dirty: boolean }) {
  const { busy, post } = useAdminFetcher<typeof action>();
  const [asking, setAsking] = useState<"publish" | "unpublish" | null>(null);
  const language = languageName(view.language);
  const address = addressOf(view);
  const questions = {
    publish: {
      title: `Publish the ${language} translation?`,
      message: `${language} visitors will see it at ${address} from now on.`,
      confirmLabel: "Publish",
    },
    unpublish: {
      title: `Take the ${language} translation off the website?`,
      message: `It stays here as a draft; ${address} then shows visitors a link to the English page instead.`,
      confirmLabel: "Unpublish",
    },
  };
  const question = asking ? questions[asking] : null;
  return (
    <div className="mt-4 space-y-2">
      <div className="flex flex-wrap gap-3">
        {view.state === "missing" ? (
          <button
            type="button"
            disabled={busy || dirty}
            onClick={() => post({ intent: "copy" })}
            className={buttonClass("secondary")}
          >
            <Copy aria-hidden="true" className="size-4" />
            Copy from English
          </button>
        ) : null}
        {view.state === "draft" ? (
          <button
            type="button"
            disabled={busy || dirty}
            onClick={() => setAsking("publish")}
            className={buttonClass()}
          >
            <Send aria-hidden="true" className="size-4" />
            Publish
          </button>
        ) : null}
        {view.state === "published" ? (
          <button
            type="button"
            disabled={busy || dirty}
            onClick={() => setAsking("unpublish")}
            className={buttonClass("secondary")}
          >
            <EyeOff aria-hidden="true" className="size-4" />
            Unpublish
          </button>
        ) : null}
      </div>
      {dirty ? (
        <p className="text-sm text-slate-600">
          Save your changes first: {view.state === "missing" ? "copying" : "this"} works on the
          saved translation.
        </p>
      ) : null}
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ""}
        message={question?.message ?? ""}
        confirmLabel={question?.confirmLabel ?? ""}
        confirmTone="primary"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) post({ intent: asking });
          setAsking(null);
        }}
      />
    </div>
  );
}

/** The translation's state at the top: its badges, what it means, and what may be done. */
function StatePanel({ view, dirty }: { view: TranslationView; dirty: boolean }) {
  const language = languageName(view.language);
  return (
    <Panel title={`${view.name}: ${language}`}>
      <div className="-mt-2 mb-3 flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-700">{KIND_LABELS[view.kind]}</span>
        <TranslationBadges state={view.state} outdated={view.outdated} />
      </div>
      {view.outdated ? (
        <div className="mb-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
          <p className="font-medium">The English changed since this translation was made.</p>
          <p className="mt-1 text-sm">
            The English column below shows it as it is now: bring the {language} in line with it,
            then save. Saving marks the translation up to date.
          </p>
        </div>
      ) : null}
      <StateText view={view} />
      <StateActions view={view} dirty={dirty} />
    </Panel>
  );
}

function useTranslationForm(
  subject: TranslatedSubject,
  view: TranslationView,
  result: FormFailure | undefined,
) {
  return useSchemaForm<(typeof TRANSLATION_INPUT_SCHEMAS)[TranslatedSubject], TranslationShape>({
    result,
    schema: TRANSLATION_INPUT_SCHEMAS[subject],
    defaultValue: translationDefaults(subject, view),
    invalidMessage: FAILED,
    missingMessage: "Please fill in all required fields.",
    required: requiredTranslations(subject, view),
  });
}

/** The state at the top, then the texts side by side with the English, and Save. */
function TranslationEditor({
  view,
  englishSlug,
  groupNames,
  result,
}: {
  view: TranslationView;
  englishSlug: string | null;
  groupNames: Record<string, string>;
  result: FormFailure | undefined;
}) {
  const subject = subjectOf(view.kind, view.itemId) as TranslatedSubject;
  const form = useTranslationForm(subject, view, result);
  const language = languageName(view.language);
  return (
    <>
      <StatePanel view={view} dirty={form.dirty} />
      <Panel
        title={`The texts in ${language}`}
        description={`Each English text on the left, its ${language} on the right. Save keeps the translation as it is: a draft stays a draft, a published one stays on the website.`}
      >
        <EditorForm form={form} version={view.version} className="space-y-5">
          <TranslationFields
            subject={subject}
            view={view}
            fields={form.fields as Record<string, FormField>}
            form={form.form}
            onChange={form.markChanged}
            englishSlug={englishSlug}
            typedSlug={String(form.values?.slug ?? "")}
            groupNames={groupNames}
          />
        </EditorForm>
      </Panel>
    </>
  );
}

export default function TranslationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, englishSlug, groupNames } = loaderData;
  return (
    <div className="space-y-6">
      <Link to={overviewHref(view.language)} className={buttonClass("secondary")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Translations
      </Link>
      <NavTabs
        label="Languages"
        tabs={TRANSLATED_LANGUAGES.map((language) => ({
          to: translationHref(view.kind, view.itemId, language),
          label: languageName(language),
          current: language === view.language,
        }))}
      />
      <TranslationEditor
        key={`${view.language}-${view.version}`}
        view={view}
        englishSlug={englishSlug}
        groupNames={groupNames}
        result={actionData}
      />
    </div>
  );
}
