import { spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUser } from "../../app/domain/users.server.ts";
import { EDITOR } from "../support/actors.ts";
import { testEngines } from "../support/databases.ts";
import { ADMIN, startTestSite, type TestSite } from "../support/fixtures.ts";
import { type Answer, call, cookieFrom } from "../support/http.ts";
import { openRequest, sendThrough } from "../support/raw-http.ts";

// Each test here reproduces a finding of the outside security test against the real server.

const root = path.resolve(import.meta.dirname, "../..");
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const VALID = {
  name: "Amara Kollie",
  email: "amara@example.com",
  subject: "General Inquiry",
  message: "Please call me back.",
};

/** The answer, or a failure naming what never came: an attack must not hang the test. */
async function within<T>(promise: Promise<T>, what: string, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function bodyText(answer: Answer<unknown>): string {
  return typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe.each(testEngines())("page forms are bounded like the API, on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site?.close());

  test.each(["/contact", "/admin/login", "/?index"])(
    "a 15 MB form to %s is refused with a readable 413 before it is read",
    async (pathname) => {
      const request = openRequest(site.url, "POST", pathname, {
        ...FORM,
        "content-length": 15 * 1024 * 1024,
      });
      await request.write(`message=${"x".repeat(64 * 1024)}`);
      const answer = await within(request.answer, `POST ${pathname}`);
      request.destroy();
      expect(answer.status).toBe(413);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      const page = bodyText(answer);
      expect(page).toContain("What you sent is more than this form takes");
      expect(page.length).toBeLessThan(2_000);
    },
  );

  test("a form just over 100 KB, sent in full, is refused too and nothing is stored", async () => {
    const subject = `Oversized ${crypto.randomUUID()}`;
    const answer = await call(site.url, "POST", "/contact", {
      headers: FORM,
      body: form({ ...VALID, subject, message: "m".repeat(101 * 1024) }),
    });
    expect(answer.status).toBe(413);
    const stored = await site.database.db
      .selectFrom("inquiries")
      .select("id")
      .where("subject", "=", subject)
      .execute();
    expect(stored).toEqual([]);
  });

  test("a failed submission shows again only what fits its fields", async () => {
    const overlong = "o".repeat(6_000);
    const contact = await call(site.url, "POST", "/contact", {
      headers: FORM,
      body: form({ ...VALID, name: "Echoed Name", message: overlong }),
    });
    expect(contact.status).toBe(400);
    const page = bodyText(contact);
    expect(page.includes(overlong), "the overlong message is sent back").toBe(false);
    expect(page).toContain("Echoed Name");

    const login = await call(site.url, "POST", "/admin/login", {
      headers: FORM,
      body: form({ username: "u".repeat(300), password: "whatever" }),
    });
    expect(login.status).toBe(400);
    expect(bodyText(login).includes("u".repeat(300)), "the overlong username").toBe(false);
  });
});

test("the rate limit is checked before a page form's body is read", async () => {
  const site = await startTestSite("sqlite", { RATE_LIMIT_CONTACT: "1", RATE_LIMIT_LOGIN: "1" });
  try {
    for (const pathname of ["/contact", "/admin/login"]) {
      const first = await call(site.url, "POST", pathname, { headers: FORM, body: form(VALID) });
      expect(first.status, pathname).not.toBe(429);
      // The next one declares 90 KB and sends none of it: only a check made first can answer.
      const request = openRequest(site.url, "POST", pathname, {
        ...FORM,
        "content-length": 90 * 1024,
      });
      await request.connected;
      const answer = await within(request.answer, `the second POST ${pathname}`);
      request.destroy();
      expect(answer.status, pathname).toBe(429);
      expect(answer.headers.get("retry-after"), pathname).toMatch(/^\d+$/);
    }
  } finally {
    await site.close();
  }
});

describe.each(testEngines())("no prototype pollution, on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("a form field named __proto__.x is refused, and visitors' messages still arrive", async () => {
    const contact = await call(site.url, "GET", "/api/contact-info");
    const info = (contact.body as { contactInfo: Record<string, unknown> }).contactInfo;
    for (const field of ["__proto__.leave_empty", "constructor.prototype.leave_empty"]) {
      const answer = await fetch(new URL("/admin/content/contact", site.url), {
        method: "POST",
        headers: { ...FORM, cookie },
        body: `${form({
          intent: "save",
          address: String(info.address),
          city: String(info.city),
          country: String(info.country),
          phones: (info.phones as string[]).join(", "),
          email: String(info.email),
          workingHours: String(info.workingHours),
        })}&${encodeURIComponent(field)}=1`,
        redirect: "manual",
      });
      expect(answer.status, field).toBe(400);
    }
    const json = await call(site.url, "PUT", "/api/contact-info", {
      cookie,
      body: `{"__proto__": {"leave_empty": "1"}, "address": "x"}`,
      headers: { "content-type": "application/json" },
    });
    expect(json.status).toBe(400);

    const subject = `After the attack ${crypto.randomUUID()}`;
    const sent = await call(site.url, "POST", "/api/contact", {
      json: { ...VALID, subject, formProof: await site.formProof() },
    });
    expect(sent.status).toBe(201);
    const stored = await site.database.db
      .selectFrom("inquiries")
      .select(["status", "spam_reason"])
      .where("subject", "=", subject)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "new", spam_reason: null });
  });
});

