import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  acceptConsoleErrors,
  newProjectContext,
  takeAMoment,
  waitForEnhancement,
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
        .selectFrom("contact_messages")
        .select(["id", "status"])
        .where("email", "=", email)
        .execute();
    expect(await stored()).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: SENT_LATER })).toBeVisible({
      timeout: 15_000,
    });
    await expect.poll(async () => (await stored()).length).toBe(1);
    // The page and the service worker may both have sent it: still one message, in the inbox.
    await page.waitForTimeout(2_000);
    const messages = await stored();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.status).toBe("new");
  } finally {
    await context.close();
  }
  // Offline, the form's fresh proof could not be fetched, nor the pages the browser tried.
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});

test("the service worker leaves the content manager and the API to the network", async ({
  page,
}) => {
  await page.goto("/");
  await waitForEnhancement(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const api = page.waitForResponse((response) => response.url().endsWith("/api/services"));
  await page.evaluate(() => fetch("/api/services").then((response) => response.status));
  expect((await api).fromServiceWorker()).toBe(false);
  const admin = await page.goto("/admin/login");
  expect(admin?.fromServiceWorker()).toBe(false);
  const about = await page.goto("/about");
  expect(about?.fromServiceWorker()).toBe(true);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(kept.filter((path) => /^\/(admin|api)([/.]|$)/.test(path))).toEqual([]);
});
