import { Power, PowerOff } from "lucide-react";
import { useState } from "react";
import { languageName } from "../../domain/translations.model.ts";
import type { Language } from "../../i18n/languages.ts";
import { buttonClass } from "./buttons.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { useAdminFetcher } from "./useAdminFetcher.ts";
import { useMayUse } from "./useMayUse.ts";

/** The form's intent the Translations overview's action switches a language with. */
export const SWITCH_LANGUAGE_INTENT = "switch-language";

/** What switching `language` to `on` does, asked before it is done. */
function SwitchDialog({
  language,
  on,
  open,
  onClose,
}: {
  language: Language;
  on: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { busy, post } = useAdminFetcher();
  const name = languageName(language);
  const label = `Switch ${name} ${on ? "on" : "off"}`;
  return (
    <ConfirmDialog
      open={open}
      title={`${label}?`}
      message={
        on
          ? `Its pages come back under /${language}/ with the translations published now, and it returns to every language switcher, to the links search engines follow and to the sitemap.`
          : `Its pages will answer "not found" and it will leave every language switcher, the links search engines follow and the sitemap. Its translations are kept, and you can switch it on again at any time.`
      }
      confirmLabel={label}
      confirmTone={on ? "primary" : "danger"}
      busy={busy}
      busyLabel="Switching..."
      onConfirm={() => post({ intent: SWITCH_LANGUAGE_INTENT, language, on: String(on) })}
      onCancel={onClose}
    />
  );
}

/**
 * Whether the site offers a translated language, and, for an administrator, the switch that
 * turns it off or on again (decision 074). Its translations are edited here either way.
 */
export function LanguageOnSite({ language, on }: { language: Language; on: boolean }) {
  const mayUse = useMayUse();
  // The state the dialog was opened to change: once the switch is made, it no longer matches.
  const [asked, setAsked] = useState<boolean | null>(null);
  const name = languageName(language);
  const Icon = on ? Power : PowerOff;
  return (
    <section
      aria-labelledby="language-on-site"
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="min-w-0 max-w-2xl">
        <h2
          id="language-on-site"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <Icon aria-hidden="true" className={`size-5 ${on ? "text-green-700" : "text-red-700"}`} />
          {on ? `${name} is on the site` : `${name} is switched off`}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {on
            ? `Visitors read its published translations under /${language}/ and find it in the language switcher.`
            : `Its pages answer "not found" and no language switcher offers it. Its translations are kept and can still be edited.`}
        </p>
      </div>
      {mayUse("settings") ? (
        <button
          type="button"
          onClick={() => setAsked(on)}
          className={buttonClass(on ? "destructive" : "primary")}
        >
          {on ? `Switch ${name} off` : `Switch ${name} on`}
        </button>
      ) : null}
      <SwitchDialog
        language={language}
        on={!on}
        open={asked === on}
        onClose={() => setAsked(null)}
      />
    </section>
  );
}
