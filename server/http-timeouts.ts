import type { ServerOptions } from "node:http";

/**
 * A slow or stalled client cannot hold a connection for long: 20 s to send its headers, 5 min
 * for a whole request (an upload over a slow line), checked every second.
 */
export const HTTP_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 300_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;
