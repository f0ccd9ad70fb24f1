import { call } from "../support/http.ts";
import { imageDataUrl } from "../support/images.ts";
import { openAdmin, openSidebarLink, toast } from "./admin-helpers.ts";
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

test("a service's earlier version comes back from its history; deleted, it comes back from the trash with its images", async ({
  page,
  site,
}) => {
  const admin = await signInAdmin(site.url);
  const stamp = Date.now();
  const title = `Cold Chain ${stamp}`;
  const fields = {
    category: "logistics",
    shortDescription: "Refrigerated containers from Mersin to Monrovia.",
    fullDescription: "Medicines and food kept cold all the way.",
  };
  const created = await admin.send<{ service: { _id: string; slug: string; version: number } }>(
    "POST",
    "/api/services",
    { title, ...fields, images: [await imageDataUrl("png")] },
  );
  const { _id: id, slug } = created.body.service;
  await admin.send("PUT", `/api/services/${id}`, { title: `Renamed ${stamp}`, ...fields });

  await openAdmin(page, "/admin/services");
  await page.getByRole("link", { name: `History of Renamed ${stamp}` }).click();
  const history = page.getByRole("region", { name: "History" });
  const newest = history.getByRole("listitem").first();
  await newest.getByText("Compare with current").click();
  await expect(newest).toContainText(title);
  await newest.getByRole("button", { name: /^Restore version/ }).click();
  await page
    .getByRole("dialog", { name: /^Restore version \d+\?$/ })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(toast(page, /^Version \d+ restored\.$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  // What the restore changed, read from the current version's own disclosure.
  await history
    .getByText(/^What version \d+ changed$/)
    .first()
    .click();
  await expect(history.locator("details[open]").first()).toContainText(`Renamed ${stamp}`);

  await page.getByRole("link", { name: "Back to Services List" }).click();
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${title}?` })
    .getByRole("button", { name: "Delete service" })
    .click();
  await expect(toast(page, "Service deleted successfully.")).toBeVisible();
  expect((await page.request.get(`/services/${slug}`)).status()).toBe(404);

  await openSidebarLink(page, "Trash");
  await page.getByRole("button", { name: `Restore ${title}` }).click();
  await expect(toast(page, `${title} is back on the services list.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Restore ${title}` })).toHaveCount(0);

  await page.goto(`/services/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const photo = page.locator(`img[src^="/uploads/"]`).first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The worker's site is shared: the service goes again (to the trash, out of every list).
  await admin.send("DELETE", `/api/services/${id}`);
});

test("the history shows images as thumbnails, and a restore names the images it removes", async ({
  page,
  site,
}) => {
  const admin = await signInAdmin(site.url);
  const title = `Reefer Photos ${Date.now()}`;
  const created = await admin.send<{ service: { _id: string } }>("POST", "/api/services", {
    title,
    category: "logistics",
    shortDescription: "Refrigerated containers from Mersin to Monrovia.",
    fullDescription: "Medicines and food kept cold all the way.",
  });
  const id = created.body.service._id;
  const added = await admin.send<{ service: { images: { url: string }[] } }>(
    "POST",
    `/api/services/${id}/images`,
    { imageData: await imageDataUrl("png"), alt: "A reefer container" },
  );
  const photo = added.body.service.images[0]?.url ?? "";
  expect(photo).toMatch(/^\/uploads\//);

  await openAdmin(page, `/admin/services/${id}/history`);
  const history = page.getByRole("region", { name: "History" });
  const before = history.getByRole("listitem").first();
  await before.getByText("Compare with current").click();
  // The address is not read out as text: the image itself is shown, small.
  await expect(before).not.toContainText("/uploads/");
  const thumbnail = before.getByRole("img", { name: "images 1, Now" });
  await expect(thumbnail).toHaveAttribute("src", photo);
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );

  await before.getByRole("button", { name: /^Restore version/ }).click();
  const confirm = page.getByRole("dialog", { name: /^Restore version \d+\?$/ });
  await expect(confirm).toContainText("This image, added since, comes off it:");
  const removed = confirm.getByRole("list", { name: "Images the restore removes" });
  await expect(removed.getByRole("img")).toHaveCount(1);
  await expect(removed.getByRole("img")).toHaveAttribute("src", photo);
  await confirm.getByRole("button", { name: "Cancel" }).click();

  // A version with the same images warns of nothing.
  await admin.send("PUT", `/api/services/${id}`, {
    title: `${title} renamed`,
    category: "logistics",
    shortDescription: "Refrigerated containers from Mersin to Monrovia.",
    fullDescription: "Medicines and food kept cold all the way.",
  });
  await page.reload();
  await history
    .getByRole("listitem")
    .first()
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("list", { name: "Images the restore removes" })).toHaveCount(0);
  await confirm.getByRole("button", { name: "Cancel" }).click();

  await admin.send("DELETE", `/api/services/${id}`);
});
