import { Copy, Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { href, Link } from "react-router";
import { SITE_NAME } from "../../../content/site.ts";
import { buttonClass } from "../buttons.tsx";
import { Panel } from "../Panel.tsx";

/** The new recovery codes, shown once, to download or copy. */
export function RecoveryCodes({ codes, renewed }: { codes: string[]; renewed: boolean }) {
  const [copied, setCopied] = useState(false);
  const text = `${SITE_NAME}: recovery codes for two-factor sign-in\nEach code signs in once.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <div className="max-w-3xl">
      <Panel className="space-y-4" title="Save your recovery codes">
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-semibold text-green-900"
        >
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
          {renewed
            ? "New recovery codes are ready; the earlier ones no longer work."
            : "Two-factor sign-in is on."}
        </p>
        <p className="text-sm text-slate-700">
          If you lose your phone, each of these codes signs you in once instead of the app's code.
          Keep them somewhere safe, such as a password manager or a printed page.{" "}
          <strong>They are shown only now.</strong>
        </p>
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-1 gap-2 rounded-md bg-slate-100 p-4 font-mono text-base text-slate-900 min-[400px]:grid-cols-2"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="recovery-codes.txt"
            className={buttonClass("secondary")}
          >
            <Download aria-hidden="true" className="size-4" />
            Download as text
          </a>
          <button type="button" onClick={copy} className={buttonClass("secondary")}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? "Copied" : "Copy all"}
          </button>
          <Link to={href("/admin/dashboard")} className={buttonClass()}>
            I have saved them
          </Link>
        </div>
      </Panel>
    </div>
  );
}
