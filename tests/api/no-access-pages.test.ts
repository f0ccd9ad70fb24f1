import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mayUse, NO_ACCESS } from "../../app/domain/roles.model.ts";
import { adminPageArea } from "../../app/lib/access.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { routeEntries, urlFor } from "../support/routes.ts";

/**
 * The content manager's pages an editor may not use, read from the permission table
 * (app/lib/access.ts) for every page of the route table: a page added later is walked too.
 * Pages only: a route module of its own kind (`.ts`: an export, a download) draws no page.
 */
function pagesRefusedToEditors() {
  return routeEntries().filter(({ pattern, file }) => {
    const area = adminPageArea(pattern);
    return file.endsWith(".tsx") && area !== undefined && area !== "any" && !mayUse("editor", area);
  });
}

/** The text of an HTML page, as a person reads it (tags gone, entities of quotes undone). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ");
}

describe.each(testEngines())("restricted pages refused to an editor, on %s", (engine) => {
  let site: TestSite;
  let editor: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    editor = await site.signInEditor();
  });
  afterAll(() => site?.close());

  test("each answers 403 with the no-access page inside the content manager", async () => {
    const pages = pagesRefusedToEditors();
    // The walk found the table: the staff screen and the sign-in security are among them.
    expect(pages.map((page) => page.pattern)).toEqual(
      expect.arrayContaining(["admin/users", "admin/audit", "admin/security"]),
    );
    for (const { pattern } of pages) {
      const response = await fetch(new URL(urlFor(pattern), site.url), {
        headers: { cookie: editor },
        redirect: "manual",
      });
      const html = await response.text();
      expect(response.status, pattern).toBe(403);
      // The content manager's frame: its sidebar leads on to what the editor may use.
      expect(html, pattern).toContain('<nav aria-label="Admin"');
      expect(textOf(html), pattern).toContain(NO_ACCESS);
      expect(textOf(html), pattern).not.toContain("Something Went Wrong");
    }
  });
});
