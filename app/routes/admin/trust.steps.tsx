import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { TrustListEditor } from "../../components/admin/trust/TrustListEditor.tsx";
import {
  type SectionShape,
  TrustSectionScreen,
} from "../../components/admin/trust/TrustSectionScreen.tsx";
import { STEPS } from "../../components/admin/trust/trust-lists.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { QUOTE_LINES } from "../../domain/inquiries.model.ts";
import { type TrustContent, trustSectionFailed } from "../../domain/trust.model.ts";
import { TrustStepsSchema } from "../../domain/trust.schema.ts";
import { saveTrustSection, trustSectionLoader } from "../../http/trust-sections.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/trust.steps";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "How it works" };

export const loader = trustSectionLoader;

export function action(args: Route.ActionArgs) {
  return saveTrustSection(args, "steps");
}

export { AdminPageError as ErrorBoundary };

export default function StepsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { trust } = loaderData;
  return (
    <StepsEditor
      key={trust.versions.steps}
      steps={trust.steps}
      version={trust.versions.steps}
      builtIn={loaderData.builtIn.includes("steps")}
      result={actionData}
    />
  );
}

/** The steps of each business line, a list each. */
function StepsEditor({
  steps,
  version,
  builtIn,
  result,
}: {
  steps: TrustContent["steps"];
  version: number;
  builtIn: boolean;
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm<typeof TrustStepsSchema, SectionShape<"steps">>({
    result,
    schema: TrustStepsSchema,
    defaultValue: { steps },
    invalidMessage: trustSectionFailed("steps"),
  });
  const lines = form.fields.steps.getFieldset();
  return (
    <TrustSectionScreen section="steps" version={version} builtIn={builtIn} form={form}>
      {QUOTE_LINES.map(({ value, label }) => (
        <TrustListEditor
          key={value}
          list={STEPS}
          field={lines[value]}
          owner={{ key: value, label }}
          form={form}
        />
      ))}
    </TrustSectionScreen>
  );
}
