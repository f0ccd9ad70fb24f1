// The offer to read a page in the visitor's language (components/site/LanguageSwitcher.tsx):
// shown when the browser lists one of the site's other languages before the page's own, until
// the visitor dismisses it. Nothing ever sends the visitor elsewhere by itself.

const DISMISSED = "language-offer-dismissed";

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "yes";
  } catch {
    return false;
  }
}

export function offerLanguage(offers: HTMLElement[]): void {
  if (offers.length === 0 || dismissed()) return;
  const page = document.documentElement.lang;
  const offered = new Map(offers.map((offer) => [offer.dataset.languageOffer, offer]));
  const first = navigator.languages
    .map((tag) => tag.split("-")[0]?.toLowerCase())
    .find((code) => code === page || offered.has(code));
  const offer = first === page ? undefined : offered.get(first);
  if (!offer) return;
  offer.hidden = false;
  offer.querySelector("[data-dismiss]")?.addEventListener("click", () => {
    offer.hidden = true;
    try {
      localStorage.setItem(DISMISSED, "yes");
    } catch {
      // Without storage the offer comes back on the next page; it is still one tap to close.
    }
  });
}
