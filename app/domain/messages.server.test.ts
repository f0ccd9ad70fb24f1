import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { createGroupCommit } from "../db/group-commit.server.ts";
import type { Db } from "../db/schema.ts";
import { NotFoundError, ValidationError } from "./errors.ts";
import { issueFormProof } from "./form-proof.server.ts";
import { formatPosition } from "./inbox-pages.model.ts";
import { CONTACT_CHECK_FIELDS, type ContactMessage, type SpamReason } from "./messages.model.ts";
import {
  countMessages,
  deleteMessage,
  eachMessagePage,
  getMessage,
  listMessages,
  markMessageRead,
  readInboxQuery,
  replyToMessage,
  restoreFromSpam,
} from "./messages.server.ts";
import { receiveMessage, submissionFrom } from "./submissions.server.ts";

const VALID = {
  name: "Comfort Doe",
  email: "comfort@example.com",
  subject: "Visa help",
  message: "Hello",
};
const T0 = Date.parse("2026-11-24T09:00:00.000Z");
const HOUR_MS = 60 * 60 * 1000;

async function expectNotFound(work: Promise<unknown>): Promise<void> {
  const error = await work.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NotFoundError);
  expect(error).toHaveProperty("message", "Message not found.");
}

const ids = (messages: ContactMessage[]) => messages.map((message) => message._id);

