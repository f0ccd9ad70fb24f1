import { describe, expect, test } from "vitest";
import { composeReply, composeSentReply, defaultSignature } from "./replies.model.ts";

const SIGNATURE = "Best regards,\nAyşe Demir\nLonestar Anatolia Group";

/** How many times `part` occurs in `text`. */
function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe("a reply as it is sent", () => {
  test("the greeting, the text and the signature, each once, in that order", () => {
    const reply = composeReply({
      name: "Kofi Mensah",
      body: "  We have your documents.\r\nThe quote follows tomorrow.  ",
      signature: SIGNATURE,
    });
    expect(reply).toEqual({
      greeting: "Dear Kofi Mensah,",
      body: "We have your documents.\nThe quote follows tomorrow.",
      signature: SIGNATURE,
      text: `Dear Kofi Mensah,\n\nWe have your documents.\nThe quote follows tomorrow.\n\n${SIGNATURE}`,
    });
  });

  test("a text that greets the visitor itself gets no second greeting", () => {
    for (const opening of ["Dear Kofi,", "Hello Mr Mensah,", "good morning Kofi,"]) {
      const reply = composeReply({
        name: "Kofi Mensah",
        body: `${opening}\nThe ship leaves Tuesday.`,
        signature: SIGNATURE,
      });
      expect(reply.greeting).toBeNull();
      expect(count(reply.text, "Dear Kofi Mensah,")).toBe(0);
      expect(reply.text.startsWith(opening)).toBe(true);
    }
  });

  test("a first line that only starts like a greeting is the text, not a greeting", () => {
    const reply = composeReply({
      name: "Kofi",
      body: "Hi, the ship leaves Tuesday, from Mersin.",
      signature: SIGNATURE,
    });
    expect(reply.greeting).toBe("Dear Kofi,");
  });

  test("a text that already ends with the signature is not signed twice", () => {
    const reply = composeReply({
      name: "Kofi",
      body: `The ship leaves Tuesday.\n\n${SIGNATURE}`,
      signature: SIGNATURE,
    });
    expect(reply.signature).toBeNull();
    expect(count(reply.text, SIGNATURE)).toBe(1);
  });

  test("the built-in signature is the person's name and the company's", () => {
    expect(defaultSignature("Ayşe Demir")).toBe(SIGNATURE);
    expect(defaultSignature("  ")).toBe("Best regards,\nLonestar Anatolia Group");
  });

  test("a reply kept from before signatures is signed with the company's name, as then", () => {
    const reply = composeSentReply({ name: "Musa", reply: "Tuesday.", replySignature: null });
    expect(reply.text).toBe("Dear Musa,\n\nTuesday.\n\nLonestar Anatolia Group");
  });
});
