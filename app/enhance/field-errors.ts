/** A form control that can carry an error: what the public forms' scripts check. */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const PROBLEMS = [
  "valueMissing",
  "typeMismatch",
  "badInput",
  "patternMismatch",
  "tooLong",
  "rangeUnderflow",
  "rangeOverflow",
  "stepMismatch",
] as const;

/** The schema's message for each way a field can fail, which the server put in `data-messages`. */
export function messagesOf(element: Element): Record<string, string> {
  try {
    return JSON.parse(element.getAttribute("data-messages") ?? "{}");
  } catch {
    return {};
  }
}

export function isBlank(control: Control): boolean {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return !control.checked;
  return control.value.trim() === "" && !control.validity.badInput;
}

/**
 * What is wrong with a field, in the schema's words (the browser's, for what the schema does
 * not word); "" when nothing. `needed` is whether it must be filled in: a required field needs
 * more than spaces.
 */
export function fieldProblem(control: Control, needed = control.required): string {
  const messages = messagesOf(control);
  if (needed && isBlank(control)) return messages.valueMissing ?? control.validationMessage;
  if (control.validity.valid) return "";
  const problem = PROBLEMS.find((name) => control.validity[name]);
  return (problem && messages[problem]) || control.validationMessage;
}

/** Writes a field's message into its error element (`${id}-error`) and wires it for readers. */
export function showError(control: Element, errorText: HTMLElement | null, message: string): void {
  if (!errorText) return;
  errorText.textContent = message;
  errorText.hidden = !message;
  control.setAttribute("aria-invalid", String(Boolean(message)));
  const described = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id && id !== errorText.id);
  if (message) described.push(errorText.id);
  if (described.length > 0) control.setAttribute("aria-describedby", described.join(" "));
  else control.removeAttribute("aria-describedby");
}
