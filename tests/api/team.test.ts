import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultTeamMembers } from "../../app/content/default-content.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { fetchImage, imageDataUrl, toDataUrl } from "../support/images.ts";

interface TeamMember {
  _id: string;
  name: string;
  position: string;
  bio: string;
  email: string;
  phone: string;
  image: string | null;
  socialLinks: Record<string, string>;
  order: number;
  published: boolean;
  version: number;
}

interface Answer {
  success: boolean;
  message: string;
  teamMember: TeamMember;
  teamMembers: TeamMember[];
  errors?: Record<string, string[]>;
}

const UPLOADED = /^\/uploads\/[0-9a-f]{64}-\d+x\d+\.(png|jpg)$/;

const validMember = (fields: Partial<Record<keyof TeamMember, unknown>> = {}) => ({
  name: "Grace T. Weah",
  position: "Building Materials Sales",
  bio: "Grace quotes and schedules deliveries for contractors across Montserrado.",
  email: "grace@example.com",
  phone: "+231 770 555 010",
  ...fields,
});

describe.each(testEngines())("team API on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  const send = (method: string, path: string, json?: unknown) =>
    call<Answer>(site.url, method, path, { cookie, json });
  const list = async () => {
    const answer = await call<Answer>(site.url, "GET", "/api/team");
    expect(answer.status).toBe(200);
    return answer.body.teamMembers;
  };
  const create = async (fields: Partial<Record<keyof TeamMember, unknown>> = {}) => {
    const answer = await send("POST", "/api/team", validMember(fields));
    expect(answer.status).toBe(201);
    return answer.body.teamMember;
  };
  /** The rows as stored, to prove a failed write left every one of them untouched. */
  const storedRows = () =>
    site.database.db
      .selectFrom("team_members")
      .select(["id", "sort_order", "version", "updated_at", "updated_by"])
      .orderBy("id")
      .execute();

  test("GET /api/team lists the three default members in order", async () => {
    const answer = await call<Answer>(site.url, "GET", "/api/team");
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.teamMembers.map((member) => member.name)).toEqual(
      defaultTeamMembers.map((member) => member.name),
    );
    expect(answer.body.teamMembers[0]).toMatchObject({
      _id: "default-member-1",
      position: "Managing Director",
      email: "joseph@lonestar-anatolia.com",
      image: null,
      socialLinks: {},
    });
  });

  describe("adding, updating and deleting", () => {
    test("POST adds a member at the end with the spec's text", async () => {
      const answer = await send(
        "POST",
        "/api/team",
        validMember({
          socialLinks: { linkedin: "https://www.linkedin.com/in/grace", twitter: "" },
        }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        success: true,
        message: "Team member added successfully!",
        teamMember: {
          ...validMember(),
          _id: expect.any(String),
          image: null,
          socialLinks: { linkedin: "https://www.linkedin.com/in/grace" },
          version: 1,
        },
      });
      expect((await list()).at(-1)?._id).toBe(answer.body.teamMember._id);
    });

    test("only a name and a position are required", async () => {
      const answer = await send("POST", "/api/team", { name: "Ama", position: "Driver" });
      expect(answer.status).toBe(201);
      expect(answer.body.teamMember).toMatchObject({
        name: "Ama",
        position: "Driver",
        bio: "",
        email: "",
        phone: "",
        image: null,
      });
    });

    test.each([
      ["name", { name: "" }, "Enter a name."],
      ["name", { name: undefined }, "Enter a name."],
      ["position", { position: "   " }, "Enter a position."],
    ])("%s is required", async (field, change, text) => {
      const before = await list();
      const answer = await send("POST", "/api/team", { ...validMember(), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: "Failed to add team member.",
        errors: { [field]: [text] },
      });
      expect(await list()).toEqual(before);
    });

    test("a bad e-mail address is refused", async () => {
      const answer = await send("POST", "/api/team", validMember({ email: "grace@" }));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        email: ["Enter a valid e-mail address, like name@example.com."],
      });
    });

    test("social links take only the five networks and http(s) addresses", async () => {
      const links = {
        linkedin: "https://linkedin.com/in/x",
        twitter: "https://x.com/x",
        facebook: "http://facebook.com/x",
        instagram: "https://instagram.com/x",
        other: "https://example.com/x",
      };
      expect((await create({ socialLinks: links })).socialLinks).toEqual(links);

      const unknown = await send(
        "POST",
        "/api/team",
        validMember({ socialLinks: { myspace: "https://myspace.com/x" } }),
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toHaveProperty("socialLinks");

      for (const link of ["javascript:alert(1)", "ftp://example.com/x", "linkedin.com/in/x"]) {
        const bad = await send(
          "POST",
          "/api/team",
          validMember({ socialLinks: { twitter: link } }),
        );
        expect(bad.status).toBe(400);
        expect(bad.body.errors).toEqual({
          "socialLinks.twitter": ["Enter a full web address starting with http:// or https://."],
        });
      }
    });

    test("PUT updates a member with the spec's text and counts its version up", async () => {
      const member = await create({ name: "Old Name" });
      const answer = await send(
        "PUT",
        `/api/team/${member._id}`,
        validMember({ name: "New Name", position: "Director", version: member.version }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: "Team member updated successfully!",
        teamMember: {
          _id: member._id,
          name: "New Name",
          position: "Director",
          version: member.version + 1,
        },
      });
      const read = await call<Answer>(site.url, "GET", `/api/team/${member._id}`);
      expect(read.body.teamMember.name).toBe("New Name");
    });

    test("PUT validates like POST", async () => {
      const member = await create();
      const answer = await send("PUT", `/api/team/${member._id}`, validMember({ position: "" }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: "Failed to update team member.",
        errors: { position: ["Enter a position."] },
      });
    });

    test("PUT with a stale version is a 409 and changes nothing", async () => {
      const member = await create({ name: "Shared Record" });
      const first = await send(
        "PUT",
        `/api/team/${member._id}`,
        validMember({ name: "First Editor", version: member.version }),
      );
      expect(first.status).toBe(200);

      const second = await send(
        "PUT",
        `/api/team/${member._id}`,
        validMember({ name: "Second Editor", version: member.version }),
      );
      expect(second.status).toBe(409);
      expect(second.body.success).toBe(false);
      expect(second.body.message).toMatch(/someone else saved this team member/i);
      const read = await call<Answer>(site.url, "GET", `/api/team/${member._id}`);
      expect(read.body.teamMember).toMatchObject({
        name: "First Editor",
        version: member.version + 1,
      });
    });

    test("DELETE removes a member with the spec's text; afterwards it is not found", async () => {
      const member = await create({ name: "Leaving Soon" });
      const answer = await send("DELETE", `/api/team/${member._id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: "Team member deleted successfully!" });
      expect((await list()).map((each) => each._id)).not.toContain(member._id);

      const gone = await call(site.url, "GET", `/api/team/${member._id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ success: false, message: "Team member not found." });
    });

    test("PUT, DELETE and upload of an unknown member are 404s", async () => {
      for (const [method, path, body] of [
        ["PUT", "/api/team/no-such-id", validMember()],
        ["DELETE", "/api/team/no-such-id", undefined],
        ["POST", "/api/team/no-such-id/upload", { image: await imageDataUrl("png") }],
      ] as const) {
        const answer = await send(method, path, body);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ success: false, message: "Team member not found." });
      }
    });
  });

  describe("photos", () => {
    test("a photo sent as a data URL is stored under /uploads and served", async () => {
      const member = await create({ image: await imageDataUrl("jpeg", { width: 64, height: 80 }) });
      expect(member.image).toMatch(UPLOADED);
      const photo = await fetchImage(site.url, member.image ?? "");
      expect(photo.response.status).toBe(200);
      expect(photo.response.headers.get("content-type")).toBe("image/jpeg");
      expect(photo.metadata).toMatchObject({ width: 64, height: 80 });
    });

    test("a PUT without image keeps the photo; null removes it", async () => {
      const member = await create({ image: await imageDataUrl("png") });
      expect(member.image).toMatch(UPLOADED);

      const kept = await send("PUT", `/api/team/${member._id}`, validMember({ bio: "Updated." }));
      expect(kept.status).toBe(200);
      expect(kept.body.teamMember).toMatchObject({ bio: "Updated.", image: member.image });

      const removed = await send("PUT", `/api/team/${member._id}`, validMember({ image: null }));
      expect(removed.status).toBe(200);
      expect(removed.body.teamMember.image).toBeNull();
    });

    test("web addresses and site paths are kept as they are", async () => {
      const member = await create({ image: "https://cdn.example.com/grace.jpg" });
      expect(member.image).toBe("https://cdn.example.com/grace.jpg");
      const changed = await send(
        "PUT",
        `/api/team/${member._id}`,
        validMember({ image: "/images/team/grace.jpg" }),
      );
      expect(changed.body.teamMember.image).toBe("/images/team/grace.jpg");
    });

    test("a photo that is not an image is refused, whatever type it claims", async () => {
      const text = Buffer.from("this is not a photo");
      for (const type of ["image/png", "text/plain"]) {
        const answer = await send(
          "POST",
          "/api/team",
          validMember({ image: toDataUrl(text, type) }),
        );
        expect(answer.status, type).toBe(415);
        expect(answer.body.success, type).toBe(false);
      }
      const notAnAddress = await send(
        "POST",
        "/api/team",
        validMember({ image: "//evil.example/a.png" }),
      );
      expect(notAnAddress.status).toBe(400);
      expect(notAnAddress.body.errors).toHaveProperty("image");
    });

    test("POST /api/team/:id/upload sets the photo", async () => {
      const member = await create();
      const answer = await send("POST", `/api/team/${member._id}/upload`, {
        image: await imageDataUrl("png"),
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: "Team member updated successfully!",
        teamMember: { _id: member._id, image: expect.stringMatching(UPLOADED) },
      });
      const read = await call<Answer>(site.url, "GET", `/api/team/${member._id}`);
      expect(read.body.teamMember.image).toBe(answer.body.teamMember.image);

      const missing = await send("POST", `/api/team/${member._id}/upload`, {});
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ image: ["Please select an image file."] });
    });
  });

  describe("order", () => {
    test("PUT /api/team/order changes the order GET /api/team answers", async () => {
      const ids = (await list()).map((member) => member._id);
      const reversed = ids.toReversed();
      const answer = await send("PUT", "/api/team/order", { ids: reversed });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.teamMembers.map((member) => member._id)).toEqual(reversed);
      expect((await list()).map((member) => member._id)).toEqual(reversed);
    });

    test("an unknown id in the middle of the list is a 404 and nothing is half-written", async () => {
      const ids = (await list()).map((member) => member._id);
      const before = await storedRows();
      // The first ids move, so a reorder that stopped at the unknown one would show.
      const [first, ...rest] = ids.toReversed();
      const answer = await send("PUT", "/api/team/order", {
        ids: [first, "no-such-member", ...rest],
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: "Team member not found." });

      expect(await storedRows()).toEqual(before);
      expect((await list()).map((member) => member._id)).toEqual(ids);
    });

    test("a list that leaves a member out or names one twice is refused and changes nothing", async () => {
      const ids = (await list()).map((member) => member._id);
      const before = await storedRows();

      const partial = await send("PUT", "/api/team/order", { ids: ids.slice(1).toReversed() });
      expect(partial.status).toBe(400);
      expect(partial.body.errors).toHaveProperty("ids");

      const twice = await send("PUT", "/api/team/order", { ids: [...ids, ids[0]] });
      expect(twice.status).toBe(400);
      expect(twice.body.errors).toEqual({ ids: ["Each team member may appear only once."] });

      const empty = await send("PUT", "/api/team/order", { ids: [] });
      expect(empty.status).toBe(400);

      expect(await storedRows()).toEqual(before);
    });
  });

  test("a draft member is left out of GET /api/team and /team for visitors; the admin sees it", async () => {
    const draft = await create({ name: "Draft Person", published: false });
    expect(draft.published).toBe(false);
    expect((await list()).map((member) => member.name)).not.toContain("Draft Person");
    const teamPage = await (await fetch(new URL("/team", site.url))).text();
    expect(teamPage).not.toContain("Draft Person");
    const asAdmin = await send("GET", "/api/team");
    expect(asAdmin.body.teamMembers.find((member) => member._id === draft._id)?.published).toBe(
      false,
    );
    // The order call lists every member, drafts included.
    const everyone = asAdmin.body.teamMembers.map((member) => member._id);
    const reordered = await send("PUT", "/api/team/order", { ids: [...everyone].reverse() });
    expect(reordered.status).toBe(200);
    await send(
      "PUT",
      `/api/team/${draft._id}`,
      validMember({ name: "Draft Person", published: true }),
    );
    expect((await list()).map((member) => member.name)[0]).toBe("Draft Person");
    await send("DELETE", `/api/team/${draft._id}`);
  });
});
