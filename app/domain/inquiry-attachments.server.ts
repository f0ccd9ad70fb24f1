import type { TableRows } from "../db/group-commit.server.ts";
import type { Db } from "../db/schema.ts";
import { newId } from "../db/values.ts";
import { GoneError, NotFoundError, ValidationError } from "./errors.ts";
import type { PageIds } from "./inbox-pages.server.ts";
import { ATTACHMENT_LIMITS, type AttachmentSummary, formatBytes } from "./inquiries.model.ts";
import type { Arrival } from "./submissions.server.ts";

// The medical reports a health quote request carries: checked as they arrive, stored with the
// request, listed with it in the inbox and read back one at a time by the staff.

const ATTACHMENT_NOT_FOUND = "This file is no longer stored.";
const ATTACHMENT_NOT_KEPT =
  "This file was not kept: the request was held as spam when it arrived, so only the file's name and size were stored. Ask the sender to send it again.";
/** What a file that was not kept holds. */
const NO_BYTES = new Uint8Array(0);

/** A file as the form sent it, before its content is checked. */
export interface UploadedFile {
  name: string;
  /** The type the sender's browser claimed. */
  type: string;
  bytes: Uint8Array;
}

const SIGNATURES: { type: string; label: string; starts: number[] }[] = [
  { type: "application/pdf", label: "PDF", starts: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/jpeg", label: "JPEG", starts: [0xff, 0xd8, 0xff] },
  { type: "image/png", label: "PNG", starts: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const EXTENSIONS: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The type a file's first bytes show it to be, or null when it is none of those accepted. */
function sniffType(bytes: Uint8Array): string | null {
  const found = SIGNATURES.find(({ starts }) => starts.every((byte, at) => bytes[at] === byte));
  return found?.type ?? null;
}

/** A file name safe to show and to send back in a header: no path, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return cleaned.slice(-150) || "report";
}

/**
 * Checks the medical reports a request carries: at most five, each at most 10 MB, each a PDF,
 * JPEG or PNG by its content, and named as what it is. Returns them with their checked type.
 */
export function checkAttachments(files: UploadedFile[]): (UploadedFile & { type: string })[] {
  const present = files.filter((file) => file.bytes.byteLength > 0 || file.name !== "");
  const problems: string[] = [];
  if (present.length > ATTACHMENT_LIMITS.files) {
    problems.push(`Attach at most ${ATTACHMENT_LIMITS.files} files.`);
  }
  const checked = present.map((file) => {
    const name = cleanFileName(file.name);
    const type = sniffType(file.bytes);
    const extension = name.split(".").at(-1)?.toLowerCase() ?? "";
    const named = EXTENSIONS[extension];
    if (file.bytes.byteLength > ATTACHMENT_LIMITS.bytesPerFile) {
      problems.push(
        `"${name}" is ${formatBytes(file.bytes.byteLength)}; each file can be at most ${formatBytes(ATTACHMENT_LIMITS.bytesPerFile)}.`,
      );
    } else if (!type) {
      problems.push(
        `"${name}" is not a PDF, JPEG or PNG file (its content is something else). Send medical reports as PDF, JPEG or PNG.`,
      );
    } else if (named !== type) {
      const label = SIGNATURES.find((signature) => signature.type === type)?.label;
      problems.push(
        `"${name}" is a ${label} file but its name says otherwise. Rename it to end in .${label === "JPEG" ? "jpg" : label?.toLowerCase()} and attach it again.`,
      );
    }
    return { name, type: type ?? "", bytes: file.bytes };
  });
  const [problem] = problems;
  if (problem !== undefined) throw new ValidationError(problem, { reports: problems });
  return checked;
}

/**
 * The rows that store a request's checked files. Held as spam, a request keeps its files'
 * names, sizes and types, not their bytes: spam costs nothing to keep (decision 058).
 */
export function attachmentRows(
  files: UploadedFile[],
  arrival: Pick<Arrival, "id" | "at" | "spam">,
): TableRows {
  return {
    table: "inquiry_attachments",
    rows: files.map((file) => ({
      id: newId(),
      message_id: arrival.id,
      file_name: file.name,
      content_type: file.type,
      byte_size: file.bytes.byteLength,
      bytes: arrival.spam ? NO_BYTES : file.bytes,
      kept: arrival.spam ? 0 : 1,
      created_at: arrival.at,
    })),
  };
}

/** What the inbox shows of the files of the messages `ids` selects, by message. */
export async function attachmentsByMessage(
  db: Db,
  ids: PageIds,
): Promise<Map<string, AttachmentSummary[]>> {
  const rows = await db
    .selectFrom("inquiry_attachments")
    .select(["id", "message_id", "file_name", "content_type", "byte_size", "kept"])
    .where("message_id", "in", ids)
    .orderBy("created_at")
    .orderBy("file_name")
    .execute();
  const byMessage = Map.groupBy(rows, (row) => row.message_id);
  return new Map(
    [...byMessage].map(([messageId, files]) => [
      messageId,
      files.map(
        (file): AttachmentSummary => ({
          _id: file.id,
          fileName: file.file_name,
          contentType: file.content_type,
          byteSize: file.byte_size,
          kept: file.kept !== 0,
        }),
      ),
    ]),
  );
}

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * One attachment's file, for signed-in staff only (the route checks the session); gone, saying
 * why, when it came with a request held as spam (its bytes were never stored).
 */
export async function readAttachment(
  db: Db,
  inquiryId: string,
  attachmentId: string,
): Promise<AttachmentFile> {
  const row = await db
    .selectFrom("inquiry_attachments")
    .select(["file_name", "content_type", "bytes", "kept"])
    .where("id", "=", attachmentId)
    .where("message_id", "=", inquiryId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
  if (row.kept === 0) throw new GoneError(ATTACHMENT_NOT_KEPT);
  return { fileName: row.file_name, contentType: row.content_type, bytes: row.bytes };
}
