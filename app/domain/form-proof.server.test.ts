import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import {
  deleteExpiredProofUses,
  isProofUsed,
  issueFormProof,
  judgeFormProof,
} from "./form-proof.server.ts";
import { MINIMUM_FILL_MS, PROOF_LIFETIME_MS } from "./messages.model.ts";

const ISSUED_AT = Date.parse("2026-11-24T09:00:00.000Z");

describe.each(testEngines())("form proofs on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  test("a proof is the time it was issued, in base 36, an id of its own and a signature", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    expect(proof).toMatch(/^[A-Za-z0-9._-]+$/);
    const [issuedAt, id, mac, ...rest] = proof.split(".");
    expect(rest).toEqual([]);
    expect(Number.parseInt(issuedAt ?? "", 36)).toBe(ISSUED_AT);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Issued in the same millisecond, two proofs are still two.
    const again = await issueFormProof(database.db, ISSUED_AT);
    expect(again.split(".")[1]).not.toBe(id);
  });

  test("an issued proof sent back after the minimum fill time looks like a person's, and names the id to use up", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    const id = proof.split(".")[1];
    const expiresAt = new Date(ISSUED_AT + PROOF_LIFETIME_MS).toISOString();
    for (const at of [ISSUED_AT + MINIMUM_FILL_MS, ISSUED_AT + 10 * 60 * 1000]) {
      expect(await judgeFormProof(database.db, proof, at)).toEqual({
        spam: null,
        use: { id, expiresAt },
      });
    }
  });

  test("a proof sent back sooner than the minimum fill time is too fast", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    expect(await judgeFormProof(database.db, proof, ISSUED_AT)).toEqual({ spam: "too-fast" });
    expect(await judgeFormProof(database.db, proof, ISSUED_AT + MINIMUM_FILL_MS - 1)).toEqual({
      spam: "too-fast",
    });
  });

  test("a proof holds for a day and proves nothing after that", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    expect(PROOF_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    const atTheEnd = await judgeFormProof(database.db, proof, ISSUED_AT + PROOF_LIFETIME_MS);
    expect(atTheEnd.spam).toBeNull();
    expect(await judgeFormProof(database.db, proof, ISSUED_AT + PROOF_LIFETIME_MS + 1)).toEqual({
      spam: "no-proof",
    });
  });

  test("a missing or malformed proof means the message did not come from the form", async () => {
    const later = ISSUED_AT + 60_000;
    const genuine = await issueFormProof(database.db, ISSUED_AT);
    const [issuedAt = "", , mac = ""] = genuine.split(".");
    for (const proof of [
      undefined,
      "",
      ".",
      "..",
      "not-a-proof",
      "abc",
      "ABC.def",
      "-1.abc",
      // The form of proofs before they had ids: time and signature only.
      `${issuedAt}.${mac}`,
      `${genuine}.extra`,
    ]) {
      expect(await judgeFormProof(database.db, proof, later), String(proof)).toEqual({
        spam: "no-proof",
      });
    }
  });

  test("a proof with its signature or its time changed is forged", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    const [issuedAt = "", id = "", mac = ""] = proof.split(".");
    const other = (text: string) => `${text.startsWith("A") ? "B" : "A"}${text.slice(1)}`;
    // Moving the issue time back would make a fresh proof look old enough to pass; changing
    // the id would make one proof good for many submissions.
    const earlier = (ISSUED_AT - 60_000).toString(36);
    const later = ISSUED_AT + 60_000;
    for (const forged of [
      `${issuedAt}.${id}.${other(mac)}`,
      `${earlier}.${id}.${mac}`,
      `${issuedAt}.${other(id)}.${mac}`,
      `${issuedAt}.${id}.`,
    ]) {
      expect(await judgeFormProof(database.db, forged, later), forged).toEqual({
        spam: "no-proof",
      });
    }
  });

  test("proofs are signed with the key kept in the database, made once and shared", async () => {
    const proofs = await Promise.all(
      [0, 1, 2].map((offset) => issueFormProof(database.db, ISSUED_AT + offset)),
    );
    const keys = await database.db
      .selectFrom("site_meta")
      .select("value")
      .where("key", "=", "form_proof_key")
      .execute();
    expect(keys).toHaveLength(1);
    for (const proof of proofs) {
      expect((await judgeFormProof(database.db, proof, ISSUED_AT + 60_000)).spam).toBeNull();
    }

    // Signed with another key, as another site's would be, it is forged.
    const elsewhere = await createMigratedDatabase(engine);
    try {
      expect(await judgeFormProof(elsewhere.db, proofs[0], ISSUED_AT + 60_000)).toEqual({
        spam: "no-proof",
      });
    } finally {
      await elsewhere.drop();
    }
  });

  test("the sweep forgets used proofs once they have expired, and keeps the others", async () => {
    await database.db
      .insertInto("used_form_proofs")
      .values([
        { id: "expired-proof-id", expires_at: new Date(ISSUED_AT - 1).toISOString() },
        { id: "current-proof-id", expires_at: new Date(ISSUED_AT + 1).toISOString() },
      ])
      .execute();
    expect(await deleteExpiredProofUses(database.db, ISSUED_AT)).toBe(1);
    expect(await isProofUsed(database.db, "expired-proof-id")).toBe(false);
    expect(await isProofUsed(database.db, "current-proof-id")).toBe(true);
  });
});
