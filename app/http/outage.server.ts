import type { Logger } from "pino";

/**
 * Tracks whether public pages are being served from the built-in content because the database
 * failed, so the log says so once when an outage starts and once when it ends, not per request.
 */
export class OutageLog {
  #since: number | null = null;
  readonly #log: Logger;

  constructor(log: Logger) {
    this.#log = log;
  }

  get active(): boolean {
    return this.#since !== null;
  }

  failed(error: unknown): void {
    if (this.#since !== null) return;
    this.#since = Date.now();
    this.#log.error(
      { err: error },
      "database unavailable: public pages are showing the built-in content",
    );
  }

  succeeded(): void {
    if (this.#since === null) return;
    const seconds = Math.round((Date.now() - this.#since) / 1000);
    this.#since = null;
    this.#log.warn({ outageSeconds: seconds }, "database available again after an outage");
  }
}