describe.each(testEngines())("messages on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  /** A message sent from the form a minute after it was shown, as a person would. */
  async function send(at = T0, fields: Record<string, string> = {}): Promise<ContactMessage> {
    const proof = await issueFormProof(database.db, at - 60_000);
    const { _id } = await receiveMessage(database.db, { ...VALID, ...fields }, { proof }, at);
    return getMessage(database.db, _id);
  }

  /** A message without the form's proof, so held as spam. */
  async function sendWithoutProof(at = T0): Promise<ContactMessage> {
    return getMessage(database.db, (await receiveMessage(database.db, VALID, {}, at))._id);
  }

  function outboxOf(messageId: string) {
    return database.db
      .selectFrom("outbox")
      .select(["kind", "attempts", "next_attempt_at", "sent_at"])
      .where("message_id", "=", messageId)
      .orderBy("kind")
      .execute();
  }

  describe("receiveMessage", () => {
    test("a message with a valid proof is stored unread and its notification is queued", async () => {
      const message = await send(T0, { name: "  Comfort\nDoe ", phone: " +231 770 " });
      expect(message).toEqual({
        _id: expect.any(String),
        ...VALID,
        name: "Comfort Doe",
        phone: "+231 770",
        line: "general",
        // Sent without a language: the site's source language.
        language: "en",
        createdAt: new Date(T0).toISOString(),
        isRead: false,
        reply: null,
        repliedAt: null,
        replySignature: null,
        status: "unread",
        spam: null,
        notification: { state: "pending" },
        replyEmail: null,
      });
      expect(await getMessage(database.db, message._id)).toEqual(message);
      expect(await outboxOf(message._id)).toEqual([
        { kind: "notify", attempts: 0, next_attempt_at: new Date(T0).toISOString(), sent_at: null },
      ]);
    });

    test("a filled-in honeypot holds the message as spam, even with a valid proof, and nobody is notified", async () => {
      const proof = await issueFormProof(database.db, T0 - 60_000);
      const { _id } = await receiveMessage(
        database.db,
        VALID,
        { honeypot: "https://spam.example", proof },
        T0,
      );
      expect(await getMessage(database.db, _id)).toMatchObject({
        spam: "honeypot",
        message: "Hello",
      });
      expect(await outboxOf(_id)).toEqual([]);
    });

    test.each<[string, (db: Db) => Promise<string | undefined>, SpamReason]>([
      ["without a proof", async () => undefined, "no-proof"],
      ["with a malformed proof", async () => "not-a-proof", "no-proof"],
      [
        "with a forged proof",
        async (db) => {
          const [issuedAt, mac = ""] = (await issueFormProof(db, T0 - 60_000)).split(".");
          return `${issuedAt}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
        },
        "no-proof",
      ],
      ["with a proof older than a day", (db) => issueFormProof(db, T0 - 25 * HOUR_MS), "no-proof"],
      ["with a proof issued a second before", (db) => issueFormProof(db, T0 - 1000), "too-fast"],
    ])(
      "a message sent %s is held as spam, with its reason, and nobody is notified",
      async (_, makeProof, reason) => {
        const proof = await makeProof(database.db);
        const { _id } = await receiveMessage(database.db, VALID, { proof }, T0);
        expect(await getMessage(database.db, _id)).toMatchObject({
          spam: reason,
          status: "unread",
        });
        expect(await outboxOf(_id)).toEqual([]);
      },
    );

    test("invalid input is refused, sending the visitor to the fields marked, and nothing is stored", async () => {
      const error = await send(T0, { email: "not an address", message: " " }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toHaveProperty("message", CONTACT_CHECK_FIELDS);
      expect(Object.keys((error as ValidationError).fieldErrors).sort()).toEqual([
        "email",
        "message",
      ]);
      expect(await database.db.selectFrom("inquiries").select("id").execute()).toEqual([]);
      expect(await database.db.selectFrom("outbox").select("id").execute()).toEqual([]);
    });

    test("a message is filed in the line its sender chose, else in its subject's, else in none", async () => {
      const lineOf = async (fields: Record<string, string>) => (await send(T0, fields)).line;
      expect(await lineOf({ subject: "Health Tourism Inquiry" })).toBe("health-tourism");
      expect(await lineOf({ subject: "Building Materials Quote" })).toBe("building-materials");
      expect(await lineOf({ subject: "Logistics Services" })).toBe("logistics");
      expect(await lineOf({ subject: "General Inquiry" })).toBe("general");
      expect(await lineOf({ subject: "Partnership Opportunity" })).toBe("general");
      expect(await lineOf({ subject: "Visa help" })).toBe("general");
      // A line chosen wins over the subject's; "Not one in particular" (empty) leaves it to the subject.
      expect(await lineOf({ subject: "Visa help", line: "logistics" })).toBe("logistics");
      expect(await lineOf({ subject: "Logistics Services", line: "health-tourism" })).toBe(
        "health-tourism",
      );
      expect(await lineOf({ subject: "Logistics Services", line: "general" })).toBe("general");
      expect(await lineOf({ subject: "Logistics Services", line: "" })).toBe("logistics");
    });

    test("a line that is none of the business lines is refused beside its field, and nothing is stored", async () => {
      const error = await send(T0, { line: "shipping" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toHaveProperty("message", CONTACT_CHECK_FIELDS);
      expect((error as ValidationError).fieldErrors).toEqual({
        line: ["Choose one of the business lines, or none in particular."],
      });
      expect(await database.db.selectFrom("inquiries").select("id").execute()).toEqual([]);
      expect(await database.db.selectFrom("outbox").select("id").execute()).toEqual([]);
    });

    test("a message delivered twice under one submission id is stored and notified once", async () => {
      const proof = await issueFormProof(database.db, T0 - 60_000);
      const submissionId = crypto.randomUUID();
      const deliver = () => receiveMessage(database.db, VALID, { proof, submissionId }, T0);
      const first = await deliver();
      const again = await deliver();
      // The page and the service worker may both send a message kept offline, at once.
      const racing = { proof: await issueFormProof(database.db, T0 - 60_000), submissionId: "" };
      racing.submissionId = crypto.randomUUID();
      const together = await Promise.all(
        [0, 1].map(() => receiveMessage(database.db, VALID, racing, T0)),
      );

      expect(again._id).toBe(first._id);
      expect(together[0]?._id).toBe(together[1]?._id);
      const stored = await database.db.selectFrom("inquiries").select("id").execute();
      expect(stored).toHaveLength(2);
      expect(await outboxOf(first._id)).toHaveLength(1);
    });

    test("a proof is good for one message: sent again, the next message is held as a replay and nobody is notified", async () => {
      const proof = await issueFormProof(database.db, T0 - 60_000);
      const first = await receiveMessage(database.db, VALID, { proof }, T0);
      const again = await receiveMessage(
        database.db,
        { ...VALID, subject: "Again" },
        { proof },
        T0,
      );
      // A person who sends a second message from a page that kept its old proof is answered
      // the same; the office finds it under Spam.
      expect(again._id).not.toBe(first._id);
      expect(await getMessage(database.db, first._id)).toMatchObject({ spam: null });
      expect(await getMessage(database.db, again._id)).toMatchObject({
        subject: "Again",
        spam: "replayed-proof",
      });
      expect(await outboxOf(again._id)).toEqual([]);
      const [, id] = proof.split(".");
      expect(await database.db.selectFrom("used_form_proofs").selectAll().execute()).toEqual([
        { id, expires_at: new Date(T0 - 60_000 + 24 * HOUR_MS).toISOString() },
      ]);
    });

    test("a stored page's proof, the same for every visitor of that copy, is good once per sender", async () => {
      const proof = await issueFormProof(database.db, T0 - 60_000, "page");
      const send = (subject: string, sender: string) =>
        receiveMessage(database.db, { ...VALID, subject }, { proof, sender }, T0).then(({ _id }) =>
          getMessage(database.db, _id),
        );
      expect((await send("First visitor", "203.0.113.7")).spam).toBeNull();
      expect((await send("Second visitor", "198.51.100.23")).spam).toBeNull();
      expect((await send("First visitor again", "203.0.113.7")).spam).toBe("replayed-proof");
      // A proof given to one caller stays good once, whoever sends it.
      const callers = await issueFormProof(database.db, T0 - 60_000);
      await receiveMessage(database.db, VALID, { proof: callers, sender: "203.0.113.7" }, T0);
      const other = await receiveMessage(
        database.db,
        VALID,
        { proof: callers, sender: "198.51.100.23" },
        T0,
      );
      expect((await getMessage(database.db, other._id)).spam).toBe("replayed-proof");
      // The senders' addresses are kept only as keyed digests.
      const used = await database.db.selectFrom("used_form_proofs").select("id").execute();
      expect(JSON.stringify(used)).not.toContain("203.0.113.7");
    });

    test("messages sent at once with one proof: one is stored as genuine, the others held, in one batch or in transactions of their own", async () => {
      const group = createGroupCommit(database.db);
      for (const commit of [group.commit, undefined]) {
        const proof = await issueFormProof(database.db, T0 - 60_000);
        const sent = await Promise.all(
          ["One", "Two", "Three"].map((subject) =>
            receiveMessage(database.db, { ...VALID, subject }, { proof }, T0, commit),
          ),
        );
        const stored = await Promise.all(sent.map(({ _id }) => getMessage(database.db, _id)));
        const reasons = stored.map((message) => message.spam);
        expect(reasons.filter((reason) => reason === null)).toHaveLength(1);
        expect(reasons.filter((reason) => reason === "replayed-proof")).toHaveLength(2);
      }
      const notified = await database.db.selectFrom("outbox").select("message_id").execute();
      expect(notified).toHaveLength(2);
    });

    test("a message held for another reason does not use up its proof", async () => {
      const proof = await issueFormProof(database.db, T0 - 1000);
      const tooFast = await receiveMessage(database.db, VALID, { proof }, T0);
      const honeypot = await receiveMessage(database.db, VALID, { proof, honeypot: "x" }, T0);
      const person = await receiveMessage(database.db, VALID, { proof }, T0 + 60_000);
      expect((await getMessage(database.db, tooFast._id)).spam).toBe("too-fast");
      expect((await getMessage(database.db, honeypot._id)).spam).toBe("honeypot");
      expect((await getMessage(database.db, person._id)).spam).toBeNull();
    });

    test("a submission id that is not an id is ignored: each delivery is a message", async () => {
      const proof = await issueFormProof(database.db, T0 - 60_000);
      for (const submissionId of ["", "x", "<script>", "a".repeat(65)]) {
        await receiveMessage(database.db, VALID, { proof, submissionId }, T0);
        await receiveMessage(database.db, VALID, { proof, submissionId }, T0);
      }
      const stored = await database.db.selectFrom("inquiries").select("id").execute();
      expect(stored).toHaveLength(8);
    });
  });

  describe("spam", () => {
    test("spam is left out of every inbox view and the counts, and shown under the spam filter", async () => {
      const person = await send(T0);
      const spam = await sendWithoutProof(T0 + 1000);
      expect(ids((await listMessages(database.db)).messages)).toEqual([person._id]);
      expect(ids((await listMessages(database.db, "all")).messages)).toEqual([person._id]);
      expect(ids((await listMessages(database.db, "unread")).messages)).toEqual([person._id]);
      expect(ids((await listMessages(database.db, "spam")).messages)).toEqual([spam._id]);
      expect(await countMessages(database.db)).toBe(1);
      expect(await countMessages(database.db, { unreadOnly: true })).toBe(1);
    });

    test("'not spam' puts a message back in the inbox, unread, and queues its notification then", async () => {
      const held = await sendWithoutProof();
      // Opened while held (the API allows it): back in the inbox it must still stand out.
      await markMessageRead(database.db, held._id, EDITOR);
      const restored = await restoreFromSpam(database.db, held._id, EDITOR);
      expect(restored).toMatchObject({
        _id: held._id,
        spam: null,
        status: "unread",
        notification: { state: "pending" },
      });
      expect(await outboxOf(held._id)).toEqual([expect.objectContaining({ kind: "notify" })]);
      expect(ids((await listMessages(database.db)).messages)).toEqual([held._id]);
      expect((await listMessages(database.db, "spam")).messages).toEqual([]);
      expect(await countMessages(database.db)).toBe(1);
    });

    test("restoring a message that is not spam leaves it as it was, with no second notification", async () => {
      const message = await send();
      await markMessageRead(database.db, message._id, EDITOR);
      const again = await restoreFromSpam(database.db, message._id, EDITOR);
      expect(again).toMatchObject({ spam: null, status: "read" });
      expect(await outboxOf(message._id)).toHaveLength(1);
    });

    test("restoring an unknown message is not found", async () => {
      await expectNotFound(restoreFromSpam(database.db, crypto.randomUUID(), EDITOR));
    });
  });

  describe("the inbox", () => {
    test("status is derived as unread, read or replied, and each filter shows its own, newest first", async () => {
      const unread = await send(T0);
      const read = await send(T0 + 1000);
      const replied = await send(T0 + 2000);
      await markMessageRead(database.db, read._id, EDITOR);
      await replyToMessage(database.db, replied._id, { reply: "Thanks!" }, EDITOR);

      const { messages: all } = await listMessages(database.db);
      expect(all.map((message) => [message._id, message.status])).toEqual([
        [replied._id, "replied"],
        [read._id, "read"],
        [unread._id, "unread"],
      ]);
      expect(ids((await listMessages(database.db, "unread")).messages)).toEqual([unread._id]);
      expect(ids((await listMessages(database.db, "read")).messages)).toEqual([read._id]);
      expect(ids((await listMessages(database.db, "replied")).messages)).toEqual([replied._id]);
      expect(await countMessages(database.db)).toBe(3);
      expect(await countMessages(database.db, { unreadOnly: true })).toBe(1);
    });

    test("an empty inbox lists nothing and counts zero", async () => {
      expect((await listMessages(database.db)).messages).toEqual([]);
      expect(await countMessages(database.db)).toBe(0);
    });

    test("a page holds at most `limit`, newest first (ties by id), and `next` goes on after it", async () => {
      // Two arrive in the same millisecond: the id orders them, so neither is lost between pages.
      const oldest = await send(T0);
      const twins = [await send(T0 + 1000), await send(T0 + 1000)].sort((a, b) =>
        b._id.localeCompare(a._id),
      );
      const newest = await send(T0 + 2000);
      await replyToMessage(database.db, oldest._id, { reply: "Thanks!" }, EDITOR);
      const expected = [newest, ...twins, oldest].map((message) => message._id);

      const first = await listMessages(database.db, "all", { limit: 2 });
      expect(ids(first.messages)).toEqual(expected.slice(0, 2));
      expect(first.next).toEqual({ createdAt: new Date(T0 + 1000).toISOString(), id: expected[1] });
      // One arriving meanwhile is newer than the first page: the walk does not list it.
      await send(T0 + 3000);
      const second = await listMessages(database.db, "all", { limit: 2, before: first.next });
      expect(ids(second.messages)).toEqual(expected.slice(2));
      expect(second.next).toBeNull();
      // Each message of a page carries its own mail, whichever page it is on.
      expect(second.messages.map((message) => message.replyEmail)).toEqual([
        null,
        { state: "pending" },
      ]);
      expect(second.messages.every((message) => message.notification.state === "pending")).toBe(
        true,
      );

      const pages: string[][] = [];
      for await (const page of eachMessagePage(database.db, "all", 2)) pages.push(ids(page));
      expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
      expect(pages.flat().slice(1)).toEqual(expected);
      const spamPages: string[][] = [];
      for await (const page of eachMessagePage(database.db, "spam")) spamPages.push(ids(page));
      expect(spamPages).toEqual([]);
    });

    test("`GET /api/contact`'s query: the spec's list unless a page is asked for; a wrong one is refused", async () => {
      expect(readInboxQuery({})).toEqual({ filter: "all", page: null });
      expect(readInboxQuery({ status: "spam", limit: "20" })).toEqual({
        filter: "spam",
        page: { limit: 20, before: null },
      });
      const before = { createdAt: new Date(T0).toISOString(), id: crypto.randomUUID() };
      expect(readInboxQuery({ status: "nonsense", before: formatPosition(before) })).toEqual({
        filter: "all",
        page: { limit: 100, before },
      });
      for (const [query, field] of [
        [{ limit: "0" }, "limit"],
        [{ limit: "501" }, "limit"],
        [{ limit: "1.5" }, "limit"],
        [{ before: "2026-11-24" }, "before"],
        [{ before: `${before.createdAt}_a'b` }, "before"],
      ] as const) {
        const error = (() => {
          try {
            readInboxQuery(query);
          } catch (caught) {
            return caught;
          }
        })();
        expect(error, JSON.stringify(query)).toBeInstanceOf(ValidationError);
        expect(Object.keys((error as ValidationError).fieldErrors)).toEqual([field]);
      }
    });

    test("marking a message read makes it read, and doing it again changes nothing", async () => {
      const message = await send();
      expect(await markMessageRead(database.db, message._id, EDITOR)).toMatchObject({
        isRead: true,
        status: "read",
      });
      expect(await markMessageRead(database.db, message._id, EDITOR)).toMatchObject({
        status: "read",
      });
      expect(await countMessages(database.db, { unreadOnly: true })).toBe(0);
    });

    test("a reply is stored trimmed, marks the message read and queues the reply's e-mail", async () => {
      const message = await send();
      const before = Date.now();
      const replied = await replyToMessage(
        database.db,
        message._id,
        {
          reply: "  We will call.  ",
        },
        EDITOR,
      );
      expect(replied).toMatchObject({
        reply: "We will call.",
        // The replier is no account here: the company's name alone.
        replySignature: "Best regards,\nLonestar Anatolia Group",
        isRead: true,
        status: "replied",
        replyEmail: { state: "pending" },
      });
      const repliedAt = Date.parse(replied.repliedAt ?? "");
      expect(repliedAt).toBeGreaterThanOrEqual(before);
      expect(repliedAt).toBeLessThanOrEqual(Date.now());
      expect((await outboxOf(message._id)).map((mail) => mail.kind)).toEqual(["notify", "reply"]);
    });

    test("an empty reply is refused and the message is left as it was", async () => {
      const message = await send();
      const error = await replyToMessage(database.db, message._id, { reply: "  " }, EDITOR).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message: "Failed to send reply.",
        fieldErrors: { reply: ["Write a reply before sending."] },
      });
      expect(await getMessage(database.db, message._id)).toEqual(message);
      expect(await outboxOf(message._id)).toHaveLength(1);
    });

    test("each mail's state shows whether it is waiting, failing and why, or sent", async () => {
      const message = await send();
      const retryAt = new Date(T0 + 60_000).toISOString();
      const notification = database.db
        .updateTable("outbox")
        .where("message_id", "=", message._id)
        .where("kind", "=", "notify");
      await notification
        .set({ attempts: 2, last_error: "connect ECONNREFUSED", next_attempt_at: retryAt })
        .execute();
      expect((await getMessage(database.db, message._id)).notification).toEqual({
        state: "failed",
        attempts: 2,
        error: "connect ECONNREFUSED",
        nextAttemptAt: retryAt,
      });
      const sentAt = new Date(T0 + 61_000).toISOString();
      await notification.set({ sent_at: sentAt }).execute();
      expect((await getMessage(database.db, message._id)).notification).toEqual({
        state: "sent",
        at: sentAt,
      });
    });

    test("deleting a message removes it and the mail queued about it", async () => {
      const message = await send();
      const other = await send(T0 + 1000);
      await deleteMessage(database.db, message._id, EDITOR);
      await expectNotFound(getMessage(database.db, message._id));
      expect(await outboxOf(message._id)).toEqual([]);
      expect(ids((await listMessages(database.db)).messages)).toEqual([other._id]);
      await expectNotFound(deleteMessage(database.db, message._id, EDITOR));
    });

    test("reading, marking, replying to or deleting an unknown message is not found", async () => {
      const unknown = crypto.randomUUID();
      await expectNotFound(getMessage(database.db, unknown));
      await expectNotFound(markMessageRead(database.db, unknown, EDITOR));
      await expectNotFound(replyToMessage(database.db, unknown, { reply: "Hello" }, EDITOR));
      await expectNotFound(deleteMessage(database.db, unknown, EDITOR));
      expect(await database.db.selectFrom("outbox").select("id").execute()).toEqual([]);
    });
  });
});

describe("submissionFrom", () => {
  test("reads the honeypot and the form proof from the submitted fields", () => {
    expect(
      submissionFrom({ ...VALID, leave_empty: "x", formProof: "abc.def", submissionId: "id-1" }),
    ).toEqual({ honeypot: "x", proof: "abc.def", submissionId: "id-1" });
    expect(submissionFrom(VALID)).toEqual({
      honeypot: undefined,
      proof: undefined,
      submissionId: undefined,
    });
  });

  test("ignores values that are not text and fields inherited rather than sent", () => {
    expect(submissionFrom({ leave_empty: ["x"], formProof: 42 })).toEqual({
      honeypot: undefined,
      proof: undefined,
      submissionId: undefined,
    });
    const inherited = Object.create({ leave_empty: "x", formProof: "abc.def" }) as Record<
      string,
      unknown
    >;
    expect(submissionFrom(inherited)).toEqual({
      honeypot: undefined,
      proof: undefined,
      submissionId: undefined,
    });
  });
});
