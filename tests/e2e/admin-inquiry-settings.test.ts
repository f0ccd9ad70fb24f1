import { openAdmin, openSidebarLink, toast, visit } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test("the office edits the privacy notice; the footer's link shows the new version", async ({
  page,
}) => {
  await openAdmin(page, "/admin/dashboard");
  await openSidebarLink(page, "Privacy Notice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  await expectNoViolations(page, "/admin/privacy");
  await expectNoHorizontalScroll(page, "/admin/privacy");
  const next = Number(
    /Saving makes version (\d+)/.exec(await page.locator("main").innerText())?.[1],
  );
  expect(next).toBeGreaterThan(1);
  await expect(page.getByText(`Consents given from then on record version ${next}`)).toBeVisible();

  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const body = page.getByRole("textbox", { name: "Notice", exact: true });
  await title.fill("  ");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The privacy notice was not saved.")).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a title.")).toBeVisible();

  // Leaving with unsaved changes asks first.
  await openSidebarLink(page, "Inquiry Settings");
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/privacy$/);

  const section = `Cookies ${Date.now()}`;
  await title.fill("Privacy Notice");
  await body.fill(
    `We keep what you send us safe.\n\n## ${section}\nThis site sets no tracking cookies.`,
  );
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, `Privacy notice saved as version ${next}.`)).toBeVisible();
  await expect(page.getByText(`Saving makes version ${next + 1}.`)).toBeVisible();

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  await expect(page.getByText(new RegExp(`^Version ${next}, last updated `))).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  await expect(page.getByText("This site sets no tracking cookies.")).toBeVisible();
  await expectNoViolations(page, "/privacy");
  await expectNoHorizontalScroll(page, "/privacy");
});

test("the office sets a line's notification address, the treatments and how long files are kept", async ({
  page,
}) => {
  await openAdmin(page, "/admin/dashboard");
  await openSidebarLink(page, "Inquiry Settings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiry Settings");
  await expectNoViolations(page, "/admin/inquiry-settings");
  await expectNoHorizontalScroll(page, "/admin/inquiry-settings");
  const logistics = page.getByRole("textbox", { name: "Logistics requests (optional)" });
  await expect(logistics).toHaveAccessibleDescription(
    "Leave empty to use the notification address.",
  );
  const treatments = page.getByRole("textbox", { name: "Treatments and specialties" });
  const months = page.getByRole("spinbutton", {
    name: "Delete attachments of closed inquiries after (months)",
  });

  await logistics.fill("not an address");
  await months.fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The inquiry settings were not saved.")).toBeVisible();
  await expect(logistics).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Enter a valid e-mail address, like name@example.com."),
  ).toBeVisible();
  await expect(page.getByText("Keep attachments at least 1 month.")).toBeVisible();

  await logistics.fill("cargo@lonestar.example");
  await treatments.fill("Cardiology (heart)\n\nHair transplant\n");
  await months.fill("18");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Inquiry settings saved.")).toBeVisible();

  await visit(page, "/admin/inquiry-settings");
  await expect(logistics).toHaveValue("cargo@lonestar.example");
  await expect(treatments).toHaveValue("Cardiology (heart)\nHair transplant");
  await expect(months).toHaveValue("18");
  await expect(
    page.getByRole("textbox", { name: "Health Tourism requests (optional)" }),
  ).toHaveValue("");
});
