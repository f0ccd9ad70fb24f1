/** Reads a chosen file as a data URL (the API's image format). */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}

export interface UploadAnswer {
  status: number;
  body: { success?: boolean; message?: string; [key: string]: unknown };
}

/**
 * Sends JSON with XMLHttpRequest, which (unlike fetch) reports upload progress: `onProgress`
 * gets 0 to 1 as the body leaves the browser. Network failures resolve with status 0.
 */
export function sendWithProgress(
  method: "POST" | "PUT",
  url: string,
  body: unknown,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader("Content-Type", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: UploadAnswer["body"] = {};
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status still tells what happened.
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () => resolve({ status: 0, body: {} });
    request.send(JSON.stringify(body));
  });
}
