import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { COMMAND_LINE } from "./audit.model.ts";
import { listAuditLog } from "./audit.server.ts";
import { ConflictError, ValidationError } from "./errors.ts";
import { BUILT_IN_REPLY_TEMPLATES } from "./reply-templates.schema.ts";
import { getReplyTemplates, updateReplyTemplates } from "./reply-templates.server.ts";

const TEMPLATES = [
  { title: "Ship dates", text: "The next ship leaves Mersin on Tuesday.\r\nIt takes 21 days." },
];

describe.each(testEngines())("reply templates on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  test("the office starts with the two built-in templates", async () => {
    const saved = await getReplyTemplates(database.db);
    expect(saved).toEqual({ templates: BUILT_IN_REPLY_TEMPLATES, version: 0 });
    expect(saved.templates.map((template) => template.title)).toEqual([
      "Request received",
      "Documents needed",
    ]);
  });

  test("the office's list replaces them, versioned and in the audit log", async () => {
    const saved = await updateReplyTemplates(
      database.db,
      { templates: TEMPLATES, version: 0 },
      COMMAND_LINE,
    );
    expect(saved).toEqual({
      templates: [
        { title: "Ship dates", text: "The next ship leaves Mersin on Tuesday.\nIt takes 21 days." },
      ],
      version: 1,
    });
    const { items } = await listAuditLog(database.db, {});
    expect(items[0]).toMatchObject({ detail: "1 template" });
    await updateReplyTemplates(database.db, { templates: [], version: 1 }, COMMAND_LINE);
    const stale = updateReplyTemplates(database.db, { templates: [], version: 1 }, COMMAND_LINE);
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    expect(await getReplyTemplates(database.db)).toEqual({ templates: [], version: 2 });
  });

  test("bad input is refused beside its field and changes nothing", async () => {
    const refusals: [unknown, string, string][] = [
      [
        { templates: [{ title: "", text: "Hello" }] },
        "templates.0.title",
        "Enter the template's name.",
      ],
      [
        { templates: [{ title: "Hi", text: "  " }] },
        "templates.0.text",
        "Enter the template's text.",
      ],
      [
        { templates: [{ title: "x".repeat(61), text: "Hello" }] },
        "templates.0.title",
        "Keep the template's name to 60 characters or fewer.",
      ],
      [
        {
          templates: [
            { title: "Same", text: "a" },
            { title: "same", text: "b" },
          ],
        },
        "templates.1.title",
        "Another template has this name.",
      ],
      [{ templates: "Request received" }, "templates", "Send the templates as a list."],
    ];
    for (const [input, field, message] of refusals) {
      const error = await updateReplyTemplates(database.db, input, COMMAND_LINE).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toMatchObject({ [field]: [message] });
    }
    expect(await getReplyTemplates(database.db)).toEqual({
      templates: BUILT_IN_REPLY_TEMPLATES,
      version: 0,
    });
  });
});
