import { initialsOf, responsiveImage } from "../../lib/images.ts";
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

/** The member's photo, or their initials when there is none or it fails to load. */
export function Avatar({ name, image, size = "md" }: AvatarProps) {
  const { failed, imageProps } = useImageFailed();
  const { box, text, pixels } = SIZES[size];
  if (image && !failed) {
    return (
      <img
        {...imageProps}
        {...responsiveImage(image, `${pixels}px`, { width: pixels, height: pixels })}
        alt={name}
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={`${box} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={`${box} ${text} inline-flex items-center justify-center rounded-full bg-primary-700 font-semibold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
