import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { fetchImage, imageDataUrl, toDataUrl } from "../support/images.ts";

interface ServiceImage {
  _id: string;
  url: string;
  alt: string;
  isPrimary: boolean;
}

interface Service {
  _id: string;
  title: string;
  slug: string;
  category: string;
  shortDescription: string;
  fullDescription: string;
  features: string[];
  images: ServiceImage[];
  published: boolean;
  version: number;
}

interface Answer {
  success: boolean;
  message: string;
  service: Service;
  services: Service[];
  errors?: Record<string, string[]>;
}

const NOT_FOUND = { success: false, message: "Service not found." };

const validService = (fields: Partial<Record<keyof Service, unknown>> = {}) => ({
  title: "Cargo Insurance",
  category: "logistics",
  shortDescription: "Cover for goods in transit between Turkey and Liberia.",
  fullDescription: "We insure sea and air cargo from the factory gate to your door.",
  features: ["All-risk cover", "Claims handled in Monrovia"],
  ...fields,
});

describe.each(testEngines())("services API on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  const get = (path: string) => call<Answer>(site.url, "GET", path);
  const send = (method: string, path: string, json?: unknown) =>
    call<Answer>(site.url, method, path, { cookie, json });
  const create = async (fields: Partial<Record<keyof Service, unknown>> = {}) => {
    const answer = await send("POST", "/api/services", validService(fields));
    expect(answer.status).toBe(201);
    return answer.body.service;
  };

  test("lists the three default services in order", async () => {
    const answer = await call(site.url, "GET", "/api/services");
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const services = answer.body.services as { slug: string }[];
    expect(services.map((service) => service.slug)).toEqual([
      "health-tourism",
      "building-and-construction-materials",
      "logistics-services",
    ]);
  });

  test("a service with a required field missing is refused with the spec's text", async () => {
    const answer = await call(site.url, "POST", "/api/services", {
      cookie,
      json: { title: "Freight", category: "logistics", shortDescription: "", fullDescription: "x" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: "Please fill in all required fields.",
      errors: { shortDescription: ["Enter a short description."] },
    });
  });

  describe("reading", () => {
    test("every service carries the spec's fields", async () => {
      const answer = await get("/api/services");
      expect(answer.body.services).toHaveLength(3);
      for (const service of answer.body.services) {
        expect(service).toEqual(
          expect.objectContaining({
            _id: expect.any(String),
            title: expect.any(String),
            slug: expect.stringMatching(/^[a-z0-9-]+$/),
            category: expect.any(String),
            shortDescription: expect.any(String),
            fullDescription: expect.any(String),
            features: expect.arrayContaining([expect.any(String)]),
            images: [
              {
                _id: expect.any(String),
                url: expect.any(String),
                alt: expect.any(String),
                isPrimary: true,
              },
            ],
          }),
        );
      }
    });

    test("?category= lists one category only", async () => {
      const logistics = await get("/api/services?category=logistics");
      expect(logistics.status).toBe(200);
      expect(logistics.body.success).toBe(true);
      expect(logistics.body.services.map((service) => service.slug)).toEqual([
        "logistics-services",
      ]);

      const none = await get("/api/services?category=space-travel");
      expect(none.body).toEqual({ success: true, services: [] });
    });

    test("GET /api/services/:slug answers the service", async () => {
      const answer = await get("/api/services/health-tourism");
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        service: {
          _id: "default-service-health-tourism",
          slug: "health-tourism",
          title: "Health Tourism",
        },
      });
    });

    test("GET /api/services/id/:id answers the service", async () => {
      const answer = await get("/api/services/id/default-service-logistics");
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        service: { _id: "default-service-logistics", slug: "logistics-services" },
      });
    });

    test("GET /api/services/category/:category lists that category", async () => {
      const answer = await get("/api/services/category/building-materials");
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.services.map((service) => service.slug)).toEqual([
        "building-and-construction-materials",
      ]);
    });

    test("an unknown slug or id is a 404 with the spec's text", async () => {
      for (const path of ["/api/services/no-such-service", "/api/services/id/no-such-id"]) {
        const answer = await get(path);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(NOT_FOUND);
      }
    });
  });

  describe("creating, updating and deleting", () => {
    test("POST creates a service with a slug made from its title", async () => {
      const answer = await send(
        "POST",
        "/api/services",
        validService({ title: "Crédit & Trade Finance" }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        success: true,
        message: "Service created successfully!",
        service: {
          ...validService({ title: "Crédit & Trade Finance" }),
          slug: "credit-trade-finance",
          images: [],
          version: 1,
        },
      });
      const read = await get("/api/services/credit-trade-finance");
      expect(read.body.service._id).toBe(answer.body.service._id);
      const list = await get("/api/services");
      expect(list.body.services.at(-1)?._id).toBe(answer.body.service._id);
    });

    test("a slug already taken is numbered", async () => {
      expect((await create({ title: "Health Tourism" })).slug).toBe("health-tourism-2");
      expect((await create({ title: "Health  tourism!" })).slug).toBe("health-tourism-3");
    });

    test("an explicit slug that is taken is refused on the slug field", async () => {
      const answer = await send(
        "POST",
        "/api/services",
        validService({ slug: "logistics-services" }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors?.slug).toEqual([
        "Another service already uses this slug. Choose a different one.",
      ]);
    });

    test("an explicit free slug is used as it is", async () => {
      expect((await create({ slug: "marine-cover" })).slug).toBe("marine-cover");
    });

    test("features sent one per line are trimmed and blank lines dropped", async () => {
      const service = await create({
        title: "Warehousing",
        features: "  Bonded storage \n\n Inventory reports\r\n   \nPick and pack  ",
      });
      expect(service.features).toEqual(["Bonded storage", "Inventory reports", "Pick and pack"]);
    });

    test("a short description of 201 characters is refused; 200 are accepted", async () => {
      const tooLong = await send(
        "POST",
        "/api/services",
        validService({ title: "Long", shortDescription: "x".repeat(201) }),
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.success).toBe(false);
      expect(tooLong.body.errors?.shortDescription).toEqual([
        "Keep a short description to 200 characters or fewer.",
      ]);

      const longest = await create({ title: "Longest", shortDescription: "x".repeat(200) });
      expect(longest.shortDescription).toHaveLength(200);
    });

    test("an unknown category is refused; the spec's admin categories are accepted", async () => {
      const answer = await send(
        "POST",
        "/api/services",
        validService({ category: "Space Travel" }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.category).toEqual(["Choose a category."]);

      expect(
        (await create({ title: "Exports", category: "Exporter | Distributor | Trading Company" }))
          .category,
      ).toBe("Exporter | Distributor | Trading Company");
    });

    test("PUT updates a service and counts its version up", async () => {
      const service = await create({ title: "Customs Brokerage" });
      const answer = await send(
        "PUT",
        `/api/services/${service._id}`,
        validService({
          title: "Customs Brokerage Plus",
          features: ["Tariff advice"],
          version: service.version,
        }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: "Service updated successfully!",
        service: {
          _id: service._id,
          title: "Customs Brokerage Plus",
          slug: "customs-brokerage",
          features: ["Tariff advice"],
          version: service.version + 1,
        },
      });
      expect((await get(`/api/services/id/${service._id}`)).body.service.title).toBe(
        "Customs Brokerage Plus",
      );
    });

    test("PUT with a stale version is a 409 and changes nothing", async () => {
      const service = await create({ title: "Air Charter" });
      const first = await send(
        "PUT",
        `/api/services/${service._id}`,
        validService({ title: "Air Charter (first)", version: service.version }),
      );
      expect(first.status).toBe(200);

      const second = await send(
        "PUT",
        `/api/services/${service._id}`,
        validService({ title: "Air Charter (second)", version: service.version }),
      );
      expect(second.status).toBe(409);
      expect(second.body.success).toBe(false);
      expect(second.body.message).toMatch(/someone else saved this service/i);
      const now = (await get(`/api/services/id/${service._id}`)).body.service;
      expect(now).toMatchObject({ title: "Air Charter (first)", version: service.version + 1 });
    });

    test("PUT of an unknown service is a 404", async () => {
      const answer = await send("PUT", "/api/services/no-such-id", validService());
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    });

    test("DELETE removes the service and its images; afterwards it is not found", async () => {
      const service = await create({ title: "Short-lived" });
      await send("POST", `/api/services/${service._id}/images`, {
        imageData: await imageDataUrl("png"),
      });

      const answer = await send("DELETE", `/api/services/${service._id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: "Service deleted successfully." });

      expect((await get(`/api/services/id/${service._id}`)).status).toBe(404);
      expect((await get(`/api/services/${service.slug}`)).body).toEqual(NOT_FOUND);
      expect((await send("DELETE", `/api/services/${service._id}`)).status).toBe(404);
      const images = await site.database.db
        .selectFrom("service_images")
        .select("id")
        .where("service_id", "=", service._id)
        .execute();
      expect(images).toEqual([]);
    });
  });

  describe("images", () => {
    let service: Service;
    const imagesPath = () => `/api/services/${service._id}/images`;
    const primaries = (images: ServiceImage[]) =>
      images.filter((image) => image.isPrimary).map((image) => image._id);

    beforeAll(async () => {
      service = await create({ title: "Port Handling" });
    });

    test("the first image added becomes primary; alt text is kept", async () => {
      const answer = await send("POST", imagesPath(), {
        imageData: await imageDataUrl("png"),
        alt: "Containers at the Freeport",
        isPrimary: false,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ success: true, message: "Image added successfully!" });
      expect(answer.body.service.images).toEqual([
        {
          _id: expect.any(String),
          url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}-\d+x\d+\.png$/),
          alt: "Containers at the Freeport",
          isPrimary: true,
        },
      ]);
    });

    test("a JPEG without alt text gets the service title as alt and is not primary", async () => {
      const answer = await send("POST", imagesPath(), { imageData: await imageDataUrl("jpeg") });
      expect(answer.status).toBe(201);
      const [first, second] = answer.body.service.images;
      expect(second).toMatchObject({
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}-\d+x\d+\.jpg$/),
        alt: "Port Handling",
        isPrimary: false,
      });
      expect(first?.isPrimary).toBe(true);
    });

    test("an image added as primary takes over: there is only one primary", async () => {
      const answer = await send("POST", imagesPath(), {
        imageData: await imageDataUrl("png"),
        isPrimary: true,
      });
      expect(answer.status).toBe(201);
      const images = answer.body.service.images;
      expect(images).toHaveLength(3);
      expect(primaries(images)).toEqual([images[2]?._id]);
    });

    test("an upload without image data is refused with the spec's text", async () => {
      for (const body of [{ alt: "No file" }, { imageData: "" }]) {
        const answer = await send("POST", imagesPath(), body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          success: false,
          message: "Please select an image file.",
          errors: { imageData: expect.any(Array) },
        });
      }
    });

    test("a text file is refused as the wrong media type, whatever type it claims", async () => {
      for (const type of ["text/plain", "image/png"]) {
        const answer = await send("POST", imagesPath(), {
          imageData: toDataUrl(Buffer.from("just some text, not a picture"), type),
        });
        expect(answer.status).toBe(415);
        expect(answer.body.success).toBe(false);
        expect(answer.body.message).toMatch(/not an image/i);
      }
    });

    test("an SVG is refused as the wrong media type", async () => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
      const answer = await send("POST", imagesPath(), {
        imageData: toDataUrl(Buffer.from(svg), "image/svg+xml"),
      });
      expect(answer.status).toBe(415);
      expect(answer.body.message).toMatch(/SVG images are not accepted/);
      const now = (await get(`/api/services/id/${service._id}`)).body.service;
      expect(now.images).toHaveLength(3);
    });

    test("an image for an unknown service is a 404", async () => {
      const answer = await send("POST", "/api/services/no-such-id/images", {
        imageData: await imageDataUrl("png"),
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    });

    test("set primary leaves exactly one primary image", async () => {
      const images = (await get(`/api/services/id/${service._id}`)).body.service.images;
      const chosen = images[1];
      expect(chosen?.isPrimary).toBe(false);
      const answer = await send("PUT", `${imagesPath()}/${chosen?._id}/primary`);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe("Primary image updated successfully!");
      expect(primaries(answer.body.service.images)).toEqual([chosen?._id]);
      const read = (await get(`/api/services/id/${service._id}`)).body.service;
      expect(primaries(read.images)).toEqual([chosen?._id]);
    });

    test("deleting the primary image passes primary to the next image", async () => {
      const before = (await get(`/api/services/id/${service._id}`)).body.service.images;
      const primary = before.find((image) => image.isPrimary);
      const answer = await send("DELETE", `${imagesPath()}/${primary?._id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe("Image deleted successfully!");
      const after = answer.body.service.images;
      expect(after.map((image) => image._id)).toEqual(
        before.filter((image) => image !== primary).map((image) => image._id),
      );
      expect(primaries(after)).toEqual([after[0]?._id]);
    });

    test("an unknown image id is a 404 for set primary and delete", async () => {
      for (const [method, path] of [
        ["PUT", `${imagesPath()}/no-such-image/primary`],
        ["DELETE", `${imagesPath()}/no-such-image`],
      ] as const) {
        const answer = await send(method, path);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ success: false, message: "Image not found." });
      }
    });

    test("an image of another service cannot be changed through this one", async () => {
      const other = await get("/api/services/id/default-service-logistics");
      const foreign = other.body.service.images[0]?._id;
      const answer = await send("DELETE", `${imagesPath()}/${foreign}`);
      expect(answer.status).toBe(404);
      const still = await get("/api/services/id/default-service-logistics");
      expect(still.body.service.images).toHaveLength(1);
    });

    test("the uploaded URL serves the image, cached for good, with 304 on revalidation", async () => {
      const answer = await send("POST", imagesPath(), {
        imageData: await imageDataUrl("png", { width: 90, height: 60 }),
      });
      const url = answer.body.service.images.at(-1)?.url ?? "";
      const png = await fetchImage(site.url, url);
      expect(png.response.status).toBe(200);
      expect(png.response.headers.get("content-type")).toBe("image/png");
      expect(png.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(png.metadata).toMatchObject({ format: "png", width: 90, height: 60 });
      const etag = png.response.headers.get("etag");
      expect(etag).toBeTruthy();

      const again = await fetchImage(site.url, url, { "If-None-Match": etag ?? "" });
      expect(again.response.status).toBe(304);
      expect(again.bytes).toHaveLength(0);

      const withJpeg = await send("POST", imagesPath(), { imageData: await imageDataUrl("jpeg") });
      const jpegUrl = withJpeg.body.service.images.at(-1)?.url ?? "";
      expect(jpegUrl).toMatch(/\.jpg$/);
      const jpeg = await fetchImage(site.url, jpegUrl);
      expect(jpeg.response.status).toBe(200);
      expect(jpeg.response.headers.get("content-type")).toBe("image/jpeg");
      expect(jpeg.metadata?.format).toBe("jpeg");
    });

    test("an upload that does not exist is a 404", async () => {
      const response = await fetch(new URL(`/uploads/${"0".repeat(64)}.png`, site.url));
      expect(response.status).toBe(404);
    });
  });

  describe("drafts and renamed slugs", () => {
    const slugsOf = (answer: { body: Answer }) =>
      answer.body.services.map((service) => service.slug);
    const page = (path: string) => fetch(new URL(path, site.url), { redirect: "manual" });

    test("a draft is absent for visitors from the lists, its slug, the sitemap and the footer; the admin sees it", async () => {
      const draft = await create({ title: "Draft Cover", category: "logistics", published: false });
      expect(draft.published).toBe(false);

      expect(slugsOf(await get("/api/services"))).not.toContain("draft-cover");
      expect(slugsOf(await get("/api/services?category=logistics"))).not.toContain("draft-cover");
      expect(slugsOf(await get("/api/services/category/logistics"))).not.toContain("draft-cover");
      expect(await get("/api/services/draft-cover")).toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
      expect(await get(`/api/services/id/${draft._id}`)).toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
      expect((await page("/services/draft-cover")).status).toBe(404);
      expect(await (await page("/sitemap.xml")).text()).not.toContain("draft-cover");
      expect(await (await page("/")).text()).not.toContain("/services/draft-cover");

      const asAdmin = await send("GET", "/api/services");
      const listed = asAdmin.body.services.find((service) => service.slug === "draft-cover");
      expect(listed?.published).toBe(false);
      expect((await send("GET", "/api/services/draft-cover")).body.service._id).toBe(draft._id);
      expect((await send("GET", `/api/services/id/${draft._id}`)).body.service._id).toBe(draft._id);

      const published = await send("PUT", `/api/services/${draft._id}`, {
        ...validService({ title: "Draft Cover" }),
        published: true,
      });
      expect(published.body.service.published).toBe(true);
      expect(slugsOf(await get("/api/services"))).toContain("draft-cover");
      expect((await page("/services/draft-cover")).status).toBe(200);
      expect(await (await page("/sitemap.xml")).text()).toContain("/services/draft-cover");
      await send("DELETE", `/api/services/${draft._id}`);
    });

    test("a renamed slug answers 301 to the new address; the footer links the new one", async () => {
      const service = await create({ title: "Moving Cover", slug: "moving-cover" });
      const renamed = await send("PUT", `/api/services/${service._id}`, {
        ...validService({ title: "Moving Cover" }),
        slug: "removal-cover",
      });
      expect(renamed.body.service.slug).toBe("removal-cover");

      const old = await page("/services/moving-cover");
      expect(old.status).toBe(301);
      expect(new URL(old.headers.get("location") ?? "", site.url).pathname).toBe(
        "/services/removal-cover",
      );
      const home = await (await page("/")).text();
      expect(home).toContain('href="/services/removal-cover"');
      expect(home).not.toContain('href="/services/moving-cover"');

      await send("DELETE", `/api/services/${service._id}`);
      expect((await page("/services/moving-cover")).status).toBe(404);
      expect((await page("/services/removal-cover")).status).toBe(404);
    });
  });
});
