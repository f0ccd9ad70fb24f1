import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import {
  changeOwnDetails,
  changeOwnPassword,
  endOtherSessions,
  getOwnAccount,
  replySignatureOf,
  WRONG_CURRENT_PASSWORD,
} from "./account.server.ts";
import { COMMAND_LINE } from "./audit.model.ts";
import { listAuditLog } from "./audit.server.ts";
import { ValidationError } from "./errors.ts";
import { createSession, getSessionUser, listSessionsOf } from "./sessions.server.ts";
import type { User } from "./users.schema.ts";
import { authenticate, createUser } from "./users.server.ts";

const PASSWORD = "the old office password";
const NEW_PASSWORD = "a brand new office password";

/** What a call throws (it must throw). */
async function thrown(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );
}

describe.each(testEngines())("one's own account on %s", (engine) => {
  let database: TestDatabase;
  let amara: User;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
    await createUser(
      database.db,
      { username: "office", email: "office@example.com", password: PASSWORD },
      COMMAND_LINE,
    );
    amara = await createUser(
      database.db,
      { username: "amara", email: "amara@example.com", role: "editor", password: PASSWORD },
      COMMAND_LINE,
    );
  });
  afterEach(() => database?.drop());

  const signsIn = (password: string) =>
    authenticate(database.db, "amara", password, { trustedDevice: async () => true }).then(
      (user) => user !== null,
      () => false,
    );
  const updates = async () =>
    (await listAuditLog(database.db, { kind: "update" })).items.map((entry) => entry.detail);

  test("the name changes freely; a new e-mail address asks for the current password", async () => {
    expect(
      await changeOwnDetails(database.db, amara, {
        name: "Amara  Kollie",
        email: "amara@example.com",
      }),
    ).toEqual({
      username: "amara",
      name: "Amara Kollie",
      email: "amara@example.com",
      role: "editor",
      signature: "",
      updatedAt: expect.any(String),
    });
    // Removing the address is a change of it too.
    expect(
      await thrown(changeOwnDetails(database.db, amara, { name: "Amara Kollie", email: "" })),
    ).toMatchObject({ fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
    const refused = await thrown(
      changeOwnDetails(database.db, amara, {
        name: "Amara Kollie",
        email: "amara.k@example.com",
        currentPassword: "a wrong guess",
      }),
    );
    expect(refused).toMatchObject({ fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
    expect(
      await changeOwnDetails(database.db, amara, {
        name: "Amara Kollie",
        email: "Amara.K@Example.com",
        currentPassword: PASSWORD,
      }),
    ).toMatchObject({ email: "amara.k@example.com" });
    expect((await getOwnAccount(database.db, amara._id)).email).toBe("amara.k@example.com");
    expect(await updates()).toEqual(["e-mail changed", "name changed"]);
  });

  test("one's reply signature is one's own, made from one's name until written", async () => {
    await changeOwnDetails(database.db, amara, { name: "Amara Kollie" });
    expect(await replySignatureOf(database.db, amara)).toBe(
      "Best regards,\nAmara Kollie\nLonestar Anatolia Group",
    );
    const saved = await changeOwnDetails(database.db, amara, {
      signature: "  Kind regards,\r\nAmara, Health Tourism desk  ",
    });
    expect(saved).toMatchObject({
      name: "Amara Kollie",
      email: "amara@example.com",
      signature: "Kind regards,\nAmara, Health Tourism desk",
    });
    expect(await replySignatureOf(database.db, amara)).toBe(
      "Kind regards,\nAmara, Health Tourism desk",
    );
    expect(await updates()).toContain("signature changed");
    // Emptied, it is made from the name again.
    await changeOwnDetails(database.db, amara, { signature: "" });
    expect(await replySignatureOf(database.db, amara)).toBe(
      "Best regards,\nAmara Kollie\nLonestar Anatolia Group",
    );
  });

  test("a signature too long or of too many lines is refused and changes nothing", async () => {
    await changeOwnDetails(database.db, amara, { signature: "Amara" });
    for (const [signature, message] of [
      ["x".repeat(501), "Keep the signature to 500 characters or fewer."],
      ["1\n2\n3\n4\n5\n6\n7\n8\n9", "Keep the signature to 8 lines or fewer."],
      [42, "Invalid input: expected string, received number"],
    ] as const) {
      const error = await thrown(changeOwnDetails(database.db, amara, { signature }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message: "Your details were not saved.",
        fieldErrors: { signature: [message] },
      });
    }
    expect((await getOwnAccount(database.db, amara._id)).signature).toBe("Amara");
  });

  test("an address another account has is refused", async () => {
    const taken = await thrown(
      changeOwnDetails(database.db, amara, {
        email: "office@example.com",
        currentPassword: PASSWORD,
      }),
    );
    expect(taken).toMatchObject({
      fieldErrors: { email: ["This e-mail address is already in use."] },
    });
  });

  test("a new password ends every other session and keeps this one", async () => {
    const here = await createSession(database.db, amara._id, {
      address: "198.51.100.7",
      browser: "Firefox on Windows",
    });
    const elsewhere = await createSession(database.db, amara._id);
    await changeOwnPassword(database.db, amara, here.token, {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      passwordRepeat: NEW_PASSWORD,
    });
    expect(await getSessionUser(database.db, here.token)).toEqual(amara);
    expect(await getSessionUser(database.db, elsewhere.token)).toBeNull();
    expect(await listSessionsOf(database.db, amara._id, here.token)).toEqual([
      {
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        address: "198.51.100.7",
        browser: "Firefox on Windows",
        current: true,
      },
    ]);
    expect(await signsIn(NEW_PASSWORD)).toBe(true);
    expect(await updates()).toEqual(["password changed"]);
    expect(JSON.stringify(await listAuditLog(database.db))).not.toContain(NEW_PASSWORD);
  });

  test("a wrong current password changes nothing", async () => {
    const elsewhere = await createSession(database.db, amara._id);
    const refused = await thrown(
      changeOwnPassword(database.db, amara, null, {
        currentPassword: "a wrong guess",
        password: NEW_PASSWORD,
        passwordRepeat: NEW_PASSWORD,
      }),
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused).toMatchObject({ fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
    expect(await signsIn(PASSWORD)).toBe(true);
    expect(await getSessionUser(database.db, elsewhere.token)).toEqual(amara);
    expect(await updates()).toEqual([]);
  });

  test("signing out everywhere else ends only the other sessions", async () => {
    const here = await createSession(database.db, amara._id);
    const elsewhere = await createSession(database.db, amara._id);
    const office = await database.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", "office")
      .executeTakeFirstOrThrow();
    const colleague = await createSession(database.db, office.id);
    expect(await endOtherSessions(database.db, amara, here.token)).toBe(1);
    expect(await getSessionUser(database.db, here.token)).toEqual(amara);
    expect(await getSessionUser(database.db, elsewhere.token)).toBeNull();
    expect(await getSessionUser(database.db, colleague.token)).not.toBeNull();
    expect(await updates()).toEqual(["signed out other sessions"]);
  });
});
