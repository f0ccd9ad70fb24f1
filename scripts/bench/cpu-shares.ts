// Who had the machine's processors during a load, read from /proc (Linux): the whole machine's
// busy time, and that of the server, of the load itself and of the database's backends. On a
// machine shared with other work the figures of a benchmark mean little without it.
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** Shares of the machine's capacity (all its cores = 100), over the time measured. */
export interface CpuShares {
  /** Everything the machine ran. */
  machine: number;
  server: number;
  /** The process measuring (the load generator). */
  load: number;
  /** The database's backends for this run, when it has processes of its own (PostgreSQL). */
  database: number;
}

/** Clock ticks of busy and of all time, summed over every core (/proc/stat's first line). */
function machineTicks() {
  const fields = (readFileSync("/proc/stat", "latin1").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.slice(0, 8).reduce((sum, ticks) => sum + ticks, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** A process's user and system ticks, or 0 once it is gone. */
function processTicks(pid: number | "self"): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    // The fields after the command's name, which may itself hold spaces, in parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** PostgreSQL's backends serving `database` (their title names it), by process id. */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "latin1");
      if (title.startsWith("postgres:") && title.includes(` ${database} `))
        pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/**
 * Starts measuring; the function returned gives the shares since. `database` names the
 * PostgreSQL database whose backends count as the database's share (none for SQLite, which runs
 * inside the server).
 */
export function measureCpu(serverPid: number, database?: string): () => CpuShares {
  const backends = () => (database ? backendsOf(database) : []);
  const startedBackends = new Map(backends().map((pid) => [pid, processTicks(pid)]));
  const start = {
    machine: machineTicks(),
    server: processTicks(serverPid),
    load: processTicks("self"),
  };
  return () => {
    const machine = machineTicks();
    const elapsed = machine.total - start.machine.total;
    const share = (ticks: number) => (elapsed > 0 ? (100 * ticks) / elapsed : 0);
    const database = backends().reduce(
      (total, pid) => total + processTicks(pid) - (startedBackends.get(pid) ?? 0),
      0,
    );
    return {
      machine: share(machine.busy - start.machine.busy),
      server: share(processTicks(serverPid) - start.server),
      load: share(processTicks("self") - start.load),
      database: share(database),
    };
  };
}

/** The machine's cores, for the reader of the shares. */
export const CORES = availableParallelism();
