import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  defaultAbout,
  defaultContactInfo,
  defaultHero,
} from "../../app/content/default-content.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { fetchImage, imageDataUrl } from "../support/images.ts";

interface Page {
  page: string;
  title: string;
  content: Record<string, unknown>;
  images: (string | null)[];
  version: number;
}

interface Failure {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
}

const validHero = () => ({
  title: "Your bridge to Turkey",
  content: {
    subtitle: "Care, materials and freight",
    description: "One team for treatment, building supplies and shipping.",
    buttonText: "Get Started",
    buttonLink: "/contact",
  },
});

const validAbout = () => ({
  title: "About Us",
  content: {
    vision: "A trusted bridge.",
    mission: "Honest service.",
    goals: ["Affordable care", "Fair prices"],
    whyChooseUs: ["Two offices"],
    companyHistory: "Founded in Paynesville.",
    coreValues: ["Integrity"],
    intro: "One office, three companies.",
    homeSummary: "We have seen every hospital we recommend.",
    cards: [{ title: "Care", text: "One coordinator per patient." }],
    imageAlt: "Our front desk",
  },
});

const validContact = () => ({
  address: "Tubman Boulevard 12",
  city: "Monrovia",
  country: "Liberia",
  phones: ["+231 777 000 111", "+231 888 000 222"],
  email: "office@example.com",
  whatsapp: "+231 777 000 111",
  workingHours: "Mon-Fri 8 AM-5 PM",
  mapUrl: "https://maps.example.com/?q=monrovia",
  description: "Walk in any weekday.",
});

