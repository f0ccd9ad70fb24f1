import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { issueFormProof, judgeFormProof } from "./form-proof.server.ts";
import { MINIMUM_FILL_MS, PROOF_LIFETIME_MS } from "./messages.model.ts";

const ISSUED_AT = Date.parse("2026-11-24T09:00:00.000Z");

describe.each(testEngines())("form proofs on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  test("a proof is the time it was issued, in base 36, and a signature", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    const [issuedAt, mac, ...rest] = proof.split(".");
    expect(rest).toEqual([]);
    expect(Number.parseInt(issuedAt ?? "", 36)).toBe(ISSUED_AT);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  test("an issued proof sent back after the minimum fill time looks like a person's", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    expect(await judgeFormProof(database.db, proof, ISSUED_AT + MINIMUM_FILL_MS)).toBeNull();
    expect(await judgeFormProof(database.db, proof, ISSUED_AT + 10 * 60 * 1000)).toBeNull();
  });

  test("a proof sent back sooner than the minimum fill time is too fast", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    expect(await judgeFormProof(database.db, proof, ISSUED_AT)).toBe("too-fast");
    expect(await judgeFormProof(database.db, proof, ISSUED_AT + MINIMUM_FILL_MS - 1)).toBe(
      "too-fast",
    );
  });

  test("a proof holds for a day and proves nothing after that", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    expect(PROOF_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    expect(await judgeFormProof(database.db, proof, ISSUED_AT + PROOF_LIFETIME_MS)).toBeNull();
    expect(await judgeFormProof(database.db, proof, ISSUED_AT + PROOF_LIFETIME_MS + 1)).toBe(
      "no-proof",
    );
  });

  test("a missing or malformed proof means the message did not come from the form", async () => {
    const later = ISSUED_AT + 60_000;
    for (const proof of [undefined, "", ".", "not-a-proof", "abc", "ABC.def", "-1.abc"]) {
      expect(await judgeFormProof(database.db, proof, later), String(proof)).toBe("no-proof");
    }
  });

  test("a proof with its signature or its time changed is forged", async () => {
    const proof = await issueFormProof(database.db, ISSUED_AT);
    const [issuedAt = "", mac = ""] = proof.split(".");
    const otherMac = `${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    // Moving the issue time back would make a fresh proof look old enough to pass.
    const earlier = (ISSUED_AT - 60_000).toString(36);
    const later = ISSUED_AT + 60_000;
    for (const forged of [`${issuedAt}.${otherMac}`, `${earlier}.${mac}`, `${issuedAt}.`]) {
      expect(await judgeFormProof(database.db, forged, later), forged).toBe("no-proof");
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
      expect(await judgeFormProof(database.db, proof, ISSUED_AT + 60_000)).toBeNull();
    }

    // Signed with another key, as another site's would be, it is forged.
    const elsewhere = await createMigratedDatabase(engine);
    try {
      expect(await judgeFormProof(elsewhere.db, proofs[0], ISSUED_AT + 60_000)).toBe("no-proof");
    } finally {
      await elsewhere.drop();
    }
  });
});
