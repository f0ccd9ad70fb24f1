import { type Control, fieldProblem, showError } from "./field-errors.ts";
import { refreshProofOnFocus } from "./form-proof.ts";
import {
  KEPT_MESSAGES_SYNC_TAG,
  keepMessage,
  type SendResult,
  sendMessage,
} from "./kept-messages.ts";

interface BackgroundSync {
  register: (tag: string) => Promise<void>;
}

/** A field marked wrong is checked again as it is mended, and when it is left. */
function checkAgainWhenMended(form: HTMLFormElement): void {
  const check = (control: Control) =>
    showError(control, document.getElementById(`${control.id}-error`), fieldProblem(control));
  form.addEventListener("input", (event) => {
    const control = event.target as Control;
    if (control.getAttribute("aria-invalid") === "true") check(control);
  });
  form.addEventListener("change", (event) => {
    const control = event.target as Control;
    if (control.matches("[data-messages][id]")) check(control);
  });
}

/** The form's text fields, name by name. */
function typedFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/** Keeps the message on the phone; false when the browser will not store it (then nothing is cleared). */
async function keepForLater(
  fields: Record<string, string>,
  submissionId: string,
): Promise<boolean> {
  try {
    await keepMessage({ submissionId, fields });
  } catch {
    return false;
  }
  // Background Sync, where the browser has it, sends it even after this page is closed;
  // elsewhere the next page of the site that opens sends it.
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as { sync?: BackgroundSync } | undefined)?.sync;
  await sync?.register(KEPT_MESSAGES_SYNC_TAG).catch(() => {});
  return true;
}

/**
 * A contact form, which works without JavaScript as a plain POST with the browser's own checks.
 * Here each field is checked in the schema's words the server put in its `data-messages`, shown
 * beside it (when sent, when left, and as one marked wrong is mended); the form is then sent in the
 * background: Sending... on the button, then the answer above the form, the form cleared on
 * success, or each field's error from the server beside it with what was typed kept. Offline,
 * or when the website cannot be reached, the message is kept on the phone and sent when the
 * connection returns (see kept-messages.ts), and the visitor is told exactly that.
 */
export function enhanceContactForm(form: HTMLFormElement): void {
  const status = form.parentElement?.querySelector<HTMLElement>("[data-form-status]");
  const alert = form.parentElement?.querySelector<HTMLElement>("[data-form-alert]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.querySelector<HTMLElement>("[data-submit-label]");
  if (!status || !alert || !button || !label) return;
  const idleLabel = label.textContent ?? "";
  const renewProof = refreshProofOnFocus(form);
  form.noValidate = true;
  const controls = () => [...form.querySelectorAll<Control>("[data-messages][id]")];

  /** Sent (status), kept on the phone to send later (kept, in amber), or refused (alert). */
  const say = (tone: "status" | "kept" | "alert", text: string) => {
    status.textContent = tone === "alert" ? "" : text;
    if (tone === "kept") status.dataset.tone = "kept";
    else delete status.dataset.tone;
    alert.textContent = tone === "alert" ? text : "";
  };

  /** Shows each field's message beside it ("" for none); focuses the first wrong one. */
  const showFieldErrors = (errors: Record<string, string | undefined>) => {
    let first: HTMLElement | null = null;
    for (const control of controls()) {
      const message = errors[control.name] ?? "";
      showError(control, document.getElementById(`${control.id}-error`), message);
      if (message && !first) first = control;
    }
    first?.focus();
  };

  checkAgainWhenMended(form);

  // On a phone the cleared form fills the screen and its answer sits above, under the sticky
  // header: it is brought into view and focused, so it is seen and read out. Focused by script
  // only (tabindex -1), it draws no focus box.
  const clearAndAnswer = (tone: "status" | "kept", text: string) => {
    form.reset();
    showFieldErrors({});
    renewProof();
    say(tone, text);
    status.tabIndex = -1;
    status.scrollIntoView({ block: "start" });
    status.focus({ preventScroll: true });
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const problems = Object.fromEntries(
      controls().map((control) => [control.name, fieldProblem(control)]),
    );
    if (Object.values(problems).some(Boolean)) {
      say("alert", form.dataset.checkFields ?? "");
      showFieldErrors(problems);
      return;
    }
    // The page's language goes with the message, also when it waits on the phone to be sent.
    const fields = { ...typedFields(form), language: document.documentElement.lang };
    const submissionId = crypto.randomUUID();
    button.disabled = true;
    label.textContent = label.dataset.busyLabel ?? "";
    let result: SendResult = { kind: "unreachable" };
    try {
      if (navigator.onLine !== false) result = await sendMessage({ submissionId, fields });
      if (result.kind === "unreachable") {
        if (await keepForLater(fields, submissionId)) {
          clearAndAnswer("kept", form.dataset.keptOffline ?? "");
        } else say("alert", form.dataset.notKept ?? "");
      } else if (result.kind === "sent") {
        // The page's words for the server's answer, which is English.
        clearAndAnswer("status", form.dataset.sent ?? result.message);
      } else {
        say("alert", result.message);
        showFieldErrors(
          Object.fromEntries(Object.entries(result.errors).map(([name, [first]]) => [name, first])),
        );
      }
    } finally {
      button.disabled = false;
      label.textContent = idleLabel;
    }
  });
}
