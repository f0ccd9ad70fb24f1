import { data, useActionData } from "react-router";
import { lineTone } from "../../components/site/business-lines.ts";
import { formChecks } from "../../components/site/form-checks.ts";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { QuoteForm } from "../../components/site/QuoteForm.tsx";
import { useSiteLayout } from "../../components/site/useSiteLayout.ts";
import { defaultContactInfo } from "../../content/default-content.ts";
import { issueFormProof } from "../../domain/form-proof.server.ts";
import { QUOTE_LINES, type QuoteLine } from "../../domain/inquiries.model.ts";
import { quoteSchema } from "../../domain/inquiries.schema.ts";
import {
  DEFAULT_INQUIRY_SETTINGS,
  treatmentChoices,
} from "../../domain/inquiry-settings.server.ts";
import { treatmentChoicesIn } from "../../domain/localized-content.server.ts";
import { FORM_BODY, REPORTS_BODY } from "../../http/body-limits.ts";
import { requestInfo } from "../../http/context.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { answerTimeIn } from "../../i18n/answer-time.ts";
import { fill } from "../../i18n/fill.ts";
import { languageOfRequest } from "../../i18n/paths.ts";
import { useWords } from "../../i18n/useWords.ts";
import { type Words, wordsOfPath } from "../../i18n/words.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/quote.$line";

/** A public page; the health form's post carries medical reports, the others' none. */
export const handle: RouteHandle = {
  publicAnswer: { kind: "page" },
  body: ({ line }) => (line === "health-tourism" ? REPORTS_BODY : FORM_BODY),
};

/** The form's title and the line under it, with the answer time the office promises. */
function headingOf(words: Words, line: QuoteLine, answerDays: number) {
  return {
    title: fill(words.pages.quoteLine, { line: words.services.categories[line] }),
    subtitle: fill(words.pages.quoteIntros[line], {
      answerTime: answerTimeIn(words.answerTime, answerDays),
    }),
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const line = QUOTE_LINES.find((item) => item.value === params.line);
  if (!line) throw data(null, { status: 404 });
  const language = languageOfRequest(request);
  const form = await readPublicContent(
    context,
    async (db) => ({
      treatments: await treatmentChoicesIn(db, language),
      formProof: await issueFormProof(db, Date.now(), "page"),
    }),
    () => ({ treatments: treatmentChoices(DEFAULT_INQUIRY_SETTINGS).choices, formProof: "" }),
  );
  const values = form.treatments.map((treatment) => treatment.value);
  return {
    line: line.value,
    lineLabel: line.label,
    checks: formChecks(quoteSchema(line.value, values)),
    ...form,
  };
}

/**
 * A quote form is received by the intake before React Router (server/intake.ts), which answers
 * a stored request with a 303; a refused one comes on here, to be shown again with its errors.
 * Only a post to a line that does not exist comes without one.
 */
export function action({ context }: Route.ActionArgs) {
  const refusal = requestInfo(context).quoteRefusal;
  if (!refusal) throw data(null, { status: 404 });
  return data(refusal.failed, { status: refusal.status, headers: refusal.headers });
}
export const headers = withActionHeaders;

export function meta({ loaderData, matches, params, location }: Route.MetaArgs) {
  if (!loaderData) {
    const { notFound } = wordsOfPath(location.pathname).errors;
    return [{ title: notFound }, { name: "robots", content: "noindex" }];
  }
  const site = siteMetaFrom(matches);
  const { title, subtitle } = headingOf(
    wordsOfPath(location.pathname),
    loaderData.line,
    site.contact?.answerDays ?? defaultContactInfo.answerDays,
  );
  return pageMeta(site, {
    title,
    description: subtitle,
    path: `/quote/${params.line}`,
  });
}

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { line } = loaderData;
  const failed = useActionData() as FormFailure | undefined;
  const answerDays = useSiteLayout()?.contact.answerDays ?? defaultContactInfo.answerDays;
  return (
    <>
      <PageBanner {...headingOf(useWords(), line, answerDays)} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
        <div
          className={`rounded-xl border border-t-4 border-slate-200 bg-white p-5 shadow-sm sm:p-8 ${lineTone(line).edge}`}
        >
          <QuoteForm {...loaderData} failed={failed} />
        </div>
      </div>
    </>
  );
}
