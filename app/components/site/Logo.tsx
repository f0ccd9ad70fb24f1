import { MARK_ARCH_PATH, MARK_COLOURS, MARK_STAR_PATH } from "../../content/brand.ts";
import { WORDMARK } from "../../content/site.ts";
import { responsiveImage } from "../../lib/images.ts";

/** The mark alone, drawn inline (no request): see app/content/brand.ts. */
export function LogoMark({ className }: { className: string }) {
  return (
    // The size attributes hold it small should the styles not arrive.
    <svg aria-hidden="true" viewBox="0 0 64 64" width="40" height="40" className={className}>
      <rect width="64" height="64" rx="14" fill={MARK_COLOURS.ground} />
      <path
        d={MARK_ARCH_PATH}
        fill="none"
        stroke={MARK_COLOURS.arch}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={MARK_STAR_PATH} fill={MARK_COLOURS.star} />
    </svg>
  );
}

interface LogoProps {
  /** The office's uploaded logo, or null for the built-in mark and name. */
  uploaded: string | null;
  /** The background it stands on: the white header, or the dark footer. */
  on: "light" | "dark";
}

/** The uploaded logo, drawn for a white background: on the dark footer it sits on a white plate. */
function UploadedMark({ src, on }: { src: string; on: LogoProps["on"] }) {
  const image = responsiveImage(src, "8rem", { width: 128, height: 40 });
  return (
    <span className={`shrink-0 ${on === "dark" ? "rounded-lg bg-white p-1.5" : ""}`}>
      {/* The name beside it says what the logo says; the picture adds nothing to read aloud. */}
      <img
        {...image}
        alt=""
        className="block h-8 w-auto max-w-20 object-contain min-[400px]:h-10 min-[400px]:max-w-32"
      />
    </span>
  );
}

/**
 * The group's logo: the mark (the office's uploaded one, else the built-in one) with the
 * company's name beside it, whatever the mark's shape, so a square logo still names the group.
 */
export function Logo({ uploaded, on }: LogoProps) {
  return (
    // Narrower under 400 px, where it shares the bar with the call, WhatsApp and menu buttons;
    // under 360 px the mark alone, the name then read to screen readers only.
    <span className="flex items-center gap-1.5 min-[400px]:gap-2.5">
      {uploaded ? (
        <UploadedMark src={uploaded} on={on} />
      ) : (
        <LogoMark className="size-8 shrink-0 min-[400px]:size-10" />
      )}
      <span className="leading-none max-[359px]:sr-only">
        <span
          className={`block text-[0.875rem] font-bold tracking-tight min-[400px]:text-[1.0625rem] ${on === "dark" ? "text-white" : "text-primary-900"}`}
        >
          {WORDMARK.name}
        </span>{" "}
        <span
          className={`mt-1 block text-[0.625rem] font-semibold uppercase tracking-[0.32em] min-[400px]:text-[0.6875rem] ${on === "dark" ? "text-secondary-300" : "text-slate-600"}`}
        >
          {WORDMARK.tagword}
        </span>
      </span>
    </span>
  );
}
