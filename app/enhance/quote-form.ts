import { SUBMISSION_ID_FIELD } from "../domain/messages.model.ts";
import { type Control, fieldProblem, isBlank, messagesOf, showError } from "./field-errors.ts";
import { refreshProofOnFocus } from "./form-proof.ts";
import { enhanceSteps } from "./form-steps.ts";

// A quote form, which works without JavaScript as a plain POST with the browser's own checks.
// Here each field's problem is shown beside it, in the schema's words the server put in its
// `data-messages` (app/components/site/form-checks.ts), as soon as a field is changed and on
// sending; product rows are added and removed; the health form goes in steps (form-steps.ts);
// the form is sent as a plain POST once valid.

const ROW_INDEX = /items\[\d+\]\./g;
const RENAMED = ["id", "name", "for", "aria-describedby"];

const rowsIn = (box: Element) => [...box.querySelectorAll<HTMLElement>("[data-row]")];
const cellsOf = (row: Element) => [...row.querySelectorAll<Control>("[name]")];
const isStarted = (row: Element) => cellsOf(row).some((cell) => !isBlank(cell));

/** The fields that stand in for this one (`data-unless`: an e-mail address for a phone number). */
function standInsOf(control: Control): Control[] {
  const names = control.dataset.unless?.split(" ") ?? [];
  return names
    .map((name) => control.form?.elements.namedItem(name))
    .filter((element): element is Control => element instanceof HTMLElement);
}

/** Needed: required, or needed unless a stand-in is given and none is. */
function isNeeded(control: Control): boolean {
  const standIns = standInsOf(control);
  return control.required || (standIns.length > 0 && standIns.every(isBlank));
}

/** What is wrong with a field, in the schema's words; "" when nothing. */
function problemOf(control: Control): string {
  const messages = messagesOf(control);
  if (control instanceof HTMLInputElement && control.files) {
    const files = [...control.files];
    if (files.length > Number(control.dataset.maxFiles)) return messages.tooMany ?? "";
    const tooBig = files.some((file) => file.size > Number(control.dataset.maxBytes));
    return tooBig ? (messages.tooBig ?? "") : "";
  }
  // A started product row needs all of its cells.
  const row = control.closest("[data-row]");
  return fieldProblem(control, isNeeded(control) || (row !== null && isStarted(row)));
}

function check(control: Control): string {
  const message = problemOf(control);
  showError(control, document.getElementById(`${control.id}-error`), message);
  return message;
}

/** The product list needs one started row; its message sits above the rows. */
function checkRows(box: HTMLElement): string {
  const message = rowsIn(box).some(isStarted) ? "" : (messagesOf(box).valueMissing ?? "");
  const errorText = box.querySelector<HTMLElement>("[data-error-for]");
  if (errorText) {
    errorText.textContent = message;
    errorText.hidden = !message;
  }
  return message;
}

/**
 * Product rows: the page has five, for a form without JavaScript; here the blank ones at the
 * end go, each row gets a Remove button and the list an Add button (up to its maximum). Rows
 * are renumbered on every change, so their names (`items[2].unit`) stay the schema's paths.
 */