/** Starts the built server with `env` and resolves with its exit code and what it printed. */
async function startAndExit(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  const [code] = await once(child, "exit");
  clearTimeout(timer);
  return { code: code as number | null, output };
}

describe("client addresses cannot be chosen by the client", () => {
  test("TRUST_PROXY=true stops the server at start, saying what to write instead", async () => {
    const { code, output } = await startAndExit({ TRUST_PROXY: "true" });
    expect(code).toBe(1);
    expect(output).toContain("TRUST_PROXY: true would let any client choose its own address");
    expect(output).toContain("TRUST_PROXY=1");
  });

  test("a TRUST_PROXY that is no address is refused at start", async () => {
    const { code, output } = await startAndExit({ TRUST_PROXY: "10.0.0.0/99" });
    expect(code).toBe(1);
    expect(output).toContain("TRUST_PROXY:");
  });
});

describe.each(testEngines())("sign-in limits behind one proxy, on %s", (engine) => {
  let site: TestSite;
  const owner = { username: "backoff-owner", password: "the owner's long password" };

  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: "1", RATE_LIMIT_LOGIN: "3" });
    await createUser(site.database.db, owner, EDITOR);
  });
  afterAll(() => site?.close());

  const login = (from: string, json: unknown, cookie?: string) =>
    call(site.url, "POST", "/api/auth/login", {
      headers: { "x-forwarded-for": from },
      json,
      cookie: cookie ?? null,
    });

  test("rotating the left-most X-Forwarded-For does not get round the per-address limit", async () => {
    const wrong = { username: ADMIN.username, password: "guessing" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      // What a client wrote itself comes first; the proxy appends the address it saw.
      const answer = await login(`198.51.100.${attempt + 10}, 203.0.113.99`, wrong);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  test("failures on one account from many addresses slow it down; its owner's browser is not slowed", async () => {
    // The owner signs in once from their own browser, which the site then remembers.
    const first = await login("192.0.2.1", owner);
    expect(first.status).toBe(200);
    const ownBrowser = cookieFrom(first, "device");

    const wrong = { username: owner.username, password: "a guess that is wrong" };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await login(`203.0.113.${attempt}`, wrong);
      expect(answer.status, `guess ${attempt}`).toBe(401);
    }
    // A sixth address does not help: the account itself now makes everyone wait…
    const slowed = await login("203.0.113.6", owner);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("retry-after")).toBe("1");
    expect(slowed.body).toEqual({
      success: false,
      message: "Too many failed sign-ins to this account. Please wait 1 second and try again.",
    });
    expect(slowed.headers.getSetCookie()).toEqual([]);

    // …except the browser the owner signed in from before.
    const fromOwnBrowser = await login("192.0.2.1", owner, ownBrowser);
    expect(fromOwnBrowser.status).toBe(200);
    // The owner's success cleared the count: a new browser gets in at once too.
    expect((await login("192.0.2.2", owner)).status).toBe(200);
  });
});

