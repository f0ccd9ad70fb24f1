import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { COMMAND_LINE } from "./audit.model.ts";
import { listAuditLog } from "./audit.server.ts";
import { RateLimitedError, UnauthorizedError, ValidationError } from "./errors.ts";
import {
  CODE_ALREADY_USED,
  CODES_PER_PENDING_SIGN_IN,
  checkSecondFactor,
  completePendingSignIn,
  isPendingSignIn,
  PENDING_SIGN_IN_ENDED,
  PENDING_SIGN_IN_TTL_MS,
  startPendingSignIn,
  TOO_MANY_WRONG_CODES,
  WRONG_CODE,
} from "./pending-sign-in.server.ts";
import { renewRecoveryCodes } from "./recovery-codes.server.ts";
import { getSecuritySettings, updateSecuritySettings } from "./security-settings.server.ts";
import { getTwoFactorStatus, mustEnrol, SECRET_UNREADABLE } from "./two-factor.server.ts";
import {
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  getEnrolment,
  startEnrolment,
  TWO_FACTOR_UNAVAILABLE,
} from "./two-factor-enrolment.server.ts";
import type { User } from "./users.schema.ts";
import { createUser } from "./users.server.ts";

const KEY = randomBytes(32);
const PASSWORD = "long enough pw";
const NOW = Date.parse("2026-11-24T09:00:10.000Z");
const STEP_MS = 30_000;

/** What the person's app shows at `at`, computed from the secret the screen showed. */
function appCode(shownSecret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(shownSecret.replaceAll(" ", "")) }).generate({
    timestamp: at,
  });
}

const notTrusted = { trustedDevice: async () => false };

