import { Paperclip, ShieldAlert, ShieldCheck } from "lucide-react";
import { href } from "react-router";
import {
  type AttachmentSummary,
  CONSENT_LABELS,
  type Consent,
  filesNotKeptNotice,
  formatBytes,
  type Inquiry,
} from "../../../domain/inquiries.model.ts";
import { languageName } from "../../../domain/translations.model.ts";
import { type Language, SOURCE_LANGUAGE } from "../../../i18n/languages.ts";
import { formatDate } from "../../../lib/dates.ts";

// What the sender sent: the form's answers (or the message), the files and the consents given.

/** A quote request's answers, label by label; a contact message's text. */
export function InquiryDetails({ message }: { message: Inquiry }) {
  if (message.details.length === 0) {
    return <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>;
  }
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr]">
      {message.details.map((detail) => (
        <div key={detail.label} className="contents">
          <dt className="pt-1 font-medium text-slate-700 sm:pt-0">{detail.label}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The files sent, each to download, or said not kept when it came while held as spam. */
export function Attachments({ message }: { message: Inquiry }) {
  if (message.attachments.length === 0) return null;
  const filesNotKept = filesNotKeptNotice(message.attachments);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">
        Files sent ({message.attachments.length})
      </h3>
      {filesNotKept ? (
        <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {filesNotKept}
        </p>
      ) : null}
      <ul className="mt-2 space-y-2">
        {message.attachments.map((file) => (
          <li key={file._id}>
            <AttachmentName messageId={message._id} file={file} />{" "}
            <span className="text-sm whitespace-nowrap text-slate-600">
              ({formatBytes(file.byteSize)}
              {file.kept ? "" : ", not kept"})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AttachmentName({ messageId, file }: { messageId: string; file: AttachmentSummary }) {
  if (!file.kept) {
    return (
      <span className="inline-flex min-h-10 max-w-full items-center gap-2 break-all text-slate-700">
        <Paperclip aria-hidden="true" className="size-4 shrink-0" />
        {file.fileName}
      </span>
    );
  }
  return (
    <a
      href={href("/admin/inquiries/:id/attachments/:attachmentId", {
        id: messageId,
        attachmentId: file._id,
      })}
      download={file.fileName}
      className="inline-flex min-h-10 max-w-full items-center gap-2 break-all text-primary-700 underline"
    >
      <Paperclip aria-hidden="true" className="size-4 shrink-0" />
      {file.fileName}
    </a>
  );
}

/** The notice's version, and its language unless English: "3, in French". */
function noticeOf({ noticeVersion, noticeLanguage }: Consent): string {
  return noticeLanguage === SOURCE_LANGUAGE
    ? String(noticeVersion)
    : `${noticeVersion}, in ${languageName(noticeLanguage as Language)}`;
}

/** What the sender agreed to, when, and under which version of the privacy notice. */
export function Consents({ consents }: { consents: Consent[] }) {
  if (consents.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1 text-sm text-slate-700">
      {consents.map((consent) => (
        <li key={consent.kind} className="flex items-start gap-2">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          <span>
            Consented to {CONSENT_LABELS[consent.kind]} on {formatDate(consent.givenAt)} (privacy
            notice version {noticeOf(consent)})
          </span>
        </li>
      ))}
    </ul>
  );
}
