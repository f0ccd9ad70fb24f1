import { fill } from "../i18n/fill.ts";

// A long form shown one step at a time (the health form: the patient, the treatment, the
// reports, consent). The page holds every step, one after the other, and works so without
// JavaScript; here only the current step shows, with its place ("Step 2 of 4: Treatment", read
// out as it changes), Back and Next, and the send button on the last. Next checks the step's
// fields first and stays, on the first wrong one, while one is wrong; a step that opens takes
// the focus on its heading, so a screen reader starts there.

export interface FormSteps {
  /** Whether the last step is showing: only then is the form sent. */
  atLast(): boolean;
  /** Checks the current step and opens the next when nothing in it is wrong. */
  next(): void;
  /** Opens the step that holds `element` (a wrong field, after sending). */
  reveal(element: Element): void;
}

/**
 * Puts the form's `[data-step]` parts in steps. `firstWrong` checks a step's fields, showing
 * their errors, and gives the first wrong one. Null when the form has no steps.
 */
export function enhanceSteps(
  form: HTMLFormElement,
  firstWrong: (step: HTMLElement) => HTMLElement | undefined,
): FormSteps | null {
  const steps = [...form.querySelectorAll<HTMLElement>("[data-step]")];
  const progress = form.querySelector<HTMLElement>("[data-step-progress]");
  const label = progress?.querySelector<HTMLElement>("[data-step-label]");
  const bars = [...form.querySelectorAll<HTMLElement>("[data-step-bar]")];
  const back = form.querySelector<HTMLButtonElement>("[data-step-back]");
  const next = form.querySelector<HTMLButtonElement>("[data-step-next]");
  const send = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (steps.length < 2 || !progress || !label || !back || !next || !send) return null;
  let current = 0;

  const open = (index: number, focus: boolean) => {
    current = index;
    steps.forEach((step, position) => {
      step.hidden = position !== index;
    });
    bars.forEach((bar, position) => {
      bar.toggleAttribute("data-done", position <= index);
    });
    const heading = steps[index]?.querySelector<HTMLElement>("[data-step-title]");
    label.textContent = fill(label.dataset.template ?? "", {
      step: index + 1,
      count: steps.length,
      title: heading?.textContent ?? "",
    });
    back.hidden = index === 0;
    next.hidden = index === steps.length - 1;
    send.hidden = !next.hidden;
    if (focus) {
      heading?.focus();
      heading?.scrollIntoView({ block: "start" });
    }
  };

  const goNext = () => {
    const step = steps[current];
    const wrong = step && firstWrong(step);
    if (wrong) wrong.focus();
    else if (current < steps.length - 1) open(current + 1, true);
  };
  back.addEventListener("click", () => open(Math.max(current - 1, 0), true));
  next.addEventListener("click", goNext);
  // Pressing a button leaves the field being typed in, which shows that field's message and
  // moves the button away from under the pointer: the click would be lost. The focus stays in
  // the field until the click has done its work.
  for (const button of [back, next]) {
    button.addEventListener("mousedown", (event) => event.preventDefault());
  }
  progress.hidden = false;
  open(0, false);

  return {
    atLast: () => current === steps.length - 1,
    next: goNext,
    reveal: (element) => {
      const index = steps.findIndex((step) => step.contains(element));
      if (index >= 0 && index !== current) open(index, false);
    },
  };
}
