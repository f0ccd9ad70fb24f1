import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultContactInfo } from "../../app/content/default-content.ts";
import { getInquiry } from "../../app/domain/inquiry-inbox.server.ts";
import { updateInquirySettings } from "../../app/domain/inquiry-settings.server.ts";
import { receiveQuote } from "../../app/domain/quote-intake.server.ts";
import { actorNamed } from "../support/actors.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { HEALTH, LOGISTICS } from "../support/inquiries.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp.ts";

const NOTIFY = "office@lonestar.test";
const FROM = "Lonestar Anatolia Group <no-reply@lonestar.test>";
const LOGISTICS_DESK = "logistics@lonestar.test";

/** A small file whose content is a PDF, as a medical report would be. */
function pdf(text: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
}

/** Mails that reached `address` so far. */
function mailsTo(smtp: TestSmtpServer, address: string) {
  return smtp.mails.filter((mail) => mail.to.includes(address));
}

interface Listed {
  _id: string;
  subject: string;
  notification: { state: string };
  replyEmail: { state: string } | null;
}

async function messageBy(
  site: TestSite,
  cookie: string,
  subject: string,
): Promise<Listed | undefined> {
  const list = await call<{ messages: Listed[] }>(site.url, "GET", "/api/contact", { cookie });
  return list.body.messages.find((message) => message.subject === subject);
}

