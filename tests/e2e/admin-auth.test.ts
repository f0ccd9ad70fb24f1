import { ADMIN, personProof } from "../support/fixtures.ts";
import { routePatterns, urlFor } from "../support/routes.ts";
import { logOut, openAdmin, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors, waitForHydration } from "./public-helpers.ts";

test("signing in: a wrong password is refused, the right one reaches the dashboard after a pause", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: /Back to the website/ })).toHaveAttribute(
    "href",
    "/",
  );

  await page.getByLabel("Username or Email").fill(ADMIN.username);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Login failed. Please check your credentials.");
  await expect(page.getByLabel("Username or Email")).toHaveValue(ADMIN.username);
  acceptConsoleErrors(consoleErrors, /401/);

  // The e-mail address works as well as the username.
  await page.getByLabel("Username or Email").fill("office@example.com");
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("status")).toHaveText("Login successful! Redirecting...");
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5000 });

  // Signed in, /admin leads to the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("signing in works without JavaScript", async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Username or Email").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  // The answer page moves on by itself after a second (a meta refresh), so it is read from its
  // response: on a busy machine the page may already have moved on when the browser is asked.
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/admin/login"),
    ),
    page.getByRole("button", { name: "Sign In" }).click(),
  ]);
  expect(await answer.text()).toMatch(/role="status"[^>]*>Login successful! Redirecting\.\.\.</);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5000 });
  await context.close();
});

test("after Logout every admin page sends to the login and the old cookie opens nothing", async ({
  page,
  site,
  consoleErrors,
}) => {
  // Every admin address, each with three requests: longer than one page's test.
  await openAdmin(page, "/admin/dashboard");
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "groupsite_session");
  expect(session?.httpOnly).toBe(true);
  const oldCookie = `${session?.name}=${session?.value}`;

  // Logout reaches the login page even when the call fails on the way.
  await page.route("**/admin/logout", (route) => route.abort());
  await logOut(page);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  acceptConsoleErrors(consoleErrors, /ERR_FAILED|logout/i);
  await page.unroute("**/admin/logout");
  // This time the call gets through and ends the session for good.
  await openAdmin(page, "/admin/dashboard");
  const signedIn = (await page.context().cookies()).find(
    (cookie) => cookie.name === "groupsite_session",
  );
  const cookie = `${signedIn?.name}=${signedIn?.value}`;
  await logOut(page);
  await expect(page).toHaveURL(/\/admin\/login$/);

  const service = await site.database.db
    .selectFrom("services")
    .select("id")
    .executeTakeFirstOrThrow();
  const adminPages = routePatterns()
    .filter(
      (pattern) =>
        pattern.startsWith("admin/") &&
        ![
          "admin/login",
          "admin/logout",
          "admin/invitation/:token",
          "admin/forgot-password",
          "admin/reset-password/:token",
        ].includes(pattern),
    )
    .map((pattern) => urlFor(pattern, { serviceId: service.id }));
  expect(adminPages).toContain("/admin/messages");
  for (const path of ["/admin", ...adminPages]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login$/);
    for (const stale of [cookie, oldCookie]) {
      const answer = await fetch(new URL(path, site.url), {
        headers: { cookie: stale },
        redirect: "manual",
      });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toBe("/admin/login");
      expect(await answer.text()).not.toContain("Dashboard");
    }
  }
  for (const stale of [cookie, oldCookie]) {
    const me = await fetch(new URL("/api/auth/me", site.url), { headers: { cookie: stale } });
    expect(me.status).toBe(401);
    const messages = await fetch(new URL("/api/contact", site.url), { headers: { cookie: stale } });
    expect(messages.status).toBe(401);
  }
});

