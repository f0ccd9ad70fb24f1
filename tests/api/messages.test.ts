import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONTACT_CHECK_FIELDS } from "../../app/domain/messages.model.ts";
import { messageIn } from "../../app/i18n/form-messages.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";

interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  line: string;
  language: string;
  createdAt: string;
  isRead: boolean;
  reply: string | null;
  status: "unread" | "read" | "replied";
}

interface Answer {
  success: boolean;
  message: string;
  contactMessage: ContactMessage;
  messages: ContactMessage[];
  errors?: Record<string, string[]>;
}

const THANKS = "Thank you for your message! We'll get back to you soon.";
const CHECK_FIELDS =
  "Your message was not sent. Please check the fields marked below and try again.";
const NOT_FOUND = { success: false, message: "Message not found." };

const validMessage = (fields: Partial<Record<keyof ContactMessage, unknown>> = {}) => ({
  name: "Comfort Johnson",
  email: "comfort@example.com",
  phone: "+231 770 000 123",
  subject: "Health Tourism Inquiry",
  message: "I would like to know the cost of knee surgery in Istanbul.",
  ...fields,
});

describe.each(testEngines())("contact messages API on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  /** A visitor sends a message from the site's form: no cookie, the form's proof along. */
  const post = async (json: Record<string, unknown>) =>
    call<Answer>(site.url, "POST", "/api/contact", {
      json: { formProof: await site.formProof(), ...json },
    });
  const admin = (method: string, path: string, json?: unknown) =>
    call<Answer>(site.url, method, path, { cookie, json });
  const send = async (fields: Partial<Record<keyof ContactMessage, unknown>> = {}) => {
    const answer = await post(validMessage(fields));
    expect(answer.status).toBe(201);
    return answer.body.contactMessage._id;
  };
  const read = async (id: string) => {
    const answer = await admin("GET", `/api/contact/${id}`);
    expect(answer.status).toBe(200);
    return answer.body.contactMessage;
  };

  describe("a visitor sends a message", () => {
    test("POST /api/contact needs no sign-in and answers with the spec's thanks", async () => {
      const answer = await post(validMessage());
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: THANKS,
        contactMessage: { _id: expect.any(String) },
      });
      expect(await read(answer.body.contactMessage._id)).toMatchObject({
        ...validMessage(),
        isRead: false,
        reply: null,
        status: "unread",
      });
    });

    test("the phone number is optional", async () => {
      const { phone: _, ...withoutPhone } = validMessage();
      const answer = await post(withoutPhone);
      expect(answer.status).toBe(201);
      expect((await read(answer.body.contactMessage._id)).phone).toBe("");
    });

    test.each([
      ["name", { name: "" }],
      ["name", { name: undefined }],
      ["email", { email: "" }],
      ["email", { email: "comfort@" }],
      ["email", { email: "not an address" }],
      ["email", { email: "comfort@localhost" }],
      ["subject", { subject: " \n " }],
      ["message", { message: "   " }],
      ["message", { message: undefined }],
      ["line", { line: "shipping" }],
      ["line", { line: 7 }],
      ["language", { language: "de" }],
      ["language", { language: 7 }],
    ])("%s is checked (%j)", async (field, change) => {
      const count = async () => (await admin("GET", "/api/contact")).body.messages.length;
      const before = await count();
      const answer = await post({ ...validMessage(), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toBe(CHECK_FIELDS);
      expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
      expect(await count()).toBe(before);
    });

    test("a message is filed in the line it names, else in its subject's; its shape carries it", async () => {
      const chosen = await send({ subject: "General Inquiry", line: "building-materials" });
      const bySubject = await send({ subject: "Logistics Services" });
      const none = await send({ subject: "Health Tourism Inquiry", line: "general" });
      const left = await send({ subject: "Health Tourism Inquiry", line: "" });
      expect((await read(chosen)).line).toBe("building-materials");
      expect((await read(bySubject)).line).toBe("logistics");
      expect((await read(none)).line).toBe("general");
      expect((await read(left)).line).toBe("health-tourism");
      const listed = (await admin("GET", "/api/contact")).body.messages;
      expect(listed.find((message) => message._id === chosen)?.line).toBe("building-materials");
    });

    test("the page's form sends the line chosen too, and shows it again when a field is wrong", async () => {
      const email = `line-${engine}-${Date.now()}@example.com`;
      const postForm = async (fields: Record<string, string>) =>
        call<string>(site.url, "POST", "/contact", {
          body: new URLSearchParams({
            name: "Comfort Johnson",
            email,
            subject: "General Inquiry",
            message: "Can you ship two cars?",
            formProof: await site.formProof(),
            ...fields,
          }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });

      const refused = await postForm({ email: "not an address", line: "logistics" });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatch(/<option value="logistics" selected="">Logistics<\/option>/);

      expect((await postForm({ line: "logistics" })).status).toBe(200);
      const stored = await site.database.db
        .selectFrom("inquiries")
        .select(["line", "reference"])
        .where("email", "=", email)
        .execute();
      expect(stored).toEqual([{ line: "logistics", reference: null }]);
    });

    test("a message keeps the language it was sent in (English when it names none); a wrong one is refused by name", async () => {
      const turkish = await send({ language: "tr" });
      const english = await send();
      expect(await read(turkish)).toMatchObject({ language: "tr" });
      expect(await read(english)).toMatchObject({ language: "en" });
      const stored = await site.database.db
        .selectFrom("inquiries")
        .select("language")
        .where("id", "=", turkish)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ language: "tr" });

      const refused = await post(validMessage({ language: "german" }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        language: ["Give the language as one of the site's: en, fr, tr."],
      });
    });

    test("a message refused is answered in the language it was sent in", async () => {
      const refused = await post(validMessage({ language: "tr", email: "ayse@example" }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messageIn("tr", CONTACT_CHECK_FIELDS));
      expect(refused.body.errors).toEqual({
        email: ["Geçerli bir e-posta adresi girin, örneğin ad@ornek.com."],
      });
      const english = await post(validMessage({ email: "ayse@example" }));
      expect(english.body.errors).toEqual({
        email: ["Enter a valid e-mail address, like name@example.com."],
      });
    });

    test("the French page's form keeps the message in French, whatever its fields say", async () => {
      const email = `french-${engine}-${Date.now()}@example.com`;
      const answer = await call<string>(site.url, "POST", "/fr/contact", {
        body: new URLSearchParams({
          name: "Awa Diallo",
          email,
          subject: "General Inquiry",
          message: "Pouvez-vous expédier deux voitures ?",
          formProof: await site.formProof(),
          language: "tr",
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(answer.status).toBe(200);
      const stored = await site.database.db
        .selectFrom("inquiries")
        .select("language")
        .where("email", "=", email)
        .execute();
      expect(stored).toEqual([{ language: "fr" }]);
    });

    test("line breaks in name and subject are collapsed, so no mail header can be smuggled in", async () => {
      const id = await send({
        name: "Bob\r\nBcc: x@evil",
        subject: "Quote\nContent-Type: text/html\r\n\r\nHi",
        message: "First line.\nSecond line.",
      });
      const stored = await site.database.db
        .selectFrom("inquiries")
        .select(["name", "subject", "message"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        name: "Bob Bcc: x@evil",
        subject: "Quote Content-Type: text/html Hi",
        // The message body is not a header: its lines are kept.
        message: "First line.\nSecond line.",
      });
      expect(stored.name).not.toMatch(/[\r\n]/);
      expect(stored.subject).not.toMatch(/[\r\n]/);
    });
  });

  describe("an administrator reads and answers", () => {
    test("GET /api/contact needs a signed-in administrator", async () => {
      const answer = await call(site.url, "GET", "/api/contact");
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
      expect(answer.body).not.toHaveProperty("messages");
    });

    test("GET /api/contact lists messages newest first, each with its status", async () => {
      const ids = [await send(), await send(), await send()];
      // Stored times decide the order; set them apart so the test does not race the clock.
      const times = [
        "2030-01-01T09:00:00.000Z",
        "2030-01-03T09:00:00.000Z",
        "2030-01-02T09:00:00.000Z",
      ];
      for (const [index, id] of ids.entries()) {
        await site.database.db
          .updateTable("inquiries")
          .set({ created_at: times[index] ?? "" })
          .where("id", "=", id)
          .execute();
      }
      const answer = await admin("GET", "/api/contact");
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      const listed = answer.body.messages;
      expect(listed.slice(0, 3).map((message) => message._id)).toEqual([ids[1], ids[2], ids[0]]);
      const createdAt = listed.map((message) => message.createdAt);
      expect(createdAt).toEqual(createdAt.toSorted().toReversed());
      for (const message of listed) expect(message.status).toBe("unread");
    });

    test("GET /api/contact/:id answers one message", async () => {
      const id = await send({ subject: "Logistics Services" });
      const answer = await admin("GET", `/api/contact/${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        contactMessage: { _id: id, subject: "Logistics Services", status: "unread" },
      });
    });

    test("PUT /api/contact/:id/read marks a message read", async () => {
      const id = await send();
      const answer = await admin("PUT", `/api/contact/${id}/read`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: "Message marked as read",
        contactMessage: { _id: id, isRead: true, status: "read" },
      });
      expect(await read(id)).toMatchObject({ isRead: true, status: "read", reply: null });
    });

    test("a blank reply is refused and the message stays unanswered", async () => {
      const id = await send();
      for (const body of [{ reply: "" }, { reply: "  \n " }, {}]) {
        const answer = await admin("POST", `/api/contact/${id}/reply`, body);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          success: false,
          message: "Failed to send reply.",
          errors: { reply: ["Write a reply before sending."] },
        });
      }
      expect(await read(id)).toMatchObject({ isRead: false, reply: null, status: "unread" });
    });

    test("POST /api/contact/:id/reply stores the reply and marks the message read (mail not set up)", async () => {
      const id = await send();
      const answer = await admin("POST", `/api/contact/${id}/reply`, {
        reply: "  Dear Comfort, a coordinator will call you tomorrow.  ",
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        emailed: false,
        message:
          "Your reply is saved, but it was not e-mailed: this website cannot send e-mail yet. Send it from your own e-mail, or ask whoever runs the website to set up sending.",
        contactMessage: {
          _id: id,
          reply: "Dear Comfort, a coordinator will call you tomorrow.",
          isRead: true,
          status: "replied",
        },
      });
      expect(await read(id)).toMatchObject({ isRead: true, status: "replied" });
    });

    test("?status= filters unread, read and replied messages", async () => {
      const unread = await send();
      const readOnly = await send();
      const replied = await send();
      await admin("PUT", `/api/contact/${readOnly}/read`);
      await admin("POST", `/api/contact/${replied}/reply`, { reply: "Done." });

      const filtered = async (status: string) => {
        const answer = await admin("GET", `/api/contact?status=${status}`);
        expect(answer.status).toBe(200);
        return answer.body.messages;
      };
      const all = (await filtered("all")).map((message) => message._id);
      expect(all).toEqual(expect.arrayContaining([unread, readOnly, replied]));

      for (const [status, id] of [
        ["unread", unread],
        ["read", readOnly],
        ["replied", replied],
      ] as const) {
        const messages = await filtered(status);
        expect(messages.every((message) => message.status === status)).toBe(true);
        const listed = messages.map((message) => message._id);
        expect(listed).toContain(id);
        expect(listed.filter((each) => [unread, readOnly, replied].includes(each))).toEqual([id]);
      }
      // Nothing above was spam: the spam view lists none of them.
      const spam = (await filtered("spam")).map((message) => message._id);
      expect(spam.filter((each) => [unread, readOnly, replied].includes(each))).toEqual([]);
      // An unknown filter shows everything rather than nothing.
      expect((await filtered("bogus")).map((message) => message._id).toSorted()).toEqual(
        all.toSorted(),
      );
    });

    test("DELETE removes a message; afterwards it is not found", async () => {
      const id = await send();
      const answer = await admin("DELETE", `/api/contact/${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: "Message deleted successfully" });
      const gone = await admin("GET", `/api/contact/${id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual(NOT_FOUND);
      const listed = (await admin("GET", "/api/contact")).body.messages;
      expect(listed.map((message) => message._id)).not.toContain(id);
    });

    test("unknown ids are 404s", async () => {
      for (const [method, path, body] of [
        ["GET", "/api/contact/no-such-id", undefined],
        ["PUT", "/api/contact/no-such-id/read", undefined],
        ["POST", "/api/contact/no-such-id/reply", { reply: "Hello" }],
        ["DELETE", "/api/contact/no-such-id", undefined],
      ] as const) {
        const answer = await admin(method, path, body);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(NOT_FOUND);
      }
    });
  });
});
