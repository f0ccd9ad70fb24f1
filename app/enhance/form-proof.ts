import { FORM_PROOF_FIELD } from "../domain/messages.model.ts";
import { fetchFormProof } from "./outbox.ts";

/**
 * The page's form proof dates from when it was rendered, possibly long ago (it is cached): once
 * the visitor starts filling the form in, a fresh one dates it from now. Returns what makes the
 * next focus fetch one again (after a message is sent, for the next one).
 */
export function refreshProofOnFocus(form: HTMLFormElement): () => void {
  let refreshed = false;
  form.addEventListener("focusin", () => {
    if (refreshed) return;
    refreshed = true;
    fetchFormProof()
      .then((formProof) => {
        const proof = form.elements.namedItem(FORM_PROOF_FIELD);
        if (proof instanceof HTMLInputElement && formProof) proof.value = formProof;
      })
      .catch(() => {});
  });
  return () => {
    refreshed = false;
  };
}
