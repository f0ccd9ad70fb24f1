import { CAROUSEL_INTERVAL_MS, prefersLessData } from "./preferences.ts";

/**
 * The home page's slideshow (WAI-ARIA carousel pattern). The server renders every slide with
 * the first one active and the controls hidden, which is what a visitor without JavaScript
 * sees. Here the controls appear, and the slides advance every 5 seconds, wrapping around,
 * except while the pointer or keyboard focus is on the carousel, after Pause, for visitors who
 * prefer reduced motion, and for those who ask to save data (who then load a slide only when
 * they choose it).
 */
export function enhanceCarousel(carousel: HTMLElement): void {
  const slides = [...carousel.querySelectorAll<HTMLElement>("[data-slide]")];
  const controls = carousel.querySelector<HTMLElement>("[data-carousel-controls]");
  const pause = carousel.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  const dots = [...carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  if (slides.length < 2 || !controls || !pause) return;
  // The page's words for the button, in its language.
  const pauseLabel = pause.getAttribute("aria-label") ?? "";
  const playLabel = pause.dataset.playLabel ?? pauseLabel;

  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  // The server knew from the Save-Data header; the browser may say so itself.
  const savingData = carousel.hasAttribute("data-save-data") || prefersLessData();
  let index = 0;
  let hovered = false;
  let focused = false;
  let paused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (next: number) => {
    index = (next + slides.length) % slides.length;
    slides.forEach((slide, position) => {
      const active = position === index;
      slide.toggleAttribute("data-active", active);
      slide.setAttribute("aria-hidden", String(!active));
      // A slide kept out of the page until it is chosen is not fetched before (saving data).
      if (active) slide.hidden = false;
    });
    dots.forEach((dot, position) => {
      if (position === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };

  const schedule = () => {
    clearInterval(timer);
    timer = undefined;
    const rotating = !hovered && !focused && !paused && !reducedMotion.matches && !savingData;
    if (rotating) timer = setInterval(() => show(index + 1), CAROUSEL_INTERVAL_MS);
  };

  carousel.querySelector("[data-carousel-prev]")?.addEventListener("click", () => show(index - 1));
  carousel.querySelector("[data-carousel-next]")?.addEventListener("click", () => show(index + 1));
  dots.forEach((dot, position) => {
    dot.addEventListener("click", () => show(position));
  });
  pause.addEventListener("click", () => {
    paused = !paused;
    carousel.toggleAttribute("data-paused", paused);
    pause.setAttribute("aria-label", paused ? playLabel : pauseLabel);
    schedule();
  });
  carousel.addEventListener("mouseenter", () => {
    hovered = true;
    schedule();
  });
  carousel.addEventListener("mouseleave", () => {
    hovered = false;
    schedule();
  });
  carousel.addEventListener("focusin", () => {
    focused = true;
    schedule();
  });
  carousel.addEventListener("focusout", (event) => {
    if (carousel.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  });
  reducedMotion.addEventListener("change", schedule);

  controls.hidden = false;
  schedule();
}
