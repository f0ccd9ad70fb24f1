import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import pg from "pg";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { makeImage, toDataUrl } from "../../tests/support/images.ts";
import { waitFor } from "../../tests/support/wait.ts";
import type { Db } from "../db/schema.ts";
import {
  ConflictError,
  PayloadTooLargeError,
  UnsupportedMediaError,
  ValidationError,
} from "./errors.ts";
import { MAX_IMAGE_BYTES, UPLOADS_PREFIX } from "./media.model.ts";
import {
  readMediaFile,
  resolveImageValue,
  setMediaUses,
  storeImage,
  sweepUnusedMedia,
} from "./media.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const fileName = (url: string) => url.slice(UPLOADS_PREFIX.length);

async function counts(db: Db) {
  const count = async (table: "media" | "media_variants") => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return { media: await count("media"), variants: await count("media_variants") };
}

async function usesOf(db: Db, owner: string): Promise<string[]> {
  const rows = await db
    .selectFrom("media_uses")
    .select("media_id")
    .where("owner", "=", owner)
    .orderBy("media_id")
    .execute();
  return rows.map((row) => row.media_id);
}

async function isStored(db: Db, url: string): Promise<boolean> {
  return (await readMediaFile(db, fileName(url))) !== null;
}

/** A tiny PNG whose header claims 10000×10000 pixels: what a decompression bomb looks like. */
async function pngClaimingHugeSize(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: "#ffffff" },
  })
    .png()
    .toBuffer();
  // IHDR: length (8–11), type (12–15), width (16–19), height (20–23), ..., CRC (29–32).
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(10_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function animatedGif(frames: number): Promise<Buffer> {
  const stills = await Promise.all(
    Array.from({ length: frames }, () =>
      sharp(randomBytes(8 * 8 * 3), { raw: { width: 8, height: 8, channels: 3 } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(stills, { join: { animated: true } })
    .gif()
    .toBuffer();
}

describe.each(testEngines())("media on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  /** True once a statement like `query` waits for another transaction's lock (PostgreSQL). */
  async function someoneWaitsOn(query: string): Promise<boolean> {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const result = await client.query(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
        [`%${query}%`],
      );
      return result.rows[0].waiting > 0;
    } finally {
      await client.end();
    }
  }

  describe("storing an image", () => {
    test("keeps an image once per content, with WebP copies only at widths narrower than it", async () => {
      const { db } = database;
      const bytes = await makeImage("png", { width: 1000, height: 600 });
      const stored = await storeImage(db, bytes);
      expect(stored.url).toMatch(/^\/uploads\/[0-9a-f]{64}-1000x600\.png$/);
      expect(stored).toMatchObject({ width: 1000, height: 600 });
      const variants = await db
        .selectFrom("media_variants")
        .select(["width", "height", "content_type"])
        .where("media_id", "=", stored._id)
        .orderBy("width")
        .execute();
      expect(variants).toEqual([
        { width: 480, height: 288, content_type: "image/webp" },
        { width: 960, height: 576, content_type: "image/webp" },
      ]);

      const again = await storeImage(db, toDataUrl(bytes, "image/png"));
      expect(again).toEqual(stored);
      expect(await counts(db)).toEqual({ media: 1, variants: 2 });

      const small = await storeImage(db, await makeImage("jpeg", { width: 300, height: 200 }));
      expect(small.url).toMatch(/-300x200\.jpg$/);
      expect(await counts(db)).toEqual({ media: 2, variants: 2 });
    });

    test("turns a photo upright, caps its longest side at 2400 px and drops its metadata", async () => {
      const { db } = database;
      // Taken with the camera turned (orientation 6): 2600×400 as stored, 400×2600 as seen.
      const photo = await sharp(await makeImage("jpeg", { width: 2600, height: 400 }))
        .withExif({ IFD0: { Make: "GroupsiteTestCam" } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const stored = await storeImage(db, photo);
      expect(stored.height).toBe(2400);
      expect(stored.width).toBeLessThan(400);

      const file = await readMediaFile(db, fileName(stored.url));
      const metadata = await sharp(file?.bytes).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: stored.width, height: 2400 });
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(Buffer.from(file?.bytes ?? []).includes("GroupsiteTestCam")).toBe(false);
    });

    test("the bytes decide the format, not the type a data URL claims", async () => {
      const { db } = database;
      const png = await makeImage("png");
      const stored = await storeImage(db, toDataUrl(png, "image/jpeg"));
      expect(stored.url).toMatch(/\.png$/);
      expect((await readMediaFile(db, fileName(stored.url)))?.contentType).toBe("image/png");
    });

    test.each([
      {
        what: "a text file",
        bytes: async () => Buffer.from("These are my notes, not a picture.\n"),
        message: /not an image we can use/,
      },
      {
        what: "an SVG",
        bytes: async () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        message: /SVG images are not accepted/,
      },
    ])("refuses $what as unsupported media and stores nothing", async ({ bytes, message }) => {
      const { db } = database;
      const upload = toDataUrl(await bytes(), "image/png");
      const refusal = storeImage(db, upload);
      await expect(refusal).rejects.toThrow(UnsupportedMediaError);
      await expect(refusal).rejects.toThrow(message);
      expect(await counts(db)).toEqual({ media: 0, variants: 0 });
    });

    test("refuses a damaged image as invalid and stores nothing", async () => {
      const { db } = database;
      const whole = await makeImage("jpeg", { width: 600, height: 400 });
      const refusal = storeImage(db, whole.subarray(0, Math.floor(whole.length / 2)));
      await expect(refusal).rejects.toThrow(ValidationError);
      await expect(refusal).rejects.toThrow(/damaged or incomplete/);
      expect(await counts(db)).toEqual({ media: 0, variants: 0 });
    });

    test("refuses more than 10 MB, as bytes or as a data URL, before decoding it", async () => {
      const { db } = database;
      await expect(storeImage(db, Buffer.alloc(MAX_IMAGE_BYTES + 1))).rejects.toThrow(
        PayloadTooLargeError,
      );
      const bigDataUrl = `data:image/png;base64,${"A".repeat(14_000_000)}`;
      await expect(storeImage(db, bigDataUrl)).rejects.toThrow(PayloadTooLargeError);
      expect(await counts(db)).toEqual({ media: 0, variants: 0 });
    });

    test("refuses an animation of more than 100 frames, and keeps every frame of a shorter one", async () => {
      const { db } = database;
      await expect(storeImage(db, await animatedGif(101))).rejects.toThrow(/more than 100 frames/);
      expect(await counts(db)).toEqual({ media: 0, variants: 0 });

      const stored = await storeImage(db, await animatedGif(3));
      const file = await readMediaFile(db, fileName(stored.url));
      expect(await sharp(file?.bytes).metadata()).toMatchObject({ format: "gif", pages: 3 });
    });

    test("refuses a small file that claims a huge size as too many pixels, and stores nothing", async () => {
      const { db } = database;
      const refusal = storeImage(db, await pngClaimingHugeSize());
      await expect(refusal).rejects.toThrow(PayloadTooLargeError);
      await expect(refusal).rejects.toThrow(/too many pixels \(over 50 megapixels\)/);
      expect(await counts(db)).toEqual({ media: 0, variants: 0 });
    });

    test("a text that is not a base64 data URL is a field error on imageData", async () => {
      const refusal = storeImage(database.db, "https://example.com/photo.jpg");
      await expect(refusal).rejects.toThrow(ValidationError);
      await expect(refusal).rejects.toMatchObject({
        fieldErrors: { imageData: ["The image must be sent as a base64 data URL."] },
      });
    });
  });

  test("an image and its copies are read by their public file names; other names find nothing", async () => {
    const { db } = database;
    const stored = await storeImage(db, await makeImage("jpeg", { width: 600, height: 400 }));
    const hash = /([0-9a-f]{64})/.exec(stored.url)?.[1] ?? "";

    const original = await readMediaFile(db, fileName(stored.url));
    expect(original).toMatchObject({ etag: hash, contentType: "image/jpeg" });
    const copy = await readMediaFile(db, `${hash}-480w.webp`);
    expect(copy).toMatchObject({ etag: `${hash}-480w`, contentType: "image/webp" });
    expect(await sharp(copy?.bytes).metadata()).toMatchObject({ format: "webp", width: 480 });

    for (const name of [`${hash}-960w.webp`, `${"0".repeat(64)}-600x400.jpg`, "../secrets.txt"]) {
      expect(await readMediaFile(db, name)).toBeNull();
    }
  });

  test("an image value is stored when it is a data URL or bytes, and kept as it is when an address", async () => {
    const { db } = database;
    for (const address of ["/images/health-tourism.svg", "https://example.com/photo.jpg"]) {
      expect(await resolveImageValue(db, address)).toBe(address);
    }
    expect(await counts(db)).toEqual({ media: 0, variants: 0 });

    const fromDataUrl = await resolveImageValue(db, toDataUrl(await makeImage("png"), "image/png"));
    const fromBytes = await resolveImageValue(db, await makeImage("jpeg"));
    expect(fromDataUrl).toMatch(/^\/uploads\/[0-9a-f]{64}-120x80\.png$/);
    expect(fromBytes).toMatch(/^\/uploads\/[0-9a-f]{64}-120x80\.jpg$/);
    expect(await isStored(db, fromDataUrl)).toBe(true);
    expect(await isStored(db, fromBytes)).toBe(true);
  });

  // The schemas take a data URL in any case; one in capitals must not slip past the checks
  // (decoding, the SVG refusal, the size limit) into a page as it is.
  test("a data URL in capitals is checked and stored like any other", async () => {
    const { db } = database;
    const png = toDataUrl(await makeImage("png"), "image/png").replace(/^data:/, "DATA:");
    expect(await resolveImageValue(db, png)).toMatch(/^\/uploads\/[0-9a-f]{64}-120x80\.png$/);
    const svg = `DATA:image/svg+xml;base64,${Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64")}`;
    await expect(resolveImageValue(db, svg)).rejects.toThrow(UnsupportedMediaError);
  });

  describe("media uses", () => {
    test("record the uploads an owner shows, once each, ignoring values that are not uploads", async () => {
      const { db } = database;
      const a = await storeImage(db, await makeImage("png"));
      const b = await storeImage(db, await makeImage("jpeg"));
      await db
        .transaction()
        .execute((trx) =>
          setMediaUses(trx, "page:hero", [
            a.url,
            null,
            "/images/health-tourism.svg",
            "https://example.com/photo.jpg",
            a.url,
            b.url,
          ]),
        );
      expect(await usesOf(db, "page:hero")).toEqual([a._id, b._id].sort());

      await db.transaction().execute((trx) => setMediaUses(trx, "page:hero", [b.url]));
      expect(await usesOf(db, "page:hero")).toEqual([b._id]);
    });

    test("an image released by one owner stays while another uses it, and goes with its copies when the last one does", async () => {
      const { db } = database;
      const photo = await storeImage(db, await makeImage("png", { width: 1000, height: 600 }));
      const save = (owner: "team-member:1" | "service-image:1", urls: string[]) =>
        db.transaction().execute((trx) => setMediaUses(trx, owner, urls));
      await save("team-member:1", [photo.url]);
      await save("service-image:1", [photo.url]);

      await save("team-member:1", []);
      expect(await isStored(db, photo.url)).toBe(true);
      expect(await counts(db)).toEqual({ media: 1, variants: 2 });

      await save("service-image:1", []);
      expect(await isStored(db, photo.url)).toBe(false);
      expect(await counts(db)).toEqual({ media: 0, variants: 0 });
    });

    test("are released inside the owner's transaction: when it rolls back, the image and its use stay", async () => {
      const { db } = database;
      const photo = await storeImage(db, await makeImage("jpeg"));
      await db.transaction().execute((trx) => setMediaUses(trx, "team-member:1", [photo.url]));

      const failedSave = db.transaction().execute(async (trx) => {
        await setMediaUses(trx, "team-member:1", []);
        expect(await isStored(trx, photo.url)).toBe(false);
        throw new Error("the owner's save failed");
      });
      await expect(failedSave).rejects.toThrow("the owner's save failed");
      expect(await isStored(db, photo.url)).toBe(true);
      expect(await usesOf(db, "team-member:1")).toEqual([photo._id]);
    });

    test("a reference to an image that is gone is a conflict, and the owner's uses stay as they were", async () => {
      const { db } = database;
      const kept = await storeImage(db, await makeImage("png"));
      const removed = await storeImage(db, await makeImage("jpeg"));
      await db.deleteFrom("media").where("id", "=", removed._id).execute();
      await db.transaction().execute((trx) => setMediaUses(trx, "page:hero", [kept.url]));

      const neverStored = `/uploads/${"ab".repeat(32)}-120x80.png`;
      for (const gone of [removed.url, neverStored]) {
        await expect(
          db.transaction().execute((trx) => setMediaUses(trx, "page:hero", [gone])),
        ).rejects.toThrow(ConflictError);
      }
      expect(await usesOf(db, "page:hero")).toEqual([kept._id]);
      expect(await isStored(db, kept.url)).toBe(true);
    });

    test("the database itself refuses to delete an image that something uses", async () => {
      const { db } = database;
      const photo = await storeImage(db, await makeImage("png"));
      await db.transaction().execute((trx) => setMediaUses(trx, "team-member:1", [photo.url]));
      await expect(db.deleteFrom("media").where("id", "=", photo._id).execute()).rejects.toThrow();
      expect(await isStored(db, photo.url)).toBe(true);
    });

    test("an image another transaction starts using while we release it stays, and our save goes through", async () => {
      const { db } = database;
      const photo = await storeImage(db, await makeImage("png"));
      await db.transaction().execute((trx) => setMediaUses(trx, "team-member:1", [photo.url]));

      const other = await db.startTransaction().execute();
      try {
        await setMediaUses(other, "page:hero", [photo.url]);
        const ours = db.transaction().execute((trx) => setMediaUses(trx, "team-member:1", []));
        // On PostgreSQL our delete cannot see their uncommitted use and waits on their lock;
        // SQLite runs one transaction at a time, so ours simply waits for theirs.
        if (engine === "postgres") {
          await waitFor(() => someoneWaitsOn('delete from "media"'), "the release to wait");
        }
        await other.commit().execute();
        await ours;
      } finally {
        if (!other.isCommitted) await other.rollback().execute();
      }
      expect(await isStored(db, photo.url)).toBe(true);
      expect(await usesOf(db, "team-member:1")).toEqual([]);
      expect(await usesOf(db, "page:hero")).toEqual([photo._id]);
    });

    test("an image deleted by a transaction that commits while we start using it is a conflict", async () => {
      const { db } = database;
      const photo = await storeImage(db, await makeImage("png"));
      await db.transaction().execute((trx) => setMediaUses(trx, "team-member:1", [photo.url]));

      const other = await db.startTransaction().execute();
      let ours: Promise<void> | undefined;
      try {
        await setMediaUses(other, "team-member:1", []);
        ours = db.transaction().execute((trx) => setMediaUses(trx, "page:hero", [photo.url]));
        // Keeps the rejection from counting as unhandled while it waits for the other side.
        ours.catch(() => {});
        if (engine === "postgres") {
          await waitFor(() => someoneWaitsOn('insert into "media_uses"'), "the use to wait");
        }
        await other.commit().execute();
      } finally {
        if (!other.isCommitted) await other.rollback().execute();
      }
      await expect(ours).rejects.toThrow(ConflictError);
      expect(await usesOf(db, "page:hero")).toEqual([]);
      expect(await isStored(db, photo.url)).toBe(false);
    });
  });

  test("the sweep deletes only uploads older than the grace period that nothing uses", async () => {
    const { db } = database;
    const oldUnused = await storeImage(db, await makeImage("png", { width: 600, height: 400 }));
    const oldUsed = await storeImage(db, await makeImage("png"));
    const newUnused = await storeImage(db, await makeImage("jpeg"));
    await db.transaction().execute((trx) => setMediaUses(trx, "team-member:1", [oldUsed.url]));
    // Uploaded two days ago: the sweep reads the clock, so the upload is moved back instead.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString();
    await db
      .updateTable("media")
      .set({ created_at: twoDaysAgo })
      .where("id", "in", [oldUnused._id, oldUsed._id])
      .execute();

    expect(await sweepUnusedMedia(db, DAY_MS)).toBe(1);
    expect(await isStored(db, oldUnused.url)).toBe(false);
    expect(await isStored(db, oldUsed.url)).toBe(true);
    expect(await isStored(db, newUnused.url)).toBe(true);
    expect(await counts(db)).toEqual({ media: 2, variants: 0 });
    expect(await sweepUnusedMedia(db, DAY_MS)).toBe(0);
  });
});
