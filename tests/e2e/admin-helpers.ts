import type { Locator, Page } from "@playwright/test";
import { ADMIN } from "../support/fixtures.ts";
import { expect } from "./fixtures.ts";
import { waitForHydration } from "./public-helpers.ts";

/** Signs the page's browser context in through the login page's API, then opens `path`. */
export async function openAdmin(page: Page, path: string): Promise<void> {
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  await visit(page, path);
}

/** Opens a page and waits until React has hydrated it, so clicks and typing reach its handlers. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** At 375 px the sidebar is behind the menu button. */
export async function openSidebarLink(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole("button", { name: "Open the menu" });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name }).click();
}

/** The toast that reports an outcome. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("region", { name: "Notifications" }).getByText(text);
}

/**
 * A form's preview: open from 1024 px, behind its disclosure on a phone (opened here). Inert,
 * so read by its text, as a sighted office worker reads it.
 */
export async function openPreview(page: Page, scope: Locator): Promise<Locator> {
  const preview = scope.locator("details").filter({ hasText: /^Preview/ });
  if ((page.viewportSize()?.width ?? 0) < 1024) await preview.locator("summary").click();
  await expect(preview).toHaveAttribute("open", "");
  return preview;
}

/**
 * Logout is a button at the foot of the sidebar. Waits for the sign-in page it leads to: a
 * `page.goto` made while that navigation is still under way is interrupted by it.
 */
export async function logOut(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: "Open the menu" });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
}

/**
 * Opens an inquiry by its line's link in the inbox and returns its card once its own screen is
 * drawn: the address changes before the screen does, and the list's lines are articles too.
 */
export async function openInquiry(page: Page, link: Locator): Promise<Locator> {
  await link.click();
  await expect(page).toHaveURL(/\/admin\/messages\/[\w-]+(\?|$)/);
  await expect(page.getByRole("link", { name: "Back to the list" })).toBeVisible();
  return page.getByRole("main").getByRole("article");
}
