import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { TrustListEditor } from "../../components/admin/trust/TrustListEditor.tsx";
import {
  type SectionShape,
  TrustSectionScreen,
} from "../../components/admin/trust/TrustSectionScreen.tsx";
import { PARTNERS } from "../../components/admin/trust/trust-lists.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { type TrustContent, trustSectionFailed } from "../../domain/trust.model.ts";
import { TrustPartnersSchema } from "../../domain/trust.schema.ts";
import { saveTrustSection, trustSectionLoader } from "../../http/trust-sections.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/trust.partners";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Partners and accreditations" };

export const loader = trustSectionLoader;

export function action(args: Route.ActionArgs) {
  return saveTrustSection(args, "partners");
}

export { AdminPageError as ErrorBoundary };

export default function PartnersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { trust } = loaderData;
  return (
    <PartnersEditor
      key={trust.versions.partners}
      partners={trust.partners}
      version={trust.versions.partners}
      builtIn={loaderData.builtIn.includes("partners")}
      result={actionData}
    />
  );
}

function PartnersEditor({
  partners,
  version,
  builtIn,
  result,
}: {
  partners: TrustContent["partners"];
  version: number;
  builtIn: boolean;
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm<typeof TrustPartnersSchema, SectionShape<"partners">>({
    result,
    schema: TrustPartnersSchema,
    defaultValue: { partners },
    invalidMessage: trustSectionFailed("partners"),
    // A website may be left out.
    required: { "partners[].url": false },
  });
  return (
    <TrustSectionScreen section="partners" version={version} builtIn={builtIn} form={form}>
      <TrustListEditor list={PARTNERS} field={form.fields.partners} form={form} />
    </TrustSectionScreen>
  );
}
