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