describe.each(testEngines())("links, image slots, private answers and logs, on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  const hero = async () =>
    (await call(site.url, "GET", "/api/content/hero")).body.content as {
      title: string;
      content: Record<string, string>;
      images: (string | null)[];
    };

  test.each(["/\\evil.example/x", "//evil.example/x", "/\t/evil.example", "javascript:alert(1)"])(
    "the hero button may not link to %j",
    async (buttonLink) => {
      const before = await hero();
      const answer = await call(site.url, "PUT", "/api/pagecontent/hero", {
        cookie,
        json: { title: before.title, content: { ...before.content, buttonLink } },
      });
      expect(answer.status).toBe(400);
      expect(Object.keys((answer.body as { errors: object }).errors)).toEqual([
        "content.buttonLink",
      ]);
      expect((await hero()).content.buttonLink).toBe(before.content.buttonLink);
    },
  );

  test.each(["//evil.example/a.png", "/\\evil.example/a.png", "http://evil.example/a.png", "a b"])(
    "a hero image slot may not hold %j",
    async (image) => {
      const before = await hero();
      const answer = await call(site.url, "PUT", "/api/pagecontent/hero", {
        cookie,
        json: { title: before.title, content: before.content, images: [image, null, null, null] },
      });
      expect(answer.status).toBe(400);
      expect((await hero()).images).toEqual(before.images);
    },
  );

  test("a slot takes the site's own pictures and https:// addresses", async () => {
    const before = await hero();
    const images = ["/images/health-tourism.svg", "https://cdn.example.com/ship.jpg", null, null];
    const answer = await call(site.url, "PUT", "/api/pagecontent/hero", {
      cookie,
      json: { title: before.title, content: before.content, images },
    });
    expect(answer.status).toBe(200);
    expect((await hero()).images).toEqual(images);
  });

  test("what only the office may see is never kept by a browser or a proxy", async () => {
    for (const pathname of [
      "/admin/messages",
      "/admin/dashboard",
      "/admin/messages.data",
      "/api/contact",
      "/api/auth/me",
      "/admin/messages/export.csv",
    ]) {
      const answer = await fetch(new URL(pathname, site.url), { headers: { cookie } });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers.get("cache-control"), pathname).toBe("no-store");
    }
    const signIn = await call(site.url, "POST", "/api/auth/login", { json: ADMIN });
    expect(signIn.headers.get("cache-control")).toBe("no-store");
  });

  test("a missing page is logged as a warning, and TRACE gets 405, not 500", async () => {
    const before = site.server.logs().length;
    const missing = await fetch(new URL("/no-such-page", site.url));
    expect(missing.status).toBe(404);
    // fetch will not send TRACE; node:http sends any method, as an attacker's tool would.
    const agent = new http.Agent();
    const send = (method: string, pathname: string) =>
      sendThrough(agent, site.url, method, pathname);
    for (const method of ["TRACE", "OPTIONS", "PROPFIND"]) {
      const answer = await send(method, "/");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow"), method).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    }
    const trace = await send("TRACE", "/api/services");
    agent.destroy();
    expect(trace.status).toBe(405);
    expect(trace.body).toEqual({ success: false, message: "This method is not allowed here." });
    await expect
      .poll(
        () =>
          site.server
            .logs()
            .slice(before)
            .filter((line) => line.req).length,
      )
      .toBeGreaterThanOrEqual(5);
    const lines = site.server.logs().slice(before);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    const notFound = lines.find(
      (line) => (line.req as { url?: string } | undefined)?.url === "/no-such-page",
    );
    expect(notFound?.level).toBe(40);
  });
});
