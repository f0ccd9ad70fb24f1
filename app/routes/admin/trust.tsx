import { useState } from "react";
import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { keyedRows, ListEditor, type Row } from "../../components/admin/ListEditor.tsx";
import { Preview } from "../../components/admin/Preview.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { SelectField, TextArea, TextField } from "../../components/fields.tsx";
import {
  HowItWorks,
  KeyFigures,
  Partners,
  Questions,
  Testimonials,
} from "../../components/site/TrustSections.tsx";
import { rowsOf } from "../../domain/fields.ts";
import { QUOTE_LINES, type QuoteLine } from "../../domain/inquiries.model.ts";
import { listServices } from "../../domain/services.server.ts";
import {
  HOME_TESTIMONIALS,
  type KeyFigure,
  type Partner,
  type Question,
  type Step,
  type Testimonial,
  TRUST_LIMITS,
  type TrustContent,
  type TrustPage,
} from "../../domain/trust.model.ts";
import { TrustInputSchema } from "../../domain/trust.schema.ts";
import { getTrust, updateTrust } from "../../domain/trust.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/trust";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Trust & Proof" };

const FAILED = "The trust and proof lists were not saved. Check the fields marked below.";

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => ({
  trust: await getTrust(app.db),
  services: (await listServices(app.db)).map(({ _id, title }) => ({ _id, title })),
}));

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

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}

const SECTIONS = [
  { id: "figures", title: "Key figures" },
  { id: "steps", title: "How it works" },
  { id: "partners", title: "Partners and accreditations" },
  { id: "testimonials", title: "Testimonials" },
  { id: "questions", title: "Questions and answers" },
] as const;

/** A field of the form's values (`steps`, then `logistics`…), if there is one. */
function fieldOf(values: unknown, key: string): unknown {
  return values && typeof values === "object"
    ? (values as Record<string, unknown>)[key]
    : undefined;
}

/** The rows of one list as typed so far, leaving out those still blank in every `filled` field. */
function typedRows<Item>(values: unknown, filled: (keyof Item & string)[]): Item[] {
  const rows = (rowsOf(values) ?? []) as Record<string, unknown>[];
  return rows.filter((row) =>
    filled.some((key) => String(row[key] ?? "").trim()),
  ) as unknown as Item[];
}

/** The lists as the form holds them now, for the previews; an image left out is none. */
function typedTrust(values: Record<string, unknown>, services: { _id: string }[]): TrustContent {
  return {
    figures: typedRows<KeyFigure>(values.figures, ["value", "label"]),
    steps: Object.fromEntries(
      QUOTE_LINES.map((line) => [
        line.value,
        typedRows<Step>(fieldOf(values.steps, line.value), ["title", "text"]),
      ]),
    ) as Record<QuoteLine, Step[]>,
    partners: typedRows<Partner>(values.partners, ["name", "note"]).map((partner) => ({
      ...partner,
      line: partner.line || null,
      logo: partner.logo || null,
    })),
    testimonials: typedRows<Testimonial>(values.testimonials, ["quote", "name"]).map(
      (testimonial) => ({ ...testimonial, photo: testimonial.photo || null }),
    ),
    questions: Object.fromEntries(
      services.map((service) => [
        service._id,
        typedRows<Question>(fieldOf(values.questions, service._id), ["question", "answer"]),
      ]),
    ),
  };
}

function LineOptions() {
  return QUOTE_LINES.map((line) => (
    <option key={line.value} value={line.value}>
      {line.label}
    </option>
  ));
}

