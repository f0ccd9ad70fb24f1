import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Env } from "../app/config/env.server.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The largest body any call accepts (an image as a data URL, with room for the JSON around it). */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

function refuse(req: Request, res: Response, status: number, message: string) {
  if (req.path.startsWith("/api/")) {
    res.status(status).json({ success: false, message });
  } else {
    res.status(status).type("text/plain").send(message);
  }
}

/**
 * Security headers, with a fresh nonce per response that React Router puts on its inline
 * scripts, so no other inline script can run.
 */
export function securityHeaders(env: Env, options: { development: boolean }): RequestHandler[] {
  const setNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.getRandomValues(Buffer.alloc(16)).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: options.development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(env.isProduction ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: env.isProduction,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  return [setNonce, headers];
}

/**
 * Refuses state-changing requests that a browser says come from another site, so a page
 * elsewhere cannot act with an administrator's cookie. Browsers send Sec-Fetch-Site (or at
 * least Origin) on such requests; clients that send neither carry no browser cookies either.
 */
export function refuseCrossSiteWrites(env: Env): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const ownOrigins = new Set([env.siteUrl.origin, `${req.protocol}://${req.get("host")}`]);
    const crossSite = fetchSite
      ? fetchSite !== "same-origin"
      : origin !== undefined && !ownOrigins.has(origin);
    if (crossSite) {
      refuse(req, res, 403, "Requests from other websites are not allowed.");
      return;
    }
    next();
  };
}

/** Bodies must declare their length, and no body may exceed the largest any call accepts. */
export function limitBodies(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding")) {
      refuse(req, res, 411, "Send the request with a Content-Length header.");
      return;
    }
    if (Number(length ?? 0) > MAX_BODY_BYTES) {
      res.set("Connection", "close");
      refuse(req, res, 413, "This request is too large. Images can be up to 10 MB.");
      return;
    }
    next();
  };
}

/**
 * A call may answer without reading the body it was sent (a 401, 413 or 429 comes before the
 * upload is read). React Router has already begun reading it, so Node would not drop the rest by
 * itself and the connection would stall until it timed out; drop it here, so the connection can
 * carry the next request. `limitBodies` keeps what is dropped to at most 16 MB.
 */
export function discardUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      req.removeAllListeners("data");
      req.resume();
    });
    next();
  };
}
