import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import { daysFromNow } from "../../tests/support/clock.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { imageDataUrl } from "../../tests/support/images.ts";
import type { Db } from "../db/schema.ts";
import { listAuditLog } from "./audit.server.ts";
import { ConflictError, NotFoundError, ValidationError } from "./errors.ts";
import { itemHistory, restoreFromTrash, restoreVersion, trashContents } from "./history.server.ts";
import { TRASH_DAYS } from "./revisions.model.ts";
import { purgeTrash } from "./revisions.server.ts";
import {
  addServiceImage,
  createService,
  deleteService,
  findPublicService,
  getServiceById,
  listServices,
  removeServiceImage,
  updateService,
} from "./services.server.ts";
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  listTeamMembers,
  updateTeamMember,
} from "./team.server.ts";

const ALICE = actorNamed("alice");
const BOB = actorNamed("bob");

const service = (title: string, fields: Record<string, unknown> = {}) => ({
  title,
  category: "logistics",
  shortDescription: "Weekly sailings from Mersin to Monrovia.",
  fullDescription: "We book, load and clear your cargo.",
  features: "Door to door\nCustoms clearance",
  ...fields,
});

describe.each(testEngines())("history and trash on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createMigratedDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    await db.deleteFrom("services").execute();
    await db.deleteFrom("team_members").execute();
    await db.deleteFrom("revisions").execute();
    await db.deleteFrom("media_uses").execute();
    await db.deleteFrom("media").execute();
  });

  /** Sea Freight, made by Alice, who then gave it a photo of a ship: the service as it stands. */
  const seaFreightWithShipPhoto = async () => {
    const created = await createService(db, service("Sea Freight"), ALICE);
    const imageData = await imageDataUrl("png");
    return addServiceImage(db, created._id, { imageData, alt: "A ship" }, ALICE);
  };

  const storedImages = async () => (await db.selectFrom("media").select("id").execute()).length;

  test("each save of a service keeps the version it replaces, its images included", async () => {
    const created = await seaFreightWithShipPhoto();
    await updateService(db, created._id, service("Ocean Freight", { category: "logistics" }), BOB);

    const history = await itemHistory(db, "service", created._id);
    expect(history.current).toMatchObject({ version: 3, savedBy: "bob" });
    expect(history.versions.map((version) => [version.version, version.savedBy])).toEqual([
      [2, "alice"],
      [1, "alice"],
    ]);
    expect(history.versions[0]?.changesFromCurrent).toEqual([
      { field: "title", before: "Sea Freight", after: "Ocean Freight" },
    ]);
    expect(history.versions[1]?.changesFromCurrent).toEqual([
      { field: "title", before: "Sea Freight", after: "Ocean Freight" },
      { field: "images 1", before: "", after: created.images[0]?.url, image: true },
      { field: "images 1 alt", before: "", after: "A ship" },
      { field: "images 1 primary", before: "", after: "yes" },
    ]);
  });

  test("a save of a service that changes nothing keeps no copy of the same version", async () => {
    const created = await createService(db, service("Sea Freight"), ALICE);
    await updateService(db, created._id, service("Sea Freight"), BOB);
    expect((await itemHistory(db, "service", created._id)).versions).toEqual([]);
  });

  test("restoring a service's version brings back its text and its removed image, as a new version", async () => {
    const created = await seaFreightWithShipPhoto();
    const image = created.images[0];
    await removeServiceImage(db, created._id, image?._id ?? "", ALICE);
    const renamed = await updateService(db, created._id, service("Air Freight"), ALICE);
    expect(renamed.images).toEqual([]);
    expect(await storedImages()).toBe(1);

    const { versions } = await itemHistory(db, "service", created._id);
    const withPhoto = versions.find((version) => version.version === created.version);
    const restored = await restoreVersion(
      db,
      withPhoto?._id ?? 0,
      { version: renamed.version },
      BOB,
    );

    expect(restored).toMatchObject({ restoredVersion: created.version });
    const now = await getServiceById(db, created._id);
    expect(now).toMatchObject({ title: "Sea Freight", version: renamed.version + 1 });
    expect(now.images.map((each) => [each.url, each.alt, each.isPrimary])).toEqual([
      [image?.url, "A ship", true],
    ]);
    const { items } = await listAuditLog(db);
    expect(items[0]?.summary).toBe(
      `Updated the service Sea Freight (restored version ${created.version})`,
    );
    // The version it replaced is kept too: nothing is lost by a restore.
    const after = await itemHistory(db, "service", created._id);
    expect(after.versions[0]).toMatchObject({ version: renamed.version, savedBy: "alice" });
  });

  test("a stale restore is a conflict, and a version whose address another service took is refused", async () => {
    const created = await createService(db, service("Sea Freight"), ALICE);
    const renamed = await updateService(
      db,
      created._id,
      service("Air Freight", { slug: "air-freight" }),
      ALICE,
    );
    const [first] = (await itemHistory(db, "service", created._id)).versions;
    await expect(
      restoreVersion(db, first?._id ?? 0, { version: created.version }, BOB),
    ).rejects.toThrow(ConflictError);

    await createService(db, service("Sea Freight Express", { slug: "sea-freight" }), ALICE);
    await expect(
      restoreVersion(db, first?._id ?? 0, { version: renamed.version }, BOB),
    ).rejects.toThrow(ValidationError);
    expect((await getServiceById(db, created._id)).title).toBe("Air Freight");
  });

  test("a team member's saves are kept, and a restore brings back the photo", async () => {
    const created = await createTeamMember(
      db,
      { name: "Musu", position: "Nurse", image: await imageDataUrl("png") },
      ALICE,
    );
    const edited = await updateTeamMember(
      db,
      created._id,
      { name: "Musu Kollie", position: "Head Nurse", image: null },
      BOB,
    );
    expect(edited.image).toBeNull();

    const { versions } = await itemHistory(db, "team-member", created._id);
    expect(versions[0]?.changesFromCurrent).toEqual([
      { field: "title", before: "Musu", after: "Musu Kollie" },
      { field: "position", before: "Nurse", after: "Head Nurse" },
      { field: "images 1", before: created.image, after: "", image: true },
    ]);
    await restoreVersion(db, versions[0]?._id ?? 0, {}, ALICE);
    expect(await getTeamMember(db, created._id)).toMatchObject({
      name: "Musu",
      position: "Nurse",
      image: created.image,
      version: edited.version + 1,
    });
  });

  test("a deleted service goes to the trash and comes back with its images, history and address", async () => {
    const created = await seaFreightWithShipPhoto();
    await deleteService(db, created._id, BOB);
    expect(await listServices(db, { includeDrafts: true })).toEqual([]);
    await expect(findPublicService(db, "sea-freight")).rejects.toThrow(NotFoundError);

    const [trashed] = await trashContents(db);
    expect(trashed).toMatchObject({
      type: "service",
      itemId: created._id,
      name: "Sea Freight",
      deletedBy: "bob",
    });
    expect(Date.parse(trashed?.removedAfter ?? "") - Date.parse(trashed?.deletedAt ?? "")).toBe(
      TRASH_DAYS * 86_400_000,
    );

    const restored = await restoreFromTrash(db, trashed?._id ?? 0, ALICE);
    expect(restored).toMatchObject({ service: { _id: created._id, slug: "sea-freight" } });
    const back = await getServiceById(db, created._id);
    expect(back.images.map((image) => [image.url, image.alt, image.isPrimary])).toEqual([
      [created.images[0]?.url, "A ship", true],
    ]);
    expect(await findPublicService(db, "sea-freight")).toMatchObject({
      service: { _id: created._id },
    });
    expect(await trashContents(db)).toEqual([]);
    expect((await itemHistory(db, "service", created._id)).versions).toHaveLength(1);
    expect((await listAuditLog(db)).items[0]?.summary).toBe(
      "Created the service Sea Freight (restored from the trash)",
    );
    await expect(restoreFromTrash(db, trashed?._id ?? 0, ALICE)).rejects.toThrow(NotFoundError);
  });

  test("a service restored after its address was taken gets a new one", async () => {
    const created = await createService(db, service("Sea Freight"), ALICE);
    await deleteService(db, created._id, ALICE);
    await createService(db, service("Sea Freight"), ALICE);
    const [trashed] = await trashContents(db);
    const restored = await restoreFromTrash(db, trashed?._id ?? 0, ALICE);
    expect(restored).toMatchObject({ service: { slug: "sea-freight-2" } });
  });

  test("a deleted team member comes back with their photo, at the end of the list", async () => {
    const musu = await createTeamMember(
      db,
      { name: "Musu", position: "Nurse", image: await imageDataUrl("png") },
      ALICE,
    );
    await createTeamMember(db, { name: "Comfort", position: "Driver" }, ALICE);
    await deleteTeamMember(db, musu._id, BOB);
    expect((await listTeamMembers(db)).map((member) => member.name)).toEqual(["Comfort"]);

    const [trashed] = await trashContents(db);
    expect(trashed).toMatchObject({ type: "team-member", name: "Musu", deletedBy: "bob" });
    await restoreFromTrash(db, trashed?._id ?? 0, ALICE);
    expect((await listTeamMembers(db)).map((member) => [member.name, member.image])).toEqual([
      ["Comfort", null],
      ["Musu", musu.image],
    ]);
  });

  test(`after ${TRASH_DAYS} days the trash is emptied, with the item's history and unused images`, async () => {
    const old = await createService(db, service("Sea Freight"), ALICE);
    await addServiceImage(db, old._id, { imageData: await imageDataUrl("png") }, ALICE);
    await deleteService(db, old._id, ALICE);
    const recent = await createTeamMember(db, { name: "Musu", position: "Nurse" }, ALICE);
    await updateTeamMember(db, recent._id, { name: "Musu Kollie", position: "Nurse" }, ALICE);
    await deleteTeamMember(db, recent._id, ALICE);
    // The service was deleted long ago; the member only now.
    await db
      .updateTable("revisions")
      .set({ deleted_at: daysFromNow(-TRASH_DAYS - 1).toISOString() })
      .where("item_id", "=", old._id)
      .where("deleted_at", "is not", null)
      .execute();

    expect(await purgeTrash(db)).toBe(1);
    expect((await listAuditLog(db)).items[0]).toMatchObject({
      actor: { _id: null, username: "Scheduled clean-up" },
      summary: `Deleted the service Sea Freight (removed for good, ${TRASH_DAYS} days in the trash)`,
    });
    expect((await trashContents(db)).map((item) => item.name)).toEqual(["Musu Kollie"]);
    const left = await db.selectFrom("revisions").select("item_id").execute();
    expect(new Set(left.map((row) => row.item_id))).toEqual(new Set([recent._id]));
    expect(await storedImages()).toBe(0);
  });
});
