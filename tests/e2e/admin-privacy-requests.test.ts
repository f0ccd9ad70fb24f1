import { readFile } from "node:fs/promises";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import { updateInquiry } from "../../app/domain/inquiry-updates.server.ts";
import { receiveQuote } from "../../app/domain/quote-intake.server.ts";
import { HEALTH, LOGISTICS } from "../support/inquiries.ts";
import { openAdmin, openInquiry, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("the office hands a person their data, then erases it; the log keeps both and the notes to edit", async ({
  page,
  site,
}) => {
  const email = `patient-${Date.now()}@example.com`;
  const { reference } = await receiveQuote(
    site.database.db,
    "health-tourism",
    { ...HEALTH, email },
    [{ name: "echo.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.7") }],
    { proof: await issueFormProof(site.database.db, Date.now() - 60_000) },
  );
  // Another person's request, whose note gives her phone number (+231 77 123 4567).
  const other = await receiveQuote(site.database.db, "logistics", LOGISTICS, [], {
    proof: await issueFormProof(site.database.db, Date.now() - 60_000),
  });
  await updateInquiry(
    site.database.db,
    other._id,
    { note: "Her cousin: 077 123 4567" },
    COMMAND_LINE,
  );

  await openAdmin(page, "/admin/privacy-requests");
  await page.getByLabel("The person's e-mail address").fill(email);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download their data" }).click();
  const download = await downloading;
  const exported = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(exported.inquiries.map((inquiry: { reference: string }) => inquiry.reference)).toEqual([
    reference,
  ]);
  expect(exported.inquiries[0].attachments[0]).toMatchObject({ fileName: "echo.pdf" });

  await page.getByLabel("The person's e-mail address").fill(email);
  await page.getByRole("button", { name: "Erase their data" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase everything about this address?" });
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Erase everything" }).click();
  await expect(toast(page, "Erased 1 inquiry and 1 file")).toBeVisible();

  const left = await site.database.db
    .selectFrom("inquiries")
    .select("id")
    .where("email", "=", email)
    .execute();
  expect(left).toEqual([]);
  await expect(
    toast(page, "Staff notes on 1 other inquiry mention their phone number"),
  ).toBeVisible();
  const log = page.getByRole("region", { name: "Log of requests and automatic deletions" });
  const erasure = log.getByRole("listitem").filter({ hasText: "Erasure" });
  await expect(erasure).toContainText("Erased 1 inquiry");
  await expect(erasure).toContainText("About an erased address");
  await expect(log).not.toContainText(email);
  await expect(log).not.toContainText(/hmac|sha256/);
  await erasure.getByRole("link", { name: other.reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages\\?q=${other.reference}$`));
  const card = await openInquiry(
    page,
    page.getByRole("main").getByRole("article").getByRole("link").first(),
  );
  await expect(card).toContainText("Her cousin: 077 123 4567");

  // Asked later whether it was done, the office looks the address up.
  await visit(page, "/admin/privacy-requests");
  await page.getByLabel("The person's e-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Look up past requests" }).click();
  await expect(toast(page, /Logged about this address: erasure on .+; export on .+/)).toBeVisible();
});
