import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import {
  type ListField,
  type TrustForm,
  TrustListEditor,
} from "../../components/admin/trust/TrustListEditor.tsx";
import {
  FIGURES,
  PARTNERS,
  QUESTIONS,
  STEPS,
  TESTIMONIALS,
} from "../../components/admin/trust/trust-lists.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { QUOTE_LINES } from "../../domain/inquiries.model.ts";
import { builtInTrust } from "../../domain/launch.server.ts";
import { listServices } from "../../domain/services.server.ts";
import {
  type Question,
  TRUST_LIMITS,
  type TrustContent,
  type TrustPage,
} from "../../domain/trust.model.ts";
import { TrustInputSchema } from "../../domain/trust.schema.ts";
import { getTrust, updateTrust } from "../../domain/trust.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/trust";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Trust & Proof" };

const FAILED = "The trust and proof lists were not saved. Check the fields marked below.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const trust = await getTrust(app.db);
  // The dashboard's launch checklist reads the same rule (decision 069).
  const examples = Object.entries(builtInTrust(trust))
    .filter(([, items]) => items.length > 0)
    .map(([list]) => list);
  return {
    trust,
    examples,
    services: (await listServices(app.db)).map(({ _id, title }) => ({ _id, title })),
  };
});

/** "figures, partners and testimonials" */
function listed(words: string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        await updateTrust(app.db, input, user);
        return "Trust & proof saved. The site shows it now.";
      },
    },
  });
}

/** The page's sections, in their order, each with what it is for. */
const SECTIONS = {
  figures: {
    title: "Key figures",
    description:
      "Shown in a band below the home page's first picture. Use real numbers you can stand behind.",
  },
  steps: {
    title: "How it works",
    description: `The steps a client goes through, on each service page of the line: ${TRUST_LIMITS.stepsMin} to ${TRUST_LIMITS.stepsMax} steps, or none to hide them.`,
  },
  partners: {
    title: "Partners and accreditations",
    description:
      "Partner hospitals and their accreditations (such as JCI), shipping lines, manufacturers. All are shown on the home page; each also on the service pages of its line.",
  },
  testimonials: {
    title: "Testimonials",
    description:
      "What clients said, with their permission. The first three are shown on the home page; each on the service pages of its line.",
  },
  questions: {
    title: "Questions and answers",
    description:
      "Shown on each service's page as questions a visitor opens, and given to search engines as that page's frequently asked questions.",
  },
} as const;

function Section({ id, children }: { id: keyof typeof SECTIONS; children: React.ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {SECTIONS[id].title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{SECTIONS[id].description}</p>
      </div>
      {children}
    </section>
  );
}

interface Services {
  services: { _id: string; title: string }[];
}

/**
 * The form's fields: every list as rows, the steps per business line, questions per service
 * (the page's content as a type alias, which Conform's fields take as a record).
 */
type TrustFormShape = Pick<TrustContent, keyof TrustContent>;

function useTrustForm(trust: TrustPage, services: Services["services"], result?: FormFailure) {
  const questions = services.flatMap(({ _id }) => [
    [`questions.${_id}[].question`, true] as const,
    [`questions.${_id}[].answer`, true] as const,
  ]);
  const { version, ...content } = trust;
  return useSchemaForm<typeof TrustInputSchema, TrustFormShape>({
    result,
    schema: TrustInputSchema,
    defaultValue: content,
    invalidMessage: FAILED,
    // A website may be left out; the questions are kept per service id, which the schema's
    // constraint does not reach.
    required: { "partners[].url": false, ...Object.fromEntries(questions) },
  });
}

type TrustFields = ReturnType<typeof useTrustForm>["fields"];

/** Every list of the page, in its section; the steps per business line, questions per service. */
function TrustSections({
  fields,
  services,
  form,
}: { fields: TrustFields; form: TrustForm } & Services) {
  const steps = fields.steps.getFieldset();
  const questions = fields.questions.getFieldset();
  return (
    <>
      <Section id="figures">
        <TrustListEditor list={FIGURES} field={fields.figures} form={form} />
      </Section>
      <Section id="steps">
        {QUOTE_LINES.map(({ value, label }) => (
          <TrustListEditor
            key={value}
            list={STEPS}
            field={steps[value]}
            owner={{ key: value, label }}
            form={form}
          />
        ))}
      </Section>
      <Section id="partners">
        <TrustListEditor list={PARTNERS} field={fields.partners} form={form} />
      </Section>
      <Section id="testimonials">
        <TrustListEditor list={TESTIMONIALS} field={fields.testimonials} form={form} />
      </Section>
      <Section id="questions">
        {services.length === 0 ? (
          <p className="text-sm text-slate-600">Add a service first.</p>
        ) : null}
        {services.map(({ _id, title }) => (
          <TrustListEditor
            key={_id}
            list={QUESTIONS}
            field={questions[_id] as ListField<Question>}
            owner={{ key: _id, label: title }}
            form={form}
          />
        ))}
      </Section>
    </>
  );
}

function TrustEditor({
  trust,
  examples,
  services,
  result,
}: { trust: TrustPage; examples: string[]; result: FormFailure | undefined } & Services) {
  const form = useTrustForm(trust, services, result);

  return (
    // Room below Save on phones, where a toast would otherwise cover it.
    <div className="max-w-5xl pb-28 md:pb-0">
      {form.conflictAlert}
      <p className="text-slate-700">
        What visitors see as proof they can trust the group: on the home page and on each service
        page. A list left empty is hidden on the site.
      </p>
      {examples.length > 0 ? (
        <p className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
          Some of the {listed(examples)} are built-in examples, not facts. Replace them with your
          own real ones before the site goes live.
        </p>
      ) : null}
      <nav aria-label="Lists on this page" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {Object.entries(SECTIONS).map(([id, section]) => (
            <li key={id}>
              <a href={`#${id}`} className="font-medium text-primary-700 underline">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Form {...form.formProps} className="mt-6 space-y-8">
        <SaveFields intent="save" version={trust.version} />
        <TrustSections fields={form.fields} services={services} form={form} />
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-300 bg-slate-100 px-4 pb-2 sm:mx-0 sm:px-3">
          <SaveResetButtons saving={form.saving} dirty={form.dirty} />
        </div>
      </Form>
      {form.unsavedDialog}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function TrustScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { trust, examples, services } = loaderData;
  return (
    <TrustEditor
      key={trust.version}
      trust={trust}
      examples={examples}
      services={services}
      result={actionData}
    />
  );
}
