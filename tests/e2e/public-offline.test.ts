import type { Page } from "@playwright/test";
import { MINIMUM_FILL_MS } from "../../app/domain/messages.model.ts";
import { ADMIN, personProof } from "../support/fixtures.ts";
import { logOut } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import {
  acceptConsoleErrors,
  newProjectContext,
  takeAMoment,
  waitForEnhancement,
  waitForHydration,
} from "./public-helpers.ts";

const KEPT_OFFLINE =
  "You are offline. Your message is saved on this phone and will be sent automatically as soon as you are back online.";
const SENT_LATER = "Your message written offline has now been sent. Thank you!";

/** Waits until the service worker keeps a copy of `path` (it is then what opens offline). */
async function keptOffline(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (url) => {
        const kept = await caches.match(new URL(url, location.origin).href, { ignoreVary: true });
        return kept?.status ?? 0;
      }, path),
    )
    .toBe(200);
}

test("pages opened before open again offline, others show the offline page, and a message written offline arrives once back online", async ({
  browser,
  site,
  consoleErrors,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo, { baseURL: site.url });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  try {
    await page.goto("/");
    await waitForEnhancement(page);
    // The first page came before the service worker, which then keeps it too.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await keptOffline(page, "/");
    await page.goto("/services");
    await keptOffline(page, "/services");
    // Another message sent without JavaScript from the same copy of the home page, from this
    // address: its proof, the one the page opened offline will carry, is used up.
    const keptCopy = await page.evaluate(async () =>
      (await caches.match(new URL("/", location.origin).href, { ignoreVary: true }))?.text(),
    );
    const pageProof = /name="formProof" value="([^"]+)"/.exec(keptCopy ?? "")?.[1] ?? "";
    expect(pageProof).not.toBe("");
    // Sent no sooner after the page was made than a person could fill it in.
    const issuedAt = Number.parseInt(pageProof.split(".")[0] ?? "", 36);
    await page.waitForTimeout(Math.max(0, issuedAt + MINIMUM_FILL_MS + 100 - Date.now()));
    const withoutScript = await page.request.post("/?index", {
      form: {
        name: "Musu Kollie",
        email: "musu@example.com",
        subject: "General Inquiry",
        message: "Sent from the same page without JavaScript.",
        formProof: pageProof,
      },
    });
    expect(withoutScript.status()).toBe(200);

    await context.setOffline(true);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Connecting Liberia and Turkey",
    );
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();

    // Written and sent on the home page, offline.
    await page.goto("/");
    await waitForEnhancement(page);
    const email = `offline-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByRole("textbox", { name: "Full Name" }).fill("Famata Kollie");
    await form.getByRole("textbox", { name: "Email Address" }).fill(email);
    await form.getByRole("combobox", { name: "Subject" }).selectOption("General Inquiry");
    await form.getByRole("textbox", { name: "Message" }).fill("Please call me about cement.");
    await takeAMoment(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(KEPT_OFFLINE);
    await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("");

    const stored = () =>
      site.database.db
        .selectFrom("inquiries")
        .select(["id", "status"])
        .where("email", "=", email)
        .execute();
    expect(await stored()).toEqual([]);

    await context.setOffline(false);
    // The form's answer, which said it would be sent, now says it was.
    await expect(form.getByRole("status")).toHaveText(SENT_LATER, { timeout: 15_000 });
    await expect.poll(async () => (await stored()).length).toBe(1);
    // The page and the service worker may both have sent it: still one message, in the inbox.
    await page.waitForTimeout(2_000);
    const messages = await stored();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.status).toBe("new");
    // Told once: the next page does not say it again.
    await page.goto("/services");
    await waitForEnhancement(page);
    await page.waitForTimeout(1_000);
    await expect(page.getByText(SENT_LATER)).toHaveCount(0);
  } finally {
    await context.close();
  }
  // Offline, the form's fresh proof could not be fetched, nor the pages the browser tried.
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});

test("a message kept offline that the website then refuses is reported on the next visit, with its text to copy", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo, { baseURL: site.url });
  const page = await context.newPage();
  try {
    await page.goto("/contact");
    await waitForEnhancement(page);
    await context.setOffline(true);
    // The browser takes an address without a domain ending; the website does not.
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByRole("textbox", { name: "Full Name" }).fill("Musa Kollie");
    await form.getByRole("textbox", { name: "Email Address" }).fill("musa@localhost");
    await form.getByRole("combobox", { name: "Subject" }).selectOption("General Inquiry");
    const text = "Please send me the price of 50 bags of cement.";
    await form.getByRole("textbox", { name: "Message" }).fill(text);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(KEPT_OFFLINE);
    await page.close();

    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto("/about");
    const notice = next.getByRole("status").filter({ hasText: "could not be sent" });
    await expect(notice).toContainText("the website did not accept it", { timeout: 15_000 });
    const copy = notice.getByRole("textbox", { name: "Your message" });
    await expect(copy).toHaveValue(text);
    await expect(copy).toHaveJSProperty("readOnly", true);
    await next.reload();
    await waitForEnhancement(next);
    await next.waitForTimeout(1_000);
    await expect(next.getByText("could not be sent")).toHaveCount(0);
    const stored = await site.database.db
      .selectFrom("inquiries")
      .select("id")
      .where("email", "=", "musa@localhost")
      .execute();
    expect(stored).toEqual([]);
  } finally {
    await context.close();
  }
});

/** The paths of everything the service worker keeps, in every cache. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

/** Registers the service worker from the home page and waits until it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.goto("/");
  await waitForEnhancement(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

test("a French page never opened shows the offline page in French, the English one still in English", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo, { baseURL: site.url });
  const page = await context.newPage();
  try {
    await page.goto("/fr/");
    await waitForEnhancement(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await keptOffline(page, "/fr/offline");
    await keptOffline(page, "/offline");
    await context.setOffline(true);
    await page.goto("/fr/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes hors ligne");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  } finally {
    await context.close();
  }
});

test("the service worker keeps only what the server marked public", async ({ page }) => {
  await underServiceWorker(page);
  const api = page.waitForResponse((response) => response.url().endsWith("/api/services"));
  await page.evaluate(() => fetch("/api/services").then((response) => response.status));
  expect((await api).fromServiceWorker()).toBe(false);
  const admin = await page.goto("/admin/login");
  expect(admin?.headers()["cache-control"]).toBe("no-store");
  const about = await page.goto("/about");
  expect(about?.fromServiceWorker()).toBe(true);
  await expect.poll(() => keptPaths(page)).toContain("/about");
  expect((await keptPaths(page)).filter((path) => /^\/(admin|api)([/.]|$)/i.test(path))).toEqual(
    [],
  );
});

test("a private page opened under another spelling is not shown offline after logging out", async ({
  browser,
  site,
  consoleErrors,
}, testInfo) => {
  const marker = `Offline-Privatemark-${crypto.randomUUID().slice(0, 8)}`;
  const sent = await fetch(new URL("/api/contact", site.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: marker,
      email: "private@example.com",
      subject: "General Inquiry",
      message: "Please call me back.",
      formProof: await personProof(site.database.db),
    }),
  });
  expect(sent.status).toBe(201);
  const context = await newProjectContext(browser, testInfo, { baseURL: site.url });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  try {
    await underServiceWorker(page);
    const login = await page.request.post("/api/auth/login", { data: ADMIN });
    expect(login.status()).toBe(200);
    for (const spelling of ["/ADMIN/Messages", "/%61dmin/messages", "/admin//messages/"]) {
      await page.goto(spelling);
      await expect(page).toHaveURL(/\/admin\/messages$/);
      await expect(page.getByText(marker).first()).toBeVisible();
    }
    await waitForHydration(page);
    await logOut(page);

    await context.setOffline(true);
    for (const spelling of ["/ADMIN/Messages", "/admin/messages", "/%61dmin/messages"]) {
      await page.goto(spelling);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
      expect(await page.content()).not.toContain(marker);
    }
    const kept = (await keptPaths(page)).map((path) => decodeURIComponent(path));
    expect(kept.filter((path) => /^\/+(admin|api)\b/i.test(path))).toEqual([]);
  } finally {
    await context.close();
  }
  // Offline, the sign-in page left open asks in vain for its routes and pages.
  const offlineErrors = /ERR_INTERNET_DISCONNECTED|Failed to fetch/;
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !offlineErrors.test(error)),
  );
});
