import { href } from "react-router";
import {
  IMAGE_TOO_LARGE,
  isAcceptedImageType,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  type StoredMedia,
} from "../domain/media.model.ts";

/** Where every screen that takes an image sends it: the one upload call. */
const UPLOAD_URL = href("/api/media");

const OFFLINE = "The upload did not reach the website. Check the connection and try again.";
const UPLOAD_FAILED = "The image could not be uploaded. Please try again.";

/**
 * What to say when an upload fails and the server's answer carries no message of its own (a
 * proxy in front answered, or the connection broke).
 */
const FAILURE_BY_STATUS: Record<number, string | undefined> = {
  401: "You have been signed out. Sign in again, then upload the image once more.",
  404: "What this image was for no longer exists. Reload the page.",
  409: "Someone else changed this at the same time. Reload the page, then upload the image again.",
  413: IMAGE_TOO_LARGE,
  415: NOT_AN_IMAGE,
};

type UploadOutcome = { ok: true; media: StoredMedia } | { ok: false; message: string };

/** What is wrong with a chosen file before it is sent, or null if it may be sent. */
export function checkImageFile(file: File): string | null {
  // Some phones name no type at all: then the server, which reads the bytes, decides.
  if (file.type && !isAcceptedImageType(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/**
 * Uploads an image as multipart form data with XMLHttpRequest, the one browser API that
 * reports upload progress: `onProgress` gets 0 to 1 as the file leaves the browser. A failure
 * says what the server said, else what its status means.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void) {
  return new Promise<UploadOutcome>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_URL);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { media?: StoredMedia; message?: unknown } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status still tells what happened.
      }
      if (request.status === 201 && body.media) {
        resolve({ ok: true, media: body.media });
        return;
      }
      const message =
        typeof body.message === "string" && body.message
          ? body.message
          : (FAILURE_BY_STATUS[request.status] ?? UPLOAD_FAILED);
      resolve({ ok: false, message });
    };
    request.onerror = () => resolve({ ok: false, message: OFFLINE });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
