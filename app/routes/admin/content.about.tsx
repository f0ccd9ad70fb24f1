import { Form } from "react-router";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import { AboutInputSchema, type AboutPage } from "../../domain/page-content.schema.ts";
import { getAbout, updateAbout } from "../../domain/page-content.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/content.about";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "About Page" };

const FAILED = "Failed to update about content.";

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => ({
  about: await getAbout(app.db),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        await updateAbout(app.db, input, user.username);
        return "About content updated successfully!";
      },
    },
  });
}

interface AboutValues {
  title: string;
  content: Record<
    "vision" | "mission" | "goals" | "whyChooseUs" | "companyHistory" | "coreValues",
    string
  >;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The about page as visitors will see it, following the typing. */
function AboutPreview({ values }: { values: AboutValues }) {
  const { content } = values;
  return (
    <div className="space-y-4 text-sm">
      <p className="text-xl font-bold text-slate-900">{values.title || "About Us"}</p>
      <div>
        <p className="font-semibold text-slate-900">Our Company Goal</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {lines(content.goals).map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ul>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">Our Vision</p>
          <p className="mt-1 text-slate-700">{content.vision}</p>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">Our Mission</p>
          <p className="mt-1 text-slate-700">{content.mission}</p>
        </div>
      </div>
      <div>
        <p className="font-semibold text-slate-900">Why Choose Us</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {lines(content.whyChooseUs).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      {content.companyHistory.trim() ? (
        <div>
          <p className="font-semibold text-slate-900">Our Story</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{content.companyHistory}</p>
        </div>
      ) : null}
      {lines(content.coreValues).length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {lines(content.coreValues).map((value) => (
            <li
              key={value}
              className="rounded-full bg-primary-100 px-3 py-1 font-medium text-primary-900"
            >
              {value}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AboutEditor({ about, result }: { about: AboutPage; result: FormFailure | undefined }) {
  const form = useAdminForm<AboutValues>({
    result,
    schema: AboutInputSchema,
    invalidMessage: FAILED,
  });
  const saved: AboutValues = {
    title: about.title,
    content: {
      vision: about.content.vision,
      mission: about.content.mission,
      goals: about.content.goals.join("\n"),
      whyChooseUs: about.content.whyChooseUs.join("\n"),
      companyHistory: about.content.companyHistory,
      coreValues: about.content.coreValues.join("\n"),
    },
  };
  const values = form.values ?? saved;
  const onePerLine = "One per line.";

  return (
    <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
      <section aria-labelledby="about-form-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="about-form-title" className="mb-1 text-lg font-semibold text-slate-900">
          Edit the about page
        </h2>
        <p className="mb-6 text-sm text-slate-600">What visitors read about the company.</p>
        {form.conflictAlert}
        <Form {...form.formProps} className="space-y-5">
          <SaveFields intent="save" version={about.version} />
          <TextField
            label="Page title"
            name="title"
            required
            defaultValue={saved.title}
            errors={form.errors}
          />
          <TextArea
            label="Vision"
            name="content.vision"
            required
            rows={3}
            defaultValue={saved.content.vision}
            errors={form.errors}
          />
          <TextArea
            label="Mission"
            name="content.mission"
            required
            rows={3}
            defaultValue={saved.content.mission}
            errors={form.errors}
          />
          <TextArea
            label="Goals"
            name="content.goals"
            required
            rows={4}
            hint={onePerLine}
            defaultValue={saved.content.goals}
            errors={form.errors}
          />
          <TextArea
            label="Why choose us"
            name="content.whyChooseUs"
            required
            rows={4}
            hint={onePerLine}
            defaultValue={saved.content.whyChooseUs}
            errors={form.errors}
          />
          <TextArea
            label="Company history"
            name="content.companyHistory"
            rows={6}
            hint="Leave an empty line between paragraphs."
            defaultValue={saved.content.companyHistory}
            errors={form.errors}
          />
          <TextArea
            label="Core values"
            name="content.coreValues"
            rows={4}
            hint={onePerLine}
            defaultValue={saved.content.coreValues}
            errors={form.errors}
          />
          <SaveResetButtons saving={form.saving} dirty={form.dirty} />
        </Form>
      </section>
      <section aria-labelledby="about-preview-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="about-preview-title" className="mb-4 text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <AboutPreview values={values} />
      </section>
      {form.unsavedDialog}
    </div>
  );
}

export default function AboutContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { about } = loaderData;
  return <AboutEditor key={about.version} about={about} result={actionData} />;
}
