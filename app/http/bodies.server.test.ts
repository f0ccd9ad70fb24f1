import { describe, expect, it } from "vitest";
import { PayloadTooLargeError, UnsupportedMediaError } from "../domain/errors.ts";
import { type IncomingBody, readFormBody } from "./bodies.server.ts";

const FAILURE = "This form could not be read.";

/** A form encoded as a browser encodes it, arriving in pieces of `piece` bytes. */
async function posted(form: FormData | URLSearchParams, piece = 7): Promise<IncomingBody> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return arriving(bytes, encoded.headers.get("content-type") ?? "", piece);
}

function arriving(bytes: Uint8Array, contentType: string, piece = 7): IncomingBody {
  return {
    contentType,
    contentLength: String(bytes.byteLength),
    chunks: (async function* () {
      for (let at = 0; at < bytes.byteLength; at += piece) yield bytes.subarray(at, at + piece);
    })(),
  };
}

/** The most `getRandomValues` fills at once. */
const RANDOM_CHUNK = 65_536;

function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += RANDOM_CHUNK) {
    crypto.getRandomValues(bytes.subarray(at, at + RANDOM_CHUNK));
  }
  return bytes;
}

describe("readFormBody", () => {
  it("reads a multipart form's fields in order and its files byte for byte, names in UTF-8", async () => {
    const report = randomBytes(70_000);
    const scan = randomBytes(3);
    const form = new FormData();
    form.append("name", "Ayşe Kaya");
    form.append("items.0.product", "Cement");
    form.append("description", "Line one\r\nline two");
    form.append("reports", new File([report], "rapor-ağustos.pdf", { type: "application/pdf" }));
    form.append("reports", new File([scan], "scan.png", { type: "image/png" }));
    form.append("items.0.product", "Tiles");

    const { fields, files } = await readFormBody(await posted(form), 1_000_000, FAILURE);

    expect([...fields.entries()]).toEqual([
      ["name", "Ayşe Kaya"],
      ["items.0.product", "Cement"],
      ["description", "Line one\r\nline two"],
      ["items.0.product", "Tiles"],
    ]);
    expect(files.map(({ field, name, type }) => ({ field, name, type }))).toEqual([
      { field: "reports", name: "rapor-ağustos.pdf", type: "application/pdf" },
      { field: "reports", name: "scan.png", type: "image/png" },
    ]);
    expect(Buffer.compare(files[0]?.bytes ?? Buffer.alloc(0), report)).toBe(0);
    expect(Buffer.compare(files[1]?.bytes ?? Buffer.alloc(0), scan)).toBe(0);
  });

  it("keeps a file input left empty as a file with no name and no bytes", async () => {
    // As a browser sends a file input with nothing chosen.
    const boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
    const raw = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      "",
      "Musa",
      `--${boundary}`,
      'Content-Disposition: form-data; name="reports"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const body = arriving(
      new TextEncoder().encode(raw),
      `multipart/form-data; boundary=${boundary}`,
    );

    const { fields, files } = await readFormBody(body, 10_000, FAILURE);

    expect(fields.get("name")).toBe("Musa");
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe("");
    expect(files[0]?.bytes.byteLength).toBe(0);
  });

  it("reads a URL-encoded form, with a field longer than a parser would keep by default", async () => {
    const long = "x".repeat(1_200_000);
    const form = new URLSearchParams({ name: "Musa Kollie", message: `A + B & ç ${long}` });

    const { fields, files } = await readFormBody(await posted(form, 65_536), 2_000_000, FAILURE);

    expect(fields.get("name")).toBe("Musa Kollie");
    expect(fields.get("message")).toBe(`A + B & ç ${long}`);
    expect(files).toEqual([]);
  });

  it("refuses a body past the limit with a 413, by its declared length or as it arrives", async () => {
    const form = new FormData();
    form.append("reports", new File([randomBytes(5_000)], "big.pdf"));
    const body = await posted(form);

    await expect(readFormBody(body, 1_000, FAILURE)).rejects.toBeInstanceOf(PayloadTooLargeError);
    const undeclared = { ...(await posted(form)), contentLength: null };
    await expect(readFormBody(undeclared, 1_000, FAILURE)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });

  it("answers the form's failure for a body that is no form, or not a whole one", async () => {
    const text = arriving(new TextEncoder().encode("name=Musa"), "text/plain");
    await expect(readFormBody(text, 1_000, FAILURE)).rejects.toThrow(
      new UnsupportedMediaError(FAILURE),
    );

    const form = new FormData();
    form.append("name", "Musa");
    form.append("reports", new File([randomBytes(2_000)], "cut.pdf"));
    const whole = await posted(form);
    const bytes = new Uint8Array(await new Response(form).arrayBuffer());
    const cut = arriving(bytes.subarray(0, 1_000), whole.contentType);
    await expect(readFormBody(cut, 10_000, FAILURE)).rejects.toThrow(
      new UnsupportedMediaError(FAILURE),
    );
  });
});
