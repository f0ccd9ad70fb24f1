import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { listAuditLog } from "./audit.server.ts";
import { ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from "./errors.ts";
import { verifyPassword } from "./passwords.server.ts";
import { createSession, getSessionUser, isTrustedDevice, trustDevice } from "./sessions.server.ts";
import type { User } from "./users.schema.ts";
import {
  ACCOUNT_DISABLED,
  authenticate,
  changeUser,
  countUsers,
  createUser,
  FREE_SIGN_IN_FAILURES,
  getUser,
  LAST_ADMINISTRATOR,
  LONGEST_SIGN_IN_WAIT_MS,
  listUsers,
  removeUser,
} from "./users.server.ts";

const PASSWORD = "a long office password";
const WRONG = "not the password";
const T0 = Date.parse("2026-11-24T09:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a call throws (it must throw). */
async function thrown(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );
}

/** What `authenticate` throws, or null when it answers. */
async function refusal(attempt: Promise<unknown>): Promise<RateLimitedError | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
}

describe.each(testEngines())("users on %s", (engine) => {
  let database: TestDatabase;
  let office: User;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
    office = await createUser(
      database.db,
      {
        username: "office",
        email: "office@example.com",
        password: PASSWORD,
      },
      EDITOR,
    );
  });
  afterEach(() => database?.drop());

  /** Signs in as the sign-in screen does: trusted only when the browser holds a device token. */
  function signIn(login: string, password: string, now: number, deviceToken?: string) {
    return authenticate(database.db, login, password, {
      now,
      trustedDevice: (userId) =>
        deviceToken ? isTrustedDevice(database.db, deviceToken, userId) : Promise.resolve(false),
    });
  }

  async function failFreely(login: string, now: number, times = FREE_SIGN_IN_FAILURES) {
    for (let failure = 0; failure < times; failure++) {
      expect(await signIn(login, WRONG, now)).toBeNull();
    }
  }

  describe("createUser", () => {
    test("creates an administrator with a lowercased name and a hashed password", async () => {
      const user = await createUser(
        database.db,
        {
          username: "  Front.Desk ",
          email: "Desk@Example.COM",
          password: PASSWORD,
        },
        EDITOR,
      );
      expect(user).toEqual({
        _id: expect.any(String),
        username: "front.desk",
        email: "desk@example.com",
        role: "admin",
      });
      const row = await database.db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", user._id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
      expect(await countUsers(database.db)).toBe(2);
    });

    test("a user without an e-mail has none, and several such users may exist", async () => {
      const first = await createUser(
        database.db,
        { username: "first", password: PASSWORD },
        EDITOR,
      );
      const second = await createUser(
        database.db,
        {
          username: "second",
          email: "",
          password: PASSWORD,
        },
        EDITOR,
      );
      expect([first.email, second.email]).toEqual([null, null]);
      expect(await countUsers(database.db)).toBe(3);
    });

    test("a username already in use is refused, whatever its case", async () => {
      const error = await createUser(
        database.db,
        { username: "OFFICE", password: PASSWORD },
        EDITOR,
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message: "Failed to create the user.",
        fieldErrors: { username: ["This username is already in use."] },
      });
      expect(await countUsers(database.db)).toBe(1);
    });

    test("an e-mail address already in use is refused, whatever its case", async () => {
      const error = await createUser(
        database.db,
        {
          username: "someone",
          email: "Office@Example.com",
          password: PASSWORD,
        },
        EDITOR,
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        fieldErrors: { email: ["This e-mail address is already in use."] },
      });
      expect(await countUsers(database.db)).toBe(1);
    });

    test("invalid input is refused field by field and nothing is stored", async () => {
      const error = await createUser(
        database.db,
        {
          username: "no spaces allowed",
          email: "not an address",
          password: "short",
        },
        EDITOR,
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors).sort()).toEqual([
        "email",
        "password",
        "username",
      ]);
      expect(await countUsers(database.db)).toBe(1);
    });
  });

  describe("authenticate", () => {
    test("the right password signs in by username or e-mail, in any case and spacing", async () => {
      expect(await signIn("office", PASSWORD, T0)).toEqual(office);
      expect(await signIn("  OFFICE ", PASSWORD, T0)).toEqual(office);
      expect(await signIn("Office@Example.com", PASSWORD, T0)).toEqual(office);
    });

    test("a wrong password or an unknown name gives no user", async () => {
      expect(await signIn("office", WRONG, T0)).toBeNull();
      expect(await signIn("office", PASSWORD.toUpperCase(), T0)).toBeNull();
      expect(await signIn("nobody", PASSWORD, T0)).toBeNull();
    });

    test("five failures cost nothing; then the account waits a second, even for the right password", async () => {
      await failFreely("office", T0);
      const refused = await refusal(signIn("office", PASSWORD, T0 + 999));
      expect(refused?.retryAfterSeconds).toBe(1);
      expect(refused?.message).toBe(
        "Too many failed sign-ins to this account. Please wait 1 second and try again.",
      );
      expect(await signIn("office", PASSWORD, T0 + 1000)).toEqual(office);
    });

    test("each further failure doubles the wait, up to five minutes", async () => {
      await failFreely("office", T0);
      let now = T0;
      const waits: number[] = [];
      for (let failure = FREE_SIGN_IN_FAILURES; failure < FREE_SIGN_IN_FAILURES + 11; failure++) {
        const refused = await refusal(signIn("office", WRONG, now + 1));
        const wait = (refused?.retryAfterSeconds ?? 0) * 1000;
        waits.push(wait / 1000);
        // Still refused a moment before the wait is over, and let through when it is.
        expect(await refusal(signIn("office", WRONG, now + wait - 1))).toBeInstanceOf(
          RateLimitedError,
        );
        now += wait;
        expect(await signIn("office", WRONG, now)).toBeNull();
      }
      // Refused tries are not counted, or the waits would grow faster than this.
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
      expect(LONGEST_SIGN_IN_WAIT_MS).toBe(300_000);
    });

    test("a success clears the count", async () => {
      await failFreely("office", T0);
      expect(await signIn("office", PASSWORD, T0 + 1000)).toEqual(office);
      const left = await database.db.selectFrom("sign_in_failures").selectAll().execute();
      expect(left).toEqual([]);
      await failFreely("office", T0 + 1000, FREE_SIGN_IN_FAILURES - 1);
      expect(await refusal(signIn("office", WRONG, T0 + 1000))).toBeNull();
    });

    test("failures more than a day old are forgotten", async () => {
      await failFreely("office", T0);
      const nextDay = T0 + DAY_MS + 1;
      expect(await signIn("office", WRONG, nextDay)).toBeNull();
      // Counted afresh: one failure, so no wait.
      expect(await refusal(signIn("office", WRONG, nextDay))).toBeNull();
    });

    test("a browser the account signed in from before is never slowed", async () => {
      const device = await trustDevice(database.db, office._id);
      await failFreely("office", T0);
      expect(await refusal(signIn("office", PASSWORD, T0))).toBeInstanceOf(RateLimitedError);
      expect(await refusal(signIn("office", PASSWORD, T0, "another-browser"))).toBeInstanceOf(
        RateLimitedError,
      );
      expect(await signIn("office", WRONG, T0, device.token)).toBeNull();
      expect(await signIn("office", PASSWORD, T0, device.token)).toEqual(office);
    });

    test("a device trusted by another account does not help this one", async () => {
      const other = await createUser(
        database.db,
        { username: "other", password: PASSWORD },
        EDITOR,
      );
      const device = await trustDevice(database.db, other._id);
      await failFreely("office", T0);
      expect(await refusal(signIn("office", PASSWORD, T0, device.token))).toBeInstanceOf(
        RateLimitedError,
      );
    });

    test("unknown names are counted too, and answered as a real account is", async () => {
      await failFreely("office", T0);
      await failFreely("ghost", T0, 3);
      // The name is read as it is looked up: trimmed and in lower case.
      await failFreely("  GHOST ", T0, 2);
      const forAccount = await refusal(signIn("office", WRONG, T0));
      const forUnknown = await refusal(signIn("ghost", WRONG, T0));
      expect(forUnknown).toBeInstanceOf(RateLimitedError);
      expect(forUnknown?.message).toBe(forAccount?.message);
      expect(forUnknown?.retryAfterSeconds).toBe(forAccount?.retryAfterSeconds);
    });

    test("the count belongs to the account, whichever name it is reached by, and to no other", async () => {
      await createUser(database.db, { username: "other", password: PASSWORD }, EDITOR);
      await failFreely("office", T0, 3);
      await failFreely("office@example.com", T0, 2);
      expect(await refusal(signIn("office", PASSWORD, T0))).toBeInstanceOf(RateLimitedError);
      expect(await signIn("other", PASSWORD, T0)).toMatchObject({ username: "other" });
    });
  });
  describe("roles and accounts", () => {
    async function addUser(username: string, role: "admin" | "editor", name = "") {
      return createUser(database.db, { username, role, name, password: PASSWORD }, EDITOR);
    }

    test("an account is made with a role and a name; user:create and the API make administrators", async () => {
      const editor = await addUser("amara", "editor", "  Amara   Kollie ");
      expect(editor.role).toBe("editor");
      expect(await listUsers(database.db)).toEqual([
        {
          ...office,
          name: "",
          status: "active",
          createdAt: expect.any(String),
          lastSignInAt: null,
        },
        {
          ...editor,
          name: "Amara Kollie",
          status: "active",
          createdAt: expect.any(String),
          lastSignInAt: null,
        },
      ]);
      const refused = await thrown(
        createUser(database.db, { username: "x-user", role: "owner", password: PASSWORD }, EDITOR),
      );
      expect(refused).toMatchObject({ fieldErrors: { role: ["Choose a role."] } });
    });

    test("a password typed twice must be the same", async () => {
      const refused = await thrown(
        createUser(
          database.db,
          {
            username: "typo",
            password: PASSWORD,
            passwordRepeat: `${PASSWORD}!`,
          },
          EDITOR,
        ),
      );
      expect(refused).toMatchObject({
        fieldErrors: {
          passwordRepeat: ["The two passwords differ. Type the same password twice."],
        },
      });
      expect(await countUsers(database.db)).toBe(1);
    });

    test("a sign-in is recorded on the account", async () => {
      await signIn("office", PASSWORD, T0);
      expect((await getUser(database.db, office._id)).lastSignInAt).toBe(
        new Date(T0).toISOString(),
      );
    });

    test("changing the role takes effect on the open session at once", async () => {
      const editor = await addUser("amara", "editor");
      const session = await createSession(database.db, editor._id);
      const changed = await changeUser(database.db, office, editor._id, { role: "admin" });
      expect(changed.role).toBe("admin");
      expect(await getSessionUser(database.db, session.token)).toMatchObject({ role: "admin" });
    });

    test("role changes, disabling, enabling and removal are in the audit log with who did them", async () => {
      const editor = await addUser("amara", "editor");
      await changeUser(database.db, office, editor._id, { role: "admin" });
      await changeUser(database.db, office, editor._id, { status: "disabled" });
      await changeUser(database.db, office, editor._id, { status: "active" });
      await removeUser(database.db, office, editor._id);
      const { items } = await listAuditLog(database.db, { person: office._id });
      expect(items.map((entry) => entry.summary)).toEqual([
        "Deleted the user amara",
        "Updated the user amara (enabled again)",
        "Updated the user amara (disabled)",
        "Changed the role of the user amara (Editor → Administrator)",
      ]);
    });

    test("disabling ends every session at once; the right password then says why, a wrong one does not", async () => {
      const editor = await addUser("amara", "editor");
      const sessions = [
        await createSession(database.db, editor._id),
        await createSession(database.db, editor._id),
      ];
      const kept = await createSession(database.db, office._id);
      const disabled = await changeUser(database.db, office, editor._id, { status: "disabled" });
      expect(disabled.status).toBe("disabled");
      for (const session of sessions) {
        expect(await getSessionUser(database.db, session.token)).toBeNull();
      }
      const left = await database.db.selectFrom("sessions").select("user_id").execute();
      expect(left).toEqual([{ user_id: office._id }]);
      expect(await getSessionUser(database.db, kept.token)).toEqual(office);

      const refused = await thrown(signIn("amara", PASSWORD, T0));
      expect(refused).toBeInstanceOf(ForbiddenError);
      expect((refused as Error).message).toBe(ACCOUNT_DISABLED);
      expect(await signIn("amara", WRONG, T0)).toBeNull();

      await changeUser(database.db, office, editor._id, { status: "active" });
      // Enabling does not bring the ended sessions back; signing in works again.
      expect(await getSessionUser(database.db, sessions[0]?.token ?? "")).toBeNull();
      expect(await signIn("amara", PASSWORD, T0)).toMatchObject({ username: "amara" });
    });

    test("the last active administrator can be neither demoted, disabled nor removed", async () => {
      // Through the domain anyone could ask (the API checks the role first): the rule holds
      // whoever asks.
      const editor = await addUser("amara", "editor");
      const attempts = [
        () => changeUser(database.db, editor, office._id, { role: "editor" }),
        () => changeUser(database.db, editor, office._id, { status: "disabled" }),
        () => removeUser(database.db, editor, office._id),
      ];
      for (const attempt of attempts) {
        const refused = await thrown(attempt());
        expect(refused).toBeInstanceOf(ValidationError);
        expect((refused as Error).message).toBe(LAST_ADMINISTRATOR);
      }
      expect(await getUser(database.db, office._id)).toMatchObject({
        role: "admin",
        status: "active",
      });
    });

    test("a disabled administrator does not count as one", async () => {
      const second = await addUser("second", "admin");
      await changeUser(database.db, office, second._id, { status: "disabled" });
      const refused = await thrown(changeUser(database.db, second, office._id, { role: "editor" }));
      expect(refused).toMatchObject({ fieldErrors: { role: [LAST_ADMINISTRATOR] } });
      // With a second active administrator, the first may be demoted.
      await changeUser(database.db, office, second._id, { status: "active" });
      expect((await changeUser(database.db, second, office._id, { role: "editor" })).role).toBe(
        "editor",
      );
    });

    test("two administrators demoting each other at the same moment leave one", async () => {
      const second = await addUser("second", "admin");
      // The first demotion is made and held open, uncommitted, while the second is asked.
      let made = () => {};
      const madeFirst = new Promise<void>((resolve) => {
        made = resolve;
      });
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const first = database.db.transaction().execute(async (trx) => {
        await changeUser(trx, office, second._id, { role: "editor" });
        made();
        await committing;
      });
      await madeFirst;
      const other = changeUser(database.db, second, office._id, { role: "editor" });
      // Long enough for the second to finish if nothing held it back (it must wait here).
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      const outcomes = await Promise.allSettled([first, other]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected"]);
      const admins = (await listUsers(database.db)).filter((user) => user.role === "admin");
      expect(admins.map((user) => user.username)).toEqual(["office"]);
    });

    test("an administrator cannot change, disable or remove their own account", async () => {
      await addUser("second", "admin");
      const attempts = [
        () => changeUser(database.db, office, office._id, { role: "editor" }),
        () => changeUser(database.db, office, office._id, { status: "disabled" }),
        () => removeUser(database.db, office, office._id),
      ];
      for (const attempt of attempts) {
        expect(await thrown(attempt())).toBeInstanceOf(ForbiddenError);
      }
      expect(await getUser(database.db, office._id)).toMatchObject({ role: "admin" });
    });

    test("removing an account ends its sessions; an unknown account is not found", async () => {
      const editor = await addUser("amara", "editor");
      const session = await createSession(database.db, editor._id);
      expect((await removeUser(database.db, office, editor._id)).username).toBe("amara");
      expect(await getSessionUser(database.db, session.token)).toBeNull();
      expect(await countUsers(database.db)).toBe(1);
      expect(await thrown(removeUser(database.db, office, editor._id))).toBeInstanceOf(
        NotFoundError,
      );
      expect(
        await thrown(changeUser(database.db, office, "no-such-id", { role: "admin" })),
      ).toBeInstanceOf(NotFoundError);
    });

    test("a change must say what to change", async () => {
      const editor = await addUser("amara", "editor");
      expect(await thrown(changeUser(database.db, office, editor._id, {}))).toBeInstanceOf(
        ValidationError,
      );
      expect(
        await thrown(changeUser(database.db, office, editor._id, { status: "asleep" })),
      ).toBeInstanceOf(ValidationError);
    });
  });
});
