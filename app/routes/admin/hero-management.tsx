import { ImagePlus, RefreshCw, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { buttonClass } from "../../components/admin/fields.tsx";
import { useToast } from "../../components/admin/Toast.tsx";
import { UploadProgress } from "../../components/admin/UploadProgress.tsx";
import { ACCEPTED_IMAGE_TYPES } from "../../domain/media.model.ts";
import type { HeroPage } from "../../domain/page-content.schema.ts";
import { getHero } from "../../domain/page-content.server.ts";
import { adminUser } from "../../http/auth.server.ts";
import { appServices } from "../../http/context.server.ts";
import { imageSrc } from "../../lib/images.ts";
import { readFileAsDataUrl, sendWithProgress } from "../../lib/upload.ts";
import type { Route } from "./+types/hero-management";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Manage Hero" };

const SAVED = "Hero content updated successfully!";
const FAILED = "Failed to update hero content.";

export async function loader({ context }: Route.LoaderArgs) {
  adminUser(context);
  return { hero: await getHero(appServices(context).db) };
}

/** Saves the four slots (with the hero's text as it is), through the hero's API call. */
function saveSlots(hero: HeroPage, images: (string | null)[]) {
  return sendWithProgress(
    "PUT",
    "/api/pagecontent/hero",
    { title: hero.title, content: hero.content, images, version: hero.version },
    () => {},
  );
}

function Slot({ hero, slot }: { hero: HeroPage; slot: number }) {
  const image = hero.images[slot] ?? null;
  const toast = useToast();
  const revalidator = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const label = `Slide ${slot + 1}`;

  const finish = (status: number, message: string | undefined) => {
    if (status >= 200 && status < 300) toast.success(SAVED);
    else toast.error(message || FAILED);
    revalidator.revalidate();
  };

  const upload = async (file: File) => {
    if (!file.type.startsWith("image/")) {
      toast.error("Please choose an image file (JPEG, PNG, WebP, AVIF or GIF).");
      return;
    }
    setProgress(0);
    try {
      const sent = await sendWithProgress(
        "POST",
        "/api/media",
        { imageData: await readFileAsDataUrl(file) },
        setProgress,
      );
      const url = (sent.body.media as { url?: string } | undefined)?.url;
      if (sent.status !== 201 || !url) {
        finish(sent.status, sent.body.message);
        return;
      }
      const saved = await saveSlots(
        hero,
        hero.images.map((current, index) => (index === slot ? url : current)),
      );
      finish(saved.status, saved.body.message);
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  const remove = async () => {
    setConfirmRemove(false);
    const saved = await saveSlots(
      hero,
      hero.images.map((current, index) => (index === slot ? null : current)),
    );
    finish(saved.status, saved.body.message);
  };

  return (
    <li className="flex flex-col rounded-xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 font-semibold text-slate-900">{label}</h2>
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        {image ? (
          <img
            src={imageSrc(image)}
            alt={`${label} of the home page slideshow`}
            className="size-full object-cover"
          />
        ) : (
          <p className="flex size-full items-center justify-center p-4 text-center text-sm text-slate-600">
            Empty: this slide is not shown.
          </p>
        )}
      </div>
      {progress !== null ? (
        <UploadProgress fraction={progress} label={`Uploading ${label.toLowerCase()}`} />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <label
          htmlFor={inputId}
          className={`${buttonClass(image ? "secondary" : "primary")} cursor-pointer has-disabled:opacity-60`}
        >
          {image ? (
            <RefreshCw aria-hidden="true" className="size-4" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-4" />
          )}
          {image ? "Replace" : "Upload"}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </label>
        {image ? (
          <button
            type="button"
            onClick={() => setConfirmRemove(true)}
            className={buttonClass("secondary")}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title={`Remove ${label.toLowerCase()}?`}
        message="The image leaves the home page slideshow. You can upload another one at any time."
        confirmLabel="Remove image"
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => void remove()}
      />
    </li>
  );
}

export default function HeroManagement({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">
        The home page slideshow shows these images in this order, one every 5 seconds. Empty slots
        are skipped. Large photos are fine: they are made smaller for phones automatically.
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {hero.images.map((_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are positions.
          <Slot key={slot} hero={hero} slot={slot} />
        ))}
      </ul>
    </div>
  );
}
