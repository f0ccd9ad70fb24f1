import { initialsOf, responsiveImage } from "../../lib/images.ts";
import { useRenderContext } from "../render-context.tsx";
import { useImageFailed } from "./useImageFailed.ts";

// Fixed size classes (no inline styles: the Content-Security-Policy allows none).
const SIZES = {
  md: { box: "size-[100px]", text: "text-4xl", pixels: 100 },
  lg: { box: "size-32", text: "text-5xl", pixels: 128 },
} as const;

interface AvatarProps {
  name: string;
  image: string | null;
  /** md is the spec's default of 100 px. */
  size?: keyof typeof SIZES;
}

/**
 * The member's photo, or their initials when there is none or it fails to load. Beside a photo
 * the initials wait hidden: on the public pages the enhancement script swaps them in when the
 * photo fails (app/enhance/images.ts); in the content manager, React does.
 */
export function Avatar({ name, image, size = "md" }: AvatarProps) {
  const { failed, imageProps } = useImageFailed();
  const { saveData } = useRenderContext();
  const { box, text, pixels } = SIZES[size];
  const showPhoto = Boolean(image) && !failed;
  const initials = (
    <span
      role="img"
      aria-label={name}
      hidden={showPhoto}
      className={`${box} ${text} inline-flex items-center justify-center rounded-full bg-primary-700 font-semibold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
  if (!image || !showPhoto) return initials;
  return (
    <>
      <img
        {...imageProps}
        {...responsiveImage(image, `${pixels}px`, { width: pixels, height: pixels }, { saveData })}
        data-fallback="initials"
        alt={name}
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={`${box} rounded-full object-cover`}
      />
      {initials}
    </>
  );
}
