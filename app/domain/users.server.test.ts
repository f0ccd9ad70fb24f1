import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { RateLimitedError, ValidationError } from "./errors.ts";
import { verifyPassword } from "./passwords.server.ts";
import { isTrustedDevice, trustDevice } from "./sessions.server.ts";
import type { User } from "./users.schema.ts";
import {
  authenticate,
  countUsers,
  createUser,
  FREE_SIGN_IN_FAILURES,
  LONGEST_SIGN_IN_WAIT_MS,
} from "./users.server.ts";

const PASSWORD = "a long office password";
const WRONG = "not the password";
const T0 = Date.parse("2026-11-24T09:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

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
});
