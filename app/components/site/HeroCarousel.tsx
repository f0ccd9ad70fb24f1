import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { HALF_COLUMN_SIZES, responsiveImage } from "../../lib/images.ts";
import { useRenderContext } from "../render-context.tsx";

/**
 * A round control under the slides, which app/enhance/carousel.ts finds by its
 * `data-carousel-<control>` attribute.
 */
function ControlButton({
  control,
  label,
  children,
}: {
  control: "pause" | "prev" | "next";
  label: string;
  children: React.ReactNode;
}) {
  const hook = { [`data-carousel-${control}`]: true };
  return (
    <button
      {...hook}
      type="button"
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
    >
      {children}
    </button>
  );
}

/**
 * The home page's slideshow, as the server draws it: the first slide showing, the controls
 * hidden, which is what a visitor without JavaScript gets. The enhancement script
 * (app/enhance/carousel.ts) shows the controls and moves the slides. For a visitor saving
 * data the other slides are left out of the page until chosen, so they are not fetched.
 */
export function HeroCarousel({ images }: { images: string[] }) {
  const { saveData } = useRenderContext();
  const count = images.length;
  if (count === 0) return null;

  return (
    <section
      data-carousel
      data-save-data={saveData ? "" : undefined}
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="group/carousel relative"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-primary-100 shadow-xl">
        {images.map((image, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels slides as groups.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions; one image may fill two.
            key={`${slide}-${image}`}
            data-slide
            data-active={slide === 0 ? "" : undefined}
            hidden={saveData && slide > 0}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${count}`}
            aria-hidden={slide !== 0}
            className="pointer-events-none absolute inset-0 opacity-0 transition-opacity duration-700 data-active:pointer-events-auto data-active:opacity-100 motion-reduce:transition-none"
          >
            <img
              {...responsiveImage(
                image,
                HALF_COLUMN_SIZES,
                { width: 800, height: 600 },
                { saveData },
              )}
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
        <div data-carousel-controls hidden className="mt-4 flex items-center justify-center gap-3">
          <ControlButton control="pause" label="Pause the slideshow">
            <Pause aria-hidden="true" className="size-4 group-data-paused/carousel:hidden" />
            <Play aria-hidden="true" className="hidden size-4 group-data-paused/carousel:block" />
          </ControlButton>
          <ControlButton control="prev" label="Previous slide">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </ControlButton>
          <ul className="flex items-center">
            {images.map((image, slide) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
              <li key={`${slide}-${image}`}>
                <button
                  data-carousel-dot
                  type="button"
                  aria-label={`Show slide ${slide + 1}`}
                  aria-current={slide === 0 ? "true" : undefined}
                  className="group inline-flex size-8 items-center justify-center"
                >
                  <span className="block size-3 rounded-full bg-slate-400 transition-colors group-hover:bg-slate-600 group-aria-[current=true]:bg-primary-700" />
                </button>
              </li>
            ))}
          </ul>
          <ControlButton control="next" label="Next slide">
            <ChevronRight aria-hidden="true" className="size-5" />
          </ControlButton>
        </div>
      ) : null}
    </section>
  );
}