function enhanceRows(box: HTMLElement): void {
  const add = box.querySelector<HTMLButtonElement>("[data-add-row]");
  // The second row is the model of an added one: the first is the required one.
  const model = rowsIn(box)[1] ?? rowsIn(box)[0];
  if (!add || !model) return;
  const template = model.cloneNode(true) as HTMLElement;
  for (const cell of cellsOf(template)) {
    cell.removeAttribute("value");
    cell.removeAttribute("aria-invalid");
    cell.value = "";
  }
  for (const option of template.querySelectorAll("option")) option.removeAttribute("selected");
  for (const error of template.querySelectorAll<HTMLElement>("[id$=-error]")) {
    error.textContent = "";
    error.hidden = true;
  }
  const rows = rowsIn(box);
  const lastStarted = rows.findLastIndex(isStarted);
  for (const row of rows.slice(Math.max(lastStarted + 1, 1))) row.remove();

  const renumber = () => {
    const current = rowsIn(box);
    current.forEach((row, index) => {
      for (const element of row.querySelectorAll("*")) {
        for (const attribute of RENAMED) {
          const value = element.getAttribute(attribute);
          if (value) element.setAttribute(attribute, value.replace(ROW_INDEX, `items[${index}].`));
        }
      }
      for (const number of row.querySelectorAll("[data-row-number]")) {
        number.textContent = String(index + 1);
      }
      const remove = row.querySelector<HTMLElement>("[data-remove-row]");
      if (remove) remove.hidden = current.length === 1;
    });
    add.hidden = current.length >= Number(box.dataset.maxRows);
  };

  box.addEventListener("click", (event) => {
    const target = event.target as Element;
    const remove = target.closest("[data-remove-row]");
    const row = remove?.closest<HTMLElement>("[data-row]");
    if (row) {
      const before = row.previousElementSibling?.closest("[data-row]");
      row.remove();
      renumber();
      (before ? cellsOf(before)[0] : cellsOf(rowsIn(box)[0] as HTMLElement)[0])?.focus();
    } else if (target.closest("[data-add-row]")) {
      const fresh = template.cloneNode(true) as HTMLElement;
      rowsIn(box).at(-1)?.after(fresh);
      renumber();
      cellsOf(fresh)[0]?.focus();
    }
  });
  renumber();
}

export function enhanceQuoteForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.querySelector<HTMLElement>("[data-submit-label]");
  const rows = form.querySelector<HTMLElement>("[data-rows]");
  if (!button || !label) return;
  const idleLabel = label.textContent ?? "";
  form.noValidate = true;
  if (rows) enhanceRows(rows);
  const controls = () => [...form.querySelectorAll<Control>("[data-messages][id]")];

  refreshProofOnFocus(form);

  const recheck = (event: Event) => {
    const control = event.target as Control;
    if (control.matches("[data-messages][id]")) check(control);
    // A field marked wrong for want of this one (a phone number, for an e-mail address).
    for (const other of controls()) {
      if (other.getAttribute("aria-invalid") === "true" && standInsOf(other).includes(control)) {
        check(other);
      }
    }
    const row = control.closest("[data-row]");
    if (row) for (const cell of cellsOf(row)) if (cell !== control) check(cell);
    if (rows && row) checkRows(rows);
  };
  // A field is checked when it is left; one marked wrong is checked as it is mended, so its
  // message is gone before the next click (a message vanishing under the pointer moves the
  // button it was about to press).
  form.addEventListener("change", recheck);
  form.addEventListener("input", (event) => {
    if ((event.target as Element).getAttribute("aria-invalid") === "true") recheck(event);
  });

  const steps = enhanceSteps(
    form,
    (step) =>
      [...step.querySelectorAll<Control>("[data-messages][id]")].filter(
        (control) => check(control) !== "",
      )[0],
  );

  form.addEventListener("submit", (event) => {
    // Enter in a field of an earlier step means Next.
    if (steps && !steps.atLast()) {
      event.preventDefault();
      steps.next();
      return;
    }
    const invalid = controls().filter((control) => check(control) !== "");
    if (rows && checkRows(rows)) invalid.push(...cellsOf(rowsIn(rows)[0] as HTMLElement));
    if (invalid.length > 0) {
      event.preventDefault();
      const first = invalid.sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1))[0];
      if (first) steps?.reveal(first);
      first?.focus();
      return;
    }
    // One id per sending: a second delivery of the same request is not stored twice.
    const id = form.elements.namedItem(SUBMISSION_ID_FIELD);
    if (id instanceof HTMLInputElement && !id.value) id.value = crypto.randomUUID();
    button.disabled = true;
    label.textContent = label.dataset.busyLabel ?? "";
  });

  // Back from the answer page (the back/forward cache), the button is ready again.
  window.addEventListener("pageshow", () => {
    button.disabled = false;
    label.textContent = idleLabel;
  });
  // A refused form opens on the step of its first mistake.
  const mistake = form.querySelector<HTMLElement>("[aria-invalid=true]");
  if (mistake) steps?.reveal(mistake);
  mistake?.focus();
}
