import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { TrustListEditor } from "../../components/admin/trust/TrustListEditor.tsx";
import {
  type SectionShape,
  TrustSectionScreen,
} from "../../components/admin/trust/TrustSectionScreen.tsx";
import { TESTIMONIALS } from "../../components/admin/trust/trust-lists.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { type TrustContent, trustSectionFailed } from "../../domain/trust.model.ts";
import { TrustTestimonialsSchema } from "../../domain/trust.schema.ts";
import { saveTrustSection, trustSectionLoader } from "../../http/trust-sections.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/trust.testimonials";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Testimonials" };

export const loader = trustSectionLoader;

export function action(args: Route.ActionArgs) {
  return saveTrustSection(args, "testimonials");
}

export { AdminPageError as ErrorBoundary };

export default function TestimonialsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { trust } = loaderData;
  return (
    <TestimonialsEditor
      key={trust.versions.testimonials}
      testimonials={trust.testimonials}
      version={trust.versions.testimonials}
      builtIn={loaderData.builtIn.includes("testimonials")}
      result={actionData}
    />
  );
}

function TestimonialsEditor({
  testimonials,
  version,
  builtIn,
  result,
}: {
  testimonials: TrustContent["testimonials"];
  version: number;
  builtIn: boolean;
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm<typeof TrustTestimonialsSchema, SectionShape<"testimonials">>({
    result,
    schema: TrustTestimonialsSchema,
    defaultValue: { testimonials },
    invalidMessage: trustSectionFailed("testimonials"),
  });
  return (
    <TrustSectionScreen section="testimonials" version={version} builtIn={builtIn} form={form}>
      <TrustListEditor list={TESTIMONIALS} field={form.fields.testimonials} form={form} />
    </TrustSectionScreen>
  );
}
