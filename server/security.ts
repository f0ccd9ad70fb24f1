import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Env } from "../app/config/env.server.ts";
import { byteLimitFor, tooLargeMessage, tooLargePageMessage } from "../app/http/body-limits.ts";
import { PUBLIC_SCRIPT_HASH, PUBLIC_STYLES_HASH } from "../app/http/public-assets.server.ts";
import { isAdminRoute, isApiRoute } from "../app/lib/site-areas.ts";
import { bodyLimitsFor, routeOf } from "./answers.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** What the site answers at all; anything else (TRACE, CONNECT, WebDAV…) is a 405. */
const SUPPORTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A refusal answered here, before any route runs: JSON in the API's shape for the API's routes,
 * else a small readable page with a way back.
 */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  pageMessage = message,
) {
  if (isApiRoute(routeOf(res)?.id)) {
    res.status(status).json({ success: false, message });
    return;
  }
  const title = escapeHtml(pageMessage);
  const back = SAFE_METHODS.has(req.method) ? "/" : req.path;
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p><a href="${escapeHtml(back)}">Go back</a></p></main></body></html>`,
    );
}

/** Methods the site does not use are refused before React Router, which cannot take them. */
export function refuseUnsupportedMethods(): RequestHandler {
  return (req, res, next) => {
    if (SUPPORTED_METHODS.includes(req.method)) return next();
    res.set("Allow", SUPPORTED_METHODS.join(", "));
    refuse(req, res, 405, "This method is not allowed here.");
  };
}

/**
 * Security headers. Scripts and styles may only be the page's own: on the public pages, the one
 * inline script and the one inline stylesheet, allowed by their hashes (so a page is the same
 * bytes for every visitor and can be served as stored); in the content manager, React Router's
 * scripts, with a fresh nonce per response, and its stylesheet.
 */
export function securityHeaders(env: Env, options: { development: boolean }): RequestHandler[] {
  const setNonce: RequestHandler = (_req, res, next) => {
    // Only the content manager's pages run scripts: the API's JSON needs no nonce, and making
    // one for every submission cost a few percent of the server's time under load.
    res.locals.cspNonce = isAdminRoute(routeOf(res)?.id) ? randomBytes(16).toString("base64") : "";
    next();
  };
  const nonceOf = (res: unknown) => (res as Response).locals.cspNonce as string;
  const scripts = (_req: unknown, res: unknown) =>
    nonceOf(res) ? `'self' 'nonce-${nonceOf(res)}'` : PUBLIC_SCRIPT_HASH;
  // Public pages carry their styles inline; the content manager links its stylesheet.
  const styles = (_req: unknown, res: unknown) => (nonceOf(res) ? "'self'" : PUBLIC_STYLES_HASH);
  const headers = helmet({
    contentSecurityPolicy: options.development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [scripts],
            workerSrc: ["'self'"],
            styleSrc: [styles],
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

/** A refused body up to this size is read and dropped, so its connection can carry on. */
const DRAIN_AT_MOST = 1024 * 1024;
/** How long a connection closed under a refused body still reads what its client sends. */
const LINGER_MS = 2_000;

/**
 * Closes a connection as nginx's lingering close does: the answer and the end of our side go
 * out, and what the client still sends is read and dropped for a moment before the connection
 * goes. Closed at once, the client's next bytes meet a reset, which can drop the answer it has
 * not read yet, and the person sees "connection reset" instead of why their upload was refused.
 */
function lingerWhenClosing(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    socket.on("data", () => {});
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("end", () => socket.destroy());
    socket.once("close", () => clearTimeout(timer));
  };
}

/**
 * Bodies must declare their length and stay within what their route declared (app/http/
 * body-limits.ts): a page form or a plain call 100 KB, a call carrying an image 15 MB, the
 * health quote form with its medical reports 55 MB, and any body that cannot carry files the
 * size of its route's text. Larger ones are refused here, before a byte of them is parsed or
 * kept; past DRAIN_AT_MOST the connection is closed (lingering) rather than drained.
 */
export function limitBodies(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding")) {
      refuse(req, res, 411, "Send the request with a Content-Length header.");
      return;
    }
    const limits = bodyLimitsFor(res);
    if (Number(length ?? 0) > byteLimitFor(limits, req.get("content-type") ?? "")) {
      if (Number(length) > DRAIN_AT_MOST) {
        res.set("Connection", "close");
        lingerWhenClosing(req.socket);
      }
      refuse(req, res, 413, tooLargeMessage(limits), tooLargePageMessage(limits));
      return;
    }
    next();
  };
}

/**
 * A call may answer without reading the body it was sent (a 401, 413 or 429 comes before the
 * body is read). React Router may have begun reading it, so Node would not drop the rest by
 * itself and the connection would stall until it timed out; drop it here, so the connection
 * can carry the next request. `limitBodies` bounds what is ever dropped.
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
