import { FORM_PROOF_FIELD } from "../domain/messages.model.ts";
import { fetchFormProof } from "./kept-messages.ts";

/**
 * The page's form proof dates from when it was rendered, possibly long ago (it is cached), and
 * is good for one message (decision 058). Once the visitor starts filling the form in, a fresh
 * one dates it from now. Returns `renew`, for when the form's message has been sent or kept to
 * send later: that proof is spent, so the field is emptied and a fresh one fetched at once (for
 * a visitor who goes on typing without leaving the form) and again on the next focus. A page
 * brought back by the browser's back button (from its back-forward cache) renews too: its form
 * may hold the proof it sent before.
 */
export function refreshProofOnFocus(form: HTMLFormElement): () => void {
  let refreshed = false;
  const field = () => {
    const proof = form.elements.namedItem(FORM_PROOF_FIELD);
    return proof instanceof HTMLInputElement ? proof : null;
  };
  const refresh = () => {
    fetchFormProof()
      .then((formProof) => {
        const proof = field();
        if (proof && formProof) proof.value = formProof;
      })
      .catch(() => {});
  };
  form.addEventListener("focusin", () => {
    if (refreshed) return;
    refreshed = true;
    refresh();
  });
  const renew = () => {
    // Offline, no fresh proof comes: the next message then goes without one, and the phone
    // fetches one before sending it (see kept-messages.ts).
    const proof = field();
    if (proof) proof.value = "";
    refreshed = false;
    refresh();
  };
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) renew();
  });
  return renew;
}
