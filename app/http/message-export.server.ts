import { stringify } from "csv-stringify/sync";
import type { Logger } from "pino";
import type { RouterContextProvider } from "react-router";
import writeExcelFile, { type Column } from "write-excel-file/node";
import { EXCEL_EXPORT_MOST } from "../domain/inbox-pages.model.ts";
import { type Inquiry, leadStatusLabel, lineLabel } from "../domain/inquiries.model.ts";
import { exportInquiries } from "../domain/inquiry-inbox.server.ts";
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
 * which shows it as text.
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@;|\t\r＝＋－＠]/.test(value) ? `'${value}` : value;
}

const CSV_HEADERS = ["Received", ...COLUMNS.map((column) => column.header), "Replied"];

function csvRows(messages: Inquiry[]): string {
  const rows = messages.map((message) => [
    message.createdAt,
    ...COLUMNS.map((column) => neutraliseFormula(column.text(message))),
    message.repliedAt ?? "",
  ]);
  return stringify(rows);
}

/** The CSV, a page of inquiries at a time: its memory is one page's, whatever the count. */
function messagesCsv(pages: AsyncIterable<Inquiry[]>, log: Logger) {
  return streamedBody(
    pages,
    // The byte-order mark tells spreadsheets the file is UTF-8.
    { start: `\ufeff${stringify([CSV_HEADERS])}`, page: csvRows, end: "" },
    log,
  );
}

// Excel dates carry no time zone: cells hold UTC, which is Monrovia's time all year (as on the site).
const DATE_FORMAT = "mmm d, yyyy h:mm AM/PM";

function dateColumn(header: string, iso: (message: Inquiry) => string | null): Column<Inquiry> {
  return {
    header: { value: header, fontWeight: "bold" },
    width: 20,
    cell: (message) => {
      const value = iso(message);
      return value ? { value: new Date(value), type: Date, format: DATE_FORMAT } : null;
    },
  };
}

/**
 * Every visitor-typed cell is a typed text cell (`@`): no formula can run, and a phone number
 * keeps its `+` without the apostrophe a CSV needs.
 */
async function messagesXlsx(pages: AsyncIterable<Inquiry[]>): Promise<Uint8Array<ArrayBuffer>> {
  // The workbook is made whole in memory: every inquiry is held until it is written.
  const messages: Inquiry[] = [];
  for await (const page of pages) messages.push(...page);
  const columns: Column<Inquiry>[] = [
    dateColumn("Received", (message) => message.createdAt),
    ...COLUMNS.map(
      (column): Column<Inquiry> => ({
        header: { value: column.header, fontWeight: "bold" },
        width: column.width,
        cell: (message) => ({ value: column.text(message), type: String, format: "@" }),
      }),
    ),
    dateColumn("Replied", (message) => message.repliedAt),
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
    const { filter, pages } = await exportInquiries(
      appServices(context).db,
      query,
      user,
      FORMATS[format],
    );
    const day = new Date().toISOString().slice(0, 10);
    return new Response(await FORMATS[format].write(pages, requestInfo(context).log), {
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
