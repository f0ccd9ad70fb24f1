import { data, useActionData } from "react-router";
import { lineTone } from "../../components/site/business-lines.ts";
import { formChecks } from "../../components/site/form-checks.ts";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { QuoteForm } from "../../components/site/QuoteForm.tsx";
import { useSiteLayout } from "../../components/site/useSiteLayout.ts";
import { defaultContactInfo } from "../../content/default-content.ts";
import { answerTime } from "../../domain/contact-info.model.ts";
import { issueFormProof } from "../../domain/form-proof.server.ts";
import { DEFAULT_TREATMENTS, QUOTE_LINES } from "../../domain/inquiries.model.ts";
import { quoteSchema } from "../../domain/inquiries.schema.ts";
import { getInquirySettings } from "../../domain/inquiry-settings.server.ts";
import { FORM_BODY, REPORTS_BODY } from "../../http/body-limits.ts";
import { requestInfo } from "../../http/context.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/quote.$line";

/** A public page; the health form's post carries medical reports, the others' none. */
export const handle: RouteHandle = {
  publicAnswer: { kind: "page" },
  body: ({ line }) => (line === "health-tourism" ? REPORTS_BODY : FORM_BODY),
};

/** Each form's line under its title, with the answer time the office promises. */
function introOf(line: string, answerDays: number): string {
  const within = `within ${answerTime(answerDays)}`;
  switch (line) {
    case "health-tourism":
      return `Tell us about the patient and the treatment wanted. Our medical coordinators review every request with partner hospitals in Turkey and answer ${within}.`;
    case "logistics":
      return `Tell us what you are shipping, from where and to where. We reply ${within} with a price for the route, and can take care of Liberia's Cargo Tracking Note and inspection for you.`;
    default:
      return `List the products you need and where they should be delivered. We reply ${within} with prices and a delivery date.`;
  }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const line = QUOTE_LINES.find((item) => item.value === params.line);
  if (!line) throw data(null, { status: 404 });
  const form = await readPublicContent(
    context,
    async (db) => ({
      treatments: (await getInquirySettings(db)).treatments,
      formProof: await issueFormProof(db, Date.now(), "page"),
    }),
    () => ({ treatments: [...DEFAULT_TREATMENTS], formProof: "" }),
  );
  return {
    line: line.value,
    lineLabel: line.label,
    checks: formChecks(quoteSchema(line.value, form.treatments)),
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

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  return pageMeta(siteMetaFrom(matches), {
    title: `Request a ${loaderData.lineLabel} Quote`,
    description: introOf(
      loaderData.line,
      siteMetaFrom(matches).contact?.answerDays ?? defaultContactInfo.answerDays,
    ),
    path: `/quote/${params.line}`,
  });
}

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { line, lineLabel } = loaderData;
  const failed = useActionData() as FormFailure | undefined;
  const answerDays = useSiteLayout()?.contact.answerDays ?? defaultContactInfo.answerDays;
  return (
    <>
      <PageBanner title={`Request a ${lineLabel} Quote`} subtitle={introOf(line, answerDays)} />
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
