import { QUOTE_LINES } from "../../app/domain/inquiries.model.ts";
import { expect, test } from "./fixtures.ts";

// Issue 29, point 1: the first screen asks for the inquiry. At 375 and 1280 px the hero's two
// actions are on the first screen without scrolling: Request a Quote leads to the chooser of
// the three lines, Chat on WhatsApp to the office's chat.

test("the hero's two actions are on the first screen and lead to a quote and to WhatsApp", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Connecting Liberia and Turkey" });
  const quote = hero.getByRole("link", { name: /^Request a Quote\W+Connecting Liberia/ });
  const whatsapp = hero.getByRole("link", { name: "Chat on WhatsApp" });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(quote).toBeInViewport({ ratio: 1 });
  await expect(whatsapp).toBeInViewport({ ratio: 1 });

  const chat = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(chat.origin + chat.pathname).toBe("https://wa.me/231770123456");
  expect(chat.searchParams.get("text")).toBe("Hello, I'm writing from your website (Home).");

  await quote.click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Quote");
  for (const line of QUOTE_LINES) {
    await expect(
      page.getByRole("link", { name: new RegExp(`^${line.label} quote`) }),
    ).toHaveAttribute("href", `/quote/${line.value}`);
  }
  await page.getByRole("link", { name: /^Logistics quote/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Logistics Quote");
});
