import type { Page } from "@playwright/test";
import { builtInFr } from "../../app/content/translations/fr.ts";
import { builtInTr } from "../../app/content/translations/tr.ts";
import { openAdmin, openSidebarLink, toast, visit } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors } from "./public-helpers.ts";

// Translating in the content manager (decision 074): the overview per language, the editor
// side by side with the English, and what an English edit does to a translation.

/** What a test made through the API, deleted after it so the worker's other tests count the built-in site. */
const made: string[] = [];

/** Translations a test took off the site, put back after it as the fresh install has them. */
const unpublished: string[] = [];

test.afterEach(async ({ page }) => {
  for (const path of made.splice(0)) {
    expect((await page.request.delete(path)).ok()).toBe(true);
  }
  for (const editor of unpublished.splice(0)) {
    await visit(page, editor);
    const publish = page.getByRole("main").getByRole("button", { name: "Publish", exact: true });
    if ((await publish.count()) === 0) continue;
    await publish.click();
    await page.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page, /translation published/)).toBeVisible();
  }
});

/** A new service of this test's own, through the API the content manager's session may use. */
async function newService(page: Page, title: string) {
  const created = await page.request.post("/api/services", {
    data: {
      title,
      category: "health-tourism",
      shortDescription: "Treatment abroad, arranged for you.",
      fullDescription: "We book the hospital, the flights and the stay.",
      features: ["Hospital booking", "Visa letters"],
    },
  });
  expect(created.status()).toBe(201);
  const { service } = (await created.json()) as { service: { _id: string; slug: string } };
  made.push(`/api/services/${service._id}`);
  return service;
}

/** The line of the overview for the item called `name`. */
function overviewRow(page: Page, name: string) {
  return page.getByRole("main").getByRole("listitem").filter({ hasText: name });
}

