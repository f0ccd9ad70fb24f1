import http from "node:http";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TRUST_SECTIONS } from "../../app/domain/trust.model.ts";
import { TRANSLATED_LANGUAGES } from "../../app/i18n/languages.ts";
import { routeHandleOf } from "../../app/lib/route-handle.ts";
import routes from "../../app/routes.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { HEALTH } from "../support/inquiries.ts";
import { requestExactly } from "../support/raw-http.ts";
import { routePatterns, urlFor } from "../support/routes.ts";

// Private stays private at the edge (decision 060): every route of the table that does not
// declare itself public, in many spellings, asked for signed in and then signed out. The routes
// and their declarations are read from app/routes.ts and the route modules, so a route added
// later is walked without editing this file.

/** Words only the office may see: a visitor's message and a medical report carry them. */
const PRIVATE_MARKER = "Zebulon-Privatemark";
const REPORT_MARKER = "report-of-Zebulon";

/** Each route's pattern (parents' paths joined) and the module file that answers it. */
function routeFiles(entries: RouteConfigEntry[], parent = ""): [string, string][] {
  return entries.flatMap((entry) => {
    const own = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const self: [string, string][] = entry.path || entry.index ? [[own, entry.file]] : [];
    return [...self, ...routeFiles(entry.children ?? [], own)];
  });
}

/** The patterns whose route declares no public answer: the private ones. */
async function privatePatterns(): Promise<string[]> {
  const privatePatterns: string[] = [];
  for (const [pattern, file] of routeFiles(routes)) {
    const module = (await import(/* @vite-ignore */ `../../app/${file}`)) as { handle?: unknown };
    if (!routeHandleOf(module).publicAnswer) privatePatterns.push(pattern);
  }
  return privatePatterns;
}

/** Every letter of `text` percent-encoded (`a` is `%61`). */
const encodeLetters = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);

/** Other spellings of a path that reach the same route in React Router. */
function spellingsOf(path: string): string[] {
  const [, first = "", rest = ""] = /^\/([^/]*)(.*)$/.exec(path) ?? [];
  const alternate = path.replace(/[a-z]/g, (letter, at: number) =>
    at % 2 ? letter.toUpperCase() : letter,
  );
  return [
    path.toUpperCase(),
    alternate,
    `/${encodeLetters(first)}${rest}`,
    `/${first}${encodeLetters(rest)}`,
    `/${first.slice(0, 1)}%${first.charCodeAt(1).toString(16)}${first.slice(2)}${rest}`,
    `/${path}`,
    `/${first}/${rest}`,
    path.replace(/\//g, "//"),
    `/${first}/.${rest}`,
    `/no-such/..${path}`,
    `/${first}/%2E${rest}`,
    `${path}/`,
  ].filter((spelling) => spelling !== path);
}

/** The Cache-Control an answer came with, lower case. */
const cacheControlOf = (headers: Headers) => (headers.get("cache-control") ?? "").toLowerCase();

/** An answer's body as text, JSON or not, to look for private words in. */
const textOf = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body));

