import type { Browser, BrowserContextOptions, Locator, Page, TestInfo } from "@playwright/test";
import { FORM_PROOF_FIELD, MINIMUM_FILL_MS } from "../../app/domain/messages.model.ts";
import { ADMIN } from "../support/fixtures.ts";
import { type Answer, call, cookieFrom } from "../support/http.ts";
import { expect } from "./fixtures.ts";

/** Every public page with the h1 the built-in content gives it. */
export const PUBLIC_PAGES = [
  { path: "/", h1: "Connecting Liberia and Turkey" },
  { path: "/about", h1: "About Us" },
  { path: "/services", h1: "Our Services" },
  { path: "/services/health-tourism", h1: "Health Tourism" },
  { path: "/team", h1: "Our Team" },
  { path: "/contact", h1: "Contact Us" },
] as const;

export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
/** What a contact form says above itself when a field is wrong; each field says what, beside it. */
export const CONTACT_CHECK_FIELDS =
  "Your message was not sent. Please check the fields marked below and try again.";
export const WRONG_EMAIL = "Enter a valid e-mail address, like name@example.com.";

/** The 375 px project: the header's top bar and desktop navigation give way to the hamburger. */
export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === "mobile";
}

/** A context of its own with the project's device settings (viewport, touch, scale). */
export async function newProjectContext(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
) {
  const {
    viewport,
    isMobile: mobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
  } = testInfo.project.use;
  return browser.newContext({
    viewport,
    isMobile: mobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    ...options,
  });
}

/**
 * Resolves once the public pages' enhancement script has run (it marks the document), so clicks
 * reach its handlers.
 */
export async function waitForEnhancement(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
}

/** Resolves once React has hydrated a content manager page (it tags DOM nodes with fibers). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Takes out of the fixture's list the console errors a test causes on purpose (a 404 page, a
 * broken image, a 400 answer), after checking they did happen; any other error still fails it.
 */
export function acceptConsoleErrors(consoleErrors: string[], expected: RegExp): void {
  const matching = consoleErrors.filter((message) => expected.test(message));
  expect(matching, `expected a console error matching ${expected}`).not.toEqual([]);
  const others = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

export interface AdminClient {
  send: <T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
  ) => Promise<Answer<T>>;
  /**
   * Any successful write through the API clears the server's page cache; saving the hero as it
   * is does so without changing a page. Call it after changing rows directly in the database.
   */
  clearPageCache: () => Promise<void>;
}

/** Signs in through the API as the fixture's administrator. */
export async function signInAdmin(siteUrl: string): Promise<AdminClient> {
  const login = await call(siteUrl, "POST", "/api/auth/login", { json: ADMIN });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const cookie = cookieFrom(login);
  const send = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
  ) => {
    const answer = await call<T>(siteUrl, method, path, { json, cookie });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer;
  };
  return {
    send,
    clearPageCache: async () => {
      const hero = await call(siteUrl, "GET", "/api/pagecontent/hero");
      await send("PUT", "/api/pagecontent/hero", hero.body);
    },
  };
}

/**
 * Waits until the proof each contact form on the page carries (the page's own, or the fresh one
 * the form fetched when it was first touched) is older than the minimum fill time: the server
 * holds anything quicker as spam. A person always takes that long.
 */
export async function takeAMoment(page: Page): Promise<void> {
  const proofs = page.locator(`input[name="${FORM_PROOF_FIELD}"]`);
  await expect(proofs.first()).toBeAttached();
  await expect
    .poll(
      async () => {
        const issued = await Promise.all(
          (await proofs.all()).map(async (proof) =>
            Number.parseInt((await proof.inputValue()).split(".")[0] ?? "", 36),
          ),
        );
        return issued.every((at) => Date.now() - at > MINIMUM_FILL_MS + 100);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Asserts that `target` has the focus and is on screen below the sticky site header, without a
 * focus box: the script focused it to be read out, it is not a place the keyboard reached.
 */
export async function expectFocusedInView(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const header = await page.locator("header").first().boundingBox();
  const seen = await target.boundingBox();
  expect(seen?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  expect(await target.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
}
