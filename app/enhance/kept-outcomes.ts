import { takeKeptOutcomes } from "./kept-messages.ts";

// Tells the visitor what became of the messages kept on this phone (kept-messages.ts): on the
// page that kept one, in its form's answer, which said it would be sent; on a later visit, in
// the notice under the header. Told once: the outcome is then forgotten. The words are the
// notice's (`data-sent-later`, `data-refused-later`, `data-your-message`), in the page's language.

function noticeWords() {
  const words = document.querySelector<HTMLElement>("[data-outbox-notice]")?.dataset ?? {};
  return {
    sentLater: words.sentLater ?? "",
    refusedLater: words.refusedLater ?? "",
    yourMessage: words.yourMessage ?? "",
  };
}

/** Where to say it: the form that said it would send the message, else the notice. */
function answerPlaces(): { status: HTMLElement; alert: HTMLElement } | undefined {
  const kept = document.querySelector<HTMLElement>("[data-form-status][data-tone=kept]");
  const alert = kept?.parentElement?.querySelector<HTMLElement>("[data-form-alert]");
  if (kept && alert) return { status: kept, alert };
  const notice = document.querySelector<HTMLElement>("[data-outbox-notice]");
  return notice ? { status: notice, alert: notice } : undefined;
}

/** A message's text, read-only, to copy. */
function textToCopy(text: string, label: string): HTMLTextAreaElement {
  const box = document.createElement("textarea");
  box.readOnly = true;
  box.rows = 4;
  box.value = text;
  box.setAttribute("aria-label", label);
  box.className =
    "mt-2 block w-full rounded border border-red-300 bg-white p-2 text-start font-normal text-slate-900";
  return box;
}

export async function tellKeptOutcomes(): Promise<void> {
  const { sent, refused } = await takeKeptOutcomes();
  const places = sent || refused.length ? answerPlaces() : undefined;
  if (!places) return;
  const { status, alert } = places;
  const words = noticeWords();
  status.textContent = sent ? words.sentLater : "";
  delete status.dataset.tone;
  if (refused.length) {
    if (alert !== status) alert.textContent = "";
    alert.append(words.refusedLater, ...refused.map((text) => textToCopy(text, words.yourMessage)));
    alert.dataset.tone = "refused";
  }
  status.hidden = false;
  alert.hidden = false;
}
