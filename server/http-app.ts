import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import {
  type AppServices,
  appServicesContext,
  requestInfoContext,
} from "../app/http/context.server.ts";
import { GENERIC_FAILURE } from "../app/http/failures.server.ts";
import { isApiRoute } from "../app/lib/site-areas.ts";
import {
  answerCanonicalPathsOnly,
  bodyLimitsFor,
  resolveRoutes,
  routeOf,
  routeTables,
} from "./answers.ts";
import type { ContentWrites } from "./content-writes.ts";
import { clientIpOf, intake } from "./intake.ts";
import { pageCacheMiddleware } from "./page-cache/capture.ts";
import { wantsLessData } from "./page-cache/negotiation.ts";
import type { PageCache } from "./page-cache/store.ts";
import {
  discardUnreadBodies,
  limitBodies,
  refuse,
  refuseCrossSiteWrites,
  refuseUnsupportedMethods,
  securityHeaders,
} from "./security.ts";

export interface HttpAppOptions {
  pageCache: PageCache;
  contentWrites: ContentWrites;
  /**
   * The server build. In production the bundle itself: React Router derives its route table
   * once. A function (development) is called, and its routes ranked again, on every request.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's middleware in development; in production the built assets are served instead. */
  devMiddleware?: RequestHandler;
}

/** The Express app: logging, security, static files, then React Router for everything else. */
export function createHttpApp(services: AppServices, options: HttpAppOptions): express.Express {
  const { env, log } = services;
  const development = Boolean(options.devMiddleware);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const tables = routeTables(options.build);

  app.use(requestLog(log, tables));
  app.use(compression());
  if (!development) serveBuiltFiles(app);
  // From here on every answer is private unless its route declared it public (server/answers.ts).
  app.use(resolveRoutes(env, tables));
  app.use(...securityHeaders(env, { development }));
  app.use(refuseUnsupportedMethods());
  app.use(discardUnreadBodies());
  app.use(answerCanonicalPathsOnly(refuse));
  app.use(closeConnectionsWhileStopping(services));
  app.use(refuseCrossSiteWrites(env));
  app.use(limitBodies());
  app.use(options.contentWrites.middleware);
  app.use(intake(services));
  if (options.devMiddleware) app.use(options.devMiddleware);
  // In development every request renders afresh, so edits to the code show at once.
  if (!development) app.use(pageCacheMiddleware(options.pageCache));
  app.all("/{*path}", reactRouter(services, options.build, development));
  app.use(answerFailure);
  return app;
}

/** The log line of each request: method, path, status and time, at a level by its status. */
function requestLog(log: Logger, tables: ReturnType<typeof routeTables>) {
  return pinoHttp({
    logger: log,
    genReqId: () => crypto.randomUUID(),
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    // Method, path and status are enough: headers carry cookies and must not reach the log,
    // and a link's secret (a password reset, an invitation) is hidden in any spelling.
    serializers: {
      req: (req) => ({
        id: req.id,
        method: req.method,
        url: tables.latest()?.loggedUrl(req.url) ?? "[not yet resolved]",
      }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" },
  });
}

/**
 * The built files. They go out before the page headers: a script or a picture needs none of
 * the policy headers, and on a slow phone a kilobyte of headers per file adds up.
 */
function serveBuiltFiles(app: express.Express): void {
  const client = fileURLToPath(new URL("../client", import.meta.url));
  const setHeaders = (res: express.Response) => res.setHeader("X-Content-Type-Options", "nosniff");
  // Hashed file names change with their content, so they can be cached for a year.
  app.use(
    "/assets",
    express.static(`${client}/assets`, { immutable: true, maxAge: "1y", setHeaders }),
  );
  // The built-in pictures keep their names for good; a new drawing gets a new name.
  app.use("/images", express.static(`${client}/images`, { maxAge: "30d", setHeaders }));
  app.use(express.static(client, { maxAge: "1h", index: false, setHeaders }));
}

/**
 * While shutting down, each answer closes its connection, so no client sends another request
 * on a connection that is about to go away.
 */
function closeConnectionsWhileStopping(services: AppServices): RequestHandler {
  return (_req, res, next) => {
    if (!services.accepting()) res.set("Connection", "close");
    next();
  };
}

/** React Router's handler, with the app's services and the request's own in its context. */
function reactRouter(
  services: AppServices,
  build: HttpAppOptions["build"],
  development: boolean,
): RequestHandler {
  return createRequestHandler({
    build,
    mode: development ? "development" : "production",
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(appServicesContext, services);
      context.set(requestInfoContext, {
        clientIp: clientIpOf(req),
        bodyLimits: bodyLimitsFor(res),
        cspNonce: res.locals.cspNonce as string,
        saveData: wantsLessData(req),
        log: req.log,
        page: res.locals.page ?? { servedBuiltIn: false },
        quoteRefusal: res.locals.quoteRefusal,
      });
      return context;
    },
  });
}

/** An error no step answered: logged, and a 500 (or the client's 4xx) that leaks nothing. */
const answerFailure: ErrorRequestHandler = (error, req, res, _next) => {
  // Express marks the client's own mistakes (a path with broken %-encoding) with a 4xx status.
  const status = clientErrorStatus(error);
  if (status) req.log.warn({ err: error }, "malformed request");
  else req.log.error({ err: error }, "request failed");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = status ? "This request could not be understood." : GENERIC_FAILURE;
  res.status(status ?? 500);
  if (isApiRoute(routeOf(res)?.id)) res.json({ success: false, message });
  else res.type("text/plain").send(message);
};

/** The 4xx status an error raised for a malformed request carries, if it is one. */
function clientErrorStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
}
