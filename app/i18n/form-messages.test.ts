import { describe, expect, it } from "vitest";
import { formChecks } from "../components/site/form-checks.ts";
import { DEFAULT_TREATMENTS, QUOTE_LINES } from "../domain/inquiries.model.ts";
import { quoteSchema } from "../domain/inquiries.schema.ts";
import { CONTACT_CHECK_FIELDS } from "../domain/messages.model.ts";
import { ContactMessageInputSchema } from "../domain/messages.schema.ts";
import { QUOTE_FAILURE } from "../domain/quote-intake.server.ts";
import { FORM_MESSAGES } from "./english-form-messages.ts";
import { hasTranslation, messageIn } from "./form-messages.ts";
import { TRANSLATED_LANGUAGES } from "./languages.ts";
import { WORDS } from "./words.ts";

/** Every message the browser checks of the public forms carry (form-checks.ts). */
function checkedMessages(): string[] {
  const schemas = [
    ContactMessageInputSchema,
    ...QUOTE_LINES.map((line) => quoteSchema(line.value, DEFAULT_TREATMENTS)),
  ];
  const messages = new Set<string>();
  for (const schema of schemas) {
    for (const field of Object.values(formChecks(schema).messages)) {
      for (const message of Object.values(field)) if (message) messages.add(message);
    }
  }
  return [...messages];
}

/** Each translated language's table. */
const TABLES: Record<string, Record<string, string>> = {
  fr: WORDS.fr.formMessages,
  tr: WORDS.tr.formMessages,
};

/** What a public form says above itself when it is refused. */
const FORM_SENTENCES = [CONTACT_CHECK_FIELDS, QUOTE_FAILURE];

describe("the public forms' messages in French and Turkish", () => {
  const messages = checkedMessages();

  it("finds the forms' messages", () => {
    expect(messages.length).toBeGreaterThan(40);
    expect(messages).toContain("Enter your name.");
  });

  for (const language of TRANSLATED_LANGUAGES) {
    it(`translates every checked message and form sentence into ${language}`, () => {
      const untranslated = [...messages, ...FORM_SENTENCES].filter(
        (message) => !hasTranslation(language, message) || messageIn(language, message) === message,
      );
      expect(untranslated).toEqual([]);
    });

    it(`keeps every template's places in ${language}`, () => {
      const places = (text: string) =>
        [...text.matchAll(/\{\w+\}/g)].map(([place]) => place).sort();
      for (const english of FORM_MESSAGES) {
        expect(places(TABLES[language]?.[english] ?? ""), english).toEqual(places(english));
      }
    });
  }

  it("keeps the number of a message with a limit", () => {
    expect(messageIn("fr", "Enter at most 5 items.")).toBe("Saisissez au plus 5\u00a0éléments.");
    expect(messageIn("tr", "Enter at most 5 items.")).toBe("En fazla 5 öğe girin.");
    expect(messageIn("fr", "Keep your message to 4321 characters or fewer.")).toContain("4321");
    expect(messageIn("tr", "Enter the quantity of at least 0.01.")).toContain("0.01");
    expect(messageIn("tr", "Please wait 42 seconds and try again.")).toContain("42");
  });

  it("translates a message the server put together from several", () => {
    const message =
      '"scan. Final.pdf" is 12.3 MB; each file can be at most 10.0 MB. Your files were not kept: attach them again before sending.';
    expect(messageIn("fr", message)).toBe(
      "«\u00a0scan. Final.pdf\u00a0» fait 12.3 MB\u00a0; chaque fichier peut faire au plus 10.0 MB. Vos fichiers n’ont pas été conservés\u00a0: joignez-les de nouveau avant l’envoi.",
    );
  });

  it("leaves English, and a message it does not know, as they are", () => {
    expect(messageIn("en", "Enter your name.")).toBe("Enter your name.");
    expect(messageIn("fr", "A message nobody translated.")).toBe("A message nobody translated.");
    expect(messageIn("tr", "")).toBe("");
  });
});
