import { once } from "node:events";
import http from "node:http";
import * as productionBuild from "virtual:react-router/server-build";
import type { Express, RequestHandler } from "express";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { type Env, parseEnv } from "../app/config/env.server.ts";
import { openDatabase } from "../app/db/connection.server.ts";
import { createGroupCommit } from "../app/db/group-commit.server.ts";
import { readQuoteTerms } from "../app/domain/quote-intake.server.ts";
import type { AppServices } from "../app/http/context.server.ts";
import { OutageLog } from "../app/http/outage.server.ts";
import { createRateLimits } from "../app/http/rate-limit.server.ts";
import { createMailer, type Mailer } from "../app/mail/mailer.server.ts";
import { idleOutbox, type OutboxWorker, startOutboxWorker } from "../app/mail/outbox.server.ts";
import { startContentSync } from "./content-sync.ts";
import { ContentWrites } from "./content-writes.ts";
import { prepareDatabase } from "./database.ts";
import { createHttpApp } from "./http-app.ts";
import { HTTP_TIMEOUTS } from "./http-timeouts.ts";
import { PageCache } from "./page-cache/store.ts";
import { startSweeps } from "./sweeps.ts";

/** How long a shutdown waits for requests in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** Development: Vite's middleware, and the server build loaded afresh through Vite. */
  dev?: { middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
}

/** Starts the whole server: configuration, database, HTTP, and a clean stop on SIGTERM. */
export async function start(options: StartOptions = {}): Promise<http.Server> {
  const env = parseEnv();
  const { log, logOutput } = createLog(env);
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
  });
  const { db } = database;
  log.info({ engine: database.engine, location: database.location }, "database selected");
  const mailer = createMailer(env);
  warnOfMissingSettings(env, mailer, log);

  let outbox: OutboxWorker = idleOutbox;
  const sweeps = startSweeps(db, log);
  // The background work starts once the database is there (at once, or when it comes back).
  const preparation = await prepareDatabase(db, log, () => {
    if (mailer) outbox = startOutboxWorker(db, { env, mailer, log });
    void sweeps.run();
  });

  const pageCache = new PageCache();
  const contentSync =
    database.engine === "postgres"
      ? startContentSync(database.pool, log, () => pageCache.clear())
      : undefined;
  pageCache.onChange = contentSync?.announce;
  const contentWrites = new ContentWrites(() => pageCache.invalidate());

  let accepting = true;
  const appDb = db.withPlugin(contentWrites.plugin);
  const services: AppServices = {
    env,
    db: appDb,
    commit: createGroupCommit(appDb).commit,
    // Read for every health request otherwise: two statements each, for what seldom changes.
    quoteTerms: pageCache.keep(() => readQuoteTerms(appDb)),
    log,
    limits: createRateLimits(env, database),
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
  // In development every page renders afresh.
  const storedPages = options.dev ? undefined : pageCache;
  const server = createServer(app, storedPages, () => accepting, log);
  await listen(server, env, log);

  const stop = async (signal: string) => {
    if (!accepting) return;
    accepting = false;
    log.info({ signal }, "shutting down: finishing requests in flight");
    await finishRequestsInFlight(server);
    sweeps.stop();
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

function createLog(env: Env) {
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
  return { log, logOutput };
}

/** Says at start which optional settings are missing and what goes without them. */
function warnOfMissingSettings(env: Env, mailer: Mailer | null, log: Logger): void {
  if (!mailer) log.warn("SMTP_URL is not set: notifications and replies are stored, not e-mailed");
  if (!env.TOTP_ENCRYPTION_KEY) {
    log.warn(
      "TOTP_ENCRYPTION_KEY is not set: two-factor sign-in cannot be set up (see the README)",
    );
  }
}

/**
 * The HTTP server. A stored public page is answered here, before Express and React Router, as
 * nginx would answer a file (and logged as Express logs its answers); everything else goes to
 * the app.
 */
function createServer(
  app: Express,
  storedPages: PageCache | undefined,
  accepting: () => boolean,
  log: Logger,
): http.Server {
  return http.createServer(HTTP_TIMEOUTS, (req, res) => {
    const start = performance.now();
    if (storedPages && accepting() && storedPages.serve(req, res)) {
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
}

async function listen(server: http.Server, env: Env, log: Logger): Promise<void> {
  server.listen(env.PORT, env.HOST);
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info({ port, url: `http://localhost:${port}` }, "listening");
}

/** Takes no new connections and waits for the requests in flight, for SHUTDOWN_GRACE_MS at most. */
async function finishRequestsInFlight(server: http.Server): Promise<void> {
  const closed = once(server, "close");
  server.close();
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(timer);
}
