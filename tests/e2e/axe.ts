import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core finds no WCAG 2.2 AA violation on the page as it is now. */
export async function expectNoViolations(page: Page, where = "") {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
  }));
  expect(violations, where).toEqual([]);
  // Proof that axe looked at the page at all.
  expect(results.passes.length).toBeGreaterThan(10);
}

/** Nothing is wider than the screen (WCAG 1.4.10 reflow). */
export async function expectNoHorizontalScroll(page: Page, where = "") {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.content, where).toBeLessThanOrEqual(widths.screen);
}