describe.each(testEngines())("two-factor sign-in on %s", (engine) => {
  let database: TestDatabase;
  let user: User;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
    user = await createUser(database.db, { username: "office", password: PASSWORD }, COMMAND_LINE);
  });
  afterEach(async () => {
    await database?.drop();
  });

  /** Sets two-factor sign-in up for `user` as the screen does; returns the secret and codes. */
  async function enrol(at = NOW) {
    await startEnrolment(database.db, KEY, user._id, at);
    const enrolment = await getEnrolment(database.db, KEY, user);
    if (!enrolment) throw new Error("no enrolment");
    const recoveryCodes = await confirmEnrolment(
      database.db,
      KEY,
      user,
      { code: appCode(enrolment.secret, at) },
      at,
    );
    return { secret: enrolment.secret, recoveryCodes };
  }

  test("without the server's key nothing can be set up, and the screen is told why", async () => {
    await expect(startEnrolment(database.db, null, user._id)).rejects.toThrow(
      TWO_FACTOR_UNAVAILABLE,
    );
    expect(await getTwoFactorStatus(database.db, user._id)).toEqual({
      enabledAt: null,
      enrolling: false,
      recoveryCodesLeft: 0,
    });
  });

  test("enrolment shows a QR code and the secret; the app's code turns it on and gives 10 recovery codes", async () => {
    await startEnrolment(database.db, KEY, user._id, NOW);
    expect(await getTwoFactorStatus(database.db, user._id)).toMatchObject({
      enabledAt: null,
      enrolling: true,
    });
    const enrolment = await getEnrolment(database.db, KEY, user);
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    const secret = enrolment?.secret.replaceAll(" ", "") ?? "";
    expect(enrolment?.uri).toBe(
      `otpauth://totp/Lonestar%20Anatolia%20Group:office?issuer=Lonestar%20Anatolia%20Group&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment?.qrCodeSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    // Only the sealed secret is stored.
    const stored = await database.db
      .selectFrom("user_two_factor")
      .select("secret")
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);

    await expect(confirmEnrolment(database.db, KEY, user, { code: "12345" }, NOW)).rejects.toThrow(
      ValidationError,
    );
    const wrong = String((Number(appCode(secret, NOW)) + 1) % 1_000_000).padStart(6, "0");
    await expect(confirmEnrolment(database.db, KEY, user, { code: wrong }, NOW)).rejects.toThrow(
      /That code is not right/,
    );
    expect((await getTwoFactorStatus(database.db, user._id)).enabledAt).toBeNull();

    const codes = await confirmEnrolment(
      database.db,
      KEY,
      user,
      // As a person may type it, with the app's space.
      { code: appCode(secret, NOW).replace(/^(\d{3})/, "$1 ") },
      NOW,
    );
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    expect(await getTwoFactorStatus(database.db, user._id)).toEqual({
      enabledAt: new Date(NOW).toISOString(),
      enrolling: false,
      recoveryCodesLeft: 10,
    });
    // The recovery codes are stored as hashes only.
    const hashes = await database.db.selectFrom("recovery_codes").select("code_hash").execute();
    expect(hashes.map((row) => row.code_hash).join()).not.toMatch(
      new RegExp(codes.map((code) => code.replaceAll("-", "")).join("|")),
    );
    expect(await getEnrolment(database.db, KEY, user)).toBeNull();
    // Only the confirmed enrolment is in the audit log, as a change to the account.
    expect((await listAuditLog(database.db, { person: user._id })).items).toMatchObject([
      {
        actor: { _id: user._id, username: "office" },
        kind: "update",
        item: { type: "account", id: user._id, label: "office" },
        summary: "Updated the account office (turned on two-factor sign-in)",
      },
    ]);
  });

  test("the enrolment's own code cannot then sign in (taken once)", async () => {
    const { secret } = await enrol();
    await expect(
      checkSecondFactor(database.db, KEY, user._id, appCode(secret, NOW), NOW),
    ).rejects.toThrow(CODE_ALREADY_USED);
  });

  test("a cancelled enrolment leaves two-factor sign-in off", async () => {
    await startEnrolment(database.db, KEY, user._id, NOW);
    await cancelEnrolment(database.db, user._id);
    expect(await getTwoFactorStatus(database.db, user._id)).toMatchObject({ enrolling: false });
    expect(await getEnrolment(database.db, KEY, user)).toBeNull();
  });

  test("a code of the step before or after is taken (a clock a little off), two steps away is not", async () => {
    const { secret } = await enrol(NOW - 10 * STEP_MS);
    const later = NOW + 10 * STEP_MS;
    await expect(
      checkSecondFactor(database.db, KEY, user._id, appCode(secret, later - 2 * STEP_MS), later),
    ).rejects.toThrow(WRONG_CODE);
    await expect(
      checkSecondFactor(database.db, KEY, user._id, appCode(secret, later + 2 * STEP_MS), later),
    ).rejects.toThrow(WRONG_CODE);
    expect(
      await checkSecondFactor(database.db, KEY, user._id, appCode(secret, later - STEP_MS), later),
    ).toEqual({ method: "app" });
    expect(
      await checkSecondFactor(database.db, KEY, user._id, appCode(secret, later + STEP_MS), later),
    ).toEqual({ method: "app" });
  });

  test("a code is taken once: the same code again, or an older one after a newer, is refused", async () => {
    const { secret } = await enrol(NOW - 10 * STEP_MS);
    const code = appCode(secret, NOW);
    expect(await checkSecondFactor(database.db, KEY, user._id, code, NOW)).toEqual({
      method: "app",
    });
    await expect(checkSecondFactor(database.db, KEY, user._id, code, NOW)).rejects.toThrow(
      CODE_ALREADY_USED,
    );
    // The step before, still inside the window, but older than the one just used.
    await expect(
      checkSecondFactor(database.db, KEY, user._id, appCode(secret, NOW - STEP_MS), NOW),
    ).rejects.toThrow(CODE_ALREADY_USED);
    // Two sign-ins racing with the next code: only one gets it.
    const next = appCode(secret, NOW + STEP_MS);
    const raced = await Promise.allSettled([
      checkSecondFactor(database.db, KEY, user._id, next, NOW + STEP_MS),
      checkSecondFactor(database.db, KEY, user._id, next, NOW + STEP_MS),
    ]);
    expect(raced.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  test("a recovery code works once, however it is typed", async () => {
    const { recoveryCodes } = await enrol();
    const [first = "", second = ""] = recoveryCodes;
    expect(await checkSecondFactor(database.db, KEY, user._id, first, NOW)).toEqual({
      method: "recovery",
      recoveryCodesLeft: 9,
    });
    await expect(checkSecondFactor(database.db, KEY, user._id, first, NOW)).rejects.toThrow(
      WRONG_CODE,
    );
    const typed = ` ${second.toUpperCase().replaceAll("-", " ")} `;
    expect(await checkSecondFactor(database.db, KEY, user._id, typed, NOW)).toEqual({
      method: "recovery",
      recoveryCodesLeft: 8,
    });
    await expect(
      checkSecondFactor(database.db, KEY, user._id, "0000-0000-0000-0000", NOW),
    ).rejects.toThrow(WRONG_CODE);
  });

  test("with another key (or none) the app's code cannot be checked, and recovery codes still work", async () => {
    const { secret, recoveryCodes } = await enrol(NOW - STEP_MS * 4);
    for (const key of [randomBytes(32), null]) {
      await expect(
        checkSecondFactor(database.db, key, user._id, appCode(secret, NOW), NOW),
      ).rejects.toThrow(SECRET_UNREADABLE);
    }
    expect(
      await checkSecondFactor(database.db, null, user._id, recoveryCodes[0] ?? "", NOW),
    ).toMatchObject({ method: "recovery" });
  });

  test("new recovery codes need the password and replace the old ones", async () => {
    const { recoveryCodes } = await enrol();
    await expect(renewRecoveryCodes(database.db, user, { password: "wrong" }, NOW)).rejects.toThrow(
      "That password is not right.",
    );
    const renewed = await renewRecoveryCodes(database.db, user, { password: PASSWORD }, NOW);
    expect(renewed).toHaveLength(10);
    await expect(
      checkSecondFactor(database.db, KEY, user._id, recoveryCodes[0] ?? "", NOW),
    ).rejects.toThrow(WRONG_CODE);
    expect(
      await checkSecondFactor(database.db, KEY, user._id, renewed[0] ?? "", NOW),
    ).toMatchObject({ method: "recovery" });
    expect((await listAuditLog(database.db, { person: user._id })).items[0]?.summary).toBe(
      "Updated the account office (new recovery codes)",
    );
  });

  test("turning it off needs the password, and is refused while it is required for everyone", async () => {
    await enrol();
    await expect(disableTwoFactor(database.db, user, { password: "wrong" })).rejects.toThrow(
      ValidationError,
    );
    const checks = { hasTwoFactor: true, keyConfigured: true };
    await updateSecuritySettings(database.db, { requireTwoFactor: "true" }, user, checks);
    await expect(disableTwoFactor(database.db, user, { password: PASSWORD })).rejects.toThrow(
      /requires two-factor sign-in for everyone/,
    );
    await updateSecuritySettings(
      database.db,
      { requireTwoFactor: "false", version: 1 },
      user,
      checks,
    );
    await disableTwoFactor(database.db, user, { password: PASSWORD });
    expect(await getTwoFactorStatus(database.db, user._id)).toEqual({
      enabledAt: null,
      enrolling: false,
      recoveryCodesLeft: 0,
    });
    expect(await database.db.selectFrom("recovery_codes").selectAll().execute()).toEqual([]);
    expect(
      (await listAuditLog(database.db, { person: user._id })).items.map((entry) => entry.summary),
    ).toEqual([
      "Updated the account office (turned off two-factor sign-in)",
      "Updated the sign-in security settings (two-factor sign-in optional)",
      "Updated the sign-in security settings (two-factor sign-in required for everyone)",
      "Updated the account office (turned on two-factor sign-in)",
    ]);
  });

  test("requiring it for everyone needs the key and the administrator's own; then the others must enrol", async () => {
    const other = await createUser(
      database.db,
      { username: "clerk", password: PASSWORD },
      COMMAND_LINE,
    );
    const requireIt = (checks: { hasTwoFactor: boolean; keyConfigured: boolean }) =>
      updateSecuritySettings(database.db, { requireTwoFactor: "true" }, user, checks);
    await expect(requireIt({ hasTwoFactor: false, keyConfigured: false })).rejects.toThrow(
      /TOTP_ENCRYPTION_KEY/,
    );
    await expect(requireIt({ hasTwoFactor: false, keyConfigured: true })).rejects.toThrow(
      /for your own account first/,
    );
    expect(await mustEnrol(database.db, other._id)).toBe(false);

    await enrol();
    const saved = await requireIt({ hasTwoFactor: true, keyConfigured: true });
    expect(saved).toEqual({ requireTwoFactor: true, version: 1 });
    expect(await getSecuritySettings(database.db)).toEqual(saved);
    expect(await mustEnrol(database.db, other._id)).toBe(true);
    expect(await mustEnrol(database.db, user._id)).toBe(false);
  });

  describe("the pending sign-in", () => {
    test("the right code finishes it once; the wait lasts 5 minutes", async () => {
      const { secret } = await enrol(NOW - 10 * STEP_MS);
      const pending = await startPendingSignIn(database.db, user._id, NOW);
      expect(pending.expiresAt.getTime()).toBe(NOW + PENDING_SIGN_IN_TTL_MS);
      expect(await isPendingSignIn(database.db, pending.token, NOW)).toBe(true);
      const done = await completePendingSignIn(
        database.db,
        KEY,
        pending.token,
        { code: appCode(secret, NOW) },
        { ...notTrusted, now: NOW },
      );
      expect(done).toEqual({ user, secondFactor: { method: "app" } });
      expect(await isPendingSignIn(database.db, pending.token, NOW)).toBe(false);

      const late = await startPendingSignIn(database.db, user._id, NOW);
      const after = NOW + PENDING_SIGN_IN_TTL_MS;
      expect(await isPendingSignIn(database.db, late.token, after)).toBe(false);
      await expect(
        completePendingSignIn(
          database.db,
          KEY,
          late.token,
          { code: appCode(secret, after) },
          { ...notTrusted, now: after },
        ),
      ).rejects.toThrow(PENDING_SIGN_IN_ENDED);
      await expect(
        completePendingSignIn(database.db, KEY, null, { code: "123456" }, notTrusted),
      ).rejects.toThrow(PENDING_SIGN_IN_ENDED);
    });

    test("wrong codes end it after a few, and slow the account down like wrong passwords", async () => {
      const { secret } = await enrol(NOW - 10 * STEP_MS);
      const wrong = { code: "000000" === appCode(secret, NOW) ? "111111" : "000000" };
      const pending = await startPendingSignIn(database.db, user._id, NOW);
      const fromOffice = { ...notTrusted, address: "203.0.113.7", now: NOW };
      for (let attempt = 1; attempt < CODES_PER_PENDING_SIGN_IN; attempt += 1) {
        await expect(
          completePendingSignIn(database.db, KEY, pending.token, wrong, fromOffice),
        ).rejects.toThrow(WRONG_CODE);
      }
      await expect(
        completePendingSignIn(database.db, KEY, pending.token, wrong, fromOffice),
      ).rejects.toThrow(TOO_MANY_WRONG_CODES);
      expect(await isPendingSignIn(database.db, pending.token, NOW)).toBe(false);
      // Each wrong code is a failed sign-in in the audit log, with the client's address.
      const failed = (await listAuditLog(database.db, { kind: "sign-in-failed" })).items;
      expect(failed).toHaveLength(CODES_PER_PENDING_SIGN_IN);
      expect(failed[0]).toMatchObject({
        actor: { _id: user._id, username: "office" },
        item: { type: "account", id: user._id, label: "office" },
        address: "203.0.113.7",
        summary: "Failed sign-in as “office” (wrong code)",
      });

      // Five wrong codes: the next try waits a second, even after the right password again.
      const again = await startPendingSignIn(database.db, user._id, NOW);
      await expect(
        completePendingSignIn(
          database.db,
          KEY,
          again.token,
          { code: appCode(secret, NOW) },
          { ...notTrusted, now: NOW + 100 },
        ),
      ).rejects.toThrow(RateLimitedError);
      // The browser the owner signed in from before is not slowed.
      const owner = await completePendingSignIn(
        database.db,
        KEY,
        again.token,
        { code: appCode(secret, NOW) },
        { trustedDevice: async () => true, now: NOW + 100 },
      );
      expect(owner.user).toEqual(user);
    });

    test("a recovery code finishes it and says how many are left", async () => {
      const { recoveryCodes } = await enrol();
      const pending = await startPendingSignIn(database.db, user._id, NOW);
      const done = await completePendingSignIn(
        database.db,
        KEY,
        pending.token,
        { code: recoveryCodes[3] },
        { ...notTrusted, now: NOW },
      );
      expect(done.secondFactor).toEqual({ method: "recovery", recoveryCodesLeft: 9 });
      const next = await startPendingSignIn(database.db, user._id, NOW);
      await expect(
        completePendingSignIn(
          database.db,
          KEY,
          next.token,
          { code: recoveryCodes[3] },
          { ...notTrusted, now: NOW },
        ),
      ).rejects.toThrow(UnauthorizedError);
    });

    test("a disabled account's sign-in cannot be finished, even with the right code", async () => {
      const { secret } = await enrol(NOW - 10 * STEP_MS);
      const pending = await startPendingSignIn(database.db, user._id, NOW);
      await database.db
        .updateTable("users")
        .set({ status: "disabled" })
        .where("id", "=", user._id)
        .execute();
      await expect(
        completePendingSignIn(
          database.db,
          KEY,
          pending.token,
          { code: appCode(secret, NOW) },
          { ...notTrusted, now: NOW },
        ),
      ).rejects.toThrow(PENDING_SIGN_IN_ENDED);
      expect(await getTwoFactorStatus(database.db, user._id)).toMatchObject({
        recoveryCodesLeft: 10,
      });
    });

    test("only the hash of the browser's token is stored", async () => {
      const pending = await startPendingSignIn(database.db, user._id, NOW);
      const rows = await database.db.selectFrom("pending_sign_ins").select("id").execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toContain(pending.token);
      expect(await isPendingSignIn(database.db, rows[0]?.id ?? "", NOW)).toBe(false);
    });
  });
});
