import { FORM_PROOF_FIELD, HONEYPOT_FIELD } from "../../domain/messages.model.ts";

/**
 * What every visitor's form carries for the spam check: the server's proof of when the form
 * was issued, and a field people never see, which only scripts fill in.
 */
export function SpamGuards({ formProof }: { formProof: string }) {
  return (
    <>
      <input type="hidden" name={FORM_PROOF_FIELD} defaultValue={formProof} />
      {/* Hidden from people and screen readers; scripts that fill in every field fill this. */}
      <div aria-hidden="true" className="hidden">
        <label>
          Leave this field empty
          <input
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
