import { stringify } from "csv-stringify/sync";
import type { Logger } from "pino";
import type { RouterContextProvider } from "react-router";
import writeExcelFile, { type Column } from "write-excel-file/node";
import { EXCEL_EXPORT_MOST } from "../domain/inbox-pages.model.ts";
import { type Inquiry, leadStatusLabel, lineLabel } from "../domain/inquiries.model.ts";
import { exportInquiries } from "../domain/inquiry-inbox.server.ts";
import { getInquirySettings } from "../domain/inquiry-settings.server.ts";
import { wallClock } from "../lib/dates.ts";
import { signedInMember } from "./auth.server.ts";
import { appServices, requestInfo } from "./context.server.ts";
import { describeFailure } from "./failures.server.ts";
import { streamedBody } from "./streamed.server.ts";

/** The inbox's columns, in order: both exports write the same ones. */
const COLUMNS: { header: string; width: number; text: (message: Inquiry) => string }[] = [
  { header: "Reference", width: 14, text: (message) => message.reference ?? "" },
  { header: "Line", width: 20, text: (message) => lineLabel(message.line) },
  { header: "Lead status", width: 12, text: (message) => leadStatusLabel(message.leadStatus) },
  { header: "Assignee", width: 16, text: (message) => message.assignee?.username ?? "" },
  { header: "Status", width: 10, text: (message) => (message.spam ? "spam" : message.status) },
  { header: "Name", width: 24, text: (message) => message.name },
  { header: "Email", width: 30, text: (message) => message.email },
  { header: "Phone", width: 18, text: (message) => message.phone },
  { header: "Subject", width: 30, text: (message) => message.subject },
  { header: "Message", width: 60, text: (message) => message.message },
  { header: "Reply", width: 60, text: (message) => message.reply ?? "" },
];

/**
 * A spreadsheet opening a CSV must not run what a visitor typed: a cell that starts like a
 * formula (= + - @ ; |, their full-width forms, tab, carriage return) gets a leading apostrophe,
 * which shows it as text. A phone number's `+` is no exception: Excel reads `+231 770 123 456`
 * as a formula too, and a CSV cannot say "this is text" otherwise (the Excel export can).
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@;|\t\r＝＋－＠]/.test(value) ? `'${value}` : value;
}

const CSV_HEADERS = ["Received", ...COLUMNS.map((column) => column.header), "Replied"];

/** What each export needs beyond the inquiries: the clock of the site's time zone. */
interface ExportOptions {
  localTime: (iso: string) => string;
  log: Logger;
}

function csvRows(messages: Inquiry[], localTime: ExportOptions["localTime"]): string {
  const rows = messages.map((message) => [
    localTime(message.createdAt),
    ...COLUMNS.map((column) => neutraliseFormula(column.text(message))),
    message.repliedAt ? localTime(message.repliedAt) : "",
  ]);
  return stringify(rows);
}

/** The CSV, a page of inquiries at a time: its memory is one page's, whatever the count. */
function messagesCsv(pages: AsyncIterable<Inquiry[]>, { localTime, log }: ExportOptions) {
  return streamedBody(
    pages,
    // The byte-order mark tells spreadsheets the file is UTF-8.
    {
      start: `\ufeff${stringify([CSV_HEADERS])}`,
      page: (messages) => csvRows(messages, localTime),
      end: "",
    },
    log,
  );
}

const DATE_FORMAT = "mmm d, yyyy h:mm AM/PM";

/**
 * Excel dates carry no time zone, so a cell holds the site's wall-clock time: the library
 * writes a Date by its UTC fields, which are given the local ones.
 */
function dateColumn(
  header: string,
  iso: (message: Inquiry) => string | null,
  localTime: ExportOptions["localTime"],
): Column<Inquiry> {
  return {
    header: { value: header, fontWeight: "bold" },
    width: 20,
    cell: (message) => {
      const value = iso(message);
      if (!value) return null;
      const local = new Date(`${localTime(value).replace(" ", "T")}Z`);
      return { value: local, type: Date, format: DATE_FORMAT };
    },
  };
}

/**
 * Every visitor-typed cell is a typed text cell (`@`): no formula can run, and a phone number
 * keeps its `+` and reads as plain text, without the apostrophe a CSV needs.
 */
async function messagesXlsx(
  pages: AsyncIterable<Inquiry[]>,
  { localTime }: ExportOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  // The workbook is made whole in memory: every inquiry is held until it is written.
  const messages: Inquiry[] = [];
  for await (const page of pages) messages.push(...page);
  const columns: Column<Inquiry>[] = [
    dateColumn("Received", (message) => message.createdAt, localTime),
    ...COLUMNS.map(
      (column): Column<Inquiry> => ({
        header: { value: column.header, fontWeight: "bold" },
        width: column.width,
        cell: (message) => ({ value: column.text(message), type: String, format: "@" }),
      }),
    ),
    dateColumn("Replied", (message) => message.repliedAt, localTime),
  ];
  const workbook = writeExcelFile(messages, { columns, sheet: "Messages", stickyRowsCount: 1 });
  return new Uint8Array(await workbook.toBuffer());
}

const FORMATS = {
  csv: { label: "CSV", type: "text/csv; charset=utf-8", write: messagesCsv },
  xlsx: {
    label: "Excel",
    most: EXCEL_EXPORT_MOST,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    write: messagesXlsx,
  },
} as const;

/**
 * The inquiries the office is looking at (`?status=`, and the inbox's search and filters), as a
 * file to download: for a signed-in administrator only, and recorded in the audit log. A file
 * that cannot be made is answered with the reason as text (the inbox offers no Excel export
 * past its limit, so only a link typed by hand meets it).
 */
export async function exportInbox(
  request: Request,
  context: Readonly<RouterContextProvider>,
  format: keyof typeof FORMATS,
): Promise<Response> {
  const user = signedInMember(context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  try {
    const { db } = appServices(context);
    const { filter, pages } = await exportInquiries(db, query, user, FORMATS[format]);
    const { timeZone } = await getInquirySettings(db);
    const localTime = wallClock(timeZone);
    const day = localTime(new Date().toISOString()).slice(0, 10);
    const body = await FORMATS[format].write(pages, { localTime, log: requestInfo(context).log });
    return new Response(body, {
      headers: {
        "Content-Type": FORMATS[format].type,
        "Content-Disposition": `attachment; filename="messages-${filter}-${day}.${format}"`,
      },
    });
  } catch (error) {
    const { status, message, headers } = describeFailure(error, context);
    return new Response(message, {
      status,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