test("after Logout, Back does not bring the inbox out of the browser's cache", async ({
  page,
  site,
}) => {
  const name = `Private Sender ${Date.now()}`;
  await site.database.db
    .insertInto("inquiries")
    .values({
      id: crypto.randomUUID(),
      name,
      email: "private@example.com",
      phone: "",
      subject: "Private matter",
      message: "My medical history.",
      is_read: 0,
      reply: null,
      replied_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await openAdmin(page, "/admin/messages");
  await expect(page.getByText(name)).toBeVisible();
  await logOut(page);
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await site.database.db.deleteFrom("inquiries").where("name", "=", name).execute();
});

test("the shell: sidebar, top bar with the user, unread count, and the menu at 375 px", async ({
  page,
  site,
}) => {
  const sent = await fetch(new URL("/api/contact", site.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Shell Test",
      email: "shell@example.com",
      subject: "Hi",
      message: "Hello",
      formProof: await personProof(site.database.db),
    }),
  });
  expect(sent.status).toBe(201);
  await openAdmin(page, "/admin/dashboard");
  const toggle = page.getByRole("button", { name: "Open the menu" });
  const narrow = await toggle.isVisible();
  if (narrow) await toggle.click();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Hero",
    "About Page",
    "Manage Services",
    "Team Members",
    "Translations",
    "Trust & Proof",
    "Contact Info",
    "Trash",
    "Logo",
    "Texts, Banners & Search",
    /^Contact Messages\d+ unread$/,
    "Inquiry Settings",
    "Reply Templates",
    "Privacy Notice",
    "Privacy Requests",
    "Staff",
    "Sign-in Security",
    "Audit Log",
    "My Account",
    "Two-factor sign-in",
  ]);
  // The entries are grouped under headings that name what each group is for.
  await expect(nav.getByRole("list", { name: "Pages" }).getByRole("link")).toHaveCount(8);
  await expect(nav.getByRole("list", { name: "Whole site" })).toContainText("Logo");
  await expect(nav.getByRole("list", { name: "Inquiries" })).toContainText("Contact Messages");
  await expect(nav.getByRole("list", { name: "Privacy" })).toContainText("Privacy Requests");
  await expect(nav.getByRole("list", { name: "Office" }).getByRole("link")).toHaveText([
    "Staff",
    "Sign-in Security",
    "Audit Log",
    "My Account",
  ]);
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const box = await nav.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(280);
  if (narrow) {
    await page.keyboard.press("Escape");
    await expect(nav).not.toBeInViewport();
  }
  const header = page.getByRole("banner");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(header).toContainText("O");
  if (!narrow) {
    await expect(header).toContainText(ADMIN.username);
    await expect(header).toContainText("Administrator");
  }

  // Dashboard: counts from the database, recent activity with who and when.
  const counts = page.getByRole("region", { name: "At a glance" });
  const messages = await site.database.db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "!=", "spam")
    .executeTakeFirstOrThrow();
  await expect(counts.getByRole("link", { name: /Messages/ })).toContainText(
    String(Number(messages.n)),
  );
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    "New message: Hi",
  );
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText("Shell Test");
  await expect(page.getByRole("region", { name: "Quick Actions" }).getByRole("link")).toHaveCount(
    6,
  );
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    "/admin/services",
  );
  await site.database.db.deleteFrom("inquiries").where("email", "=", "shell@example.com").execute();
});

test("two administrators: the later save is refused with an offer to reload", async ({
  page,
  site,
  consoleErrors,
}) => {
  await openAdmin(page, "/admin/content/hero");
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const original = await title.inputValue();

  // Someone else saves the hero meanwhile.
  const other = await fetch(new URL("/api/auth/login", site.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (other.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const hero = await (await fetch(new URL("/api/pagecontent/hero", site.url))).json();
  const saved = await fetch(new URL("/api/pagecontent/hero", site.url), {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ ...hero, title: "Saved by the other administrator" }),
  });
  expect(saved.status).toBe(200);

  await title.fill("My own title");
  await page.getByRole("button", { name: "Save" }).click();
  const conflict = page
    .getByRole("alert")
    .filter({ hasText: "Someone else saved the hero section" });
  await expect(conflict).toBeVisible();
  await expect(toast(page, /Someone else saved the hero section/)).toBeVisible();
  await expect(title).toHaveValue("My own title");
  acceptConsoleErrors(consoleErrors, /409/);
  await conflict.getByRole("button", { name: "Reload the latest version" }).click();
  await expect(title).toHaveValue("Saved by the other administrator");

  await title.fill(original);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Hero content updated successfully!")).toBeVisible();
});
