import { readFile } from "node:fs/promises";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import { receiveQuote } from "../../app/domain/inquiries.server.ts";
import { HEALTH } from "../support/inquiries.ts";
import { openAdmin, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("the office hands a person their data, then erases it; the log keeps both", async ({
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
    .selectFrom("contact_messages")
    .select("id")
    .where("email", "=", email)
    .execute();
  expect(left).toEqual([]);
  const log = page.getByRole("region", { name: "Log of requests and automatic deletions" });
  await expect(log.getByRole("listitem")).toHaveCount(2);
  await expect(log.getByRole("listitem").first()).toContainText("Erased 1 inquiry");
  await expect(log).not.toContainText(email);
});
