// What `wrk --latency` prints, read into figures.

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and answers other than 2xx or 3xx. */
  errors: number;
}

const TIME_UNITS_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

function wrkTime(output: string, label: string): number {
  const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, "m").exec(output);
  if (!match) throw new Error(`wrk printed no ${label}% latency (run it with --latency)`);
  return Number(match[1]) * (TIME_UNITS_MS[match[2] as string] as number);
}

/** Reads what `wrk --latency` prints. */
export function parseWrk(output: string): WrkResult {
  const rate = /^Requests\/sec:\s+([\d.]+)\s*$/m.exec(output);
  const requests = /^\s*(\d+) requests in /m.exec(output);
  if (!rate || !requests) throw new Error(`wrk printed no rate:\n${output.slice(-400)}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors =
    (socket ? socket.slice(1).reduce((total, count) => total + Number(count), 0) : 0) +
    (non2xx ? Number(non2xx[1]) : 0);
  return {
    requestsPerSecond: Number(rate[1]),
    requests: Number(requests[1]),
    p50Ms: wrkTime(output, "50"),
    p99Ms: wrkTime(output, "99"),
    errors,
  };
}
