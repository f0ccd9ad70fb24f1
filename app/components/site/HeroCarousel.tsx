import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { fill } from "../../i18n/fill.ts";
import { useWords } from "../../i18n/useWords.ts";
import { HALF_COLUMN_SIZES, responsiveImage } from "../../lib/images.ts";
import { useRenderContext } from "../render-context.tsx";

/**
 * A round control under the slides, which app/enhance/carousel.ts finds by its
 * `data-carousel-<control>` attribute. Pause also carries the words for Play, which the script
 * puts in its place while the slideshow stands still.
 */
function ControlButton({
  control,
  label,
  playLabel,
  children,
}: {
  control: "pause" | "prev" | "next";
  label: string;
  playLabel?: string;
  children: React.ReactNode;
}) {
  const hook = { [`data-carousel-${control}`]: true };
  return (
    <button
      {...hook}
      data-play-label={playLabel}
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
  const { carousel: words } = useWords();
  const count = images.length;
  if (count === 0) return null;

  return (
    <section
      data-carousel
      data-save-data={saveData ? "" : undefined}
      aria-roledescription={words.roleCarousel}
      aria-label={words.highlights}
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
            aria-roledescription={words.roleSlide}
            aria-label={fill(words.slideOf, { slide: slide + 1, count })}
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
          <ControlButton control="pause" label={words.pause} playLabel={words.play}>
            <Pause aria-hidden="true" className="size-4 group-data-paused/carousel:hidden" />
            <Play aria-hidden="true" className="hidden size-4 group-data-paused/carousel:block" />
          </ControlButton>
          <ControlButton control="prev" label={words.previous}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </ControlButton>
          <ul className="flex items-center">
            {images.map((image, slide) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
              <li key={`${slide}-${image}`}>
                <button
                  data-carousel-dot
                  type="button"
                  aria-label={fill(words.showSlide, { slide: slide + 1 })}
                  aria-current={slide === 0 ? "true" : undefined}
                  className="group inline-flex size-8 items-center justify-center"
                >
                  <span className="block size-3 rounded-full bg-slate-400 transition-colors group-hover:bg-slate-600 group-aria-[current=true]:bg-primary-700" />
                </button>
              </li>
            ))}
          </ul>
          <ControlButton control="next" label={words.next}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </ControlButton>
        </div>
      ) : null}
    </section>
  );
}
