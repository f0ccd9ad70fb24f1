import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { listAuditLog } from "../../domain/audit.server.ts";
import { listPrivacyLog } from "../../domain/privacy.server.ts";
import { down, up } from "./20261127_0022_privacy_keyed_hashes.ts";

describe.each(testEngines())("plain digests of addresses replaced on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  test("requests logged before keyed hashes keep what was done, not the digest", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    const digest = `sha256:${createHash("sha256").update("musu@example.com").digest("hex")}`;
    const at = "2026-11-20T10:00:00.000Z";
    await sql`insert into privacy_log (id, kind, subject, actor, summary, created_at) values
      ('erase-1', 'erase', ${digest}, 'office', 'Erased 1 inquiry.', ${at}),
      ('retention-1', 'retention', 'closed before 2025-11-20', null, 'Deleted 1 attachment.', '2026-11-19T10:00:00.000Z')`.execute(
      db,
    );
    await sql`insert into audit_log (created_at, actor_id, actor_name, kind, item_type, item_id, item_label, detail)
      values (${at}, null, 'office', 'erase', 'personal-data', 'erase-1', ${digest}, '1 inquiry'),
             (${at}, null, 'office', 'update', 'service', 's1', 'Sea Freight', null)`.execute(db);

    await up(db);

    const rows = await sql<{ text: string }>`select subject as text from privacy_log
      union all select item_label as text from audit_log`.execute(db);
    expect(rows.rows.map((row) => row.text).sort()).toEqual([
      "Sea Freight",
      "a person",
      "address not kept",
      "closed before 2025-11-20",
    ]);
    expect((await listPrivacyLog(database.db)).map((entry) => entry.subject)).toEqual([
      "an erased address",
      "closed before 2025-11-20",
    ]);
    const { items } = await listAuditLog(database.db);
    expect(items.map((item) => item.summary)).toContain(
      "Erased the personal data of a person (1 inquiry)",
    );
  });
});
