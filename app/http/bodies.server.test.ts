import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PayloadTooLargeError, UnsupportedMediaError } from "../domain/errors.ts";
import {
  FormTooLargeError,
  type IncomingBody,
  readFormBody,
  readJson,
  releaseFiles,
} from "./bodies.server.ts";
import { type BodyLimits, FORM_BODY, REPORTS_BODY } from "./body-limits.ts";

const FAILURE = "This form could not be read.";

/** Limits that let a body, its text, each field and each file weigh up to `bytes`. */
const within = (bytes: number): BodyLimits => ({
  ...REPORTS_BODY,
  bytes,
  textBytes: bytes,
  fieldBytes: bytes,
  fileBytes: bytes,
});

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

describe("readFormBody", () => {
  // A small form is parsed whole, a large one as it arrives: both ways give the same answer.
  it.each([
    ["small, parsed whole", 3_000, true],
    ["large, parsed as it arrives", 70_000, true],
    ["of a length not declared, parsed as it arrives", 200_000, false],
  ])(
    "reads a multipart form (%s): fields in order, files byte for byte, names in UTF-8",
    async (_, size, declared) => {
      const report = randomBytes(size);
      const scan = randomBytes(3);
      const form = new FormData();
      form.append("name", "Ayşe Kaya");
      form.append("items.0.product", "Cement");
      form.append("description", "Line one\r\nline two");
      form.append("reports", new File([report], "rapor-ağustos.pdf", { type: "application/pdf" }));
      form.append("reports", new File([scan], "scan.png", { type: "image/png" }));
      form.append("items.0.product", "Tiles");

      const body = await posted(form);
      const { fields, files } = await readFormBody(
        declared ? body : { ...body, contentLength: null },
        within(1_000_000),
        FAILURE,
      );

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
    },
  );

  it.each([
    ["small, parsed whole", ""],
    ["large, parsed as it arrives", "x".repeat(100_000)],
  ])(
    "keeps a file input left empty as a file with no name and no bytes (%s)",
    async (_, description) => {
      // As a browser sends a file input with nothing chosen.
      const boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
      const raw = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="name"',
        "",
        "Musa",
        `--${boundary}`,
        'Content-Disposition: form-data; name="description"',
        "",
        description,
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

      const { fields, files } = await readFormBody(body, within(1_000_000), FAILURE);

      expect(fields.get("name")).toBe("Musa");
      expect(fields.get("description")).toBe(description);
      expect(files).toHaveLength(1);
      expect(files[0]?.name).toBe("");
      expect(files[0]?.bytes.byteLength).toBe(0);
    },
  );

  it.each([
    ["small, parsed whole", 100],
    ["longer than a streaming parser keeps by default", 1_200_000],
  ])("reads a URL-encoded form (%s)", async (_, length) => {
    const long = "x".repeat(length);
    const form = new URLSearchParams({ name: "Musa Kollie", message: `A + B & ç ${long}` });

    const { fields, files } = await readFormBody(
      await posted(form, 65_536),
      within(2_000_000),
      FAILURE,
    );

    expect(fields.get("name")).toBe("Musa Kollie");
    expect(fields.get("message")).toBe(`A + B & ç ${long}`);
    expect(files).toEqual([]);
  });

  it("refuses a body past the limit with a 413, by its declared length or as it arrives", async () => {
    const form = new FormData();
    form.append("reports", new File([randomBytes(5_000)], "big.pdf"));
    const body = await posted(form);

    await expect(readFormBody(body, within(1_000), FAILURE)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
    const undeclared = { ...(await posted(form)), contentLength: null };
    await expect(readFormBody(undeclared, within(1_000), FAILURE)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });

  it("answers the form's failure for a body that is no form, or not a whole one", async () => {
    const text = arriving(new TextEncoder().encode("name=Musa"), "text/plain");
    await expect(readFormBody(text, within(1_000), FAILURE)).rejects.toThrow(
      new UnsupportedMediaError(FAILURE),
    );

    for (const size of [2_000, 300_000]) {
      const form = new FormData();
      form.append("name", "Musa");
      form.append("reports", new File([randomBytes(size)], "cut.pdf"));
      const encoded = new Response(form);
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      const cut = arriving(bytes.subarray(0, size / 2), encoded.headers.get("content-type") ?? "");
      await expect(readFormBody(cut, within(1_000_000), FAILURE), `${size} bytes`).rejects.toThrow(
        new UnsupportedMediaError(FAILURE),
      );
    }
  });
});

describe("a route's limits, for every kind of form", () => {
  /** A multipart body of `count` empty file parts, as the flood an attacker sends. */
  function fileFlood(count: number): IncomingBody {
    const boundary = "flood";
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="reports"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n\r\n`;
    const bytes = new TextEncoder().encode(`${part.repeat(count)}--${boundary}--\r\n`);
    return arriving(bytes, `multipart/form-data; boundary=${boundary}`, 65_536);
  }

  it("refuses a flood of empty file parts at the first file past the route's files", async () => {
    const started = process.cpuUsage();
    await expect(readFormBody(fileFlood(90_000), REPORTS_BODY, FAILURE)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
    // Five files in, the parse stops: a few milliseconds, not the tens of seconds of a buffer
    // the size of the rest of the body made for every part.
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(1_000);
    const five = await readFormBody(fileFlood(5), REPORTS_BODY, FAILURE);
    expect(five.files).toHaveLength(5);
  });

  it.each([
    ["small, parsed whole", 100],
    ["large, parsed as it arrives", 40_000],
  ])("refuses one file too many, or one too large, with everything typed (%s)", async (_, size) => {
    const tooMany = new FormData();
    tooMany.append("name", "Musu Kamara");
    for (let n = 0; n < 6; n++)
      tooMany.append("reports", new File([randomBytes(size)], `${n}.pdf`));
    tooMany.append("condition", "Shortness of breath");
    const refused = await readFormBody(await posted(tooMany), REPORTS_BODY, FAILURE).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(FormTooLargeError);
    expect([...(refused as FormTooLargeError).fieldsRead]).toEqual([
      ["name", "Musu Kamara"],
      ["condition", "Shortness of breath"],
    ]);

    const tooLarge = new FormData();
    tooLarge.append("name", "Musu Kamara");
    tooLarge.append("reports", new File([randomBytes(size + 1)], "big.pdf"));
    const limits = { ...REPORTS_BODY, fileBytes: size };
    const big = await readFormBody(await posted(tooLarge), limits, FAILURE).catch(
      (error: unknown) => error,
    );
    expect(big).toBeInstanceOf(FormTooLargeError);
    expect((big as FormTooLargeError).fieldsRead.get("name")).toBe("Musu Kamara");
  });

  it("takes no file where the route takes none", async () => {
    const form = new FormData();
    form.append("name", "Musa");
    form.append("reports", new File(["%PDF-1.4"], "a.pdf"));
    await expect(readFormBody(await posted(form), FORM_BODY, FAILURE)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });

  it.each([
    ["URL-encoded", (form: URLSearchParams) => form],
    [
      "multipart",
      (form: URLSearchParams) => {
        const multipart = new FormData();
        for (const [name, value] of form) multipart.append(name, value);
        return multipart;
      },
    ],
  ])("holds a %s form to its fields, their length and their nesting", async (_, encode) => {
    const many = new URLSearchParams();
    for (let n = 0; n <= FORM_BODY.fields; n++) many.append(`f${n}`, "");
    await expect(
      readFormBody(await posted(encode(many), 65_536), within(10_000_000), FAILURE),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);

    const long = new URLSearchParams({ message: "x".repeat(200) });
    const short = { ...within(10_000), fieldBytes: 100 };
    await expect(readFormBody(await posted(encode(long)), short, FAILURE)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );

    const deep = new URLSearchParams({ "a.b.c.d.e.f.g.h.i": "x" });
    await expect(readFormBody(await posted(encode(deep)), FORM_BODY, FAILURE)).rejects.toThrow(
      "nested too deeply",
    );
    const nested = new URLSearchParams({ "items.0.product": "Cement" });
    const read = await readFormBody(await posted(encode(nested)), FORM_BODY, FAILURE);
    expect(read.fields.get("items.0.product")).toBe("Cement");
  });

  it("holds a body that cannot carry files to the route's text, whatever its files may weigh", async () => {
    const fields = new URLSearchParams({ message: "x".repeat(200_000) });
    await expect(
      readFormBody(await posted(fields, 65_536), REPORTS_BODY, FAILURE),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
  });
});

describe("readJson", () => {
  const json = (text: string) => arriving(new TextEncoder().encode(text), "application/json");

  it("reads JSON within its route's values and nesting", async () => {
    expect(await readJson(json('{"name":"Musa","features":["a","b"]}'), FORM_BODY)).toEqual({
      name: "Musa",
      features: ["a", "b"],
    });
    await expect(readJson(json(`${"[".repeat(20)}${"]".repeat(20)}`), FORM_BODY)).rejects.toThrow(
      "nested too deeply",
    );
    await expect(
      readJson(json(JSON.stringify(new Array(FORM_BODY.fields).fill(0))), FORM_BODY),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(readJson(json("x".repeat(200_000)), FORM_BODY)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });
});

describe("releaseFiles", () => {
  it("gives a stored file's memory back at once", async () => {
    const form = new FormData();
    form.append("reports", new File([randomBytes(100_000)], "report.pdf"));
    form.append("reports", new File([randomBytes(100)], "note.txt"));
    const received = await readFormBody(await posted(form, 16_384), within(1_000_000), FAILURE);

    releaseFiles(received);

    for (const { bytes } of received.files) {
      expect(bytes.byteLength).toBe(0);
      expect((bytes.buffer as ArrayBuffer).detached).toBe(true);
    }
  });

  it("leaves a buffer that shares Node's pool with others alone", () => {
    const pooled = Buffer.from("a few bytes");
    const neighbour = Buffer.from("still here");
    expect(pooled.buffer).toBe(neighbour.buffer);

    releaseFiles({
      fields: new FormData(),
      files: [{ field: "f", name: "", type: "", bytes: pooled }],
    });

    expect(pooled.toString()).toBe("a few bytes");
    expect(neighbour.toString()).toBe("still here");
  });
});