describe.each(testEngines())("page content API on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  const getPage = async (page: string) => {
    const answer = await call<{ success: boolean; content: Page }>(
      site.url,
      "GET",
      `/api/content/${page}`,
    );
    expect(answer.status).toBe(200);
    return answer.body.content;
  };

  const putPage = (page: string, json: unknown) =>
    call<{ success: boolean; message: string; content: Page } & Failure>(
      site.url,
      "PUT",
      `/api/pagecontent/${page}`,
      { cookie, json },
    );

  const putContactInfo = (json: unknown) =>
    call<{ success: boolean; message: string; contactInfo: Record<string, unknown> } & Failure>(
      site.url,
      "PUT",
      "/api/contact-info",
      { cookie, json },
    );

  describe("reading", () => {
    test("GET /api/content lists hero, about and contact, each with title, content and images", async () => {
      const answer = await call<{ success: boolean; content: Page[] }>(
        site.url,
        "GET",
        "/api/content",
      );
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.content.map((page) => page.page)).toEqual(["hero", "about", "contact"]);
      for (const page of answer.body.content) {
        expect(typeof page.title).toBe("string");
        expect(page.content).toBeTypeOf("object");
        expect(Array.isArray(page.images)).toBe(true);
      }
      const [hero, about, contact] = answer.body.content;
      expect(hero?.title).toBe(defaultHero.title);
      expect(about?.content.vision).toBe(defaultAbout.content.vision);
      expect(contact?.content.address).toBe(defaultContactInfo.address);
    });

    test("GET /api/content/contact nests the contact record under content.content", async () => {
      const answer = await call(site.url, "GET", "/api/content/contact");
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        content: {
          page: "contact",
          title: "Contact Us",
          content: {
            address: defaultContactInfo.address,
            city: defaultContactInfo.city,
            country: defaultContactInfo.country,
            phones: defaultContactInfo.phones,
            email: defaultContactInfo.email,
            workingHours: defaultContactInfo.workingHours,
          },
        },
      });
    });

    test("an unknown page is a 404 on both content calls", async () => {
      for (const path of ["/api/content/pricing", "/api/pagecontent/pricing"]) {
        const answer = await call(site.url, "GET", path);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ success: false, message: "Page content not found." });
      }
      const put = await putPage("pricing", validHero());
      expect(put.status).toBe(404);
      expect(put.body).toEqual({ success: false, message: "Page content not found." });
    });

    test("GET /api/pagecontent/hero answers title, content and four image slots, without an envelope", async () => {
      const answer = await call(site.url, "GET", "/api/pagecontent/hero");
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(["content", "images", "title"]);
      expect(answer.body).toEqual({
        title: defaultHero.title,
        content: defaultHero.content,
        images: defaultHero.images,
      });
      expect(answer.body.images).toHaveLength(4);
    });

    test("GET /api/pagecontent/about and /contact answer in the same shape", async () => {
      const about = await call(site.url, "GET", "/api/pagecontent/about");
      expect(about.status).toBe(200);
      expect(about.body).toEqual({ title: "About Us", content: defaultAbout.content, images: [] });

      const contact = await call(site.url, "GET", "/api/pagecontent/contact");
      expect(contact.status).toBe(200);
      expect(Object.keys(contact.body).sort()).toEqual(["content", "images", "title"]);
      expect(contact.body).toMatchObject({
        title: "Contact Us",
        content: { address: defaultContactInfo.address, phones: defaultContactInfo.phones },
        images: [],
      });
    });
  });

  describe("hero", () => {
    test("an administrator saves the title and content; the images are kept", async () => {
      const before = await getPage("hero");
      const answer = await putPage("hero", validHero());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: "Hero content updated successfully!",
        content: { title: "Your bridge to Turkey" },
      });

      const saved = await call(site.url, "GET", "/api/pagecontent/hero");
      // The spec's fields as sent, and the optional second button, not sent, as empty.
      const { title, content } = validHero();
      expect(saved.body).toEqual({
        title,
        content: { ...content, secondButtonText: "", secondButtonLink: "" },
        images: before.images,
      });
    });

    test("the four image slots take URLs, null for an empty slot, and uploaded data URLs", async () => {
      const photo = await imageDataUrl("png", { width: 160, height: 90 });
      expect(photo.length).toBeGreaterThan(10_000);
      const answer = await putPage("hero", {
        ...validHero(),
        images: [photo, "/images/health-tourism.svg", null, "https://cdn.example.com/ship.jpg"],
      });
      expect(answer.status).toBe(200);

      const saved = await call<{ images: (string | null)[] }>(
        site.url,
        "GET",
        "/api/pagecontent/hero",
      );
      const [uploaded, ...rest] = saved.body.images;
      expect(uploaded).toMatch(/^\/uploads\/[0-9a-f]{64}-\d+x\d+\.png$/);
      expect(rest).toEqual([
        "/images/health-tourism.svg",
        null,
        "https://cdn.example.com/ship.jpg",
      ]);

      const image = await fetchImage(site.url, uploaded ?? "");
      expect(image.response.status).toBe(200);
      expect(image.response.headers.get("content-type")).toBe("image/png");
      expect(image.metadata).toMatchObject({ format: "png", width: 160, height: 90 });
    });

    test("anything but four slots is refused", async () => {
      const answer = await putPage("hero", { ...validHero(), images: ["/a.png", null, null] });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Failed to update hero content.");
      expect(answer.body.errors).toHaveProperty("images");
    });

    test("a slot holding something that is not an image is refused, and nothing is saved", async () => {
      const before = await call(site.url, "GET", "/api/pagecontent/hero");
      const text = `data:text/plain;base64,${Buffer.from("not an image").toString("base64")}`;
      const answer = await putPage("hero", { ...validHero(), images: [text, null, null, null] });
      expect(answer.status).toBe(415);
      expect(answer.body.success).toBe(false);
      expect(await call(site.url, "GET", "/api/pagecontent/hero")).toMatchObject({
        body: before.body,
      });
    });

    test.each([
      ["title", (body: ReturnType<typeof validHero>) => ({ ...body, title: "  " })],
      [
        "content.description",
        (body: ReturnType<typeof validHero>) => ({
          ...body,
          content: { ...body.content, description: "" },
        }),
      ],
      [
        "content.buttonText",
        (body: ReturnType<typeof validHero>) => {
          const { buttonText: _, ...content } = body.content;
          return { ...body, content };
        },
      ],
      [
        "content.buttonLink",
        (body: ReturnType<typeof validHero>) => ({
          ...body,
          content: { ...body.content, buttonLink: "" },
        }),
      ],
      [
        "content.buttonLink",
        (body: ReturnType<typeof validHero>) => ({
          ...body,
          content: { ...body.content, buttonLink: "javascript:alert(1)" },
        }),
      ],
    ])("%s is required and checked", async (field, change) => {
      const before = await call(site.url, "GET", "/api/pagecontent/hero");
      const answer = await putPage("hero", change(validHero()));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        message: "Failed to update hero content.",
      });
      expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
      expect((await call(site.url, "GET", "/api/pagecontent/hero")).body).toEqual(before.body);
    });
  });

  describe("about", () => {
    test("content sent as a JSON string, as the spec's editor does, is parsed and saved", async () => {
      const { content } = validAbout();
      const answer = await putPage("about", {
        page: "about",
        title: "Who we are",
        content: JSON.stringify({ ...content, vision: "Sent as a string." }),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe("About content updated successfully!");

      const saved = await call(site.url, "GET", "/api/pagecontent/about");
      expect(saved.body).toEqual({
        title: "Who we are",
        content: { ...content, vision: "Sent as a string." },
        images: [],
      });
    });

    test("content sent as an object is saved too; lists may be one item per line", async () => {
      const { content } = validAbout();
      const answer = await putPage("about", {
        title: "About Us",
        content: { ...content, goals: "First goal\n\n  Second goal  \n", coreValues: "" },
      });
      expect(answer.status).toBe(200);
      const saved = await getPage("about");
      expect(saved.content).toEqual({
        ...content,
        goals: ["First goal", "Second goal"],
        coreValues: [],
      });
    });

    test("content that is not valid JSON is refused", async () => {
      const before = await getPage("about");
      const answer = await putPage("about", { title: "About Us", content: "{vision: oops" });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        message: "Failed to update about content.",
      });
      expect(answer.body.errors).toHaveProperty("content");
      expect((await getPage("about")).version).toBe(before.version);
    });

    test.each(["vision", "mission", "goals", "whyChooseUs"])("%s is required", async (field) => {
      const body = validAbout();
      const answer = await putPage("about", {
        ...body,
        content: { ...body.content, [field]: field === "goals" ? [] : "" },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Failed to update about content.");
      expect(Object.keys(answer.body.errors ?? {})).toEqual([`content.${field}`]);
    });

    test("the home page shows the short about, or without one the story's first paragraph", async () => {
      const { content } = validAbout();
      const story = "Founded in Paynesville.\n\nThree companies today.";
      const homeAbout = async () => {
        const html = await (await fetch(new URL("/", site.url))).text();
        return html.slice(html.indexOf('id="about-title"'), html.indexOf('id="services-title"'));
      };
      expect(
        (
          await putPage("about", {
            title: "About Us",
            content: { ...content, companyHistory: story },
          })
        ).status,
      ).toBe(200);
      await expect.poll(homeAbout).toContain("We have seen every hospital we recommend.");
      expect(await homeAbout()).not.toContain("Founded in Paynesville.");

      const { homeSummary: _left, ...saidBefore } = content;
      const answer = await putPage("about", {
        title: "About Us",
        content: { ...saidBefore, companyHistory: story },
      });
      expect(answer.status).toBe(200);
      expect((await getPage("about")).content).toMatchObject({ homeSummary: "" });
      await expect.poll(homeAbout).toContain("Founded in Paynesville.");
      expect(await homeAbout()).not.toContain("Three companies today.");
    });

    test("history and core values are optional", async () => {
      const { companyHistory: _h, coreValues: _v, ...content } = validAbout().content;
      const answer = await putPage("about", { title: "About Us", content });
      expect(answer.status).toBe(200);
      expect((await getPage("about")).content).toMatchObject({
        companyHistory: "",
        coreValues: [],
      });
    });
  });

  describe("contact information", () => {
    test("GET /api/contact-info answers the record with phones as a list and the WhatsApp number", async () => {
      const answer = await call(site.url, "GET", "/api/contact-info");
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        contactInfo: {
          address: defaultContactInfo.address,
          phones: defaultContactInfo.phones,
          email: defaultContactInfo.email,
          whatsapp: defaultContactInfo.whatsapp,
          workingHours: defaultContactInfo.workingHours,
        },
      });
    });

    test("PUT /api/contact-info saves it, and /api/content/contact reads the same record", async () => {
      const answer = await putContactInfo(validContact());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: "Contact information updated successfully!",
        contactInfo: validContact(),
      });

      expect((await getPage("contact")).content).toMatchObject(validContact());
      const again = await call(site.url, "GET", "/api/contact-info");
      expect(again.body.contactInfo).toMatchObject(validContact());
    });

    test("phones may be sent as one comma-separated text, as the editor shows them", async () => {
      const answer = await putContactInfo({
        ...validContact(),
        phones: " +231 555 1, +231 555 2 ,, ",
      });
      expect(answer.status).toBe(200);
      expect(answer.body.contactInfo.phones).toEqual(["+231 555 1", "+231 555 2"]);
    });

    test("PUT /api/pagecontent/contact saves the same record, sent as the page's content", async () => {
      const contact = { ...validContact(), city: "Paynesville" };
      const answer = await putPage("contact", { title: "Contact Us", content: contact });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe("Contact information updated successfully!");
      const info = await call(site.url, "GET", "/api/contact-info");
      expect(info.body.contactInfo).toMatchObject({ city: "Paynesville" });
    });

    test.each([
      ["address", ""],
      ["city", " "],
      ["country", ""],
      ["phones", []],
      ["phones", " , "],
      ["email", ""],
      ["email", "office at example"],
      ["workingHours", ""],
      ["mapUrl", "not a web address"],
      ["mapUrl", "javascript:alert(1)"],
      ["whatsapp", "12 34"],
      ["whatsapp", "wa.me/231777000111"],
    ])("%s %j is refused", async (field, value) => {
      const before = await call(site.url, "GET", "/api/contact-info");
      const answer = await putContactInfo({ ...validContact(), [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Failed to update contact information.");
      expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
      expect((await call(site.url, "GET", "/api/contact-info")).body).toEqual(before.body);
    });

    test("a bad map address is explained, not just refused", async () => {
      const answer = await putContactInfo({ ...validContact(), mapUrl: "maps.example.com" });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.mapUrl).toEqual([
        "Enter a full web address starting with http:// or https://.",
      ]);
    });

    test("the map address is optional", async () => {
      const answer = await putContactInfo({ ...validContact(), mapUrl: "" });
      expect(answer.status).toBe(200);
      expect(answer.body.contactInfo.mapUrl).toBe("");
    });

    test("the same validation applies through PUT /api/pagecontent/contact", async () => {
      const answer = await putPage("contact", {
        title: "Contact Us",
        content: { ...validContact(), address: "" },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Failed to update contact information.");
      expect(answer.body.errors).toHaveProperty("address");
    });
  });

  describe("edit conflicts", () => {
    test("a hero save based on a stale version is refused and changes nothing", async () => {
      const loaded = await getPage("hero");
      const first = await putPage("hero", {
        ...validHero(),
        title: "First editor",
        version: loaded.version,
      });
      expect(first.status).toBe(200);
      expect(first.body.content.version).toBe(loaded.version + 1);

      const second = await putPage("hero", {
        ...validHero(),
        title: "Second editor",
        version: loaded.version,
      });
      expect(second.status).toBe(409);
      expect(second.body.success).toBe(false);
      expect(second.body.message).toMatch(/someone else saved the hero section/i);
      expect(second.body.message).toMatch(/reload/i);

      const now = await getPage("hero");
      expect(now.title).toBe("First editor");
      expect(now.version).toBe(loaded.version + 1);
    });

    test("an about save based on a stale version is refused; the current one is accepted", async () => {
      const loaded = await getPage("about");
      const stale = await putPage("about", { ...validAbout(), version: loaded.version - 1 || 99 });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/someone else saved the about page/i);
      expect(await getPage("about")).toEqual(loaded);

      const current = await putPage("about", {
        ...validAbout(),
        title: "Current",
        version: loaded.version,
      });
      expect(current.status).toBe(200);
      expect(await getPage("about")).toMatchObject({
        title: "Current",
        version: loaded.version + 1,
      });
    });

    test("a contact information save based on a stale version is refused; the current one is accepted", async () => {
      const loaded = await call<{ contactInfo: { version: number; city: string } }>(
        site.url,
        "GET",
        "/api/contact-info",
      );
      const version = loaded.body.contactInfo.version;

      const stale = await putContactInfo({ ...validContact(), city: "Buchanan", version: 999 });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/someone else saved the contact information/i);
      const unchanged = await call(site.url, "GET", "/api/contact-info");
      expect(unchanged.body).toEqual(loaded.body);

      const current = await putContactInfo({ ...validContact(), city: "Buchanan", version });
      expect(current.status).toBe(200);
      expect(current.body.contactInfo).toMatchObject({ city: "Buchanan", version: version + 1 });
      expect((await getPage("contact")).version).toBe(version + 1);
    });
  });
});
