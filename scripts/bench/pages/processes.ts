// The run's clean-up, which whatever ends the run goes through, and child processes bounded in
// time and killed with everything they started.
import { type ChildProcess, spawn } from "node:child_process";
import { ROOT } from "./tools.ts";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => Promise<void> | void)[] = [];

/** Adds a step to the clean-up; the steps run last first. */
export function atCleanUp(cleanup: () => Promise<void> | void) {
  cleanups.push(cleanup);
}

export async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      process.stderr.write(`clean-up: ${(error as Error).message}\n`);
    }
  }
}

/** Kills a child started with `detached: true`, and everything it started, at clean-up. */
export function killAtCleanUp(child: ChildProcess): () => void {
  const killGroup = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  };
  cleanups.push(killGroup);
  return killGroup;
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs a command in a process group of its own, killed whole if it outlasts `timeoutMs`. */
export function runBounded(
  command: string,
  args: string[],
  options: { timeoutMs: number; env?: NodeJS.ProcessEnv },
): Promise<RunResult> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const killGroup = killAtCleanUp(child);
  let stdout = "";
  let stderr = "";
  let timedOut = false;
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, options.timeoutMs);
  return new Promise((resolve) => {
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
