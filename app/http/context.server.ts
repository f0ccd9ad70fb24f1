import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Env } from "../config/env.server.ts";
import type { Commit } from "../db/group-commit.server.ts";
import type { Database } from "../db/schema.ts";
import type { QuoteTerms } from "../domain/quote-intake.server.ts";
import type { OutboxWorker } from "../mail/outbox.server.ts";
import type { BodyLimits } from "./body-limits.ts";
import type { OutageLog } from "./outage.server.ts";
import type { QuoteRefusal } from "./quote-form.server.ts";
import type { RateLimits } from "./rate-limit.server.ts";

/** What lives as long as the process: configuration, the database, the limiters. */
export interface AppServices {
  env: Env;
  db: Kysely<Database>;
  /** Commits submissions' writes together with others waiting (group commit). */
  commit: Commit;
  /** What a health request is checked against, kept until content changes. */
  quoteTerms: () => Promise<QuoteTerms>;
  log: Logger;
  limits: RateLimits;
  outage: OutageLog;
  /** Whether SMTP_URL is set, so mail can leave at all. */
  mailConfigured: boolean;
  /** Sends queued mail (a no-op without SMTP_URL). */
  outbox: OutboxWorker;
  /** False once shutdown has begun, so load balancers stop sending traffic. */
  accepting: () => boolean;
  /** False until the database has been migrated (it may be unreachable at start). */
  databaseReady: () => boolean;
}

/** What belongs to one request. */
export interface RequestInfo {
  clientIp: string;
  /** What the body of this request may hold, as its route declared (app/lib/route-handle.ts). */
  bodyLimits: BodyLimits;
  /** The content manager's CSP nonce; empty on public pages, whose scripts go by hash. */
  cspNonce: string;
  /** The visitor sent Save-Data: on. */
  saveData: boolean;
  log: Logger;
  /** What the page cache needs to know about this response. */
  page: PageFlags;
  /** A quote form the intake refused, for its page to show again (server/intake.ts). */
  quoteRefusal?: QuoteRefusal | undefined;
}

export interface PageFlags {
  /** The database failed and the built-in content was shown: do not cache this page. */
  servedBuiltIn: boolean;
}

export const appServicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();

export function appServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(appServicesContext);
}

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
