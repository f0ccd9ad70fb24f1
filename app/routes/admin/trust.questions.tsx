import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { type ListField, TrustListEditor } from "../../components/admin/trust/TrustListEditor.tsx";
import {
  type SectionShape,
  TrustSectionScreen,
} from "../../components/admin/trust/TrustSectionScreen.tsx";
import { QUESTIONS } from "../../components/admin/trust/trust-lists.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { builtInTrustSections } from "../../domain/launch.server.ts";
import { listServices } from "../../domain/services.server.ts";
import { type Question, type TrustContent, trustSectionFailed } from "../../domain/trust.model.ts";
import { TrustQuestionsSchema } from "../../domain/trust.schema.ts";
import { getTrust } from "../../domain/trust.server.ts";
import { adminLoader, type MemberCall } from "../../http/admin-routes.server.ts";
import { saveTrustSection, trustTranslationStates } from "../../http/trust-sections.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/trust.questions";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Questions and answers" };

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [trust, translations] = await Promise.all([
    getTrust(app.db),
    trustTranslationStates(app.db),
  ]);
  return {
    trust,
    builtIn: builtInTrustSections(trust),
    translations,
    services: (await listServices(app.db)).map(({ _id, title }) => ({ _id, title })),
  };
});

export function action(args: Route.ActionArgs) {
  return saveTrustSection(args, "questions");
}

export { AdminPageError as ErrorBoundary };

export default function QuestionsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { trust, services } = loaderData;
  return (
    <QuestionsEditor
      key={trust.versions.questions}
      questions={trust.questions}
      services={services}
      version={trust.versions.questions}
      builtIn={loaderData.builtIn.includes("questions")}
      result={actionData}
    />
  );
}

/** Each service's questions, a list each; those of a deleted service go at the next save. */
function QuestionsEditor({
  questions,
  services,
  version,
  builtIn,
  result,
}: {
  questions: TrustContent["questions"];
  services: { _id: string; title: string }[];
  version: number;
  builtIn: boolean;
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm<typeof TrustQuestionsSchema, SectionShape<"questions">>({
    result,
    schema: TrustQuestionsSchema,
    defaultValue: { questions },
    invalidMessage: trustSectionFailed("questions"),
    // The questions are kept per service id, which the schema's constraint does not reach.
    required: Object.fromEntries(
      services.flatMap(({ _id }) => [
        [`questions.${_id}[].question`, true],
        [`questions.${_id}[].answer`, true],
      ]),
    ),
  });
  const lists = form.fields.questions.getFieldset();
  return (
    <TrustSectionScreen section="questions" version={version} builtIn={builtIn} form={form}>
      {services.length === 0 ? (
        <p className="text-sm text-slate-600">Add a service first.</p>
      ) : null}
      {services.map(({ _id, title }) => (
        <TrustListEditor
          key={_id}
          list={QUESTIONS}
          field={lists[_id] as ListField<Question>}
          owner={{ key: _id, label: title }}
          form={form}
        />
      ))}
    </TrustSectionScreen>
  );
}
