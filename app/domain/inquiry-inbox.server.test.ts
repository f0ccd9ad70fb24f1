import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { HEALTH, LOGISTICS, PDF, proofAt, storedQuote, T0 } from "../../tests/support/inquiries.ts";
import {
  countNewByLine,
  eachInquiryPage,
  getInquiry,
  listInquiries,
} from "./inquiry-inbox.server.ts";
import { updateInquiry } from "./inquiry-updates.server.ts";
import { receiveQuote } from "./quote-intake.server.ts";
import { receiveMessage } from "./submissions.server.ts";
import { createUser } from "./users.server.ts";

describe.each(testEngines())("the inquiry inbox on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  const proof = (at = T0) => proofAt(database.db, at);

  test("the office sets status, assignee and notes; search, filters and counts follow", async () => {
    const created = await createUser(
      database.db,
      {
        username: "office",
        password: "long enough pw",
      },
      EDITOR,
    );
    const user = created;
    const quote = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], await proof(), T0),
    );
    await receiveQuote(database.db, "health-tourism", HEALTH, [], await proof(), T0);
    await receiveMessage(
      database.db,
      { name: "Ama", email: "ama@example.com", subject: "Hi", message: "Hello" },
      await proof(),
      T0,
    );
    expect(await countNewByLine(database.db)).toEqual({
      "health-tourism": 1,
      logistics: 1,
      "building-materials": 0,
      general: 1,
    });

    const updated = await updateInquiry(
      database.db,
      quote.inquiry._id,
      { status: "quoted", assigneeId: user._id, note: "Sent 40 ft CIF price: USD 4,200." },
      user,
    );
    expect(updated).toMatchObject({
      leadStatus: "quoted",
      assignee: { _id: user._id, username: user.username },
      notes: [{ authorName: user.username, text: "Sent 40 ft CIF price: USD 4,200." }],
    });

    const byReference = await listInquiries(database.db, { q: "lg-2026-0001" });
    expect(byReference.items.map((item) => item.reference)).toEqual(["LG-2026-0001"]);
    expect((await listInquiries(database.db, { q: "100%" })).total).toBe(0);
    expect((await listInquiries(database.db, { line: "general" })).total).toBe(1);
    expect((await listInquiries(database.db, { lead: "quoted" })).total).toBe(1);
    expect((await listInquiries(database.db, { assignee: user._id })).total).toBe(1);
    expect((await listInquiries(database.db, { status: "unread" })).total).toBe(2);
    expect((await countNewByLine(database.db)).logistics).toBe(0);
    expect((await getInquiry(database.db, quote.inquiry._id)).isRead).toBe(true);
    await receiveQuote(
      database.db,
      "logistics",
      { ...LOGISTICS, email: "joseph_flomo@example.com", cargo: "Tiles, 100% porcelain" },
      [],
      await proof(),
      T0,
    );
    // Typed % and _ are matched as themselves, not as wildcards.
    expect((await listInquiries(database.db, { q: "joseph_flomo" })).total).toBe(1);
    expect((await listInquiries(database.db, { q: "100% porc" })).total).toBe(1);
    expect((await listInquiries(database.db, { q: "joseph%flomo" })).total).toBe(0);
  });

  test("each inquiry keeps its language; the inbox filter shows only the ones in it", async () => {
    const french = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], await proof(), T0, { language: "fr" }),
    );
    await receiveQuote(database.db, "health-tourism", HEALTH, [], await proof(), T0);
    const message = { name: "Ama", email: "ama@example.com", subject: "Salut", message: "Bonjour" };
    const frenchMessage = await receiveMessage(
      database.db,
      { ...message, language: "fr" },
      await proof(),
      T0,
    );
    await receiveMessage(database.db, { ...message, language: "tr" }, await proof(), T0);
    await receiveMessage(database.db, message, await proof(), T0);

    const inFrench = await listInquiries(database.db, { language: "fr" });
    expect(inFrench.query.language).toBe("fr");
    expect(inFrench.items.map((item) => item._id).sort()).toEqual(
      [french.inquiry._id, frenchMessage._id].sort(),
    );
    expect(inFrench.items.every((item) => item.language === "fr")).toBe(true);
    expect((await listInquiries(database.db, { language: "en" })).total).toBe(2);
    expect((await listInquiries(database.db, { language: "tr" })).total).toBe(1);
    // Anything that is not one of the site's languages is every language.
    expect((await listInquiries(database.db, { language: "de" })).total).toBe(5);
    expect((await listInquiries(database.db, { language: "fr", line: "logistics" })).total).toBe(1);
    expect((await getInquiry(database.db, frenchMessage._id)).language).toBe("fr");
  });

  test("a contact message in a line is counted and found under it, and is still a message", async () => {
    const { _id } = await receiveMessage(
      database.db,
      {
        name: "Ama",
        email: "ama@example.com",
        subject: "Hi",
        message: "Tiles?",
        line: "logistics",
      },
      await proof(),
      T0,
    );
    await receiveQuote(database.db, "logistics", LOGISTICS, [], await proof(), T0);

    expect(await countNewByLine(database.db)).toMatchObject({ logistics: 2, general: 0 });
    const inLine = await listInquiries(database.db, { line: "logistics" });
    expect(inLine.items.map((item) => item.name).sort()).toEqual(["Ama", LOGISTICS.name]);
    expect((await listInquiries(database.db, { line: "general" })).total).toBe(0);
    // No reference, answers or details: the inbox shows its text, as any message's.
    expect(await getInquiry(database.db, _id)).toMatchObject({
      line: "logistics",
      reference: null,
      answers: {},
      details: [],
      message: "Tiles?",
    });
  });

  test("the inbox has 50 to a page", async () => {
    for (let index = 0; index < 51; index++) {
      await receiveMessage(
        database.db,
        { name: `N${index}`, email: "n@example.com", subject: "Hi", message: "Hello" },
        await proof(),
        T0 + index,
      );
    }
    const oldest = (await listInquiries(database.db, { q: "N0" })).items.find(
      (item) => item.name === "N0",
    );
    const office = await createUser(
      database.db,
      { username: "office", password: "long enough pw" },
      EDITOR,
    );
    await updateInquiry(database.db, oldest?._id ?? "", { note: "Called back." }, office);
    const first = await listInquiries(database.db);
    const second = await listInquiries(database.db, { page: "2" });
    expect([first.items.length, first.pages, second.items.length]).toEqual([50, 2, 1]);
    expect(second.items[0]).toMatchObject({ name: "N0", notes: [{ text: "Called back." }] });
    expect(first.items.every((item) => item.notes.length === 0)).toBe(true);
  });

  test("every page of an export carries each inquiry's own files, consents, notes and assignee", async () => {
    const nurse = await createUser(
      database.db,
      { username: "nurse", password: "long enough pw" },
      EDITOR,
    );
    const names = ["Musu", "Fatu", "Comfort"];
    for (const [index, name] of names.entries()) {
      const report = { name: `${name}.pdf`, type: "application/pdf", bytes: PDF };
      await receiveQuote(
        database.db,
        "health-tourism",
        { ...HEALTH, name },
        [report],
        await proof(),
        T0 + index,
      );
    }
    const { items } = await listInquiries(database.db, { q: "Fatu" });
    await updateInquiry(
      database.db,
      items[0]?._id ?? "",
      { assigneeId: nurse._id, note: "Fatu's scans are clear." },
      nurse,
    );
    await receiveMessage(
      database.db,
      { name: "Ama", email: "ama@example.com", subject: "Hi", message: "Hello" },
      await proof(),
      T0 + 3,
    );

    const pages = [];
    for await (const page of eachInquiryPage(database.db, {}, 2)) pages.push(page);
    expect(pages.map((page) => page.map((item) => item.name))).toEqual([
      ["Ama", "Comfort"],
      ["Fatu", "Musu"],
    ]);
    for (const item of pages.flat()) {
      const isQuote = item.name !== "Ama";
      expect(item.attachments.map((file) => file.fileName)).toEqual(
        isQuote ? [`${item.name}.pdf`] : [],
      );
      expect(item.consents.map((consent) => consent.kind)).toEqual(isQuote ? ["health-data"] : []);
      expect(item.notes.map((note) => note.text)).toEqual(
        item.name === "Fatu" ? ["Fatu's scans are clear."] : [],
      );
      expect(item.assignee).toEqual(
        item.name === "Fatu" ? { _id: nurse._id, username: "nurse" } : null,
      );
      expect(item.notification).toEqual({ state: "pending" });
    }
  });
});
