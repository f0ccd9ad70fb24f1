import { describe, expect, test } from "vitest";
import { messageStatus } from "./messages.model.ts";
import { ContactMessageInputSchema, MessageFilterSchema } from "./messages.schema.ts";

describe("messageStatus", () => {
  test.each([
    [{ isRead: false, reply: null }, "unread"],
    [{ isRead: true, reply: null }, "read"],
    [{ isRead: true, reply: "Thanks!" }, "replied"],
    // A reply decides, whatever isRead says.
    [{ isRead: false, reply: "Thanks!" }, "replied"],
    // An empty reply is no reply.
    [{ isRead: true, reply: "" }, "read"],
  ])("%j is %s", (message, status) => {
    expect(messageStatus(message)).toBe(status);
  });
});

describe("MessageFilterSchema", () => {
  test("accepts the five filters and reads anything else as all", () => {
    for (const filter of ["all", "unread", "read", "replied", "spam"]) {
      expect(MessageFilterSchema.parse(filter)).toBe(filter);
    }
    expect(MessageFilterSchema.parse("junk")).toBe("all");
    expect(MessageFilterSchema.parse(undefined)).toBe("all");
  });
});

describe("ContactMessageInputSchema", () => {
  test("name, subject and phone become one line; the message keeps its lines", () => {
    const parsed = ContactMessageInputSchema.parse({
      name: " Bob\r\nBcc: x@evil ",
      email: " bob@example.com ",
      phone: "+231\n770",
      subject: "Hi\tthere\n",
      message: "  Line one\nLine two  ",
    });
    expect(parsed).toEqual({
      name: "Bob Bcc: x@evil",
      email: "bob@example.com",
      phone: "+231 770",
      subject: "Hi there",
      message: "Line one\nLine two",
    });
  });
});
