import { describe, expect, test } from "vitest";
import type { ContactInfo } from "../domain/contact-info.schema.ts";
import type { Inquiry } from "../domain/inquiries.model.ts";
import { quoteConfirmationMail } from "./inquiry-mails.server.ts";

// What the confirmation reads in each language, its summary of the choices included.

const CONTACT = {
  phones: ["+231 770 123 456"],
  whatsapp: "+231 770 123 456",
  email: "info@example.com",
  answerDays: 2,
} as ContactInfo;

const request = (language: Inquiry["language"]) =>
  ({
    line: "logistics",
    language,
    reference: "LG-2026-0042",
    createdAt: "2026-11-22T14:05:00Z",
    email: "joseph@example.com",
    answers: {},
    attachments: [],
  }) as unknown as Inquiry;

describe("the confirmation of a quote request", () => {
  test("in English, as it has always read", () => {
    const mail = quoteConfirmationMail(request("en"), CONTACT, []);
    expect(mail.subject).toBe("We received your request LG-2026-0042");
    expect(mail.text).toBe(
      [
        "Hello,",
        "",
        "Thank you for your Logistics quote request. We received it on Nov 22, 2026, 2:05 PM.",
        "Your reference is LG-2026-0042. Please mention it whenever you contact us about this request.",
        "",
        "What you chose:",
        "Volume: Not given",
        "Incoterm: Not given",
        "",
        "What you wrote in your own words (names, places, descriptions and notes) is kept safely with your request; we do not repeat it by e-mail.",
        "",
        "What happens next:",
        "Our Logistics team reviews your request and answers within two working days, with a quote or with questions if we need more details. You do not need to send it again.",
        "",
        "You can reach us at:",
        "Phone: +231 770 123 456",
        "WhatsApp: +231 770 123 456",
        "E-mail: info@example.com",
        "",
        "If you did not ask us for a quote, someone typed your address into our form: you can ignore this e-mail.",
        "",
        "Lonestar Anatolia Group",
      ].join("\n"),
    );
  });

  test("in the language the request was sent in, its date written the way it reads there", () => {
    const french = quoteConfirmationMail(request("fr"), CONTACT, []);
    expect(french.subject).toBe("Nous avons reçu votre demande LG-2026-0042");
    expect(french.text).toContain(
      "Merci pour votre demande de devis (Logistique). Nous l’avons reçue le 22 nov. 2026, 14:05.",
    );
    expect(french.text).toContain("vous répond sous deux jours ouvrés");
    expect(french.text).toContain("Téléphone\u00a0: +231 770 123 456");
    expect(french.text).not.toContain("Hello");

    const turkish = quoteConfirmationMail(request("tr"), CONTACT, []);
    expect(turkish.subject).toBe("LG-2026-0042 numaralı talebinizi aldık");
    expect(turkish.text).toContain("Lojistik ekibimiz talebinizi inceler ve iki iş günü içinde");
  });

  test("its summary names each choice as the form in that language did", () => {
    const chosen = {
      ...request("fr"),
      answers: {
        originCountry: "Turkey",
        destinationCountry: "Liberia",
        mode: "fcl-40",
        weightKg: 1200,
        ctnHelp: true,
      },
    } as Inquiry;
    const french = quoteConfirmationMail(chosen, CONTACT, []).text;
    expect(french).toContain(
      [
        "Départ\u00a0: Turquie",
        "Arrivée\u00a0: Liberia",
        "Mode de transport\u00a0: Maritime, conteneur complet 40 pieds",
        "Poids\u00a0: 1200 kg",
        "Volume\u00a0: Non précisé",
      ].join("\n"),
    );
    expect(french).toContain("inspection avant embarquement\u00a0: Oui");
    const english = quoteConfirmationMail({ ...chosen, language: "en" }, CONTACT, []).text;
    expect(english).toContain("From: Turkey\nTo: Liberia\nMode: Sea, full container 40 ft");
    const turkish = quoteConfirmationMail({ ...chosen, language: "tr" }, CONTACT, []).text;
    expect(turkish).toContain("Çıkış: Türkiye\nVarış: Liberya");
  });
});
