import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { Engine } from "../../app/db/engine.ts";
import { ADMIN, signIn } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { imageDataUrl } from "../support/images.ts";
import { createScratchDatabase } from "../support/postgres-server.ts";
import { startServer } from "../support/server.ts";

const root = path.resolve(import.meta.dirname, "../..");

interface Service {
  _id: string;
  title: string;
  images: { _id: string; url: string }[];
}
interface Member {
  _id: string;
  name: string;
  image: string | null;
}
interface Message {
  _id: string;
  message: string;
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Runs one of the operator's scripts as `npm run` would, without a terminal. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/ops", script), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Where the site keeps its data, for one engine: a SQLite directory or a database of its own. */
async function siteStorage(engine: Engine): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "groupsite-backup-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (engine === "sqlite") return { DATA_DIR: dataDir };
  const server = new URL(process.env.TEST_DATABASE_URL ?? "");
  server.pathname = "/postgres";
  server.search = "";
  const database = await createScratchDatabase("groupsite_backup", server.toString());
  if (!database) throw new Error("could not create a PostgreSQL database for the backup test");
  cleanups.push(() => database.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

async function startSite(env: Record<string, string>) {
  const server = await startServer({ ...env, RATE_LIMIT_LOGIN: "1000" });
  cleanups.push(() => server.stop("SIGKILL"));
  const cookie = await signIn(server.url);
  const send = <T>(method: string, pathname: string, json?: unknown) =>
    call<T>(server.url, method, pathname, { cookie, json });
  const bytesOf = async (url: string) =>
    Buffer.from(await (await fetch(new URL(url, server.url))).arrayBuffer());
  return { server, send, bytesOf };
}

/** Everything the site holds that a restore must bring back, media as bytes. */
async function snapshot(site: Awaited<ReturnType<typeof startSite>>) {
  const services = (await site.send<{ services: Service[] }>("GET", "/api/services")).body.services;
  const members = (await site.send<{ teamMembers: Member[] }>("GET", "/api/team")).body.teamMembers;
  const messages = (await site.send<{ messages: Message[] }>("GET", "/api/contact")).body.messages;
  const media: Record<string, string> = {};
  const images = [
    ...services.flatMap((service) => service.images.map((image) => image.url)),
    ...members.map((member) => member.image),
  ];
  for (const url of images.filter((image) => image?.startsWith("/uploads/"))) {
    media[url ?? ""] = (await site.bytesOf(url ?? "")).toString("base64");
  }
  return { services, members, messages, media };
}

describe.each(
  process.env.TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const),
)("backup and restore on %s", (engine) => {
  test("a backup taken while the site runs puts everything back, media byte for byte", async () => {
    const env = await siteStorage(engine);
    const created = runScript("user-create.ts", ["--username", ADMIN.username], {
      ...env,
      PASSWORD: ADMIN.password,
    });
    expect(created.code, created.stderr).toBe(0);
    let site = await startSite(env);
    // The command line makes an administrator: only administrators may list the staff.
    const staff = await site.send<{ users: { username: string; role: string }[] }>(
      "GET",
      "/api/users",
    );
    expect(staff.body.users).toContainEqual(
      expect.objectContaining({ username: ADMIN.username, role: "admin" }),
    );

    const service = await site.send<{ service: Service }>("POST", "/api/services", {
      title: "Container Tracking",
      category: "logistics",
      shortDescription: "Know where your container is between Mersin and Monrovia.",
      fullDescription: "Daily position reports for every container we ship.",
      features: ["Daily reports"],
    });
    expect(service.status).toBe(201);
    const serviceId = service.body.service._id;
    await site.send("POST", `/api/services/${serviceId}/images`, {
      imageData: await imageDataUrl("jpeg", { width: 900, height: 600 }),
    });
    const member = await site.send<{ teamMember: Member }>("POST", "/api/team", {
      name: "Esther Kpadeh",
      position: "Shipping Clerk",
      bio: "Esther prepares the bills of lading.",
      image: await imageDataUrl("png", { width: 300, height: 300 }),
    });
    expect(member.status).toBe(201);
    const message = await call(site.server.url, "POST", "/api/contact", {
      json: {
        name: "Joseph Sayon",
        email: "joseph@example.com",
        subject: "Logistics Services",
        message: "Kept by the backup.",
      },
    });
    expect(message.status).toBe(201);
    const before = await snapshot(site);
    expect(Object.keys(before.media)).toHaveLength(2);

    const file = path.join(env.DATA_DIR ?? "", "site.backup");
    const backup = runScript("backup.ts", ["--out", file], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${file}`);

    // After the backup: things deleted and added that the restore must undo.
    expect((await site.send("DELETE", `/api/services/${serviceId}`)).status).toBe(200);
    await site.send("DELETE", `/api/team/${member.body.teamMember._id}`);
    for (const stored of before.messages) await site.send("DELETE", `/api/contact/${stored._id}`);
    await site.send("POST", "/api/services", {
      title: "Added After The Backup",
      category: "logistics",
      shortDescription: "Gone after the restore.",
      fullDescription: "Gone after the restore.",
      features: [],
    });
    const lateUser = { username: "added-after-backup", password: "another-long-password" };
    const late = runScript("user-create.ts", ["--username", lateUser.username], {
      ...env,
      PASSWORD: lateUser.password,
    });
    expect(late.code, late.stderr).toBe(0);
    await site.server.stop();

    // Without a terminal to confirm on, nothing happens unless --yes says so.
    const unconfirmed = runScript("restore.ts", [file], env);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain("Add --yes");

    const restored = runScript("restore.ts", [file, "--yes"], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("Restored");

    site = await startSite(env);
    const after = await snapshot(site);
    expect(after.services).toEqual(before.services);
    expect(after.members).toEqual(before.members);
    expect(after.messages).toEqual(before.messages);
    expect(after.media).toEqual(before.media);
    // The users are as they were: the administrator signed in above, the later one is gone.
    const lateLogin = await call(site.server.url, "POST", "/api/auth/login", { json: lateUser });
    expect(lateLogin.status).toBe(401);
  });

  test("a file that is not a backup is refused and nothing changes", async () => {
    const env = await siteStorage(engine);
    const notes = path.join(env.DATA_DIR ?? "", "notes.txt");
    writeFileSync(notes, "This is not a database.\n");
    const refused = runScript("restore.ts", [notes, "--yes"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is not a groupsite backup. Nothing was changed.");
    expect(refused.stderr).not.toMatch(/\n\s+at /);

    const missing = runScript("restore.ts", [path.join(env.DATA_DIR ?? "", "nowhere")], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("There is no file");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("backup without the PostgreSQL tools", () => {
  test("says how to install pg_dump instead of failing obscurely", async () => {
    const env = await siteStorage("postgres");
    const emptyPath = mkdtempSync(path.join(tmpdir(), "groupsite-no-tools-"));
    cleanups.push(() => rmSync(emptyPath, { recursive: true, force: true }));
    const result = runScript("backup.ts", [], { ...env, PATH: emptyPath });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("pg_dump is not installed");
    expect(result.stderr).toContain("apt-get install postgresql-client");
  });
});
