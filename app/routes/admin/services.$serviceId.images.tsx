import { ArrowLeft, Star, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { buttonClass, inputClass } from "../../components/admin/fields.tsx";
import { useToast } from "../../components/admin/Toast.tsx";
import { UploadProgress } from "../../components/admin/UploadProgress.tsx";
import { NotFoundError } from "../../domain/errors.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../domain/media.model.ts";
import type { Service, ServiceImage } from "../../domain/services.model.ts";
import { getServiceById } from "../../domain/services.server.ts";
import { adminUser } from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { imageSrc } from "../../lib/images.ts";
import { readFileAsDataUrl, sendWithProgress } from "../../lib/upload.ts";
import type { Route } from "./+types/services.$serviceId.images";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Service Images" };

export async function loader({ params, context }: Route.LoaderArgs) {
  adminUser(context);
  try {
    return {
      service: await getServiceById(appServices(context).db, params.serviceId),
      problem: null,
    };
  } catch (error) {
    if (error instanceof NotFoundError) {
      return data({ service: null, problem: "Service not found." }, { status: 404 });
    }
    requestInfo(context).log.error({ err: error }, "service could not be read");
    return data({ service: null, problem: "Failed to fetch service details." }, { status: 503 });
  }
}

function BackLink() {
  return (
    <Link to="/admin/services" className={buttonClass("secondary")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Services List
    </Link>
  );
}

function UploadForm({ service }: { service: Service }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const fileId = useId();
  const altId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      setFileError("Please select an image file.");
      toast.error("Please select an image file.");
      return;
    }
    if (!file.type.startsWith("image/")) {
      setFileError("This file is not an image. Please choose a JPEG, PNG, WebP, AVIF or GIF file.");
      return;
    }
    setFileError(null);
    setProgress(0);
    const sent = await sendWithProgress(
      "POST",
      `/api/services/${service._id}/images`,
      {
        imageData: await readFileAsDataUrl(file),
        alt: String(form.get("alt") ?? "").trim() || service.title || "Service Image",
        isPrimary: form.get("isPrimary") === "on",
      },
      setProgress,
    );
    setProgress(null);
    if (sent.status === 201) {
      toast.success("Image added successfully!");
      formRef.current?.reset();
      revalidator.revalidate();
    } else {
      toast.error(
        sent.body.message ? `Failed to add image. ${sent.body.message}` : "Failed to add image.",
      );
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">Add an image</h2>
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
          Image file{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          id={fileId}
          name="file"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          aria-invalid={Boolean(fileError)}
          aria-describedby={fileError ? errorId : undefined}
          className={inputClass}
        />
        {fileError ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={altId} className="mb-1 block text-sm font-medium text-slate-800">
          Description for screen readers
        </label>
        <input
          id={altId}
          name="alt"
          maxLength={200}
          placeholder={service.title}
          className={inputClass}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="isPrimary" className="size-4" />
        Show this image first (primary)
      </label>
      {progress !== null ? (
        <UploadProgress fraction={progress} label="Uploading the image" />
      ) : null}
      <button type="submit" disabled={progress !== null} className={buttonClass()}>
        <Upload aria-hidden="true" className="size-4" />
        {progress !== null ? "Uploading..." : "Upload Image"}
      </button>
    </form>
  );
}

function ImageCard({ service, image }: { service: Service; image: ServiceImage }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const call = async (method: "PUT" | "DELETE", url: string, saved: string, failed: string) => {
    setBusy(true);
    const response = await fetch(url, { method }).catch(() => null);
    setBusy(false);
    if (response?.ok) toast.success(saved);
    else toast.error(failed);
    revalidator.revalidate();
  };

  const base = `/api/services/${service._id}/images/${image._id}`;
  return (
    <li className="overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-slate-100">
        <img src={imageSrc(image.url)} alt={image.alt} className="size-full object-cover" />
        {image.isPrimary ? (
          <span className="absolute top-2 left-2 rounded-full bg-secondary-400 px-3 py-1 text-xs font-bold text-slate-900">
            Primary
          </span>
        ) : null}
      </div>
      <div className="space-y-3 p-4">
        <p className="text-sm text-slate-700">{image.alt}</p>
        <div className="flex flex-wrap gap-2">
          {!image.isPrimary ? (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                call(
                  "PUT",
                  `${base}/primary`,
                  "Primary image updated successfully!",
                  "Failed to set primary image.",
                )
              }
              className={buttonClass("secondary")}
            >
              <Star aria-hidden="true" className="size-4" />
              Set Primary<span className="sr-only"> for {image.alt}</span>
            </button>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={buttonClass("secondary")}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> image: {image.alt}</span>
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this image?"
        message="The image will be removed from the service's page."
        confirmLabel="Delete image"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void call("DELETE", base, "Image deleted successfully!", "Failed to delete image.");
        }}
      />
    </li>
  );
}

export default function ServiceImages({ loaderData }: Route.ComponentProps) {
  const { service, problem } = loaderData;
  if (!service) {
    return (
      <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm">
        <p role="alert" className="font-medium text-red-800">
          {problem}
        </p>
        <BackLink />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-xl font-bold text-slate-900">Images of {service.title}</h2>
        <BackLink />
      </div>
      <UploadForm service={service} />
      {service.images.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {service.images.map((image) => (
            <ImageCard key={image._id} service={service} image={image} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          No images yet. Visitors see a placeholder until you add one.
        </p>
      )}
    </div>
  );
}
