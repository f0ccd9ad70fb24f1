import type { Commit } from "../db/group-commit.server.ts";
import type { Db } from "../db/schema.ts";
import { toJson } from "../db/values.ts";
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from "../i18n/languages.ts";
import { parseInput } from "./errors.ts";
import { CONSENT_FIELDS, CONSENT_KINDS, QUOTE_LINES, type QuoteLine } from "./inquiries.model.ts";
import { quoteSchema } from "./inquiries.schema.ts";
import {
  attachmentRows,
  checkAttachments,
  type UploadedFile,
} from "./inquiry-attachments.server.ts";
import { getInquirySettings } from "./inquiry-settings.server.ts";
import { privacyShownIn } from "./localized-content.server.ts";
import { mailRows } from "./messages.server.ts";
import { describeQuote, quoteSubject } from "./quote-details.ts";
import { arrivalColumns, type Submission, storeOnce } from "./submissions.server.ts";

// A visitor's quote request, from the form's answers to its stored row, reference number,
// files, consents and mail.

export const QUOTE_FAILURE =
  "Your request was not sent. Please check the fields marked below and try again.";

/** The privacy notice a form's page links to: its language and version (decision 074). */
export interface NoticeShown {
  language: Language;
  version: number;
}

/**
 * What a health request is checked and recorded against: the office's list of treatments, and
 * the privacy notice its consents are given under, per language of the form's page: the
 * published translation there, else the English.
 */
export interface QuoteTerms {
  treatments: readonly string[];
  notices: Record<Language, NoticeShown>;
}

/** The terms as stored now, read at once. */
export async function readQuoteTerms(db: Db): Promise<QuoteTerms> {
  const noticeIn = async (code: Language) => {
    const { page, language } = await privacyShownIn(db, code);
    return [code, { language, version: page.version }] as const;
  };
  const [settings, notices] = await Promise.all([
    getInquirySettings(db),
    Promise.all(LANGUAGES.map(({ code }) => noticeIn(code))),
  ]);
  return {
    treatments: settings.treatments,
    notices: Object.fromEntries(notices) as Record<Language, NoticeShown>,
  };
}

/** The series a request's reference is numbered in: its line's prefix and the year. */
function referenceSeries(line: QuoteLine, at: string): string {
  const prefix = QUOTE_LINES.find((item) => item.value === line)?.prefix ?? "IQ";
  return `${prefix}-${at.slice(0, 4)}`;
}

/** `LG-2026` and 42 → `LG-2026-0042`. */
function formatReference(series: string, number: number | undefined): string {
  return `${series}-${String(number).padStart(4, "0")}`;
}

/**
 * What the intake answers a quote request with: its id, the reference its sender keeps, and
 * whether a confirmation is mailed to them (not without an e-mail address).
 */
export interface ReceivedQuote {
  _id: string;
  reference: string;
  confirmed: boolean;
}

async function findQuoteBySubmission(db: Db, submissionId: string): Promise<ReceivedQuote | null> {
  const row = await db
    .selectFrom("inquiries")
    .select(["id", "reference", "email"])
    .where("submission_id", "=", submissionId)
    .where("reference", "is not", null)
    .executeTakeFirst();
  return row ? { _id: row.id, reference: row.reference ?? "", confirmed: row.email !== "" } : null;
}

/**
 * Stores a quote request with its attachments and consents, gives it its reference number and
 * queues the office's notification and, when they gave an e-mail address (a health request may
 * come with a phone number only), the sender's confirmation, all in one transaction: the
 * request is safe before it is acknowledged. One that looks automated is stored as spam (no
 * mail goes out) and answered the same, as for messages. It is kept in the language of the
 * form's page (`via.language`), which the reference page and the confirmation speak.
 */
export async function receiveQuote(
  db: Db,
  line: QuoteLine,
  input: unknown,
  files: UploadedFile[] = [],
  submission: Submission = {},
  now = Date.now(),
  via: { commit?: Commit; terms?: () => Promise<QuoteTerms>; language?: Language } = {},
): Promise<ReceivedQuote> {
  // Only a health request depends on what the office set. The server keeps the terms until
  // content changes (server/app.ts), rather than reading them for every request.
  const terms =
    line === "health-tourism" ? await (via.terms ?? (() => readQuoteTerms(db)))() : undefined;
  const schema = quoteSchema(line, terms?.treatments ?? []);
  const answers = parseInput(schema, input, { invalid: QUOTE_FAILURE }) as Record<
    string,
    unknown
  > & { name: string; email: string; phone: string };
  const attachments = line === "health-tourism" ? checkAttachments(files) : [];
  const consents = CONSENT_KINDS.filter((kind) => answers[CONSENT_FIELDS[kind]] === true);
  const language = via.language ?? SOURCE_LANGUAGE;
  const notice = terms?.notices[language] ?? { language: SOURCE_LANGUAGE, version: 1 };
  const details = describeQuote(line, answers);
  const confirmed = answers.email !== "";
  return storeOnce(db, submission, {
    now,
    commit: via.commit,
    find: (submissionId) => findQuoteBySubmission(db, submissionId),
    write: (arrival) => {
      const { id, at } = arrival;
      const series = referenceSeries(line, at);
      return {
        // The next number of the line's series, given out in the same transaction.
        series,
        rows: (number) => [
          {
            table: "inquiries",
            rows: [
              {
                ...arrivalColumns(arrival),
                name: answers.name,
                email: answers.email,
                phone: answers.phone,
                subject: quoteSubject(line, answers),
                message: details.map((detail) => `${detail.label}: ${detail.value}`).join("\n"),
                line,
                reference: formatReference(series, number),
                details: toJson(answers),
                language,
              },
            ],
          },
          attachmentRows(attachments, arrival),
          {
            table: "inquiry_consents",
            rows: consents.map((kind) => ({
              message_id: id,
              kind,
              given_at: at,
              notice_version: notice.version,
              notice_language: notice.language,
            })),
          },
          ...(arrival.spam
            ? []
            : [mailRows(confirmed ? ["notify", "confirm"] : ["notify"], id, at)]),
        ],
        answer: (number) => ({ _id: id, reference: formatReference(series, number), confirmed }),
      };
    },
  });
}
