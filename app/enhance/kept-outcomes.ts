import { takeKeptOutcomes } from "./kept-messages.ts";

// Tells the visitor what became of the messages kept on this phone (kept-messages.ts): on the
// page that kept one, in its form's answer, which said it would be sent; on a later visit, in
// the notice under the header. Told once: the outcome is then forgotten.

const SENT_LATER = "Your message written offline has now been sent. Thank you!";
const REFUSED_LATER =
  "Your message written offline could not be sent: the website did not accept it. Here is its text, to copy and send again or to read to us on the phone:";

/** Where to say it: the form that said it would send the message, else the notice. */
function answerPlaces(): { status: HTMLElement; alert: HTMLElement } | undefined {
  const kept = document.querySelector<HTMLElement>("[data-form-status][data-tone=kept]");
  const alert = kept?.parentElement?.querySelector<HTMLElement>("[data-form-alert]");
  if (kept && alert) return { status: kept, alert };
  const notice = document.querySelector<HTMLElement>("[data-outbox-notice]");
  return notice ? { status: notice, alert: notice } : undefined;
}

/** A message's text, read-only, to copy. */
function textToCopy(text: string): HTMLTextAreaElement {
  const box = document.createElement("textarea");
  box.readOnly = true;
  box.rows = 4;
  box.value = text;
  box.setAttribute("aria-label", "Your message");
  box.className =
    "mt-2 block w-full rounded border border-red-300 bg-white p-2 text-left font-normal text-slate-900";
  return box;
}

export async function tellKeptOutcomes(): Promise<void> {
  const { sent, refused } = await takeKeptOutcomes();
  const places = sent || refused.length ? answerPlaces() : undefined;
  if (!places) return;
  const { status, alert } = places;
  status.textContent = sent ? SENT_LATER : "";
  delete status.dataset.tone;
  if (refused.length) {
    if (alert !== status) alert.textContent = "";
    alert.append(REFUSED_LATER, ...refused.map(textToCopy));
    alert.dataset.tone = "refused";
  }
  status.hidden = false;
  alert.hidden = false;
}
