import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { EditorForm } from "../../components/admin/EditorForm.tsx";
import { ListEditor } from "../../components/admin/ListEditor.tsx";
import { Panel } from "../../components/admin/Panel.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import {
  REPLY_TEMPLATES_MAX,
  type ReplyTemplate,
  type ReplyTemplates,
  ReplyTemplatesInputSchema,
  TEMPLATE_TEXT_MAX,
  TEMPLATE_TITLE_MAX,
} from "../../domain/reply-templates.schema.ts";
import { getReplyTemplates, updateReplyTemplates } from "../../domain/reply-templates.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/reply-templates";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Reply Templates" };

const FAILED = "The reply templates were not saved.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => ({
  saved: await getReplyTemplates(app.db),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        await updateReplyTemplates(app.db, input, user);
        return "Reply templates saved.";
      },
    },
  });
}

function TemplatesEditor({
  saved,
  result,
}: {
  saved: ReplyTemplates;
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm<typeof ReplyTemplatesInputSchema, { templates: ReplyTemplate[] }>({
    result,
    schema: ReplyTemplatesInputSchema,
    defaultValue: { templates: saved.templates },
    invalidMessage: FAILED,
  });
  return (
    // Room below Save on phones, where a toast would otherwise cover it.
    <div className="max-w-3xl pb-28 md:pb-0">
      <EditorForm form={form} version={saved.version} className="space-y-8">
        <Panel
          title="Templates to start a reply from"
          description="Anyone answering in the inbox can start from one of these, then change it. Write only the text: the greeting and the writer's own signature are added to every reply."
        >
          <ListEditor
            field={form.fields.templates}
            form={form.form}
            onChange={form.markChanged}
            itemName="Template"
            emptyText="None: the reply box offers no templates."
            blank={{ title: "", text: "" }}
            max={REPLY_TEMPLATES_MAX}
            renderFields={(row) => {
              const { title, text } = row.getFieldset();
              return (
                <>
                  <TextField label="Name" field={title} maxLength={TEMPLATE_TITLE_MAX} />
                  <TextArea label="Text" field={text} rows={7} maxLength={TEMPLATE_TEXT_MAX} />
                </>
              );
            }}
          />
        </Panel>
      </EditorForm>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function ReplyTemplatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  return <TemplatesEditor key={saved.version} saved={saved} result={actionData} />;
}