/** Opens a service's editor from the services list, changes its full description and saves. */
async function editEnglishDescription(page: Page, title: string, text: string, minor: boolean) {
  await visit(page, "/admin/services");
  await page.getByRole("button", { name: `Edit Details of ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Service" });
  await dialog.getByRole("textbox", { name: "Full description" }).fill(text);
  if (minor) await dialog.getByRole("checkbox", { name: /^Minor edit/ }).check();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Service updated successfully!")).toBeVisible();
}

test("a service translated into French side by side is published at its French address, and outdated after an English edit that is not minor", async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Medical Travel ${stamp}`;
  const frenchTitle = `Voyage médical ${stamp}`;
  const frenchSlug = `voyage-medical-${stamp}`;
  await openAdmin(page, "/admin/dashboard");
  const service = await newService(page, title);

  // The overview: missing first, with the counts at the top.
  await openSidebarLink(page, "Translations");
  await expect(page).toHaveURL(/\/admin\/translations$/);
  await expect(
    page.getByRole("navigation", { name: "Languages" }).getByRole("link", { name: "French" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("heading", { name: /^French: \d+ missing, \d+ outdated/ }),
  ).toBeVisible();
  await expect(overviewRow(page, title)).toContainText("Missing");
  await overviewRow(page, title).getByRole("link").click();

  // The editor: the English on the left, the French fields empty; copy the English to start.
  await expect(page).toHaveURL(`/admin/translations/service/${service._id}/fr`);
  const main = page.getByRole("main");
  await expect(main.getByText("There is no French translation yet.")).toBeVisible();
  // The English column says it is English; the French fields say they are French.
  await expect(
    main
      .locator('[lang="en"]')
      .filter({ hasText: "We book the hospital, the flights and the stay." }),
  ).toBeVisible();
  await main.getByRole("button", { name: "Copy from English" }).click();
  await expect(toast(page, /A French draft was started from the English/)).toBeVisible();
  const frenchTitleField = main.getByRole("textbox", { name: "Title in French", exact: true });
  await expect(frenchTitleField).toHaveValue(title);
  await expect(frenchTitleField).toHaveAttribute("lang", "fr");
  await expect(main.getByText("Draft", { exact: true })).toBeVisible();

  // A slug that breaks the rule is refused beside its field, and what was typed stays.
  await frenchTitleField.fill(frenchTitle);
  const slug = main.getByRole("textbox", { name: "Address (slug) in French" });
  await slug.fill("Voyage Médical");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Failed to save the translation.")).toBeVisible();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(
    main.getByText("Use lowercase letters a to z, digits and single hyphens"),
  ).toBeVisible();
  await expect(frenchTitleField).toHaveValue(frenchTitle);

  await slug.fill(frenchSlug);
  await main
    .getByRole("textbox", { name: "Short description in French" })
    .fill("Des soins à l'étranger, organisés pour vous.");
  await main
    .getByRole("textbox", { name: "Full description in French" })
    .fill("Nous réservons l'hôpital, les vols et le séjour.");
  await main
    .getByRole("textbox", { name: "Features in French" })
    .fill("Réservation de l'hôpital\nLettres pour le visa");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "French translation saved as a draft.")).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Title in French", exact: true })).toHaveValue(
    frenchTitle,
  );

  // Publish asks first, then says where the page is.
  await main.getByRole("button", { name: "Publish", exact: true }).click();
  const question = page.getByRole("dialog", { name: "Publish the French translation?" });
  await expect(question).toContainText(`/fr/services/${frenchSlug}`);
  await question.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, /French translation published/)).toBeVisible();
  await expect(main.getByText("Published", { exact: true })).toBeVisible();
  await expect(
    main.getByRole("link", { name: new RegExp(`/fr/services/${frenchSlug}`) }),
  ).toHaveAttribute("href", `/fr/services/${frenchSlug}`);

  // Visitors find it at its French address.
  const answer = await page.goto(`/fr/services/${frenchSlug}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frenchTitle);

  // An English edit that is not minor: the French is outdated, listed so, and says why.
  await editEnglishDescription(
    page,
    title,
    "We book the hospital, the flights, the stay and a translator.",
    false,
  );
  await visit(page, "/admin/translations?language=fr");
  await expect(overviewRow(page, title)).toContainText("Outdated");
  await expect(overviewRow(page, title)).toContainText("Published");
  await overviewRow(page, title).getByRole("link").click();
  await expect(
    main.getByText("The English changed since this translation was made."),
  ).toBeVisible();
  await expect(
    main.getByText("We book the hospital, the flights, the stay and a translator."),
  ).toBeVisible();

  // Saving the French again makes it current; a minor English edit then leaves it so.
  await main
    .getByRole("textbox", { name: "Full description in French" })
    .fill("Nous réservons l'hôpital, les vols, le séjour et un interprète.");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, /French translation saved: the website shows it/)).toBeVisible();
  await expect(main.getByText("The English changed since this translation was made.")).toHaveCount(
    0,
  );
  await editEnglishDescription(
    page,
    title,
    "We book the hospital, the flights, the stay and an interpreter.",
    true,
  );
  await visit(page, "/admin/translations?language=fr");
  await expect(overviewRow(page, title)).toContainText("Published");
  await expect(overviewRow(page, title)).not.toContainText("Outdated");

  // The service's English editor leads to its translations.
  await visit(page, "/admin/services");
  await page.getByRole("button", { name: `Edit Details of ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Service" });
  await expect(dialog.getByText(/^Translations:/)).toBeVisible();
  const french = dialog.getByRole("listitem").filter({ hasText: "French" });
  await expect(french).toContainText("Published");
  await expect(dialog.getByRole("listitem").filter({ hasText: "Turkish" })).toContainText(
    "Missing",
  );
});

