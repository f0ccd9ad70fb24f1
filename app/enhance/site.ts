import { enhanceCarousel } from "./carousel.ts";
import { enhanceContactForm } from "./contact-form.ts";
import { enhanceImages } from "./images.ts";
import { sendKeptMessages } from "./kept-messages.ts";
import { tellKeptOutcomes } from "./kept-outcomes.ts";
import { offerLanguage } from "./language-offer.ts";
import { enhanceDropdown, enhanceMobileMenu } from "./menus.ts";
import { enhanceQuoteForm } from "./quote-form.ts";
import { enhanceServicesFilter } from "./services-filter.ts";

// The public pages' one script: small touches on pages that already work without it. The
// server renders every page complete; this wires up what needs a script (see each module).

function all<T extends Element>(selector: string): T[] {
  return [...document.querySelectorAll<T>(selector)];
}

/**
 * Sends the messages kept on this phone while offline, and says what became of them, whether
 * this page sent them, the service worker did (Background Sync), or an earlier page did.
 */
async function sendKeptAndTell(): Promise<void> {
  await sendKeptMessages();
  await tellKeptOutcomes();
}

for (const carousel of all<HTMLElement>("[data-carousel]")) enhanceCarousel(carousel);
for (const dropdown of all<HTMLElement>("[data-dropdown]")) enhanceDropdown(dropdown);
for (const menu of all<HTMLDetailsElement>("details[data-mobile-menu]")) enhanceMobileMenu(menu);
for (const filter of all<HTMLElement>("[data-services-filter]")) enhanceServicesFilter(filter);
for (const form of all<HTMLFormElement>("form[data-contact-form]")) enhanceContactForm(form);
for (const form of all<HTMLFormElement>("form[data-quote-form]")) enhanceQuoteForm(form);
// An answer that replaced its form (a quote's reference) takes the focus, so it is read first;
// after load, since the browser's scroll to the URL's #fragment would take it away again.
window.addEventListener(
  "load",
  () => document.querySelector<HTMLElement>("[data-focus-on-load]")?.focus(),
  { once: true },
);
enhanceImages(document);
// After load, so drawing the offer never lengthens the page's first task.
window.addEventListener("load", () => offerLanguage(all<HTMLElement>("[data-language-offer]")), {
  once: true,
});

/**
 * The service worker (sw.ts) keeps the pages opened from now on; this first page came before it,
 * so it asks for this one to be kept too. Registered after the page has loaded, so it never
 * competes with what the visitor is waiting for.
 */
function registerServiceWorker(): void {
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register("/sw.js")
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      if (firstVisit) registration.active?.postMessage({ keepPage: location.href });
    })
    .catch(() => {});
}

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", registerServiceWorker, { once: true });
  navigator.serviceWorker.addEventListener("message", (event) => {
    if ((event.data as { keptMessagesSent?: number } | null)?.keptMessagesSent) {
      void tellKeptOutcomes();
    }
  });
}
void sendKeptAndTell();
window.addEventListener("online", () => void sendKeptAndTell());

document.documentElement.dataset.enhanced = "true";
