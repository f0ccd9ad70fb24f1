import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { defaultContactInfo } from "../content/default-content.ts";
import { defaultTrust } from "../content/default-trust.ts";
import { updateBrand } from "./brand.server.ts";
import { updateContactInfo } from "./contact-info.server.ts";
import { isLaunched, launchSite, launchState } from "./launch.server.ts";
import { storeImage } from "./media.server.ts";
import { setTeamMemberImage } from "./team.server.ts";
import { updateTrustSection } from "./trust.server.ts";

const OFFICE = actorNamed("office");

async function remaining(database: TestDatabase) {
  const { checklist } = await launchState(database.db);
  return Object.fromEntries(checklist.map((item) => [item.id, item.remaining]));
}

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();

describe.each(testEngines())("the launch and its checklist on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
  });
  afterEach(() => database.drop());

  test("a fresh install lists every built-in placeholder, each with the screen that replaces it", async () => {
    const left = await remaining(database);
    expect(left.figures).toHaveLength(defaultTrust.figures.length);
    expect(left.partners?.map((p) => p.text)).toContain("Partner hospital group, Istanbul");
    expect(left.testimonials?.map((p) => p.text)).toContain("From Patience K.");
    expect(left.illustrations?.map((p) => p.text)).toEqual([
      "Home page picture 1",
      "Home page picture 2",
      "Home page picture 3",
      "About page picture",
      "Health Tourism picture",
      "Building & Construction Materials picture",
      "Logistics Services picture",
    ]);
    expect(left.illustrations?.[4]?.to).toBe(
      "/admin/services/default-service-health-tourism/images",
    );
    expect(left["team-photos"]?.[0]).toEqual({
      text: "Joseph K. Flomo",
      to: "/admin/team?edit=default-member-1",
    });
    expect(left["example-contacts"]?.map((p) => p.text)).toEqual([
      "Phone +231 770 123 456",
      "Phone +231 886 123 456",
      "WhatsApp +231 770 123 456",
      "E-mail info@lonestar-anatolia.com",
      "Address ELWA Junction, Robertsfield Highway",
      "Joseph K. Flomo's phone or e-mail",
      "Aylin Demir's phone or e-mail",
      "Musa B. Kamara's phone or e-mail",
    ]);
    expect(left.logo).toHaveLength(1);
  });

  test("an item loses what the office replaced, and is ticked when nothing is left", async () => {
    const [, ...otherFigures] = defaultTrust.figures;
    await updateTrustSection(
      database.db,
      "figures",
      { figures: [{ value: "12", label: "Years in business" }, ...otherFigures] },
      OFFICE,
    );
    await setTeamMemberImage(database.db, "default-member-2", { image: await png() }, OFFICE);
    const { version: _version, updatedAt: _at, ...contact } = defaultContactInfo;
    await updateContactInfo(
      database.db,
      { ...contact, phones: ["+231 555 000 111"], whatsapp: "", email: "desk@example.org" },
      OFFICE,
    );
    await updateBrand(
      database.db,
      { logo: (await storeImage(database.db, await png())).url },
      OFFICE,
    );

    const left = await remaining(database);
    expect(left.figures).toHaveLength(defaultTrust.figures.length - 1);
    expect(left["team-photos"]?.map((p) => p.text)).toEqual(["Joseph K. Flomo", "Musa B. Kamara"]);
    expect(left["example-contacts"]?.map((p) => p.text)).toEqual([
      "Address ELWA Junction, Robertsfield Highway",
      "Joseph K. Flomo's phone or e-mail",
      "Aylin Demir's phone or e-mail",
      "Musa B. Kamara's phone or e-mail",
    ]);
    expect(left.logo).toEqual([]);
  });

  test("the launch is written once, in the audit log", async () => {
    expect(await isLaunched(database.db)).toBe(false);
    expect(await launchSite(database.db, OFFICE)).toBe(true);
    expect(await launchSite(database.db, OFFICE)).toBe(false);
    expect((await launchState(database.db)).launched).toBe(true);
    const entries = await database.db
      .selectFrom("audit_log")
      .select(["actor_name", "item_label"])
      .where("item_id", "=", "launch")
      .execute();
    expect(entries).toEqual([
      { actor_name: "office", item_label: "the site's visibility to search engines" },
    ]);
  });
});