describe.each(testEngines())("private answers at the edge, on %s", (engine) => {
  let site: TestSite;
  let cookie: string;
  const values: Record<string, string> = { token: "no-such-token-0123456789" };

  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  /** GET of exactly this target, as a browser would (the page is streamed to it). */
  const get = (target: string, sessionCookie: string | null) =>
    requestExactly(
      site.url,
      "GET",
      target,
      {
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
        ...(sessionCookie ? { cookie: sessionCookie } : {}),
      },
      undefined,
      agent,
    );

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
    const message = await call(site.url, "POST", "/api/contact", {
      json: {
        name: PRIVATE_MARKER,
        email: "zebulon@example.com",
        subject: "General Inquiry",
        message: `Please call ${PRIVATE_MARKER} back.`,
        formProof: await site.formProof(),
      },
    });
    expect(message.status).toBe(201);
    values.id = (message.body.contactMessage as { _id: string })._id;
    const form = new FormData();
    form.set("formProof", await site.formProof());
    for (const [name, value] of Object.entries(HEALTH)) form.append(name, value);
    form.set("name", PRIVATE_MARKER);
    form.append(
      "reports",
      new Blob([`%PDF-1.4\n%${REPORT_MARKER}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`], {
        type: "application/pdf",
      }),
      "report.pdf",
    );
    const quote = await fetch(new URL("/quote/health-tourism", site.url), {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect(quote.status).toBe(303);
    const inquiry = await site.database.db
      .selectFrom("inquiries")
      .select("id")
      .where("name", "=", PRIVATE_MARKER)
      .where("line", "=", "health-tourism")
      .executeTakeFirstOrThrow();
    values.attachmentId = (
      await site.database.db
        .selectFrom("inquiry_attachments")
        .select("id")
        .where("message_id", "=", inquiry.id)
        .executeTakeFirstOrThrow()
    ).id;
    // The attachment routes take the inquiry's id as `:id`.
    values.inquiryId = inquiry.id;
  });
  afterAll(async () => {
    agent.destroy();
    await site?.close();
  });

  test("no spelling of a private route is answered or kept, signed in or not", async () => {
    const patterns = await privatePatterns();
    // The walk found the table (a broken walk must not pass by checking nothing).
    expect(patterns).toContain("admin/messages");
    expect(patterns).toEqual(
      expect.arrayContaining(TRUST_SECTIONS.map((section) => `admin/trust/${section}`)),
    );
    expect(patterns).toContain("admin/messages/:id");
    expect(patterns).toContain("api/inquiries/:id/attachments/:attachmentId");
    expect(patterns).not.toContain("about");
    expect(patterns.length).toBeGreaterThan(80);

    const signedInAnswers = new Map<string, string>();
    for (const pattern of patterns) {
      const id = pattern.includes("attachments") ? values.inquiryId : values.id;
      const canonical = urlFor(pattern, { ...values, id: id ?? "" });
      const signedIn = await get(canonical, cookie);
      const where = `${pattern} signed in`;
      expect(cacheControlOf(signedIn.headers), where).toBe("no-store");
      expect(signedIn.headers.get("x-page-cache"), where).toBeNull();
      signedInAnswers.set(pattern, textOf(signedIn.body));

      const asked = spellingsOf(canonical).flatMap((spelling) =>
        (
          [
            ["signed in", cookie],
            ["signed out", null],
          ] as const
        ).map(([who, sessionCookie]) => ({ spelling, who, sessionCookie })),
      );
      await Promise.all(
        asked.map(async ({ spelling, who, sessionCookie }) => {
          const label = `${spelling} ${who}`;
          const answer = await get(spelling, sessionCookie);
          const body = textOf(answer.body);
          // A catch-all route answers its not-found in any spelling (or asks to sign in first).
          if (pattern.endsWith("*")) expect(answer.status, label).not.toBe(200);
          else expect([301, 404], label).toContain(answer.status);
          if (answer.status === 301) {
            // To the table's spelling; parameter values keep the case they were given in.
            const location = answer.headers.get("location") ?? "";
            expect(location.toLowerCase(), label).toBe(canonical.toLowerCase());
            expect((await get(location, sessionCookie)).status, label).not.toBe(301);
          }
          expect(cacheControlOf(answer.headers), label).toBe("no-store");
          expect(body, label).not.toContain(PRIVATE_MARKER);
        }),
      );
    }
    // The walk reached the private data while signed in: the markers are there to be missed.
    expect(signedInAnswers.get("api/contact")).toContain(PRIVATE_MARKER);
    expect(signedInAnswers.get("admin/messages/:id")).toContain(PRIVATE_MARKER);
    expect(signedInAnswers.get("api/inquiries/:id/attachments/:attachmentId")).toContain(
      REPORT_MARKER,
    );

    // Signed out, at the table's own spelling: nothing private, nothing from a stored copy.
    for (const pattern of patterns) {
      const id = pattern.includes("attachments") ? values.inquiryId : values.id;
      const answer = await get(urlFor(pattern, { ...values, id: id ?? "" }), null);
      const body = textOf(answer.body);
      expect(body, pattern).not.toContain(PRIVATE_MARKER);
      expect(body, pattern).not.toContain(REPORT_MARKER);
      expect(cacheControlOf(answer.headers), pattern).toBe("no-store");
      expect(answer.headers.get("x-page-cache"), pattern).toBeNull();
    }
  }, 120_000);

  test("a public page is public only to visitors without a session", async () => {
    const signedOut = await get("/about", null);
    expect(cacheControlOf(signedOut.headers)).toContain("public");
    const signedIn = await get("/about", cookie);
    expect(cacheControlOf(signedIn.headers)).toBe("no-store");
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    const wrongSpelling = await get("/About", null);
    expect(wrongSpelling.status).toBe(301);
    expect(wrongSpelling.headers.get("location")).toBe("/about");
  });

  test("another spelling of a form's address is a 404 for a POST, and stores nothing", async () => {
    const before = await site.database.db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    for (const path of ["/API/contact", "/api//contact", "/api/contact/"]) {
      const answer = await requestExactly(
        site.url,
        "POST",
        path,
        { "content-type": "application/json" },
        JSON.stringify({
          name: "Amara Kollie",
          email: "amara@example.com",
          subject: "General Inquiry",
          message: "A message to a misspelt address.",
          formProof: await site.formProof(),
        }),
      );
      expect(answer.status, path).toBe(404);
    }
    const after = await site.database.db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  test("a link's token never reaches the log, in any spelling", async () => {
    const token = "Tok3nThatMustNotBeLogged";
    for (const path of [
      `/admin/reset-password/${token}`,
      `/ADMIN/reset-password/${token}`,
      `/%61dmin/reset-password/${token}`,
      `//admin//reset-password/${token}/`,
      `/admin/invitation/${token}`,
      `/Admin/Invitation/${token}?x=1`,
      `/admin/reset-password/${token}/more`,
    ]) {
      await get(path, null);
    }
    const logged = () => JSON.stringify(site.server.logs());
    await expect.poll(logged).toContain("/admin/invitation/[hidden]");
    expect(logged()).not.toContain(token);
  });
});

test("the route table is read whole: public routes are the ones that declare it", async () => {
  const patterns = routePatterns();
  const privateOnes = await privatePatterns();
  const publicOnes = patterns.filter((pattern) => !privateOnes.includes(pattern));
  const pages = [
    "*",
    "about",
    "contact",
    "offline",
    "privacy",
    "quote",
    "quote/:line",
    "quote/:line/sent",
    "services",
    "services/:slug",
    "team",
  ];
  // The same pages in every other language, under its code (`fr`, `fr/about`…).
  const translated = TRANSLATED_LANGUAGES.flatMap((language) => [
    language,
    ...pages.map((page) => `${language}/${page}`),
  ]);
  expect(publicOnes.toSorted()).toEqual(
    [
      "",
      ...pages,
      ...translated,
      "og-image.png",
      "robots.txt",
      "sitemap.xml",
      "uploads/:file",
    ].toSorted(),
  );
});
