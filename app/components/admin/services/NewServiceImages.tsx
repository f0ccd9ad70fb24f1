import { X } from "lucide-react";
import { MAX_IMAGES_ON_CREATE } from "../../../domain/services.schema.ts";
import { imageSrc } from "../../../lib/images.ts";
import type { FormField } from "../../fields.tsx";
import { buttonClass } from "../buttons.tsx";
import { ImageUpload } from "../ImageUpload.tsx";

/** The images a new service starts with, as chosen so far; sent as addresses, one per line. */
export function NewServiceImages({
  images,
  onChange,
  field,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  /** The form's `images` field: its name and errors. */
  field: FormField;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Images</legend>
      <p className="text-sm text-slate-600">
        Optional. The first image is shown on the service's card; you can change this later under
        Manage Images.
      </p>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((url, index) => (
            <li key={url} className="space-y-2">
              <img
                src={imageSrc(url)}
                alt=""
                className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
              />
              <p className="text-xs text-slate-600">
                {index === 0 ? "Primary" : `Image ${index + 1}`}
              </p>
              <button
                type="button"
                onClick={() => onChange(images.filter((each) => each !== url))}
                className={buttonClass("secondary")}
              >
                <X aria-hidden="true" className="size-4" />
                Remove<span className="sr-only"> image {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length < MAX_IMAGES_ON_CREATE ? (
        // Narrow: the empty slot only invites a file, it need not span the dialog.
        <div className="max-w-xs">
          <ImageUpload
            label={images.length === 0 ? "Add an image" : "Add another image"}
            value={null}
            onChange={(url) => onChange([...images, url])}
            previewAlt=""
            emptyText="Choose a photo to upload"
          />
        </div>
      ) : null}
      {field.errors?.[0] ? (
        <p role="alert" className="text-sm font-medium text-error-700">
          {field.errors[0]}
        </p>
      ) : null}
      <input type="hidden" name={field.name} value={images.join("\n")} />
    </fieldset>
  );
}
