import { once } from "node:events";
import http from "node:http";
import * as productionBuild from "virtual:react-router/server-build";
import type { RequestHandler } from "express";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { parseEnv } from "../app/config/env.server.ts";
import { openDatabase } from "../app/db/connection.server.ts";
import { createGroupCommit } from "../app/db/group-commit.server.ts";
import { deleteExpiredAuditEntries } from "../app/domain/audit.server.ts";
import { readQuoteTerms } from "../app/domain/inquiries.server.ts";
import { sweepUnusedMedia } from "../app/domain/media.server.ts";
import { deleteExpiredAttachments } from "../app/domain/privacy.server.ts";
import { purgeTrash } from "../app/domain/revisions.server.ts";
import type { AppServices } from "../app/http/context.server.ts";
import { OutageLog } from "../app/http/outage.server.ts";
import { createRateLimits } from "../app/http/rate-limit.server.ts";
import { createMailer } from "../app/mail/mailer.server.ts";
import { idleOutbox, type OutboxWorker, startOutboxWorker } from "../app/mail/outbox.server.ts";
import { startContentSync } from "./content-sync.ts";
import { ContentWrites } from "./content-writes.ts";
import { prepareDatabase } from "./database.ts";
import { createHttpApp } from "./http-app.ts";
import { HTTP_TIMEOUTS } from "./http-timeouts.ts";
import { PageCache } from "./page-cache.ts";

/** How long a shutdown waits for requests in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = 10_000;
/** An upload nothing uses is deleted after a day (its editor may still save it until then). */
const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export interface StartOptions {
  /** Development: Vite's middleware, and the server build loaded afresh through Vite. */
  dev?: { middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
}

/** Starts the whole server: configuration, database, HTTP, and a clean stop on SIGTERM. */
export async function start(options: StartOptions = {}): Promise<http.Server> {
  const env = parseEnv();
  // Written without blocking the request that logs (a line per request, thousands a second):
  // lines queue while a write is under way and go out together.
  const logOutput = pino.destination({ dest: 1, sync: false });
  const log = pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "groupsite" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    logOutput,
  );

  const { db, engine, location, pool } = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
  });
  log.info({ engine, location }, "database selected");

  const mailer = createMailer(env);
  if (!mailer) log.warn("SMTP_URL is not set: notifications and replies are stored, not e-mailed");
  if (!env.TOTP_ENCRYPTION_KEY) {
    log.warn(
      "TOTP_ENCRYPTION_KEY is not set: two-factor sign-in cannot be set up (see the README)",
    );
  }
  let outbox: OutboxWorker = idleOutbox;
  const sweep = () =>
    Promise.all([
      sweepUnusedMedia(db, UNUSED_UPLOAD_GRACE_MS)
        .then((removed) => removed > 0 && log.info({ removed }, "deleted unused uploads"))
        .catch((error) => log.warn({ err: error }, "the sweep of unused uploads failed")),
      // Medical reports of closed inquiries, past the office's retention (decision 038).
      deleteExpiredAttachments(db)
        .then(
          (removed) =>
            removed > 0 && log.info({ removed }, "deleted attachments of closed inquiries"),
        )
        .catch((error) => log.warn({ err: error }, "the retention sweep of attachments failed")),
      // The audit log keeps two years (decision 049).
      deleteExpiredAuditEntries(db)
        .then(
          (removed) =>
            removed > 0 && log.info({ removed }, "deleted audit log entries older than two years"),
        )
        .catch((error) => log.warn({ err: error }, "the retention sweep of the audit log failed")),
      // Deleted services and team members, 30 days on (decision 054).
      purgeTrash(db)
        .then(
          (removed) => removed > 0 && log.info({ removed }, "emptied expired items from the trash"),
        )
        .catch((error) => log.warn({ err: error }, "the sweep of the trash failed")),
    ]);
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();

  // The background work starts once the database is there (at once, or when it comes back).
  const preparation = await prepareDatabase(db, log, () => {
    if (mailer) outbox = startOutboxWorker(db, { env, mailer, log });
    void sweep();
  });

  const pageCache = new PageCache();
  const contentSync = pool ? startContentSync(pool, log, () => pageCache.clear()) : undefined;
  pageCache.onChange = contentSync?.announce;
  const contentWrites = new ContentWrites(() => pageCache.invalidate());

  let accepting = true;
  const appDb = db.withPlugin(contentWrites.plugin);
  const services: AppServices = {
    env,
    db: appDb,
    engine,
    commit: createGroupCommit(appDb).commit,
    // Read for every health request otherwise: two statements each, for what seldom changes.
    quoteTerms: pageCache.keep(() => readQuoteTerms(appDb)),
    log,
    limits: createRateLimits(env, pool),
    outage: new OutageLog(log),
    mailConfigured: mailer !== null,
    // The worker is swapped in once the database is ready; callers always reach the current one.
    get outbox() {
      return outbox;
    },
    accepting: () => accepting,
    databaseReady: preparation.ready,
  };
  const app = createHttpApp(services, {
    pageCache,
    contentWrites,
    build: options.dev?.loadBuild ?? (productionBuild as unknown as ServerBuild),
    ...(options.dev ? { devMiddleware: options.dev.middleware } : {}),
  });

  // A stored public page is answered here, before Express and React Router, as nginx would
  // answer a file; everything else goes to the app. (In development every page renders afresh.)
  const server = http.createServer(HTTP_TIMEOUTS, (req, res) => {
    const start = performance.now();
    if (!options.dev && accepting && pageCache.serve(req, res)) {
      log.info(
        {
          req: { id: crypto.randomUUID(), method: req.method, url: req.url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - start),
        },
        "request completed",
      );
      return;
    }
    app(req, res);
  });
  server.listen(env.PORT, env.HOST);
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info({ port, url: `http://localhost:${port}` }, "listening");

  const stop = async (signal: string) => {
    if (!accepting) return;
    accepting = false;
    log.info({ signal }, "shutting down: finishing requests in flight");
    const closed = once(server, "close");
    server.close();
    server.closeIdleConnections();
    const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(timer);
    clearInterval(sweeper);
    preparation.stop();
    await outbox.stop();
    await contentSync?.stop();
    await db.destroy();
    log.info("stopped");
    logOutput.flushSync();
    process.exit(0);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
