import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed, EDITOR } from "../../tests/support/actors.ts";
import { daysFromNow } from "../../tests/support/clock.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { imageDataUrl, makeImage, toDataUrl } from "../../tests/support/images.ts";
import type { Db } from "../db/schema.ts";
import { ConflictError, NotFoundError, UnsupportedMediaError, ValidationError } from "./errors.ts";
import { readMediaFile, storeImage } from "./media.server.ts";
import { TRASH_DAYS } from "./revisions.model.ts";
import { purgeTrash } from "./revisions.server.ts";
import type { TeamMemberInput } from "./team.schema.ts";
import {
  countTeamMembers,
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  listTeamMembers,
  moveTeamMember,
  reorderTeamMembers,
  setTeamMemberImage,
  updateTeamMember,
} from "./team.server.ts";

const ADMIN = actorNamed("admin");

const member = (name: string, extra: Partial<TeamMemberInput> = {}): TeamMemberInput => ({
  name,
  position: "Freight Coordinator",
  ...extra,
});

async function photoUses(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("media_uses")
    .select("media_id")
    .where("owner", "=", `team-member:${memberId}`)
    .execute();
  return rows.map((row) => row.media_id);
}

async function isStored(db: Db, url: string | null): Promise<boolean> {
  if (!url?.startsWith("/uploads/")) return false;
  return (await readMediaFile(db, url.slice("/uploads/".length))) !== null;
}