function TrustEditor({
  trust,
  services,
  result,
}: {
  trust: TrustPage;
  services: { _id: string; title: string }[];
  result: FormFailure | undefined;
}) {
  const form = useAdminForm<Record<string, unknown>>({
    result,
    schema: TrustInputSchema,
    invalidMessage: FAILED,
  });
  // What each section's preview shows: the saved lists until something is typed.
  const shown = form.values ? typedTrust(form.values, services) : trust;
  const initial = () => ({
    figures: keyedRows<KeyFigure>(trust.figures),
    steps: Object.fromEntries(
      QUOTE_LINES.map((line) => [line.value, keyedRows<Step>(trust.steps[line.value])]),
    ) as Record<QuoteLine, Row<Step>[]>,
    partners: keyedRows<Partner>(trust.partners),
    testimonials: keyedRows<Testimonial>(trust.testimonials),
    questions: Object.fromEntries(
      services.map((service) => [
        service._id,
        keyedRows<Question>(trust.questions[service._id] ?? []),
      ]),
    ),
  });
  const [lists, setLists] = useState(initial);
  const change = <Key extends keyof typeof lists>(key: Key, value: (typeof lists)[Key]) => {
    setLists((current) => ({ ...current, [key]: value }));
    form.markChanged();
  };
  const errors = form.errors;

  return (
    // Room below Save on phones, where a toast would otherwise cover it.
    <div className="max-w-5xl pb-28 md:pb-0">
      {form.conflictAlert}
      <p className="text-slate-700">
        What visitors see as proof they can trust the group: on the home page and on each service
        page. A list left empty is hidden on the site.
      </p>
      {trust.version === 0 ? (
        <p className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
          These are built-in examples, not facts. Replace the figures, partners and testimonials
          with your own real ones before the site goes live.
        </p>
      ) : null}
      <nav aria-label="Lists on this page" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="font-medium text-primary-700 underline">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        {...form.formProps}
        onReset={() => {
          form.formProps.onReset();
          setLists(initial());
        }}
        className="mt-6 space-y-8"
      >
        <SaveFields intent="save" version={trust.version} />

        <Section
          id="figures"
          title="Key figures"
          description="Shown in a band below the home page's first picture. Use real numbers you can stand behind."
        >
          <ListEditor
            name="figures"
            itemName="Figure"
            rows={lists.figures}
            onChange={(rows) => change("figures", rows)}
            blank={{ value: "", label: "" }}
            max={TRUST_LIMITS.figures}
            errors={errors}
            renderFields={(row, prefix) => (
              <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
                <TextField
                  label="Figure"
                  name={`${prefix}.value`}
                  hint="Such as 12 or 1,400+"
                  required
                  defaultValue={row.value}
                  errors={errors}
                />
                <TextField
                  label="What it counts"
                  name={`${prefix}.label`}
                  hint="Such as Years in business"
                  required
                  defaultValue={row.label}
                  errors={errors}
                />
              </div>
            )}
          />
          <Preview
            where="as on the home page, below the slideshow"
            empty={shown.figures.length === 0}
          >
            <KeyFigures figures={shown.figures} id="preview-figures-title" />
          </Preview>
        </Section>

        <Section
          id="steps"
          title="How it works"
          description={`The steps a client goes through, on each service page of the line: ${TRUST_LIMITS.stepsMin} to ${TRUST_LIMITS.stepsMax} steps, or none to hide them.`}
        >
          {QUOTE_LINES.map((line) => (
            <section key={line.value} aria-labelledby={`steps-${line.value}`} className="space-y-3">
              <h3 id={`steps-${line.value}`} className="font-semibold text-slate-900">
                {line.label}
              </h3>
              <ListEditor
                name={`steps.${line.value}`}
                itemName="Step"
                owner={line.label}
                rows={lists.steps[line.value]}
                onChange={(rows) => change("steps", { ...lists.steps, [line.value]: rows })}
                blank={{ title: "", text: "" }}
                max={TRUST_LIMITS.stepsMax}
                errors={errors}
                renderFields={(row, prefix) => (
                  <>
                    <TextField
                      label="Title"
                      name={`${prefix}.title`}
                      required
                      defaultValue={row.title}
                      errors={errors}
                    />
                    <TextArea
                      label="What happens"
                      name={`${prefix}.text`}
                      rows={2}
                      required
                      defaultValue={row.text}
                      errors={errors}
                    />
                  </>
                )}
              />
              <Preview
                where={`as on each ${line.label} service page`}
                empty={shown.steps[line.value].length === 0}
              >
                <HowItWorks
                  steps={shown.steps[line.value]}
                  id={`preview-steps-${line.value}-title`}
                  className=""
                />
              </Preview>
            </section>
          ))}
        </Section>

        <Section
          id="partners"
          title="Partners and accreditations"
          description="Partner hospitals and their accreditations (such as JCI), shipping lines, manufacturers. All are shown on the home page; each also on the service pages of its line."
        >
          <ListEditor
            name="partners"
            itemName="Partner"
            rows={lists.partners}
            onChange={(rows) => change("partners", rows)}
            blank={{ name: "", note: "", line: null, logo: null, url: "" }}
            max={TRUST_LIMITS.partners}
            errors={errors}
            renderFields={(row, prefix, update) => (
              <>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Name"
                    name={`${prefix}.name`}
                    required
                    defaultValue={row.name}
                    errors={errors}
                  />
                  <SelectField
                    label="Also on the service pages of"
                    name={`${prefix}.line`}
                    defaultValue={row.line ?? ""}
                    markOptional={false}
                    errors={errors}
                  >
                    <option value="">No service page (home page only)</option>
                    <LineOptions />
                  </SelectField>
                </div>
                <TextField
                  label="Accreditation or description"
                  name={`${prefix}.note`}
                  hint="Such as JCI-accredited hospital, Istanbul"
                  defaultValue={row.note}
                  errors={errors}
                />
                <TextField
                  label="Website"
                  name={`${prefix}.url`}
                  type="url"
                  hint="A full address starting with https://"
                  defaultValue={row.url}
                  errors={errors}
                />
                <div className="max-w-40">
                  <ImageUpload
                    label="Logo (optional)"
                    value={row.logo}
                    name={`${prefix}.logo`}
                    errors={errors}
                    previewAlt={`Logo of ${row.name || "this partner"}`}
                    emptyText="No logo"
                    onChange={(url) => {
                      update({ logo: url });
                      form.markChanged();
                    }}
                    onRemove={() => {
                      update({ logo: null });
                      form.markChanged();
                    }}
                  />
                </div>
              </>
            )}
          />
          <Preview
            where="as on the home page (each also on its line's service pages)"
            empty={shown.partners.length === 0}
          >
            <Partners partners={shown.partners} id="preview-partners-title" className="" />
          </Preview>
        </Section>

        <Section
          id="testimonials"
          title="Testimonials"
          description="What clients said, with their permission. The first three are shown on the home page; each on the service pages of its line."
        >
          <ListEditor
            name="testimonials"
            itemName="Testimonial"
            rows={lists.testimonials}
            onChange={(rows) => change("testimonials", rows)}
            blank={{ quote: "", name: "", place: "", line: "health-tourism", photo: null }}
            max={TRUST_LIMITS.testimonials}
            errors={errors}
            renderFields={(row, prefix, update) => (
              <>
                <TextArea
                  label="What they said"
                  name={`${prefix}.quote`}
                  rows={3}
                  required
                  defaultValue={row.quote}
                  errors={errors}
                />
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField
                    label="Name"
                    name={`${prefix}.name`}
                    hint="Such as Patience K."
                    required
                    defaultValue={row.name}
                    errors={errors}
                  />
                  <TextField
                    label="Place"
                    name={`${prefix}.place`}
                    hint="Such as Paynesville"
                    defaultValue={row.place}
                    errors={errors}
                  />
                  <SelectField
                    label="Business line"
                    name={`${prefix}.line`}
                    required
                    defaultValue={row.line}
                    errors={errors}
                  >
                    <LineOptions />
                  </SelectField>
                </div>
                <div className="max-w-[12rem]">
                  <ImageUpload
                    label="Photo (optional)"
                    value={row.photo}
                    name={`${prefix}.photo`}
                    errors={errors}
                    shape="round"
                    previewAlt={`Photo of ${row.name || "this client"}`}
                    emptyText="No photo"
                    onChange={(url) => {
                      update({ photo: url });
                      form.markChanged();
                    }}
                    onRemove={() => {
                      update({ photo: null });
                      form.markChanged();
                    }}
                  />
                </div>
              </>
            )}
          />
          <Preview
            where={`as on the home page: the first ${HOME_TESTIMONIALS}`}
            empty={shown.testimonials.length === 0}
          >
            <Testimonials
              testimonials={shown.testimonials.slice(0, HOME_TESTIMONIALS)}
              showLine
              large
              id="preview-testimonials-title"
              className=""
            />
          </Preview>
        </Section>

        <Section
          id="questions"
          title="Questions and answers"
          description="Shown on each service's page as questions a visitor opens, and given to search engines as that page's frequently asked questions."
        >
          {services.length === 0 ? (
            <p className="text-sm text-slate-600">Add a service first.</p>
          ) : null}
          {services.map((service) => (
            <section
              key={service._id}
              aria-labelledby={`questions-${service._id}`}
              className="space-y-3"
            >
              <h3 id={`questions-${service._id}`} className="font-semibold text-slate-900">
                {service.title}
              </h3>
              <ListEditor
                name={`questions.${service._id}`}
                itemName="Question"
                owner={service.title}
                rows={lists.questions[service._id] ?? []}
                onChange={(rows) =>
                  change("questions", { ...lists.questions, [service._id]: rows })
                }
                blank={{ question: "", answer: "" }}
                max={TRUST_LIMITS.questions}
                errors={errors}
                renderFields={(row, prefix) => (
                  <>
                    <TextField
                      label="Question"
                      name={`${prefix}.question`}
                      required
                      defaultValue={row.question}
                      errors={errors}
                    />
                    <TextArea
                      label="Answer"
                      name={`${prefix}.answer`}
                      rows={3}
                      required
                      hint="A blank line starts a new paragraph."
                      defaultValue={row.answer}
                      errors={errors}
                    />
                  </>
                )}
              />
              <Preview
                where={`as on the page of ${service.title}`}
                empty={(shown.questions[service._id] ?? []).length === 0}
              >
                <Questions
                  questions={shown.questions[service._id] ?? []}
                  id={`preview-questions-${service._id}-title`}
                  className=""
                />
              </Preview>
            </section>
          ))}
        </Section>

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
  const { trust, services } = loaderData;
  return <TrustEditor key={trust.version} trust={trust} services={services} result={actionData} />;
}
