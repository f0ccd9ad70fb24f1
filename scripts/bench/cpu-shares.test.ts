import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { measureCpu } from "./cpu-shares.ts";

/** Keeps this process's thread busy for `ms`. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

describe("measureCpu", () => {
  it("gives the measuring process and a busy server their shares of the machine", async () => {
    // A stand-in server: a child process spinning for a while, as a server under load would.
    const server = spawn(process.execPath, [
      "-e",
      "const end = Date.now() + 1000; while (Date.now() < end) {}",
    ]);
    const shares = measureCpu(server.pid as number);
    spin(300);
    const measured = shares();
    await once(server, "exit");

    // Each kept one core busy for part of the time, so each has a share, and the machine
    // was at least as busy as the two together, give or take the few clock ticks between
    // reading the machine's counters and the processes' (one tick is ~1.7% here).
    expect(measured.load).toBeGreaterThan(0);
    expect(measured.server).toBeGreaterThan(0);
    expect(measured.machine).toBeGreaterThanOrEqual(measured.load + measured.server - 6);
    expect(measured.machine).toBeLessThanOrEqual(100);
    expect(measured.database).toBe(0);
  });
});
