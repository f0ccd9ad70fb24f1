import { ImagePlus, RefreshCw, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { FieldErrors } from "../../domain/errors.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../domain/media.model.ts";
import { imageSrc } from "../../lib/images.ts";
import { checkImageFile, uploadImage } from "../../lib/upload.ts";
import { buttonClass } from "./buttons.tsx";
import { UploadProgress } from "./UploadProgress.tsx";

const PREVIEW_SHAPES = {
  round: "size-24 rounded-full object-cover",
  landscape: "aspect-[4/3] w-full object-cover",
  banner: "aspect-[4/1] w-full object-cover",
  whole: "h-32 w-full object-contain",
} as const;

export interface ImageUploadProps {
  /** What the image is ("Photo", "Slide 2"); names the buttons for screen readers too. */
  label: string;
  /** The image shown now (an address), or null for none. */
  value: string | null;
  /** A new image was uploaded: its address, to save with the form (or at once). */
  onChange: (url: string) => void;
  /** Offered as a Remove button while there is an image. */
  onRemove?: () => void;
  /** The hidden field that carries the address when the form is sent, if any. */
  name?: string;
  /** Field errors of the form, shown when they concern `name`. */
  errors?: FieldErrors | undefined;
  previewAlt: string;
  /** The preview's shape: a round photo, a landscape picture, a page's wide band, or a logo shown whole. */
  shape?: keyof typeof PREVIEW_SHAPES;
  /** What stands in the preview's place while there is no image; null for nothing there. */
  emptyText?: string | null;
  /** The label as the heading of its own card, where the image is the card's subject. */
  labelAsHeading?: boolean;
  disabled?: boolean;
}

/**
 * The one way the content manager takes an image: choosing a file uploads it at once (as
 * multipart, with a progress bar) to the upload call, which checks, resizes and stores it;
 * the screen then saves its address with the rest of its form. Every failure shows the
 * server's own explanation.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  onRemove,
  name,
  errors,
  previewAlt,
  shape = "landscape",
  emptyText = "No image yet",
  labelAsHeading = false,
  disabled = false,
}: ImageUploadProps) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shownProblem = problem ?? (name ? errors?.[name]?.[0] : undefined);
  const busy = progress !== null;

  const upload = async (file: File) => {
    const refused = checkImageFile(file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    const outcome = await uploadImage(file, setProgress);
    setProgress(null);
    if (inputRef.current) inputRef.current.value = "";
    if (outcome.ok) onChange(outcome.media.url);
    else setProblem(outcome.message);
  };

  const preview = PREVIEW_SHAPES[shape];
  return (
    <div className="space-y-3">
      {labelAsHeading ? (
        <h2 className="font-semibold text-slate-900">{label}</h2>
      ) : (
        <p className="text-sm font-medium text-slate-800">{label}</p>
      )}
      {value ? (
        <img src={imageSrc(value)} alt={previewAlt} className={`${preview} bg-slate-100`} />
      ) : emptyText === null ? null : (
        <p
          className={`${preview} flex items-center justify-center rounded-lg bg-slate-100 p-2 text-center text-sm text-slate-600`}
        >
          {emptyText}
        </p>
      )}
      {progress !== null ? (
        <UploadProgress fraction={progress} label={`Uploading ${label}`} />
      ) : null}
      {shownProblem ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-error-700">
          {shownProblem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          disabled={disabled || busy}
          aria-describedby={shownProblem ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <label
          htmlFor={inputId}
          className={`${buttonClass(value ? "secondary" : "primary")} cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-3 has-focus-visible:ring-primary-600`}
        >
          {value ? (
            <RefreshCw aria-hidden="true" className="size-4" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-4" />
          )}
          {busy ? "Uploading..." : value ? "Replace" : "Upload"}
          <span className="sr-only"> {label}</span>
        </label>
        {onRemove && value ? (
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled || busy}
            className={buttonClass("destructive")}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {label}</span>
          </button>
        ) : null}
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ""} /> : null}
    </div>
  );
}
