import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { actorNamed, EDITOR } from "../../tests/support/actors.ts";
import { daysFromNow } from "../../tests/support/clock.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { imageDataUrl, makeImage } from "../../tests/support/images.ts";
import { refusal } from "../../tests/support/refusal.ts";
import type { Db } from "../db/schema.ts";
import { listAuditLog } from "./audit.server.ts";
import { ConflictError, NotFoundError, ValidationError } from "./errors.ts";
import { storeImage } from "./media.server.ts";
import { TRASH_DAYS } from "./revisions.model.ts";
import { purgeTrash } from "./revisions.server.ts";
import { listOldSlugs, removeOldSlug } from "./service-slugs.server.ts";
import type { Service } from "./services.model.ts";
import {
  addServiceImage,
  countServices,
  createService,
  deleteService,
  findPublicService,
  getServiceById,
  getServiceBySlug,
  listServices,
  moveService,
  removeServiceImage,
  SERVICE_NOT_FOUND,
  setPrimaryImage,
  updateService,
} from "./services.server.ts";

const CONFLICT = /Someone else saved this service after you opened it/;
const UPLOAD_URL = /^\/uploads\/[0-9a-f]{64}-120x80\.png$/;

const validService = (fields: Record<string, unknown> = {}) => ({
  title: "Cargo Insurance",
  category: "logistics",
  shortDescription: "Cover for goods in transit between Turkey and Liberia.",
  fullDescription: "We insure sea and air cargo from the factory gate to your door.",
  features: "All-risk cover\n\n Claims handled in Monrovia ",
  ...fields,
});

const primaryIds = (service: Service) =>
  service.images.filter((image) => image.isPrimary).map((image) => image._id);

