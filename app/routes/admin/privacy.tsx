import { href } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { EditorForm } from "../../components/admin/EditorForm.tsx";
import { MinorEditField } from "../../components/admin/MinorEditField.tsx";
import { TranslationsLine } from "../../components/admin/translations/TranslationBadges.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import { NewTabLink } from "../../components/NewTabLink.tsx";
import {
  type PrivacyNotice,
  PrivacyNoticeInputSchema,
} from "../../domain/privacy-notice.schema.ts";
import { getPrivacyNotice, updatePrivacyNotice } from "../../domain/privacy-notice.server.ts";
import type { LanguageState } from "../../domain/translations.model.ts";
import { itemTranslationStates } from "../../domain/translations.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/privacy";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Privacy Notice" };

const FAILED = "The privacy notice was not saved.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [notice, translations] = await Promise.all([
    getPrivacyNotice(app.db),
    itemTranslationStates(app.db, "page", "privacy"),
  ]);
  return { notice, translations };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        const saved = await updatePrivacyNotice(app.db, input, user);
        return `Privacy notice saved as version ${saved.version}.`;
      },
    },
  });
}

function PrivacyEditor({
  notice,
  translations,
  result,
}: {
  notice: PrivacyNotice;
  translations: LanguageState[];
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm({
    result,
    schema: PrivacyNoticeInputSchema,
    defaultValue: { title: notice.title, body: notice.body },
    invalidMessage: FAILED,
  });
  const { title, body, minor } = form.fields;
  const typedBody = form.values?.body ?? "";
  return (
    // Room below Save on phones, where a toast would otherwise cover it.
    <div className="pb-28 md:pb-0">
      <section aria-labelledby="privacy-form-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="privacy-form-title" className="mb-1 text-lg font-semibold text-slate-900">
          Edit the privacy notice
        </h2>
        <p className="text-sm text-slate-600">
          Version {notice.version}
          {notice.updatedAt
            ? `, last saved ${formatDate(notice.updatedAt)}`
            : " (the built-in notice)"}
          .{" "}
          <NewTabLink
            href={href("/privacy")}
            className="inline-flex items-center gap-1 font-medium text-primary-700 underline"
            iconClassName="size-3.5"
          >
            See it on the site
          </NewTabLink>
        </p>
        <p className="mt-4 mb-6 rounded-lg border border-primary-100 bg-primary-50 p-4 text-sm text-primary-950">
          Saving makes version {notice.version + 1}. Consents given from then on record version{" "}
          {notice.version + 1}; consents given before keep the version their sender was shown.
        </p>
        <EditorForm form={form} version={notice.version} className="space-y-5">
          <TranslationsLine kind="page" itemId="privacy" states={translations} />
          <TextField label="Title" field={title} maxLength={150} />
          <TextArea
            label="Notice"
            field={body}
            rows={24}
            hint='Plain text. Leave an empty line between paragraphs; start a line with "## " to make it a heading.'
            counter={{ length: typedBody.length, max: 50_000 }}
          />
          <MinorEditField field={minor} />
        </EditorForm>
      </section>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function PrivacyNoticePage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, translations } = loaderData;
  return (
    <PrivacyEditor
      key={notice.version}
      notice={notice}
      translations={translations}
      result={actionData}
    />
  );
}
