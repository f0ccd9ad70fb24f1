import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sweepUnusedMedia } from "../../app/domain/media.server.ts";
import { TRASH_DAYS } from "../../app/domain/revisions.model.ts";
import { purgeTrash } from "../../app/domain/revisions.server.ts";
import { IMAGE_BODY } from "../../app/http/body-limits.ts";
import { daysFromNow } from "../support/clock.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { fetchImage, imageDataUrl, makeImage, toDataUrl } from "../support/images.ts";

interface Stored {
  _id: string;
  url: string;
  width: number;
  height: number;
}

interface Answer {
  success: boolean;
  message: string;
  media: Stored;
  service: { _id: string; images: { _id: string; url: string }[] };
  teamMember: { _id: string; image: string | null };
}

/**
 * A camera photo: 4000×3000, taken with the camera turned (EXIF orientation 6, so it shows as
 * 3000×4000), carrying the camera's make and where it was taken (GPS). Smooth with a noisy
 * corner, so it is photo-sized yet new bytes every time.
 */
async function cameraPhoto(): Promise<Buffer> {
  const noise = await sharp(randomBytes(64 * 64 * 3), {
    raw: { width: 64, height: 64, channels: 3 },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 30, g: 110, b: 170 } },
  })
    .composite([{ input: noise, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "GroupsiteTestCam", Model: "Phone 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 18/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "10/1 48/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function multipart(field: string, bytes: Uint8Array, fileName: string, type: string): FormData {
  const form = new FormData();
  form.set(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), fileName);
  return form;
}

describe.each(testEngines())("media on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  const send = (method: string, path: string, json?: unknown) =>
    call<Answer>(site.url, method, path, { cookie, json });
  const sendForm = async (path: string, form: FormData) => {
    const response = await fetch(new URL(path, site.url), {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const storedCount = async () => {
    const media = await site.database.db
      .selectFrom("media")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const variants = await site.database.db
      .selectFrom("media_variants")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return { media: Number(media.count), variants: Number(variants.count) };
  };
  const status = async (url: string) => (await fetch(new URL(url, site.url))).status;
  const variantUrls = (url: string) => {
    const hash = /\/uploads\/([0-9a-f]{64})-/.exec(url)?.[1];
    return [480, 960, 1600].map((width) => `/uploads/${hash}-${width}w.webp`);
  };

  async function expectCleanPhoto(stored: Stored) {
    expect(stored.url).toMatch(/^\/uploads\/[0-9a-f]{64}-1800x2400\.jpg$/);
    expect(stored).toMatchObject({ width: 1800, height: 2400 });
    const image = await fetchImage(site.url, stored.url);
    expect(image.response.status).toBe(200);
    expect(image.response.headers.get("content-type")).toBe("image/jpeg");
    expect(image.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.response.headers.get("x-content-type-options")).toBe("nosniff");
    // Turned upright, no side over 2400 px, and no metadata of any kind left in the file.
    expect(image.metadata).toMatchObject({ format: "jpeg", width: 1800, height: 2400 });
    expect(image.metadata?.exif).toBeUndefined();
    expect(image.metadata?.xmp).toBeUndefined();
    expect(image.metadata?.iptc).toBeUndefined();
    expect(image.metadata?.orientation).toBeUndefined();
    expect(image.bytes.includes("GroupsiteTestCam")).toBe(false);

    for (const [index, url] of variantUrls(stored.url).entries()) {
      const variant = await fetchImage(site.url, url);
      expect(variant.response.status).toBe(200);
      expect(variant.response.headers.get("content-type")).toBe("image/webp");
      expect(variant.metadata).toMatchObject({ format: "webp", width: [480, 960, 1600][index] });
      expect(variant.metadata?.exif).toBeUndefined();
    }
  }

  test("a camera photo with EXIF GPS, sent as a data URL, is stored upright, capped and bare", async () => {
    const photo = await cameraPhoto();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
    expect(before.exif?.includes("GroupsiteTestCam")).toBe(true);

    const answer = await send("POST", "/api/media", { imageData: toDataUrl(photo, "image/jpeg") });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe("Image added successfully!");
    await expectCleanPhoto(answer.body.media);
  });

  test("the same photo sent as a multipart upload is handled the same way", async () => {
    const answer = await sendForm(
      "/api/media",
      multipart("imageData", await cameraPhoto(), "IMG_0001.JPG", "image/jpeg"),
    );
    expect(answer.status).toBe(201);
    await expectCleanPhoto(answer.body.media);
  });

  test("a repeated GET with If-None-Match gets 304, for the image and its copies", async () => {
    const answer = await send("POST", "/api/media", {
      imageData: await imageDataUrl("jpeg", { width: 1200, height: 800 }),
    });
    for (const url of [answer.body.media.url, variantUrls(answer.body.media.url)[0] ?? ""]) {
      const first = await fetchImage(site.url, url);
      const etag = first.response.headers.get("etag") ?? "";
      expect(etag).toMatch(/^".+"$/);
      const again = await fetchImage(site.url, url, { "If-None-Match": etag });
      expect(again.response.status).toBe(304);
      expect(again.bytes).toHaveLength(0);
      expect(again.response.headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
    }
  });

  describe("refused uploads say why and store nothing", () => {
    const svgWithScript = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const cases = [
      {
        name: "a text file named .png",
        bytes: () => Promise.resolve(Buffer.from("These are my notes, not a picture.\n")),
        fileName: "notes.png",
        type: "image/png",
        status: 415,
        message: /not an image we can use/,
      },
      {
        name: "an SVG with a script",
        bytes: () => Promise.resolve(svgWithScript),
        fileName: "logo.svg",
        type: "image/svg+xml",
        status: 415,
        message: /SVG images are not accepted/,
      },
      {
        name: "a truncated JPEG",
        bytes: async () => {
          const whole = await makeImage("jpeg", { width: 600, height: 400 });
          return whole.subarray(0, Math.floor(whole.length / 2));
        },
        fileName: "cut.jpg",
        type: "image/jpeg",
        status: 400,
        message: /damaged or incomplete/,
      },
      {
        name: "an image over 10 MB",
        bytes: async () => {
          // Over the 10 MB an image may be, yet as a data URL within what the call reads, so
          // the refusal comes from the image rules (the body limit has a test of its own).
          const big = await makeImage("png", { width: 1900, height: 1900 });
          expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
          expect(toDataUrl(big, "image/png").length).toBeLessThan(IMAGE_BODY.bytes - 1024);
          return big;
        },
        fileName: "huge.png",
        type: "image/png",
        status: 413,
        message: /10 MB/,
      },
    ];

    for (const refused of cases) {
      test(`${refused.name}: ${refused.status}, as JSON and as multipart`, async () => {
        const before = await storedCount();
        const bytes = await refused.bytes();
        const asJson = await send("POST", "/api/media", {
          imageData: toDataUrl(bytes, refused.type),
        });
        const asForm = await sendForm(
          "/api/media",
          multipart("imageData", bytes, refused.fileName, refused.type),
        );
        for (const answer of [asJson, asForm]) {
          expect(answer.status).toBe(refused.status);
          expect(answer.body.success).toBe(false);
          expect(answer.body.message).toMatch(refused.message);
        }
        expect(await storedCount()).toEqual(before);
      });
    }
  });

  test("an image goes once nothing uses it: no record, kept version or item in the trash", async () => {
    const photo = await imageDataUrl("png", { width: 1000, height: 600 });
    const created = await send("POST", "/api/services", {
      title: "Cold Chain Freight",
      shortDescription: "Refrigerated containers from Monrovia to Mersin.",
      fullDescription: "Temperature-controlled shipping for medicines and food.",
      category: "logistics",
      features: ["Reefer containers"],
    });
    expect(created.status).toBe(201);
    const serviceId = created.body.service._id;
    const withImage = await send("POST", `/api/services/${serviceId}/images`, { imageData: photo });
    const serviceImage = withImage.body.service.images[0];
    // The same picture is also a team photo: one stored image, used twice.
    const member = await send("POST", "/api/team", {
      name: "Musu Kollie",
      position: "Freight Coordinator",
      bio: "Musu books reefer space.",
      image: photo,
    });
    expect(member.body.teamMember.image).toBe(serviceImage?.url);
    const url = serviceImage?.url ?? "";
    const copies = variantUrls(url).slice(0, 1);

    await send("DELETE", `/api/services/${serviceId}/images/${serviceImage?._id}`);
    expect(await status(url)).toBe(200);
    // Deleted, the member is in the trash, and the service's history shows the image too.
    await send("DELETE", `/api/team/${member.body.teamMember._id}`);
    expect(await status(url)).toBe(200);

    const second = await send("POST", `/api/services/${serviceId}/images`, {
      imageData: await imageDataUrl("jpeg", { width: 700, height: 500 }),
    });
    const secondUrl = second.body.service.images[0]?.url ?? "";
    expect(await status(secondUrl)).toBe(200);
    await send("DELETE", `/api/services/${serviceId}`);
    expect(await status(secondUrl)).toBe(200);

    // Once the trash is emptied, with the service's history, nothing shows them (decision 054).
    await purgeTrash(site.database.db, daysFromNow(TRASH_DAYS + 1));
    expect(await status(url)).toBe(404);
    for (const copy of copies) expect(await status(copy)).toBe(404);
    expect(await status(secondUrl)).toBe(404);

    // A hero slot cleared keeps its image while the hero's kept earlier version shows it
    // (decision 053).
    const hero = await call<{ title: string; content: Record<string, string>; images: unknown[] }>(
      site.url,
      "GET",
      "/api/pagecontent/hero",
    );
    const slotPhoto = await imageDataUrl("jpeg", { width: 800, height: 450 });
    const putHero = (images: unknown[]) =>
      call<{ content: { images: (string | null)[] } }>(site.url, "PUT", "/api/pagecontent/hero", {
        cookie,
        json: { title: hero.body.title, content: hero.body.content, images },
      });
    const withSlot = await putHero([slotPhoto, ...hero.body.images.slice(1)]);
    expect(withSlot.status).toBe(200);
    const slotUrl = withSlot.body.content.images[0] ?? "";
    expect(await status(slotUrl)).toBe(200);
    expect((await putHero(hero.body.images)).status).toBe(200);
    expect(await status(slotUrl)).toBe(200);
    const owners = await site.database.db
      .selectFrom("media_uses")
      .innerJoin("media", "media.id", "media_uses.media_id")
      .where("media.hash", "=", slotUrl.slice("/uploads/".length, "/uploads/".length + 64))
      .select("owner")
      .execute();
    expect(owners.map((use) => use.owner)).toEqual([expect.stringMatching(/^revision:\d+$/)]);
  });

  test("the sweep removes only uploads that nothing uses", async () => {
    const used = await send("POST", "/api/team", {
      name: "Comfort Doe",
      position: "Patient Liaison",
      bio: "Comfort travels with patients to Istanbul.",
      image: await imageDataUrl("jpeg", { width: 500, height: 500 }),
    });
    const usedUrl = used.body.teamMember.image ?? "";
    const orphan = await send("POST", "/api/media", {
      imageData: await imageDataUrl("png", { width: 640, height: 480 }),
    });
    expect(await status(orphan.body.media.url)).toBe(200);

    await sweepUnusedMedia(site.database.db, 0);

    expect(await status(orphan.body.media.url)).toBe(404);
    expect(await status(usedUrl)).toBe(200);
    // Every image left is one something uses: nothing is left over.
    const rows = await site.database.db.selectFrom("media").select("hash").execute();
    const references = JSON.stringify([
      await site.database.db.selectFrom("service_images").select("url").execute(),
      await site.database.db.selectFrom("team_members").select("image").execute(),
      await site.database.db.selectFrom("content_entries").select("images").execute(),
      await site.database.db.selectFrom("revisions").select("images").execute(),
    ]);
    for (const row of rows) expect(references).toContain(row.hash);
    const orphanVariants = await site.database.db
      .selectFrom("media_variants")
      .leftJoin("media", "media.id", "media_variants.media_id")
      .where("media.id", "is", null)
      .select("media_variants.media_id")
      .execute();
    expect(orphanVariants).toEqual([]);
  });
});
