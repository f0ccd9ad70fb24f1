import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { TrustListEditor } from "../../components/admin/trust/TrustListEditor.tsx";
import {
  type SectionShape,
  TrustSectionScreen,
} from "../../components/admin/trust/TrustSectionScreen.tsx";
import { FIGURES } from "../../components/admin/trust/trust-lists.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { type TrustContent, trustSectionFailed } from "../../domain/trust.model.ts";
import { TrustFiguresSchema } from "../../domain/trust.schema.ts";
import { saveTrustSection, trustSectionLoader } from "../../http/trust-sections.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/trust.figures";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Key figures" };

export const loader = trustSectionLoader;

export function action(args: Route.ActionArgs) {
  return saveTrustSection(args, "figures");
}

export { AdminPageError as ErrorBoundary };

export default function FiguresScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { trust } = loaderData;
  return (
    <FiguresEditor
      key={trust.versions.figures}
      figures={trust.figures}
      version={trust.versions.figures}
      builtIn={loaderData.builtIn.includes("figures")}
      result={actionData}
    />
  );
}

function FiguresEditor({
  figures,
  version,
  builtIn,
  result,
}: {
  figures: TrustContent["figures"];
  version: number;
  builtIn: boolean;
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm<typeof TrustFiguresSchema, SectionShape<"figures">>({
    result,
    schema: TrustFiguresSchema,
    defaultValue: { figures },
    invalidMessage: trustSectionFailed("figures"),
  });
  return (
    <TrustSectionScreen section="figures" version={version} builtIn={builtIn} form={form}>
      <TrustListEditor list={FIGURES} field={form.fields.figures} form={form} />
    </TrustSectionScreen>
  );
}
