import { describe, expect, test } from "vitest";
import { en } from "../i18n/words/en.ts";
import { fr } from "../i18n/words/fr.ts";
import { mailtoHref, officeLink, telHref, whatsappHref, whatsappText } from "./links.ts";

describe("telHref and mailtoHref", () => {
  test("a phone number is dialled as its digits and its plus sign", () => {
    expect(telHref("+231 (770) 123-456")).toBe("tel:+231770123456");
  });

  test("an e-mail address becomes a mailto: link", () => {
    expect(mailtoHref("info@example.com")).toBe("mailto:info@example.com");
  });
});

describe("whatsappHref: WhatsApp's click-to-chat link", () => {
  test("keeps only the number's digits, the plus sign and brackets included", () => {
    expect(whatsappHref("+231 (770) 123-456")).toBe("https://wa.me/231770123456");
  });

  test("starts the chat with the text, encoded for a URL", () => {
    expect(whatsappHref("+231 770 123 456", "Hello (Services: Health & Care)?")).toBe(
      "https://wa.me/231770123456?text=Hello%20(Services%3A%20Health%20%26%20Care)%3F",
    );
    const link = new URL(whatsappHref("+90 212 555 0101", whatsappText(en.whatsapp, "Team")));
    expect(link.pathname).toBe("/902125550101");
    expect(link.searchParams.get("text")).toBe("Hello, I'm writing from your website (Team).");
  });
});

describe("whatsappText", () => {
  test("names the page the visitor writes from, when there is one", () => {
    expect(whatsappText(en.whatsapp, "Services: Health Tourism")).toBe(
      "Hello, I'm writing from your website (Services: Health Tourism).",
    );
    expect(whatsappText(en.whatsapp)).toBe("Hello, I'm writing from your website.");
  });

  test("speaks the page's language", () => {
    expect(whatsappText(fr.whatsapp, "Équipe")).toBe(
      "Bonjour, je vous écris depuis votre site (Équipe).",
    );
  });
});

describe("officeLink", () => {
  test("makes whatsapp a chat with the office's number, naming the page", () => {
    expect(officeLink("whatsapp", "+231 770 123 456", { words: en.whatsapp, page: "Home" })).toBe(
      `https://wa.me/231770123456?text=${encodeURIComponent("Hello, I'm writing from your website (Home).")}`,
    );
  });

  test("leads nowhere when the office has no WhatsApp number", () => {
    expect(officeLink("whatsapp", "", { words: en.whatsapp, page: "Home" })).toBeNull();
  });

  test("keeps any other link as written", () => {
    expect(officeLink("/quote", "+231 770 123 456", { words: en.whatsapp })).toBe("/quote");
  });
});
