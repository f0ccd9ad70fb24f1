import { CheckCircle2 } from "lucide-react";
import { data } from "react-router";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { useSiteLayout } from "../../components/site/useSiteLayout.ts";
import { WhatsAppIcon } from "../../components/site/WhatsAppIcon.tsx";
import { defaultContactInfo } from "../../content/default-content.ts";
import { SITE_NAME } from "../../content/site.ts";
import {
  isQuoteLine,
  isReferenceOf,
  NOT_MAILED,
  QUOTE_LINES,
  QUOTE_RECEIVED_ANCHOR,
  REFERENCE_PARAMETER,
} from "../../domain/inquiries.model.ts";
import { answerTimeIn } from "../../i18n/answer-time.ts";
import { fill } from "../../i18n/fill.ts";
import { usePathIn, useWords } from "../../i18n/useWords.ts";
import { type Words, wordsOfPath } from "../../i18n/words.ts";
import { whatsappHref } from "../../lib/links.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import type { Route } from "./+types/quote.$line.sent";

export const handle: RouteHandle = {
  publicAnswer: {
    kind: "page",
    query: { [NOT_MAILED.parameter]: [NOT_MAILED.value] },
    slot: {
      parameter: REFERENCE_PARAMETER,
      accepts: ({ line }, value) => isQuoteLine(line) && isReferenceOf(line, value),
    },
  },
};

// The answer to a stored quote request, reached by the 303 after it. The reference is the one
// thing on it that differs between visitors; the server stores the page once per line and puts
// each visitor's reference into it (server/page-cache.ts), so the answer costs no rendering.
// A request sent without an e-mail address gets no confirmation mail; its page says so and
// offers to send the reference to the office on WhatsApp, where the answer will come.

export function loader({ params, request }: Route.LoaderArgs) {
  const line = QUOTE_LINES.find((item) => item.value === params.line);
  const query = new URL(request.url).searchParams;
  const reference = query.get(REFERENCE_PARAMETER);
  if (!line || !isReferenceOf(line.value, reference)) throw data(null, { status: 404 });
  const mailed = query.get(NOT_MAILED.parameter) !== NOT_MAILED.value;
  return { line: line.value, reference, mailed };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const words = wordsOfPath(location.pathname);
  const title = loaderData ? words.quoteSent.title : words.errors.notFound;
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

const whatsappButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-green-800";

/** Without a confirmation mail: the offer to send the reference to the office on WhatsApp. */
function SendReferenceOnWhatsApp({
  whatsapp,
  words,
  lineLabel,
  reference,
}: {
  whatsapp: string;
  words: Words["quoteSent"];
  lineLabel: string;
  reference: string;
}) {
  const text = fill(words.sendReferenceChat, { line: lineLabel, reference });
  return (
    <section
      aria-labelledby="send-reference"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="send-reference" className="text-xl font-bold text-slate-900">
        {words.sendReferenceHeading}
      </h2>
      <p className="mt-2 text-slate-700">{words.sendReferenceText}</p>
      <a href={whatsappHref(whatsapp, text)} className={`${whatsappButton} mt-4 w-full sm:w-auto`}>
        <WhatsAppIcon className="size-5" />
        {fill(words.sendReference, { reference })}
      </a>
    </section>
  );
}

/** A word with the reference in it, drawn as `reference` draws it (kept on one line, or bold). */
function WithReference({ word, reference }: { word: string; reference: React.ReactNode }) {
  const [before, after = ""] = word.split("{reference}");
  return (
    <>
      {before}
      {reference}
      {after}
    </>
  );
}

export default function QuoteSent({ loaderData }: Route.ComponentProps) {
  const pathIn = usePathIn();
  const allWords = useWords();
  const words = allWords.quoteSent;
  const { line, reference, mailed } = loaderData;
  const lineLabel = allWords.services.categories[line];
  const contact = useSiteLayout()?.contact ?? defaultContactInfo;
  const { whatsapp } = contact;
  return (
    <>
      <PageBanner title={fill(words.banner, { line: lineLabel })} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
        <div
          role="status"
          className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-950 sm:p-8"
        >
          <h2
            id={QUOTE_RECEIVED_ANCHOR}
            tabIndex={-1}
            data-focus-on-load
            className="flex scroll-mt-28 items-center gap-3 text-2xl font-bold focus:outline-none"
          >
            <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-green-700" />
            {words.received}
          </h2>
          <p className="mt-3 text-lg">
            <WithReference
              word={words.thanks}
              reference={<span className="whitespace-nowrap">{reference}</span>}
            />{" "}
            {mailed ? words.mailed : words.notMailed}
          </p>
          <p className="mt-3">
            {fill(words.answer, {
              line: lineLabel,
              answerTime: answerTimeIn(allWords.answerTime, contact.answerDays),
            })}
          </p>
          <p className="mt-4 text-sm">
            <WithReference
              word={words.quoteIt}
              reference={<strong className="font-mono text-base">{reference}</strong>}
            />
          </p>
        </div>
        {whatsapp && !mailed ? (
          <SendReferenceOnWhatsApp
            whatsapp={whatsapp}
            words={words}
            lineLabel={lineLabel}
            reference={reference}
          />
        ) : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {whatsapp && mailed ? (
            <a
              href={whatsappHref(whatsapp, fill(words.aboutItChat, { reference }))}
              className={whatsappButton}
            >
              <WhatsAppIcon className="size-5" />
              {words.aboutIt}
            </a>
          ) : null}
          <a
            href={pathIn(`/quote/${line}`)}
            className="inline-flex items-center justify-center rounded-md border-2 border-primary-700 px-6 py-3 font-semibold text-primary-700 hover:bg-primary-50"
          >
            {words.sendAnother}
          </a>
          <a
            href={pathIn("/services")}
            className="inline-flex items-center justify-center px-2 py-3 font-semibold text-primary-700 hover:underline"
          >
            {words.backToServices}
          </a>
        </div>
      </div>
    </>
  );
}