async function idOf(site: TestSite, reference: string): Promise<string> {
  const row = await site.database.db
    .selectFrom("inquiries")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Posts a line's quote form as a browser does (multipart, with a proof); its reference. */
async function postQuoteForm(
  site: TestSite,
  line: string,
  fields: Record<string, string>,
): Promise<string> {
  const form = new FormData();
  form.set("formProof", await site.formProof());
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(new URL(`/quote/${line}`, site.url), {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location") ?? "", site.url);
  return location.searchParams.get("reference") ?? "";
}

async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(testEngines())("mail on %s", (engine) => {
  let smtp: TestSmtpServer;
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startTestSite(engine, {
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      NOTIFY_EMAIL: NOTIFY,
      MAIL_RETRY_SECONDS: "1",
    });
    cookie = await site.signIn();
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.stop();
  });

  test("a new message is stored first, then the office is told by e-mail", async () => {
    const subject = `Knee surgery ${engine} ${Date.now()}`;
    const sent = await call(site.url, "POST", "/api/contact", {
      json: {
        name: "Comfort Doe",
        email: "comfort@example.com",
        subject,
        message: "Line one\nLine two",
        formProof: await site.formProof(),
      },
    });
    expect(sent.status).toBe(201);
    const mail = await smtp.waitFor((received) => received.subject.includes(subject));
    expect(mail.to).toEqual([NOTIFY]);
    expect(mail.from).toBe("no-reply@lonestar.test");
    expect(mail.replyTo).toBe("comfort@example.com");
    expect(mail.subject).toBe(`New message from Comfort Doe: ${subject}`);
    expect(mail.text).toContain("Line one\nLine two");
    expect(mail.text).toContain("comfort@example.com");
    expect(mail.html).toBe(false);
    const listed = await eventually(
      () => messageBy(site, cookie, subject),
      (message) => message?.notification.state === "sent",
    );
    expect(listed?.notification.state).toBe("sent");
    // A contact message gets no confirmation: only the office hears of it.
    const kinds = await site.database.db
      .selectFrom("outbox")
      .select("kind")
      .where("message_id", "=", listed?._id ?? "")
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(["notify"]);
    expect(mailsTo(smtp, "comfort@example.com")).toEqual([]);
  });

  test("a quote request notifies its line's own address and confirms to the sender with the reference", async () => {
    await updateInquirySettings(
      site.database.db,
      {
        notify: { logistics: LOGISTICS_DESK },
        treatments: "Cardiology (heart)",
        retentionMonths: 12,
      },
      actorNamed("test"),
    );
    const sender = `joseph.${engine}.${Date.now()}@example.com`;
    const { reference } = await receiveQuote(
      site.database.db,
      "logistics",
      { ...LOGISTICS, email: sender },
      [],
      { proof: await site.formProof() },
    );
    expect(reference).toMatch(/^LG-\d{4}-\d{4}$/);

    const notice = await smtp.waitFor(
      (mail) => mail.subject.includes(reference) && mail.subject.startsWith("New"),
    );
    expect(notice.subject).toBe(`New Logistics quote request ${reference} from Joseph Flomo`);
    expect(notice.to).toEqual([LOGISTICS_DESK]);
    expect(notice.replyTo).toBe(sender);
    expect(notice.html).toBe(false);
    expect(notice.text).toContain("From: Mersin, Turkey");
    expect(notice.text).toContain("To: Monrovia, Liberia");
    expect(notice.text).toContain("Weight: 24000 kg");
    expect(notice.text).toContain(
      `answer it in the inbox: http://localhost:3000/admin/messages?q=${reference}`,
    );

    const confirmation = await smtp.waitFor((mail) => mail.to.includes(sender));
    expect(confirmation.subject).toBe(`We received your request ${reference}`);
    expect(confirmation.replyTo).toBe("info@lonestar-anatolia.com");
    expect(confirmation.text).toContain(`Your reference is ${reference}.`);
    // The choices, numbers and dates, not what the sender typed (the cargo, the places).
    expect(confirmation.text).toContain("From: Turkey\nTo: Liberia");
    expect(confirmation.text).toContain("Mode: Sea, full container 40 ft");
    expect(confirmation.text).toContain("Weight: 24000 kg");
    expect(confirmation.text).toContain("Ready on: 2026-12-15");
    expect(confirmation.text).not.toContain("Ceramic");
    expect(confirmation.text).not.toContain("Mersin");
    expect(confirmation.text).not.toContain("Joseph");
    expect(confirmation.text).toContain("What happens next:");
    expect(confirmation.text).toContain("E-mail: info@lonestar-anatolia.com");
    expect(confirmation.text).toMatch(/Phone: \+/);
  });

  test("a contact message in a line is still a message: the notification address is told, not the line's, and it has no reference", async () => {
    await updateInquirySettings(
      site.database.db,
      {
        notify: { logistics: LOGISTICS_DESK },
        treatments: "Cardiology (heart)",
        retentionMonths: 12,
      },
      actorNamed("test"),
    );
    const subject = `Shipping a car ${engine} ${Date.now()}`;
    const sent = await call<{ contactMessage: { _id: string } }>(site.url, "POST", "/api/contact", {
      json: {
        name: "Kofi Mensah",
        email: "kofi@example.com",
        subject,
        message: "From Mersin to Monrovia, please.",
        line: "logistics",
        formProof: await site.formProof(),
      },
    });
    expect(sent.status).toBe(201);
    const mail = await smtp.waitFor((received) => received.subject.includes(subject));
    expect(mail.to).toEqual([NOTIFY]);
    expect(mail.subject).toBe(`New message from Kofi Mensah: ${subject}`);
    expect(mail.text).toContain("From Mersin to Monrovia, please.");
    expect(mail.text).toContain("Business line: Logistics");

    const { _id } = sent.body.contactMessage;
    const inquiry = await getInquiry(site.database.db, _id);
    expect(inquiry).toMatchObject({ line: "logistics", reference: null, answers: {}, details: [] });
    await eventually(
      () => getInquiry(site.database.db, _id),
      (stored) => stored.notification.state === "sent",
    );
    const kinds = await site.database.db
      .selectFrom("outbox")
      .select("kind")
      .where("message_id", "=", _id)
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(["notify"]);
    expect(smtp.mails.filter((received) => received.subject.includes(subject))).toHaveLength(1);
  });

  test("a health request's mails: files listed, not attached; the confirmation keeps the condition out", async () => {
    const sender = `musu.${engine}.${Date.now()}@example.com`;
    const { reference } = await receiveQuote(
      site.database.db,
      "health-tourism",
      { ...HEALTH, email: sender },
      [
        { name: "echo-report.pdf", type: "application/pdf", bytes: pdf("echo") },
        { name: "blood-test.pdf", type: "application/pdf", bytes: pdf("blood") },
      ],
      { proof: await site.formProof() },
    );
    expect(reference).toMatch(/^HT-\d{4}-\d{4}$/);

    const notice = await smtp.waitFor(
      (mail) => mail.subject.includes(reference) && mail.subject.startsWith("New"),
    );
    expect(notice.subject).toBe(`New Health Tourism quote request ${reference} from Musu Kamara`);
    // No address for this line: the notification address.
    expect(notice.to).toEqual([NOTIFY]);
    expect(notice.text).toContain(`Condition: ${HEALTH.condition}`);
    expect(notice.text).toContain("open them in the inbox");
    expect(notice.text).toMatch(/- echo-report\.pdf \(\d+ B\)/);
    expect(notice.text).toMatch(/- blood-test\.pdf \(\d+ B\)/);
    expect(notice.text).not.toContain("%PDF");

    const confirmation = await smtp.waitFor((mail) => mail.to.includes(sender));
    expect(confirmation.subject).toBe(`We received your request ${reference}`);
    expect(confirmation.text).toContain("Treatment: Cardiology (heart)");
    expect(confirmation.text).toContain("Medical reports: 2 files received");
    expect(confirmation.text).not.toContain("valve");
    expect(confirmation.text).not.toContain("echo-report");
  });

  test("a confirmation carries none of the text or links the sender typed: only the reference, the line, the choices and the office's contacts", async () => {
    const sender = `relay.${engine}.${Date.now()}@example.com`;
    const link = "https://phish.example/login";
    const sentence = "Your bank account is locked, sign in again at once";
    const reference = await postQuoteForm(site, "building-materials", {
      "items.0.product": `Cement ${link}`,
      "items.0.quantity": "400",
      "items.0.unit": "bags",
      "items.1.product": "Tiles www.phish.example",
      "items.1.quantity": "25.5",
      "items.1.unit": "m²",
      deliveryTown: `Gbarnga ${link}`,
      neededBy: "2026-12-20",
      notes: `${sentence}: ${link}`,
      name: `Dear customer, ${sentence} phish.example`,
      company: `Phish Ltd ${link}`,
      email: sender,
      phone: "+231 77 999 0000",
    });
    expect(reference).toMatch(/^BM-\d{4}-\d{4}$/);

    const confirmation = await smtp.waitFor((mail) => mail.to.includes(sender));
    expect(confirmation.subject).toBe(`We received your request ${reference}`);
    expect(confirmation.replyTo).toBe("info@lonestar-anatolia.com");
    expect(confirmation.html).toBe(false);
    const text = confirmation.text;
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain(`Your reference is ${reference}.`);
    expect(text).toContain("Building Materials quote request");
    expect(text).toContain("Product 1: 400 bags\nProduct 2: 25.5 m²\nNeeded by: 2026-12-20");
    expect(text).toContain("E-mail: info@lonestar-anatolia.com");
    for (const typed of [link, "phish", "www.", "http", "bank account", "Cement", "Tiles"]) {
      expect(text.toLowerCase(), typed).not.toContain(typed.toLowerCase());
    }
    for (const typed of ["Gbarnga", "Phish Ltd", "Dear customer", "+231 77 999 0000"]) {
      expect(text, typed).not.toContain(typed);
    }
    // The office's own notification keeps everything, for the office to judge.
    const notice = await smtp.waitFor((mail) =>
      mail.subject.startsWith(`New Building Materials quote request ${reference}`),
    );
    expect(notice.text).toContain(`Notes: ${sentence}: ${link}`);
  });

  test("at most three confirmations a day go to one address: the fourth request is stored and notified, and its confirmation is skipped where the office sees it", async () => {
    const sender = `often.${engine}.${Date.now()}@example.com`;
    const references: string[] = [];
    for (const email of [sender, sender, sender, sender.toUpperCase()]) {
      references.push(
        await postQuoteForm(site, "logistics", { ...LOGISTICS, email, weightKg: "1000" }),
      );
    }
    const notices = await Promise.all(
      references.map((reference) =>
        smtp.waitFor((mail) => mail.subject.startsWith(`New Logistics quote request ${reference}`)),
      ),
    );
    expect(notices).toHaveLength(4);
    const fourthId = await idOf(site, references[3] ?? "");
    const notes = await eventually(
      async () => (await getInquiry(site.database.db, fourthId)).notes,
      (found) => found.length > 0,
    );
    expect(notes).toEqual([
      expect.objectContaining({
        authorName: "Website",
        text: expect.stringMatching(
          /^The confirmation was not e-mailed to the sender: this address had already been sent 3 confirmations today/,
        ),
      }),
    ]);
    const confirmations = () =>
      smtp.mails.filter(
        (mail) =>
          mail.to.some((to) => to.toLowerCase() === sender) &&
          mail.subject.startsWith("We received"),
      );
    await eventually(
      async () => confirmations().length,
      (count) => count >= 3,
    );
    // Time for a fourth to leave, had it been let through.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(confirmations().map((mail) => mail.subject)).toEqual(
      references.slice(0, 3).map((reference) => `We received your request ${reference}`),
    );
    const queued = await site.database.db
      .selectFrom("outbox")
      .select(["kind", "sent_at"])
      .where("message_id", "=", fourthId)
      .execute();
    expect(queued).toEqual([{ kind: "notify", sent_at: expect.any(String) }]);
  });

  test("the page form notifies too, and a header cannot be smuggled in through name or subject", async () => {
    const subject = `Cement\r\nBcc: spy@evil.test ${Date.now()}`;
    const form = new URLSearchParams({
      name: "Bob\r\nBcc: spy@evil.test",
      email: "bob@example.com",
      subject,
      message: "Price for 200 bags?",
      formProof: await site.formProof(),
    });
    const answer = await call(site.url, "POST", "/contact", {
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(200);
    const mail = await smtp.waitFor((received) => received.subject.includes("Cement"));
    expect(mail.subject).toMatch(
      /^New message from Bob Bcc: spy@evil\.test: Cement Bcc: spy@evil\.test \d+$/,
    );
    expect(mail.to).toEqual([NOTIFY]);
    expect(mail.headerLines.filter((line) => /^bcc:/i.test(line))).toEqual([]);
  });

  test("a reply is stored, marks the message read and reaches the visitor, quoting them", async () => {
    const subject = `Shipping to Monrovia ${engine} ${Date.now()}`;
    await call(site.url, "POST", "/api/contact", {
      json: {
        name: "Musa",
        email: "musa@example.com",
        subject,
        message: "When does the next ship leave?",
        formProof: await site.formProof(),
      },
    });
    const message = await eventually(() => messageBy(site, cookie, subject), Boolean);
    const reply = await call(site.url, "POST", `/api/contact/${message?._id}/reply`, {
      cookie,
      json: { reply: "Next Tuesday from Mersin." },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      emailed: true,
      message: "Reply sent successfully!",
    });
    const mail = await smtp.waitFor((received) => received.subject === `Re: ${subject}`);
    expect(mail.to).toEqual(["musa@example.com"]);
    expect(mail.from).toBe("no-reply@lonestar.test");
    expect(mail.replyTo).toBe("info@lonestar-anatolia.com");
    expect(mail.text).toContain("Next Tuesday from Mersin.");
    expect(mail.text).toContain("> When does the next ship leave?");
    expect((await messageBy(site, cookie, subject))?.replyEmail?.state).toBe("sent");
  });

  test("the answer time set on Contact Info is the one the contact page, the quote form and the confirmation promise", async () => {
    const { version: _version, updatedAt: _updatedAt, ...contact } = defaultContactInfo;
    const saved = await call(site.url, "PUT", "/api/contact-info", {
      cookie,
      json: { ...contact, answerDays: 2 },
    });
    expect(saved.status).toBe(200);
    for (const pathname of ["/contact", "/quote/health-tourism", "/quote/logistics"]) {
      const html = await (await fetch(new URL(pathname, site.url))).text();
      expect(html, pathname).toContain("within two working days");
      expect(html, pathname).not.toContain("one working day");
    }
    const sender = `answer.${engine}.${Date.now()}@example.com`;
    const reference = await postQuoteForm(site, "logistics", { ...LOGISTICS, email: sender });
    const answerPage = await fetch(
      new URL(`/quote/logistics/sent?reference=${reference}`, site.url),
    );
    expect(await answerPage.text()).toContain(
      "Our Logistics team answers within two working days.",
    );
    const confirmation = await smtp.waitFor((mail) => mail.to.includes(sender));
    expect(confirmation.text).toContain(`Your reference is ${reference}.`);
    expect(confirmation.text).toContain("answers within two working days");
  });

  test("with the mail server down nothing is lost: mail goes out once it is back", async () => {
    await smtp.stop();
    try {
      const subject = `While the mail server was down ${engine} ${Date.now()}`;
      const sent = await call(site.url, "POST", "/api/contact", {
        json: {
          name: "Aylin",
          email: "aylin@example.com",
          subject,
          message: "Still stored?",
          formProof: await site.formProof(),
        },
      });
      expect(sent.status).toBe(201);
      const failed = await eventually(
        () => messageBy(site, cookie, subject),
        (message) => message?.notification.state === "failed",
      );
      expect(failed?.notification.state).toBe("failed");

      const reply = await call(site.url, "POST", `/api/contact/${failed?._id}/reply`, {
        cookie,
        json: { reply: "Yes, stored." },
      });
      expect(reply.body).toMatchObject({
        success: true,
        emailed: false,
        message:
          "Your reply is saved, but the e-mail could not be sent yet. It will be tried again automatically.",
      });

      await smtp.start();
      await smtp.waitFor(
        (received) => received.subject.includes(subject) && received.subject.startsWith("New"),
      );
      await smtp.waitFor((received) => received.subject === `Re: ${subject}`);
      const delivered = await eventually(
        () => messageBy(site, cookie, subject),
        (message) => message?.notification.state === "sent" && message.replyEmail?.state === "sent",
      );
      expect(delivered?.notification.state).toBe("sent");
      expect(delivered?.replyEmail?.state).toBe("sent");
      // Exactly once each, however many retries it took.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(smtp.mails.filter((mail) => mail.subject.includes(subject))).toHaveLength(2);
    } finally {
      await smtp.start();
    }
  });
});

test("without NOTIFY_EMAIL the notification goes to the contact information's e-mail", async () => {
  const smtp = await startSmtpServer();
  const site = await startTestSite("sqlite", { SMTP_URL: smtp.url });
  try {
    await call(site.url, "POST", "/api/contact", {
      json: {
        name: "Joe",
        email: "joe@example.com",
        subject: "Default recipient",
        message: "Hi",
        formProof: await site.formProof(),
      },
    });
    const mail = await smtp.waitFor((received) => received.subject.includes("Default recipient"));
    expect(mail.to).toEqual(["info@lonestar-anatolia.com"]);
    const { reference } = await receiveQuote(site.database.db, "logistics", LOGISTICS, [], {
      proof: await site.formProof(),
    });
    const notice = await smtp.waitFor((received) =>
      received.subject.startsWith(`New Logistics quote request ${reference}`),
    );
    expect(notice.to).toEqual(["info@lonestar-anatolia.com"]);
  } finally {
    await site.close();
    await smtp.stop();
  }
});