describe.each(testEngines())("services on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createMigratedDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    await db.deleteFrom("services").execute();
    await db.deleteFrom("revisions").execute();
    await db.deleteFrom("media_uses").execute();
    await db.deleteFrom("media").execute();
  });

  const create = (fields: Record<string, unknown> = {}) =>
    createService(db, validService(fields), actorNamed("editor"));
  const addUpload = async (service: Service, fields: Record<string, unknown> = {}) =>
    addServiceImage(
      db,
      service._id,
      { imageData: await imageDataUrl("png"), ...fields },
      actorNamed("editor"),
    );
  const mediaUses = async () =>
    (await db.selectFrom("media_uses").select("owner").orderBy("owner").execute()).map(
      (row) => row.owner,
    );
  const storedHashes = async () =>
    (await db.selectFrom("media").select("hash").execute()).map((row) => row.hash);
  const hashOf = (url: string) => url.slice("/uploads/".length, "/uploads/".length + 64);

  describe("creating and reading", () => {
    test("a new service joins the end of the list at version 1", async () => {
      const zebra = await create({ title: "Zebra Crossings" });
      const alpha = await create({ title: "Alpha Freight" });
      expect(alpha).toMatchObject({
        title: "Alpha Freight",
        slug: "alpha-freight",
        category: "logistics",
        features: ["All-risk cover", "Claims handled in Monrovia"],
        images: [],
        version: 1,
      });
      expect((await listServices(db)).map((service) => service._id)).toEqual([
        zebra._id,
        alpha._id,
      ]);
      expect(await countServices(db)).toBe(2);
    });

    test("a slug made from the title drops accents and punctuation", async () => {
      expect((await create({ title: "Crédit & Trade   Finance!" })).slug).toBe(
        "credit-trade-finance",
      );
    });

    test("a slug made from a title another service has is numbered", async () => {
      expect((await create({ title: "Health Tourism" })).slug).toBe("health-tourism");
      expect((await create({ title: "Health  tourism!" })).slug).toBe("health-tourism-2");
      expect((await create({ title: "health tourism" })).slug).toBe("health-tourism-3");
    });

    test("a slug typed in is kept as typed", async () => {
      expect((await create({ title: "Cargo Insurance", slug: "cover" })).slug).toBe("cover");
    });

    test("a slug typed in that another service uses is refused on the slug field", async () => {
      await create({ slug: "cover" });
      const error = await refusal(create({ title: "Other", slug: "cover" }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message: "Another service already uses this slug.",
        fieldErrors: {
          slug: ["Another service already uses this slug. Choose a different one."],
        },
      });
      expect(await countServices(db)).toBe(1);
    });

    test("a title with nothing to make a slug from needs a slug typed in", async () => {
      const error = await refusal(create({ title: "!!!" }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        fieldErrors: {
          slug: ["Enter a slug: the title has no letters or digits to make one from."],
        },
      });
      expect((await create({ title: "!!!", slug: "exclamations" })).slug).toBe("exclamations");
    });

    test("a service with a required field left blank is refused with field errors", async () => {
      const error = await refusal(create({ title: " ", shortDescription: "" }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message: "Please fill in all required fields.",
        fieldErrors: {
          title: ["Enter a title."],
          shortDescription: ["Enter a short description."],
        },
      });
      expect(await countServices(db)).toBe(0);
    });

    test("an unknown category or a malformed slug is refused with field errors", async () => {
      const error = await refusal(create({ category: "space-travel", slug: "Not A Slug" }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message: "Failed to create service.",
        fieldErrors: {
          category: ["Choose a category."],
          slug: ["Use lowercase letters, digits and single hyphens in the slug."],
        },
      });
      expect(await countServices(db)).toBe(0);
    });

    test("the list can be narrowed to one category, in list order", async () => {
      const first = await create({ title: "Sea Freight" });
      await create({ title: "Clinics", category: "health-tourism" });
      const second = await create({ title: "Air Freight" });
      expect(
        (await listServices(db, { category: "logistics" })).map((service) => service._id),
      ).toEqual([first._id, second._id]);
      expect(await listServices(db, { category: "Finance" })).toEqual([]);
    });

    test("a service is found by its id and by its slug", async () => {
      const service = await create();
      expect(await getServiceById(db, service._id)).toEqual(service);
      expect(await getServiceBySlug(db, "cargo-insurance")).toEqual(service);
    });

    test("an unknown id or slug is not found", async () => {
      await create();
      await expect(getServiceById(db, "no-such-id")).rejects.toThrow(NotFoundError);
      await expect(getServiceBySlug(db, "no-such-slug")).rejects.toThrow(SERVICE_NOT_FOUND);
    });
  });

  describe("updating", () => {
    test("an update from the current version is saved and bumps the version", async () => {
      const service = await create();
      const updated = await updateService(
        db,
        service._id,
        validService({ title: "Marine Insurance", features: ["Hull cover"], version: 1 }),
        actorNamed("editor"),
      );
      expect(updated).toMatchObject({
        _id: service._id,
        title: "Marine Insurance",
        // The address stays the same when no slug is typed in, so links keep working.
        slug: "cargo-insurance",
        features: ["Hull cover"],
        version: 2,
      });
      expect(await getServiceById(db, service._id)).toEqual(updated);
    });

    test("a service may be saved with its own slug typed in again", async () => {
      const service = await create({ slug: "cover" });
      const updated = await updateService(
        db,
        service._id,
        validService({ slug: "cover", version: 1 }),
        actorNamed("editor"),
      );
      expect(updated.slug).toBe("cover");
    });

    test("a new slug is saved unless another service uses it", async () => {
      const service = await create();
      await create({ title: "Other", slug: "taken" });
      const renamed = await updateService(
        db,
        service._id,
        validService({ slug: "insurance" }),
        actorNamed("e"),
      );
      expect(renamed.slug).toBe("insurance");

      const error = await refusal(
        updateService(db, service._id, validService({ slug: "taken" }), actorNamed("e")),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ fieldErrors: { slug: [expect.any(String)] } });
      expect((await getServiceById(db, service._id)).slug).toBe("insurance");
    });

    test("an update from an older version is refused and the newer save kept", async () => {
      const service = await create();
      await updateService(
        db,
        service._id,
        validService({ title: "Theirs", version: 1 }),
        actorNamed("a"),
      );
      const stale = updateService(
        db,
        service._id,
        validService({ title: "Mine", version: 1 }),
        actorNamed("b"),
      );
      await expect(stale).rejects.toThrow(ConflictError);
      await expect(stale).rejects.toThrow(CONFLICT);
      expect(await getServiceById(db, service._id)).toMatchObject({ title: "Theirs", version: 2 });
    });

    test("an update that names no version is saved over the current one", async () => {
      const service = await create();
      await updateService(db, service._id, validService({ title: "Second" }), actorNamed("a"));
      const third = await updateService(
        db,
        service._id,
        validService({ title: "Third" }),
        actorNamed("a"),
      );
      expect(third).toMatchObject({ title: "Third", version: 3 });
    });

    test("of two updates from the same version at once, one is kept and the other refused", async () => {
      const service = await create();
      const results = await Promise.allSettled(
        ["Alice's", "Bob's"].map((title) =>
          updateService(db, service._id, validService({ title, version: 1 }), actorNamed("editor")),
        ),
      );
      const kept = results.flatMap((result) =>
        result.status === "fulfilled" ? [result.value] : [],
      );
      const refused = results.flatMap((result) =>
        result.status === "rejected" ? [result.reason] : [],
      );
      expect(kept).toHaveLength(1);
      expect(refused).toEqual([expect.any(ConflictError)]);
      expect(await getServiceById(db, service._id)).toMatchObject({
        title: kept[0]?.title,
        version: 2,
      });
    });

    test("an update with a blank required field is refused and nothing changes", async () => {
      const service = await create();
      const error = await refusal(
        updateService(
          db,
          service._id,
          validService({ fullDescription: "", version: 1 }),
          actorNamed("e"),
        ),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message: "Please fill in all required fields.",
        fieldErrors: { fullDescription: ["Enter a full description."] },
      });
      expect(await getServiceById(db, service._id)).toEqual(service);
    });

    test("updating an unknown service is not found", async () => {
      await expect(
        updateService(db, "no-such-id", validService(), actorNamed("e")),
      ).rejects.toThrow(NotFoundError);
    });
  });

  describe("deleting", () => {
    test("a deleted service is gone with its images and the others keep their order", async () => {
      const first = await create({ title: "First" });
      const middle = await create({ title: "Middle" });
      const last = await create({ title: "Last" });
      await addUpload(middle);
      await deleteService(db, middle._id, EDITOR);
      await expect(getServiceById(db, middle._id)).rejects.toThrow(NotFoundError);
      expect((await listServices(db)).map((service) => service._id)).toEqual([first._id, last._id]);
      expect(await db.selectFrom("service_images").select("id").execute()).toEqual([]);
    });

    test("the trash keeps a deleted service's uploads; emptying it releases those only it showed", async () => {
      const deleted = await create({ title: "Deleted" });
      const kept = await create({ title: "Kept" });
      const withImages = await addUpload(await addUpload(deleted));
      const [shared, own] = withImages.images.map((image) => image.url);
      if (!shared || !own) throw new Error("expected two images");
      // The other service shows the first upload too, so it must survive the delete.
      const keptWithImage = await addServiceImage(
        db,
        kept._id,
        { imageData: shared },
        actorNamed("editor"),
      );

      await deleteService(db, deleted._id, EDITOR);
      expect((await storedHashes()).sort()).toEqual([hashOf(shared), hashOf(own)].sort());
      await expect(getServiceById(db, deleted._id)).rejects.toThrow(NotFoundError);

      expect(await purgeTrash(db, daysFromNow(TRASH_DAYS + 1))).toBe(1);
      expect(await storedHashes()).toEqual([hashOf(shared)]);
      expect(await mediaUses()).toEqual([`service-image:${keptWithImage.images[0]?._id}`]);
    });

    test("deleting an unknown service is not found", async () => {
      await expect(deleteService(db, "no-such-id", EDITOR)).rejects.toThrow(NotFoundError);
    });
  });

  describe("images", () => {
    test("an uploaded image is stored and its use recorded", async () => {
      const service = await addUpload(await create());
      const [image] = service.images;
      expect(image?.url).toMatch(UPLOAD_URL);
      expect(await storedHashes()).toEqual([hashOf(image?.url ?? "")]);
      expect(await mediaUses()).toEqual([`service-image:${image?._id}`]);
    });

    test("an image sent as a file's bytes is stored the same way", async () => {
      const service = await create();
      const updated = await addServiceImage(
        db,
        service._id,
        { imageData: await makeImage("png") },
        actorNamed("editor"),
      );
      expect(updated.images[0]?.url).toMatch(UPLOAD_URL);
    });

    test("the first image is primary; later ones only when asked, and then alone", async () => {
      const service = await create();
      const one = await addUpload(service);
      const two = await addUpload(one);
      const [first, second] = two.images;
      expect(primaryIds(two)).toEqual([first?._id]);

      const three = await addUpload(two, { isPrimary: "on" });
      const third = three.images[2];
      expect(three.images.map((image) => image._id)).toEqual([first?._id, second?._id, third?._id]);
      expect(primaryIds(three)).toEqual([third?._id]);
    });

    test("an image without alt text takes the service's title", async () => {
      const service = await addUpload(await create({ title: "Cargo Insurance" }));
      const described = await addUpload(service, { alt: "  A ship at sea " });
      expect(described.images.map((image) => image.alt)).toEqual([
        "Cargo Insurance",
        "A ship at sea",
      ]);
    });

    test("what is not an image file or upload is refused on the image field", async () => {
      const service = await create();
      for (const [imageData, message] of [
        [undefined, "Please select an image file."],
        ["", "Please select an image file."],
        // A picture elsewhere on the web is not stored here, so it cannot be a service's image.
        ["https://example.com/picture.png", "Failed to add image."],
      ]) {
        const error = await refusal(
          addServiceImage(db, service._id, { imageData }, actorNamed("editor")),
        );
        expect(error).toBeInstanceOf(ValidationError);
        expect(error).toMatchObject({
          message,
          fieldErrors: { imageData: ["Please select an image file."] },
        });
      }
      expect((await getServiceById(db, service._id)).images).toEqual([]);
    });

    test("an upload address whose image is no longer stored is refused", async () => {
      const service = await create();
      const gone = `/uploads/${"a".repeat(64)}-120x80.png`;
      await expect(
        addServiceImage(db, service._id, { imageData: gone }, actorNamed("e")),
      ).rejects.toThrow(ConflictError);
      expect((await getServiceById(db, service._id)).images).toEqual([]);
    });

    test("adding an image to an unknown service is not found and stores nothing", async () => {
      const error = await refusal(
        addServiceImage(
          db,
          "no-such-id",
          { imageData: await imageDataUrl("png") },
          actorNamed("e"),
        ),
      );
      expect(error).toBeInstanceOf(NotFoundError);
      expect(await storedHashes()).toEqual([]);
    });

    test("choosing the primary image leaves exactly one primary", async () => {
      const service = await addUpload(await addUpload(await addUpload(await create())));
      const second = service.images[1]?._id ?? "";
      const updated = await setPrimaryImage(db, service._id, second, actorNamed("editor"));
      expect(primaryIds(updated)).toEqual([second]);
    });

    test("changing the images bumps the version, so an edit opened before is refused", async () => {
      const service = await create();
      const withImage = await addUpload(service);
      expect(withImage.version).toBe(2);
      const image = withImage.images[0]?._id ?? "";
      expect((await setPrimaryImage(db, service._id, image, actorNamed("e"))).version).toBe(3);
      expect((await removeServiceImage(db, service._id, image, actorNamed("e"))).version).toBe(4);
      await expect(
        updateService(db, service._id, validService({ version: 1 }), actorNamed("e")),
      ).rejects.toThrow(ConflictError);
    });

    test("removing the primary image makes the next image in order primary", async () => {
      const service = await addUpload(await addUpload(await addUpload(await create())));
      const [first, second, third] = service.images.map((image) => image._id);
      const afterFirst = await removeServiceImage(db, service._id, first ?? "", actorNamed("e"));
      expect(primaryIds(afterFirst)).toEqual([second]);

      await setPrimaryImage(db, service._id, third ?? "", actorNamed("e"));
      const afterThird = await removeServiceImage(db, service._id, third ?? "", actorNamed("e"));
      expect(primaryIds(afterThird)).toEqual([second]);
    });

    test("removing an image that is not primary keeps the primary one", async () => {
      const service = await addUpload(await addUpload(await create()));
      const [first, second] = service.images.map((image) => image._id);
      const updated = await removeServiceImage(db, service._id, second ?? "", actorNamed("e"));
      expect(updated.images.map((image) => image._id)).toEqual([first]);
      expect(primaryIds(updated)).toEqual([first]);
    });

    test("removing the last image leaves the service without images", async () => {
      const service = await addUpload(await create());
      const updated = await removeServiceImage(
        db,
        service._id,
        service.images[0]?._id ?? "",
        actorNamed("e"),
      );
      expect(updated.images).toEqual([]);
    });

    test("a removed image's upload is kept while the service's history shows it", async () => {
      const service = await addUpload(await create());
      const [original] = service.images;
      const withCopy = await addServiceImage(
        db,
        service._id,
        { imageData: original?.url },
        actorNamed("editor"),
      );
      const copy = withCopy.images[1];

      await removeServiceImage(db, service._id, original?._id ?? "", actorNamed("e"));
      await removeServiceImage(db, service._id, copy?._id ?? "", actorNamed("e"));
      expect((await getServiceById(db, service._id)).images).toEqual([]);
      expect(await storedHashes()).toEqual([hashOf(original?.url ?? "")]);

      await deleteService(db, service._id, EDITOR);
      await purgeTrash(db, daysFromNow(TRASH_DAYS + 1));
      expect(await storedHashes()).toEqual([]);
      expect(await mediaUses()).toEqual([]);
    });

    test("an unknown image, or another service's, is not found", async () => {
      const service = await addUpload(await create());
      const other = await addUpload(await create({ title: "Other" }));
      const othersImage = other.images[0]?._id ?? "";
      for (const imageId of ["no-such-image", othersImage]) {
        await expect(removeServiceImage(db, service._id, imageId, actorNamed("e"))).rejects.toThrow(
          "Image not found.",
        );
        await expect(setPrimaryImage(db, service._id, imageId, actorNamed("e"))).rejects.toThrow(
          NotFoundError,
        );
      }
      expect((await getServiceById(db, other._id)).images).toHaveLength(1);
      await expect(
        setPrimaryImage(db, "no-such-service", othersImage, actorNamed("e")),
      ).rejects.toThrow(SERVICE_NOT_FOUND);
    });

    // On PostgreSQL two transactions run side by side; each once counted the images before the
    // other committed, so both became primary at the same position.
    test("images added to one service at the same moment get one primary and a position each", async () => {
      for (let round = 0; round < 5; round++) {
        const service = await create({ title: `Round ${round}` });
        const photos = await Promise.all([imageDataUrl("png"), imageDataUrl("png")]);
        await Promise.all(
          photos.map((imageData) =>
            addServiceImage(db, service._id, { imageData }, actorNamed("e")),
          ),
        );
        expect(primaryIds(await getServiceById(db, service._id))).toHaveLength(1);
        const positions = await db
          .selectFrom("service_images")
          .select("sort_order")
          .where("service_id", "=", service._id)
          .orderBy("sort_order")
          .execute();
        expect(positions.map((row) => row.sort_order)).toEqual([0, 1]);
      }
    });
  });

  describe("creating with images", () => {
    test("a new service keeps the images it brings, in order, the first primary", async () => {
      const uploaded = (await storeImage(db, await imageDataUrl("png"))).url;
      const service = await create({ images: `${uploaded}\n${await imageDataUrl("jpeg")}\n` });
      expect(service.images.map((image) => [image.isPrimary, image.alt])).toEqual([
        [true, "Cargo Insurance"],
        [false, "Cargo Insurance"],
      ]);
      expect(service.images[0]?.url).toBe(uploaded);
      expect(service.images[1]?.url).toMatch(/^\/uploads\//);
      expect(await mediaUses()).toEqual(
        service.images.map((image) => `service-image:${image._id}`).sort(),
      );
    });

    test("an image that is not an upload is refused on the images field, and nothing is created", async () => {
      const error = await refusal(create({ images: ["/etc/passwd"] }));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toHaveProperty("images.0");
      expect(await countServices(db)).toBe(0);
    });

    test("an upload that is no longer stored leaves no half-made service behind", async () => {
      const gone = `/uploads/${"b".repeat(64)}-120x80.png`;
      await expect(create({ images: [gone] })).rejects.toThrow(ConflictError);
      expect(await countServices(db)).toBe(0);
    });
  });

  describe("drafts", () => {
    test("a draft is left out of the public lists and lookups, and kept for the office", async () => {
      const published = await create({ title: "Sea Freight" });
      const draft = await create({ title: "Air Freight", published: "false" });
      expect(draft.published).toBe(false);
      expect(published.published).toBe(true);
      expect((await listServices(db)).map((service) => service.slug)).toEqual(["sea-freight"]);
      expect(await listServices(db, { category: "logistics" })).toHaveLength(1);
      expect(
        (await listServices(db, { includeDrafts: true })).map((service) => service.slug),
      ).toEqual(["sea-freight", "air-freight"]);
      await expect(getServiceBySlug(db, "air-freight")).rejects.toThrow(SERVICE_NOT_FOUND);
      await expect(findPublicService(db, "air-freight")).rejects.toThrow(NotFoundError);
      expect(await getServiceBySlug(db, "air-freight", { includeDrafts: true })).toEqual(draft);
      expect(await getServiceById(db, draft._id)).toEqual(draft);
    });

    test("publishing a draft puts it on the site in its place; unpublishing takes it off", async () => {
      const draft = await create({ title: "Air Freight", published: false });
      await create({ title: "Sea Freight" });
      const live = await updateService(
        db,
        draft._id,
        validService({ title: "Air Freight", published: "true", version: draft.version }),
        actorNamed("e"),
      );
      expect((await listServices(db)).map((service) => service.slug)).toEqual([
        "air-freight",
        "sea-freight",
      ]);
      await updateService(
        db,
        draft._id,
        validService({ title: "Air Freight", published: false, version: live.version }),
        actorNamed("e"),
      );
      expect((await listServices(db)).map((service) => service.slug)).toEqual(["sea-freight"]);
      // An edit that does not say (the spec's API has no such field) keeps the service a draft.
      expect((await updateService(db, draft._id, validService(), actorNamed("e"))).published).toBe(
        false,
      );
    });
  });

  describe("order", () => {
    test("moving swaps a service with its neighbour, drafts included; at either end nothing moves", async () => {
      const sea = await create({ title: "Sea" });
      const air = await create({ title: "Air", published: false });
      const road = await create({ title: "Road" });
      const slugs = (services: Service[]) => services.map((service) => service.slug);
      expect(
        slugs(await moveService(db, { id: road._id, direction: "up" }, actorNamed("e"))),
      ).toEqual(["sea", "road", "air"]);
      expect(slugs(await listServices(db))).toEqual(["sea", "road"]);
      await moveService(db, { id: road._id, direction: "up" }, actorNamed("e"));
      expect(slugs(await listServices(db))).toEqual(["road", "sea"]);
      expect(
        slugs(await moveService(db, { id: road._id, direction: "up" }, actorNamed("e"))),
      ).toEqual(["road", "sea", "air"]);
      expect(
        slugs(await moveService(db, { id: air._id, direction: "down" }, actorNamed("e"))),
      ).toEqual(["road", "sea", "air"]);
      expect((await getServiceById(db, sea._id)).version).toBe(sea.version);
    });

    test("moving an unknown service is not found; a wrong direction is refused", async () => {
      const sea = await create({ title: "Sea" });
      await expect(
        moveService(db, { id: "nope", direction: "up" }, actorNamed("e")),
      ).rejects.toThrow(SERVICE_NOT_FOUND);
      await expect(
        moveService(db, { id: sea._id, direction: "left" }, actorNamed("e")),
      ).rejects.toThrow(ValidationError);
    });

    test("a new service joins the end, after the drafts", async () => {
      await create({ title: "Draft One", published: false });
      const last = await create({ title: "Live Two" });
      expect((await listServices(db, { includeDrafts: true })).at(-1)?._id).toBe(last._id);
    });
  });

  describe("renamed slugs", () => {
    const rename = async (service: Service, slug: string) => {
      const current = await getServiceById(db, service._id);
      return updateService(
        db,
        service._id,
        validService({ title: service.title, slug, version: current.version }),
        actorNamed("e"),
      );
    };

    test("the old slug leads to the new one, and every earlier slug to the current one", async () => {
      const service = await create({ title: "Cargo", slug: "cargo" });
      await rename(service, "cargo-insurance");
      expect(await findPublicService(db, "cargo")).toEqual({ movedTo: "cargo-insurance" });
      await rename(service, "insured-cargo");
      expect(await findPublicService(db, "cargo")).toEqual({ movedTo: "insured-cargo" });
      expect(await findPublicService(db, "cargo-insurance")).toEqual({ movedTo: "insured-cargo" });
      expect(await findPublicService(db, "insured-cargo")).toMatchObject({
        service: { _id: service._id },
      });
    });

    test("renaming back makes the old slug the live one again and redirects the other", async () => {
      const service = await create({ title: "Cargo", slug: "cargo" });
      await rename(service, "cargo-insurance");
      await rename(service, "cargo");
      expect(await findPublicService(db, "cargo")).toMatchObject({ service: { slug: "cargo" } });
      expect(await findPublicService(db, "cargo-insurance")).toEqual({ movedTo: "cargo" });
    });

    test("a new service may take an old slug, which then shows the new service", async () => {
      const old = await create({ title: "Cargo", slug: "cargo" });
      await rename(old, "cargo-insurance");
      const newcomer = await create({ title: "Cargo Tracking", slug: "cargo" });
      expect(await findPublicService(db, "cargo")).toMatchObject({
        service: { _id: newcomer._id },
      });
      // Renamed away again, the slug now leads to the newcomer, never back to the first service.
      await rename(newcomer, "tracking");
      expect(await findPublicService(db, "cargo")).toEqual({ movedTo: "tracking" });
    });

    test("an edit that keeps the slug leaves no redirect behind", async () => {
      const service = await create({ title: "Cargo", slug: "cargo" });
      await rename(service, "cargo");
      expect(await db.selectFrom("service_slug_redirects").selectAll().execute()).toEqual([]);
    });

    test("the old slugs of a deleted service, or of a draft, are not found", async () => {
      const gone = await create({ title: "Gone", slug: "gone" });
      await rename(gone, "gone-now");
      await deleteService(db, gone._id, EDITOR);
      await expect(findPublicService(db, "gone")).rejects.toThrow(SERVICE_NOT_FOUND);
      await expect(findPublicService(db, "gone-now")).rejects.toThrow(SERVICE_NOT_FOUND);
      const hidden = await create({ title: "Hidden", slug: "hidden" });
      const renamed = await rename(hidden, "hidden-too");
      await updateService(
        db,
        hidden._id,
        validService({ title: "Hidden", published: false, version: renamed.version }),
        actorNamed("e"),
      );
      await expect(findPublicService(db, "hidden")).rejects.toThrow(SERVICE_NOT_FOUND);
    });

    test("each service's old slugs are listed newest first, and only while they lead to it", async () => {
      const cargo = await create({ title: "Cargo", slug: "cargo" });
      const storage = await create({ title: "Storage", slug: "storage" });
      expect(await listOldSlugs(db)).toEqual({});
      // A moment apart, so each rename's time is its own and the order is the renames' order.
      const later = () => new Promise((resolve) => setTimeout(resolve, 5));
      await rename(cargo, "cargo-insurance");
      await later();
      await rename(cargo, "insured-cargo");
      await later();
      await rename(storage, "bonded-storage");
      await later();
      expect(await listOldSlugs(db)).toEqual({
        [cargo._id]: ["cargo-insurance", "cargo"],
        [storage._id]: ["storage"],
      });
      // Taken by a service again, a slug is no longer an old one.
      await rename(cargo, "cargo");
      expect((await listOldSlugs(db))[cargo._id]).toEqual(["insured-cargo", "cargo-insurance"]);
      await deleteService(db, storage._id, EDITOR);
      expect(Object.keys(await listOldSlugs(db))).toEqual([cargo._id]);
    });

    test("a removed old slug is not found any more; the service and its version stay as they were", async () => {
      const service = await create({ title: "Cargo", slug: "cargo" });
      const renamed = await rename(service, "cargo-insurance");
      await rename(renamed, "insured-cargo");
      const before = await getServiceById(db, service._id);
      await removeOldSlug(db, service._id, "cargo", EDITOR);
      await expect(findPublicService(db, "cargo")).rejects.toThrow(SERVICE_NOT_FOUND);
      expect(await findPublicService(db, "cargo-insurance")).toEqual({ movedTo: "insured-cargo" });
      expect(await listOldSlugs(db)).toEqual({ [service._id]: ["cargo-insurance"] });
      expect(await getServiceById(db, service._id)).toEqual(before);
      // The audit log says who removed which address.
      const [latest] = (await listAuditLog(db)).items;
      expect(latest?.summary).toBe(
        "Updated the service Cargo (removed the old address /services/cargo)",
      );
      // Free again: a new service may take it.
      const newcomer = await create({ title: "Cargo Tracking", slug: "cargo" });
      expect(await findPublicService(db, "cargo")).toMatchObject({
        service: { _id: newcomer._id },
      });
    });

    test("removing an old slug that is gone, another service's, or a live one is not found", async () => {
      const cargo = await create({ title: "Cargo", slug: "cargo" });
      const storage = await create({ title: "Storage", slug: "storage" });
      await rename(cargo, "cargo-insurance");
      const notFound = /This old address no longer leads to the service/;
      await expect(removeOldSlug(db, storage._id, "cargo", EDITOR)).rejects.toThrow(NotFoundError);
      await expect(removeOldSlug(db, cargo._id, "cargo-insurance", EDITOR)).rejects.toThrow(
        notFound,
      );
      await removeOldSlug(db, cargo._id, "cargo", EDITOR);
      await expect(removeOldSlug(db, cargo._id, "cargo", EDITOR)).rejects.toThrow(notFound);
      expect(await findPublicService(db, "storage")).toMatchObject({
        service: { _id: storage._id },
      });
    });
  });
});