test("a translation saved by someone else meanwhile is not overwritten, and what was typed stays", async ({
  page,
  context,
  consoleErrors,
}) => {
  await openAdmin(page, "/admin/dashboard");
  const created = await page.request.post("/api/team", {
    data: { name: `Ayşe Test ${Date.now()}`, position: "Patient coordinator" },
  });
  expect(created.status()).toBe(201);
  const memberId = (await created.json()).teamMember._id as string;
  made.push(`/api/team/${memberId}`);
  const editor = `/admin/translations/team/${memberId}/tr`;
  await visit(page, editor);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Copy from English" }).click();
  await expect(toast(page, /A Turkish draft was started from the English/)).toBeVisible();
  const position = main.getByRole("textbox", { name: "Position in Turkish" });
  await expect(position).toHaveValue("Patient coordinator");

  // Someone else saves first, in another tab.
  const other = await context.newPage();
  await visit(other, editor);
  await other
    .getByRole("main")
    .getByRole("textbox", { name: "Position in Turkish" })
    .fill("Hasta koordinatörü");
  await other.getByRole("main").getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(other, "Turkish translation saved as a draft.")).toBeVisible();
  await other.close();

  await position.fill("Hasta danışmanı");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    main.getByRole("alert").filter({ hasText: /Someone else saved this translation/ }),
  ).toBeVisible();
  await expect(position).toHaveValue("Hasta danışmanı");
  // The refused save's answer, which the browser reports.
  acceptConsoleErrors(consoleErrors, /409/);
});

test("the translation screens pass axe, at this width", async ({ page }) => {
  await openAdmin(page, "/admin/translations?language=fr");
  await expectNoViolations(page, "translations overview");
  await expectNoHorizontalScroll(page, "translations overview");
  await visit(page, "/admin/translations?language=tr");
  await expectNoViolations(page, "translations overview in Turkish");

  const service = await newService(page, `Axe Check ${Date.now()}`);
  await visit(page, `/admin/translations/service/${service._id}/fr`);
  await expectNoViolations(page, "a missing translation");
  await page.getByRole("main").getByRole("button", { name: "Copy from English" }).click();
  await expect(toast(page, /A French draft was started/)).toBeVisible();
  await expectNoViolations(page, "a draft translation");
  await expectNoHorizontalScroll(page, "a draft translation");
  await page.getByRole("main").getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page, "the question before publishing");

  await visit(page, "/admin/translations/page/about/fr");
  await expectNoViolations(page, "the about page's translation");
  await expectNoHorizontalScroll(page, "the about page's translation");
  // A list translated row by row, in groups (the business lines).
  await visit(page, "/admin/translations/page/trust-steps/tr");
  await expect(page.getByRole("heading", { name: "Logistics" })).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: "Step 1 (Logistics), title in Turkish" }),
  ).toHaveValue(builtInTr.trust.steps.logistics[0]?.title ?? "");
  await expectNoViolations(page, "the trust steps' translation");
  await expectNoHorizontalScroll(page, "the trust steps' translation");
});

test("the contact details' French is edited beside the English; unpublished, the French pages show the English hours, marked as English", async ({
  page,
}) => {
  const french = builtInFr.contactInfo;
  await openAdmin(page, "/admin/content/contact");
  const main = page.getByRole("main");
  await expect(main.getByText(/^Translations:/)).toBeVisible();
  await main.getByRole("link", { name: "French translation" }).click();
  await expect(page).toHaveURL("/admin/translations/page/contact/fr");
  const hours = main.getByRole("textbox", { name: "Business hours in French" });
  await expect(hours).toHaveValue(french.workingHours);
  await expect(main.locator('[lang="en"]').filter({ hasText: "Mon-Fri 8 AM-5 PM" })).toBeVisible();

  unpublished.push("/admin/translations/page/contact/fr");
  await main.getByRole("button", { name: "Unpublish" }).click();
  await page
    .getByRole("dialog", { name: "Take the French translation off the website?" })
    .getByRole("button", { name: "Unpublish" })
    .click();
  await expect(toast(page, /French translation unpublished/)).toBeVisible();

  // The contact page and the footer exist in French still, with the English hours marked.
  await page.goto("/fr/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(
    page.getByRole("main").locator('ul[lang="en"]').filter({ hasText: "Sat 9 AM-1 PM" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText(/Le samedi/)).toHaveCount(0);
  await expect(
    page.getByRole("contentinfo").locator('[lang="en"]').filter({ hasText: "Sat 9 AM-1 PM" }),
  ).toBeVisible();
  // The footer's own text is published still, in French.
  await expect(
    page.getByRole("contentinfo").getByText(builtInFr.siteTexts.footerBlurb),
  ).toBeVisible();
});
