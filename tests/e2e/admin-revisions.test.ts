import { call } from "../support/http.ts";
import { openAdmin, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { signInAdmin } from "./public-helpers.ts";

test("the hero title changed twice comes back from its history, and the home page shows it", async ({
  page,
  site,
}) => {
  const saved = await call<{ title: string; content: unknown; images: unknown }>(
    site.url,
    "GET",
    "/api/pagecontent/hero",
  );
  const stamp = Date.now();
  const first = `First title ${stamp}`;
  const second = `Second title ${stamp}`;
  await openAdmin(page, "/admin/content/hero");
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  for (const text of [first, second]) {
    await title.fill(text);
    await page.getByRole("button", { name: "Save" }).click();
    const done = toast(page, "Hero content updated successfully!");
    await expect(done).toBeVisible();
    await expect(title).toHaveValue(text);
    // Dismissed, so the next save's toast is the only one with these words.
    await page
      .getByRole("region", { name: "Notifications" })
      .getByRole("button", { name: "Dismiss" })
      .click();
    await expect(done).toHaveCount(0);
  }

  const history = page.getByRole("region", { name: "History" });
  // The newest kept version is the first save; compared with now, its title differs.
  const newest = history.getByRole("listitem").first();
  await newest.getByText("Compare with current").click();
  await expect(newest).toContainText(first);
  await expect(newest).toContainText(second);

  await newest.getByRole("button", { name: /^Restore version/ }).click();
  const confirm = page.getByRole("dialog", { name: /^Restore version \d+\?$/ });
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, /^Version \d+ restored\.$/)).toBeVisible();
  await expect(title).toHaveValue(first);
  // The restore is a save of its own: the second title is kept in the history now.
  await history.getByRole("listitem").first().getByText("Compare with current").click();
  await expect(history.getByRole("listitem").first()).toContainText(second);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);

  // Put the worker's shared site back as it was, every field.
  const admin = await signInAdmin(site.url);
  await admin.send("PUT", "/api/pagecontent/hero", saved.body);
});
