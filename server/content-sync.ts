import pg from "pg";
import type { Logger } from "pino";

/** The channel content changes are announced on (`npm run site:launch` announces too). */
export const CONTENT_CHANNEL = "groupsite_content";
const RECONNECT_MS = 2_000;

export interface ContentSync {
  /** Tells every instance (this one included) that content changed. */
  announce: () => void;
  stop: () => Promise<void>;
}

/**
 * Keeps instances that share one PostgreSQL in step: a content change on one is announced with
 * NOTIFY, and each instance LISTENs and drops what it cached. A dropped listening connection is
 * reopened, and since a change may have been missed meanwhile, the cache is dropped then too.
 */
export function startContentSync(pool: pg.Pool, log: Logger, onChange: () => void): ContentSync {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const listen = async () => {
    if (stopped) return;
    const next = new pg.Client(pool.options);
    next.on("notification", () => onChange());
    next.on("error", () => {});
    next.on("end", () => {
      if (client === next) client = undefined;
      if (!stopped) retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      client = next;
      onChange();
    } catch {
      await next.end().catch(() => {});
    }
  };
  const retry = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void listen(), RECONNECT_MS);
    timer.unref();
  };

  void listen();
  return {
    announce: () => {
      pool.query(`NOTIFY ${CONTENT_CHANNEL}`).catch((error) => {
        log.warn({ err: error }, "could not tell the other instances that content changed");
      });
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