describe.each(testEngines())("team on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
    db = database.db;
  });
  afterEach(() => database.drop());

  const names = async () => (await listTeamMembers(db)).map((each) => each.name);

  async function threeMembers() {
    const musu = await createTeamMember(db, member("Musu"), ADMIN);
    const comfort = await createTeamMember(db, member("Comfort"), ADMIN);
    const joseph = await createTeamMember(db, member("Joseph"), ADMIN);
    return { musu, comfort, joseph };
  }

  test("a new member joins at the end of the list, with the links that were filled in", async () => {
    const { musu, comfort } = await threeMembers();
    const added = await createTeamMember(
      db,
      member("  Bob  ", {
        email: "bob@example.com",
        socialLinks: { linkedin: "https://linkedin.com/in/bob", twitter: "" },
      }),
      ADMIN,
    );
    expect(added).toMatchObject({
      name: "Bob",
      bio: "",
      phone: "",
      email: "bob@example.com",
      image: null,
      socialLinks: { linkedin: "https://linkedin.com/in/bob" },
      order: 3,
      version: 1,
    });
    expect([musu.order, comfort.order]).toEqual([0, 1]);
    expect(await names()).toEqual(["Musu", "Comfort", "Joseph", "Bob"]);
    expect(await countTeamMembers(db)).toBe(4);
    const row = await db
      .selectFrom("team_members")
      .select("updated_by")
      .where("id", "=", added._id)
      .executeTakeFirstOrThrow();
    expect(row.updated_by).toBe(ADMIN.username);
  });

  test("a new member goes after the last one even when members before were deleted", async () => {
    const { musu, comfort } = await threeMembers();
    await deleteTeamMember(db, musu._id, EDITOR);
    await deleteTeamMember(db, comfort._id, EDITOR);
    const added = await createTeamMember(db, member("Bob"), ADMIN);
    expect(added.order).toBe(3);
    expect(await names()).toEqual(["Joseph", "Bob"]);
  });

  test("a member that does not exist is not found, whatever is done to it", async () => {
    const missing = crypto.randomUUID();
    await expect(getTeamMember(db, missing)).rejects.toThrow(NotFoundError);
    await expect(updateTeamMember(db, missing, member("Bob"), ADMIN)).rejects.toThrow(
      NotFoundError,
    );
    await expect(
      setTeamMemberImage(db, missing, { image: await imageDataUrl("png") }, ADMIN),
    ).rejects.toThrow(NotFoundError);
    await expect(deleteTeamMember(db, missing, EDITOR)).rejects.toThrow(NotFoundError);
    await expect(moveTeamMember(db, { id: missing, direction: "up" }, ADMIN)).rejects.toThrow(
      NotFoundError,
    );
    // Nothing was stored for the member that is not there.
    const media = await db.selectFrom("media").select("id").execute();
    expect(media).toEqual([]);
  });

  test("invalid input is refused with an error per field, and nothing is saved", async () => {
    const refusal = createTeamMember(
      db,
      {
        name: "  ",
        position: "Coordinator",
        email: "not-an-address",
        image: "//evil.example.com/photo.jpg",
        socialLinks: { linkedin: "javascript:alert(1)", myspace: "https://myspace.com/bob" },
      },
      ADMIN,
    );
    await expect(refusal).rejects.toThrow(ValidationError);
    const error = (await refusal.catch((caught: unknown) => caught)) as ValidationError;
    expect(error.message).toBe("Failed to add team member.");
    expect(Object.keys(error.fieldErrors).sort()).toEqual(
      ["email", "image", "name", "socialLinks", "socialLinks.linkedin"].sort(),
    );
    expect(error.fieldErrors.name).toEqual(["Enter a name."]);
    expect(await countTeamMembers(db)).toBe(0);
  });

  test("an edit from the version the editor loaded saves; one from an older version is a conflict", async () => {
    const { musu } = await threeMembers();
    const edited = await updateTeamMember(
      db,
      musu._id,
      member("Musu Kollie", { version: musu.version }),
      ADMIN,
    );
    expect(edited).toMatchObject({ name: "Musu Kollie", version: musu.version + 1, order: 0 });

    const stale = updateTeamMember(
      db,
      musu._id,
      member("Musu K.", { version: musu.version }),
      ADMIN,
    );
    await expect(stale).rejects.toThrow(ConflictError);
    await expect(stale).rejects.toThrow(/Someone else saved this team member/);
    expect((await getTeamMember(db, musu._id)).name).toBe("Musu Kollie");

    // Without a version (an API client that does not send one) the save is not checked.
    const unchecked = await updateTeamMember(db, musu._id, member("Musu K."), ADMIN);
    expect(unchecked).toMatchObject({ name: "Musu K.", version: musu.version + 2 });
  });

  test("a photo sent as a data URL is stored and recorded as the member's, and goes when the trash is emptied", async () => {
    const created = await createTeamMember(
      db,
      member("Musu", { image: await imageDataUrl("jpeg") }),
      ADMIN,
    );
    expect(created.image).toMatch(/^\/uploads\/[0-9a-f]{64}-120x80\.jpg$/);
    expect(await isStored(db, created.image)).toBe(true);
    expect(await photoUses(db, created._id)).toHaveLength(1);

    await deleteTeamMember(db, created._id, EDITOR);
    await expect(getTeamMember(db, created._id)).rejects.toThrow(NotFoundError);
    expect(await photoUses(db, created._id)).toEqual([]);
    expect(await isStored(db, created.image)).toBe(true);
    await purgeTrash(db, daysFromNow(TRASH_DAYS + 1));
    expect(await isStored(db, created.image)).toBe(false);
  });

  test("a photo two members show stays until neither shows it", async () => {
    const photo = await imageDataUrl("png");
    const musu = await createTeamMember(db, member("Musu", { image: photo }), ADMIN);
    const comfort = await createTeamMember(db, member("Comfort", { image: photo }), ADMIN);
    expect(comfort.image).toBe(musu.image);

    await deleteTeamMember(db, musu._id, EDITOR);
    await purgeTrash(db, daysFromNow(TRASH_DAYS + 1));
    expect(await isStored(db, comfort.image)).toBe(true);
    await deleteTeamMember(db, comfort._id, EDITOR);
    await purgeTrash(db, daysFromNow(TRASH_DAYS + 1));
    expect(await isStored(db, comfort.image)).toBe(false);
  });

  test("an edit keeps the photo when it leaves the image out, and removes it when empty (the history keeps the file)", async () => {
    const created = await createTeamMember(
      db,
      member("Musu", { image: await imageDataUrl("png") }),
      ADMIN,
    );
    const kept = await updateTeamMember(db, created._id, member("Musu Kollie"), ADMIN);
    expect(kept.image).toBe(created.image);
    expect(await isStored(db, created.image)).toBe(true);

    const removed = await updateTeamMember(db, created._id, member("Musu", { image: "" }), ADMIN);
    expect(removed.image).toBeNull();
    expect(await photoUses(db, created._id)).toEqual([]);
    expect(await isStored(db, created.image)).toBe(true);
  });

  test("a site picture or a web address is kept as the photo and stores nothing", async () => {
    for (const image of ["/images/team-placeholder.svg", "https://example.com/musu.jpg"]) {
      const created = await createTeamMember(db, member("Musu", { image }), ADMIN);
      expect(created.image).toBe(image);
      expect(await photoUses(db, created._id)).toEqual([]);
    }
    expect(await db.selectFrom("media").select("id").execute()).toEqual([]);
  });

  test("replacing the photo stores the new one, keeps the old one in the history and bumps the version", async () => {
    const created = await createTeamMember(
      db,
      member("Musu", { image: await imageDataUrl("png") }),
      ADMIN,
    );
    const replaced = await setTeamMemberImage(
      db,
      created._id,
      { image: await makeImage("jpeg") },
      ADMIN,
    );
    expect(replaced.image).toMatch(/\.jpg$/);
    expect(replaced.version).toBe(created.version + 1);
    expect(await isStored(db, replaced.image)).toBe(true);
    expect(await photoUses(db, created._id)).toHaveLength(1);
    expect(await isStored(db, created.image)).toBe(true);
  });

  test("a new photo that is not an image, or none at all, is refused and the old one stays", async () => {
    const created = await createTeamMember(
      db,
      member("Musu", { image: await imageDataUrl("png") }),
      ADMIN,
    );
    const notes = toDataUrl(Buffer.from("These are my notes.\n"), "image/png");
    await expect(setTeamMemberImage(db, created._id, { image: notes }, ADMIN)).rejects.toThrow(
      UnsupportedMediaError,
    );
    await expect(setTeamMemberImage(db, created._id, {}, ADMIN)).rejects.toThrow(
      "Please select an image file.",
    );
    await expect(createTeamMember(db, member("Comfort", { image: notes }), ADMIN)).rejects.toThrow(
      UnsupportedMediaError,
    );

    expect(await getTeamMember(db, created._id)).toEqual(created);
    expect(await isStored(db, created.image)).toBe(true);
    expect(await names()).toEqual(["Musu"]);
  });

  test("a photo whose upload is gone is a conflict, and the member is not saved", async () => {
    const photo = await storeImage(db, await makeImage("png"));
    await db.deleteFrom("media").where("id", "=", photo._id).execute();

    await expect(createTeamMember(db, member("Musu", { image: photo.url }), ADMIN)).rejects.toThrow(
      ConflictError,
    );
    expect(await countTeamMembers(db)).toBe(0);

    const comfort = await createTeamMember(db, member("Comfort"), ADMIN);
    await expect(
      updateTeamMember(db, comfort._id, member("Comfort Doe", { image: photo.url }), ADMIN),
    ).rejects.toThrow(ConflictError);
    expect(await getTeamMember(db, comfort._id)).toEqual(comfort);
  });

  test("reordering puts every member where the list says, or changes nothing", async () => {
    const { musu, comfort, joseph } = await threeMembers();
    const reordered = await reorderTeamMembers(
      db,
      { ids: [joseph._id, musu._id, comfort._id] },
      ADMIN,
    );
    expect(reordered.map((each) => [each.name, each.order])).toEqual([
      ["Joseph", 0],
      ["Musu", 1],
      ["Comfort", 2],
    ]);

    const refusals = [
      { ids: [musu._id, musu._id, joseph._id], error: ValidationError, field: "ids" },
      { ids: [comfort._id, musu._id], error: ValidationError, field: "ids" },
      { ids: [comfort._id, musu._id, crypto.randomUUID()], error: NotFoundError },
      { ids: [], error: ValidationError, field: "ids" },
    ];
    for (const { ids, error, field } of refusals) {
      const refusal = reorderTeamMembers(db, { ids }, ADMIN);
      await expect(refusal).rejects.toThrow(error);
      if (field) await expect(refusal).rejects.toHaveProperty(["fieldErrors", field]);
    }
    expect(await names()).toEqual(["Joseph", "Musu", "Comfort"]);
  });

  test("moving swaps a member with its neighbour, and at either end nothing moves", async () => {
    const { musu, comfort, joseph } = await threeMembers();
    const moved = await moveTeamMember(db, { id: musu._id, direction: "down" }, ADMIN);
    expect(moved.map((each) => each.name)).toEqual(["Comfort", "Musu", "Joseph"]);

    await moveTeamMember(db, { id: joseph._id, direction: "up" }, ADMIN);
    expect(await names()).toEqual(["Comfort", "Joseph", "Musu"]);

    const atTop = await moveTeamMember(db, { id: comfort._id, direction: "up" }, ADMIN);
    const atBottom = await moveTeamMember(db, { id: musu._id, direction: "down" }, ADMIN);
    expect(atTop.map((each) => each.name)).toEqual(["Comfort", "Joseph", "Musu"]);
    expect(atBottom.map((each) => each.name)).toEqual(["Comfort", "Joseph", "Musu"]);

    await expect(
      moveTeamMember(db, { id: musu._id, direction: "sideways" }, ADMIN),
    ).rejects.toThrow(ValidationError);
  });

  test("moving a member does not turn an edit opened before the move into a conflict", async () => {
    const { musu } = await threeMembers();
    await moveTeamMember(db, { id: musu._id, direction: "down" }, ADMIN);
    const edited = await updateTeamMember(
      db,
      musu._id,
      member("Musu Kollie", { version: musu.version }),
      ADMIN,
    );
    expect(edited).toMatchObject({ name: "Musu Kollie", order: 1 });
  });

  test("a draft member is left out of the public list, kept for the office, and published later", async () => {
    const { musu, comfort, joseph } = await threeMembers();
    const draft = await updateTeamMember(
      db,
      comfort._id,
      member("Comfort", { published: "false", version: comfort.version }),
      ADMIN,
    );
    expect(draft.published).toBe(false);
    expect(await names()).toEqual(["Musu", "Joseph"]);
    expect((await listTeamMembers(db, { includeDrafts: true })).map((each) => each.name)).toEqual([
      "Musu",
      "Comfort",
      "Joseph",
    ]);
    const hired = await createTeamMember(db, member("Fatu", { published: false }), ADMIN);
    // An edit that does not say (the spec's API has no such field) keeps the member a draft.
    const edited = await updateTeamMember(db, hired._id, member("Fatu Kamara"), ADMIN);
    expect(edited.published).toBe(false);
    expect(await names()).toEqual(["Musu", "Joseph"]);
    await updateTeamMember(db, hired._id, member("Fatu", { published: "true" }), ADMIN);
    expect(await names()).toEqual(["Musu", "Joseph", "Fatu"]);
    expect([musu, joseph].every((each) => each.published)).toBe(true);
  });

  test("moves and reorders count the drafts, so a draft keeps its place when published", async () => {
    const { musu, comfort, joseph } = await threeMembers();
    await updateTeamMember(db, comfort._id, member("Comfort", { published: false }), ADMIN);
    const moved = await moveTeamMember(db, { id: joseph._id, direction: "up" }, ADMIN);
    expect(moved.map((each) => each.name)).toEqual(["Musu", "Joseph", "Comfort"]);
    await expect(reorderTeamMembers(db, { ids: [joseph._id, musu._id] }, ADMIN)).rejects.toThrow(
      ValidationError,
    );
    await reorderTeamMembers(db, { ids: [comfort._id, joseph._id, musu._id] }, ADMIN);
    await updateTeamMember(db, comfort._id, member("Comfort", { published: true }), ADMIN);
    expect(await names()).toEqual(["Comfort", "Joseph", "Musu"]);
  });
});
