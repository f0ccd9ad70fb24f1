import { ATTACHMENT_LIMITS } from "../domain/inquiries.model.ts";

// What a request body may hold, declared by the route that reads it (its `handle.body`, see
// app/lib/route-handle.ts); a route that declares nothing takes FORM_BODY. The same limits hold
// whatever the body's form (URL-encoded, multipart or JSON): a body without files is held to
// the text's size however large the route's files may be (decision 060).

export interface BodyLimits {
  /** The largest body, files included. */
  bytes: number;
  /** The largest body without files, and the most text a multipart form may carry. */
  textBytes: number;
  /** The most fields a form may have (or values a JSON body may hold). */
  fields: number;
  /** The longest value of one field. */
  fieldBytes: number;
  /** The most files a form may carry, and the largest of them. */
  files: number;
  fileBytes: number;
  /** The deepest nesting: of a JSON body, or of a form's names (`items.0.product` is 3). */
  depth: number;
}

const KB = 1024;
const MB = 1024 * KB;

/** Every page form and API call, unless its route says otherwise. */
export const FORM_BODY: BodyLimits = {
  bytes: 100 * KB,
  textBytes: 100 * KB,
  // Trust & Proof, the largest form, has about 220 fields.
  fields: 1000,
  fieldBytes: 100 * KB,
  files: 0,
  fileBytes: 0,
  depth: 8,
};

/** An API call carrying one image: 10 MB as a file, a third more as a data URL in JSON. */
export const IMAGE_BODY: BodyLimits = {
  ...FORM_BODY,
  bytes: 15 * MB,
  textBytes: 15 * MB,
  fieldBytes: 15 * MB,
  files: 1,
  fileBytes: 10 * MB,
};

/** The health quote form: five medical reports of 10 MB each, with room for the form. */
export const REPORTS_BODY: BodyLimits = {
  ...FORM_BODY,
  bytes: ATTACHMENT_LIMITS.files * ATTACHMENT_LIMITS.bytesPerFile + 5 * MB,
  files: ATTACHMENT_LIMITS.files,
  fileBytes: ATTACHMENT_LIMITS.bytesPerFile,
};

/** Whether a body of this Content-Type can carry files at all. */
export function carriesFiles(contentType: string): boolean {
  return /^multipart\/form-data/i.test(contentType);
}

/** The most a body of this type may weigh under these limits. */
export function byteLimitFor(limits: BodyLimits, contentType: string): number {
  return limits.files > 0 && carriesFiles(contentType) ? limits.bytes : limits.textBytes;
}

const FILES_ALLOWED = `Attach at most ${ATTACHMENT_LIMITS.files} files of up to ${ATTACHMENT_LIMITS.bytesPerFile / MB} MB each`;

/** What a person is told when a body is over its limits. */
export function tooLargeMessage(limits: BodyLimits): string {
  if (limits.files > 1) return `This request is too large. ${FILES_ALLOWED}.`;
  return limits.files === 1
    ? "This request is too large. Images can be up to 10 MB."
    : "This request is too large.";
}

/** The same, on the page a browser shows instead of the form's answer. */
export function tooLargePageMessage(limits: BodyLimits): string {
  return limits.files > 1
    ? `Your files are too large to send. ${FILES_ALLOWED}, then send the form again.`
    : "What you sent is more than this form takes. Please shorten it and send it again.";
}
