import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { HALF_COLUMN_SIZES, responsiveImage } from "../../lib/images.ts";

export const CAROUSEL_INTERVAL_MS = 5000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * The home page's slideshow. It advances every 5 seconds and wraps around; it stops while the
 * pointer or keyboard focus is on it, when the visitor pauses it, and for visitors who ask for
 * reduced motion. Arrows, dots and the pause button appear only with more than one image.
 * Without JavaScript the first image shows.
 */
export function HeroCarousel({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = images.length;
  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-primary-100 shadow-xl">
        {images.map((image, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels slides as groups.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions; one image may fill two.
            key={`${slide}-${image}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${count}`}
            aria-hidden={slide !== index}
            className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
              slide === index ? "opacity-100" : "pointer-events-none opacity-0"
            }`}
          >
            <img
              {...responsiveImage(image, HALF_COLUMN_SIZES, { width: 800, height: 600 })}
              alt=""
              loading={slide === 0 ? "eager" : "lazy"}
              decoding="async"
              fetchPriority={slide === 0 ? "high" : "auto"}
              className="size-full object-cover"
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? "Play the slideshow" : "Pause the slideshow"}
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
          >
            {paused ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="Previous slide"
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <ul className="flex items-center">
            {images.map((image, slide) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
              <li key={`${slide}-${image}`}>
                <button
                  type="button"
                  onClick={() => go(slide)}
                  aria-label={`Show slide ${slide + 1}`}
                  aria-current={slide === index ? "true" : undefined}
                  className="group inline-flex size-8 items-center justify-center"
                >
                  <span
                    className={`block size-3 rounded-full transition-colors ${
                      slide === index ? "bg-primary-700" : "bg-slate-400 group-hover:bg-slate-600"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="Next slide"
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
