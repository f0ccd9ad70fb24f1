import { ExternalLink } from "lucide-react";
import { Form, href } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import {
  type PrivacyNotice,
  PrivacyNoticeInputSchema,
} from "../../domain/privacy-notice.schema.ts";
import { getPrivacyNotice, updatePrivacyNotice } from "../../domain/privacy-notice.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/privacy";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Privacy Notice" };

const FAILED = "The privacy notice was not saved.";

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => ({
  notice: await getPrivacyNotice(app.db),
}));

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
  result,
}: {
  notice: PrivacyNotice;
  result: FormFailure | undefined;
}) {
  const form = useAdminForm<{ title: string; body: string }>({
    result,
    schema: PrivacyNoticeInputSchema,
    invalidMessage: FAILED,
  });
  const body = form.values?.body ?? notice.body;
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
          <a
            href={href("/privacy")}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary-700 underline"
          >
            See it on the site
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
        <p className="mt-4 mb-6 rounded-lg border border-primary-100 bg-primary-50 p-4 text-sm text-primary-950">
          Saving makes version {notice.version + 1}. Consents given from then on record version{" "}
          {notice.version + 1}; consents given before keep the version their sender was shown.
        </p>
        {form.conflictAlert}
        <Form {...form.formProps} className="space-y-5">
          <SaveFields intent="save" version={notice.version} />
          <TextField
            label="Title"
            name="title"
            required
            maxLength={150}
            defaultValue={notice.title}
            errors={form.errors}
          />
          <TextArea
            label="Notice"
            name="body"
            required
            rows={24}
            hint='Plain text. Leave an empty line between paragraphs; start a line with "## " to make it a heading.'
            counter={{ length: body.length, max: 50_000 }}
            defaultValue={notice.body}
            errors={form.errors}
          />
          <SaveResetButtons saving={form.saving} dirty={form.dirty} />
        </Form>
        {form.unsavedDialog}
      </section>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function PrivacyNoticePage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return <PrivacyEditor key={notice.version} notice={notice} result={actionData} />;
}
