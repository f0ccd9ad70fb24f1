// An open-loop load: requests offered at a fixed rate, each sent at its scheduled time whether or
// not the earlier ones were answered, as independent visitors arrive. A closed loop (N clients,
// each sending again once answered) slows down with the server it measures, so it never sees
// the wait of a visitor who arrives while the server is behind; here every request's time runs
// from when it was due, so a stall shows in the figures of every request it held up.

export interface OpenLoopOptions<C> {
  /** Requests a second. */
  rate: number;
  /** How many to offer; the i-th is due `i / rate` seconds after the start. */
  count: number;
  /**
   * Sends the i-th request on a connection of the pool and resolves once it is answered,
   * however it is answered. `dueAt` is when it was due (`performance.now()`): its time counts
   * from there, so waiting for the sender or a free connection is part of it.
   */
  send: (index: number, connection: C, dueAt: number) => Promise<void>;
  /** Connections ready before the clock starts (opening many at once stalls the first answers). */
  connections: C[];
  /** Opens the pool's next connection, when a request is due and every connection is busy. */
  connect: (poolIndex: number) => C;
  /** The pool grows no further; then a request due waits for the first connection free. */
  maxConnections: number;
}

export interface OpenLoopReport<C> {
  /** Every connection the pool opened, to close once the load is over. */
  pool: C[];
  /** Whether the pool reached `maxConnections` (requests then waited for a connection). */
  reachedCap: boolean;
  /**
   * How late each request was handed to `send` after it was due, ms: the sender's own lag, and
   * the wait for a free connection once the pool is at its cap.
   */
  lateMs: number[];
  /** From the first request due to the last answer. */
  seconds: number;
}

/** Offers `count` requests at `rate` a second over a pool of connections that grows as needed. */
export function runOpenLoop<C>(options: OpenLoopOptions<C>): Promise<OpenLoopReport<C>> {
  const { rate, count, maxConnections } = options;
  const pool = [...options.connections];
  const idle = [...options.connections];
  /** Requests due while every connection was busy and the pool at its cap, oldest first. */
  const waiting: number[] = [];
  const lateMs: number[] = new Array(count).fill(0);
  const start = performance.now();
  const dueAt = (index: number) => start + (index * 1000) / rate;
  let next = 0;
  let answered = 0;
  let failure: unknown;

  return new Promise((resolve, reject) => {
    function finish() {
      if (failure) reject(failure);
      else
        resolve({
          pool,
          reachedCap: pool.length >= maxConnections,
          lateMs,
          seconds: (performance.now() - start) / 1000,
        });
    }

    function dispatch(index: number, connection: C) {
      const due = dueAt(index);
      lateMs[index] = performance.now() - due;
      options.send(index, connection, due).then(
        () => release(connection),
        (error: unknown) => {
          failure ??= error;
          release(connection);
        },
      );
    }

    function release(connection: C) {
      answered += 1;
      const index = waiting.shift();
      if (index !== undefined) dispatch(index, connection);
      else idle.push(connection);
      if (answered === count) finish();
    }

    function connection(): C | undefined {
      const free = idle.pop();
      if (free !== undefined || pool.length >= maxConnections) return free;
      const opened = options.connect(pool.length);
      pool.push(opened);
      return opened;
    }

    /** Sends everything now due, then sleeps until the next one is. */
    function tick() {
      const now = performance.now();
      while (next < count && dueAt(next) <= now) {
        const free = connection();
        if (free === undefined) waiting.push(next);
        else dispatch(next, free);
        next += 1;
      }
      if (next < count) setTimeout(tick, Math.max(0, dueAt(next) - performance.now()));
    }

    if (count === 0) finish();
    else tick();
  });
}
