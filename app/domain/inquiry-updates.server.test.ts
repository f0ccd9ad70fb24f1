import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { proofAt, T0 } from "../../tests/support/inquiries.ts";
import { ValidationError } from "./errors.ts";
import { getInquiryInView, listInquiries } from "./inquiry-inbox.server.ts";
import { applyToInquiries } from "./inquiry-updates.server.ts";
import { receiveMessage } from "./submissions.server.ts";
import { createUser } from "./users.server.ts";

describe.each(testEngines())("several inquiries at once, and one in its list, on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  /** Five messages a minute apart (the first the oldest), and their ids, newest first. */
  async function fiveMessages(): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const at = T0 + index * 60_000;
      const { _id } = await receiveMessage(
        database.db,
        {
          name: `Sender ${index}`,
          email: `s${index}@example.com`,
          subject: "Hi",
          message: "Hello",
        },
        await proofAt(database.db, at),
        at,
      );
      ids.unshift(_id);
    }
    return ids;
  }

  const rows = (ids: string[]) =>
    database.db
      .selectFrom("inquiries")
      .select(["id", "status", "is_read", "assignee_id"])
      .where("id", "in", ids)
      .orderBy("created_at", "desc")
      .execute();

  test("read, a status, an assignee, spam and delete each change the ticked ones only", async () => {
    const ids = await fiveMessages();
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    const office = await createUser(
      database.db,
      { username: "office", password: "long enough pw" },
      EDITOR,
    );

    expect(await applyToInquiries(database.db, { ids: [a, b], action: "read" }, EDITOR)).toBe(2);
    expect((await rows(ids)).map((row) => row.is_read)).toEqual([1, 1, 0, 0, 0]);

    await applyToInquiries(database.db, { ids: { 0: b, 3: c }, action: "status:quoted" }, EDITOR);
    expect((await rows(ids)).map((row) => row.status)).toEqual([
      "new",
      "quoted",
      "quoted",
      "new",
      "new",
    ]);

    await applyToInquiries(database.db, { ids: [c], action: `assign:${office._id}` }, EDITOR);
    expect((await rows([c]))[0]?.assignee_id).toBe(office._id);
    await applyToInquiries(database.db, { ids: [c], action: "assign:" }, EDITOR);
    expect((await rows([c]))[0]?.assignee_id).toBeNull();

    await applyToInquiries(database.db, { ids: [d], action: "spam" }, EDITOR);
    expect(
      (await listInquiries(database.db, { status: "spam" })).items.map((item) => item._id),
    ).toEqual([d]);

    await applyToInquiries(database.db, { ids: [d, e], action: "delete" }, EDITOR);
    expect((await rows(ids)).map((row) => row.id)).toEqual([a, b, c]);

    // Each change is in the audit log, one line an inquiry.
    const logged = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("detail", "=", "status Quoted")
      .execute();
    expect(logged).toHaveLength(2);
  });

  test("an unknown id, an unknown assignee or no action changes none of them", async () => {
    const ids = await fiveMessages();
    const [a, b] = ids as [string, string];
    await expect(
      applyToInquiries(database.db, { ids: [a, "no-such-id"], action: "read" }, EDITOR),
    ).rejects.toThrow("not found");
    await expect(
      applyToInquiries(database.db, { ids: [a, b], action: "assign:nobody-here" }, EDITOR),
    ).rejects.toThrow(ValidationError);
    await expect(
      applyToInquiries(database.db, { ids: [a], action: "shred" }, EDITOR),
    ).rejects.toThrow(ValidationError);
    await expect(
      applyToInquiries(database.db, { ids: [], action: "read" }, EDITOR),
    ).rejects.toThrow(ValidationError);
    expect((await rows(ids)).every((row) => row.is_read === 0 && row.assignee_id === null)).toBe(
      true,
    );
  });

  test("an inquiry knows the ones before and after it in the list it was opened from", async () => {
    const ids = await fiveMessages();
    const [a, b, c, d] = ids as [string, string, string, string];
    expect(await getInquiryInView(database.db, a, {})).toMatchObject({ previous: null, next: b });
    expect(await getInquiryInView(database.db, c, {})).toMatchObject({ previous: b, next: d });
    // In the unread list, with b read, a and c are neighbours.
    await applyToInquiries(database.db, { ids: [b], action: "read" }, EDITOR);
    const inView = await getInquiryInView(database.db, c, { status: "unread" });
    expect(inView).toMatchObject({ previous: a, next: d });
    expect(inView.inquiry._id).toBe(c);
    await expect(getInquiryInView(database.db, "no-such-id", {})).rejects.toThrow(
      "Inquiry not found.",
    );
  });
});
