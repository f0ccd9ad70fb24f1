// What `npm run bench:contact` prints: each kind's times against the goal, the CPU shares, the
// rate search's finding, and one table of every engine's figures.
import type { Engine } from "../../app/db/engine.ts";
import type {
  ContactLoadResult,
  LoadKind,
  OfferedLoadResult,
} from "../../tests/support/contact-load.ts";
import {
  highestPassingRate,
  lowestFailingRate,
  percentile,
  type RateTrial,
} from "../../tests/support/load-statistics.ts";
import { CORES, type CpuShares } from "./cpu-shares.ts";

/** The goal: p99 until acknowledged within this, for messages and quotes without a report. */
const P99_BUDGET_MS = 50;
const BUDGETED: LoadKind[] = ["message", "quote"];
const KINDS: LoadKind[] = ["message", "quote", "quote with attachment"];

export function say(line = "") {
  process.stdout.write(`${line}\n`);
}

export const ms = (value: number) => (Number.isNaN(value) ? "-" : `${value.toFixed(1)} ms`);
export const count = (value: number) => value.toLocaleString("en-US");

/** A kind's times until acknowledged, and with a quote's answer page. */
export function timesOf(result: ContactLoadResult, kind: LoadKind) {
  const samples = result.samples.filter((sample) => sample.kind === kind);
  const acknowledged = samples.map((sample) => sample.acknowledgedMs);
  const whole = samples.map((sample) => sample.ms);
  return {
    sent: samples.length,
    p50: percentile(acknowledged, 50),
    p99: percentile(acknowledged, 99),
    wholeP50: percentile(whole, 50),
    wholeP99: percentile(whole, 99),
  };
}

/** Whether the budgeted kinds' p99 is within the budget, every submission answered 2xx. */
export function withinGoal(result: ContactLoadResult): boolean {
  if (result.refused + result.failed > 0) return false;
  return BUDGETED.every((kind) => timesOf(result, kind).p99 <= P99_BUDGET_MS);
}

/** What one engine's run found, for the summary at the end. */
export interface EngineFigures {
  engine: Engine;
  offered?: OfferedLoadResult;
  cpu?: CpuShares;
  trials: RateTrial[];
  /** Whether every phase stored every accepted submission exactly once. */
  exact: boolean;
}

export const percent = (share: number) => `${share.toFixed(0)}%`;

/** What the machine ran besides the server, the database's backends and this load. */
const otherWork = (cpu: CpuShares) =>
  Math.max(0, cpu.machine - cpu.server - cpu.load - cpu.database);

/** The CPU shares in a few words: the machine's, and what other work than ours took. */
export function describeCpu(cpu: CpuShares, database: boolean): string {
  const parts = [
    `server ${percent(cpu.server)}`,
    ...(database ? [`database ${percent(cpu.database)}`] : []),
    `this load ${percent(cpu.load)}`,
    `other work ${percent(otherWork(cpu))}`,
  ];
  return `machine busy ${percent(cpu.machine)} of ${CORES} cores (${parts.join(", ")})`;
}

/** The offered load's figures, per kind, as the goal reads them. */
export function reportOffered(result: OfferedLoadResult, rate: number, seconds: number) {
  say(
    `  offered ${count(rate)}/s for ${seconds} s (open loop): ${count(result.sent)} sent, ` +
      `${count(result.accepted.length)} accepted, ${result.refused} refused, ` +
      `${result.failed} failed; ${result.connections} connections` +
      `${result.reachedCap ? " (the cap: some waited for one, counted in their time)" : ""}; ` +
      `sent late by p99 ${ms(percentile(result.lateMs, 99))}`,
  );
  for (const kind of KINDS) {
    const times = timesOf(result, kind);
    if (times.sent === 0) continue;
    const verdict = BUDGETED.includes(kind)
      ? times.p99 <= P99_BUDGET_MS
        ? " (within 50 ms)"
        : " (OVER 50 ms)"
      : "";
    const page =
      kind === "message"
        ? ""
        : `; with its answer page ${ms(times.wholeP50)} / ${ms(times.wholeP99)}`;
    say(
      `    ${kind.padEnd(22)} ${count(times.sent).padStart(6)} sent, p50 ${ms(times.p50)}, ` +
        `p99 ${ms(times.p99)}${verdict}${page}`,
    );
  }
}

/** The search's finding: the highest rate within, and the lowest that was not. */
export function rateFound(trials: RateTrial[]): string {
  const passed = highestPassingRate(trials);
  const failed = lowestFailingRate(trials);
  const above = Number.isFinite(failed)
    ? ` (${count(failed)}/s was over)`
    : " (none tried was over)";
  return passed > 0 ? `${count(passed)}/s${above}` : `no rate tried was within${above}`;
}

/** One table of every engine's figures, as decision 036 keeps them. */
export function summary(all: EngineFigures[], rate: number) {
  say(`| ${rate}/s, open loop | ${all.map((figures) => figures.engine).join(" | ")} |`);
  say(`| --- |${all.map(() => " --- |").join("")}`);
  const row = (label: string, cell: (figures: EngineFigures) => string) =>
    say(`| ${label} | ${all.map(cell).join(" | ")} |`);
  for (const kind of KINDS) {
    row(`${kind}, p50 / p99`, ({ offered }) => {
      if (!offered) return "-";
      const times = timesOf(offered, kind);
      return `${ms(times.p50)} / ${ms(times.p99)}`;
    });
  }
  row("quote with its answer page, p99", ({ offered }) =>
    offered ? ms(timesOf(offered, "quote").wholeP99) : "-",
  );
  row("connections", ({ offered }) => (offered ? String(offered.connections) : "-"));
  row("machine busy; of it, server / database / load / other work", ({ cpu }) =>
    cpu
      ? `${percent(cpu.machine)}; ${[cpu.server, cpu.database, cpu.load, otherWork(cpu)].map(percent).join(" / ")}`
      : "-",
  );
  row("highest rate within 50 ms", ({ trials }) => rateFound(trials));
  row("every phase stored exactly once", ({ exact }) => (exact ? "yes" : "NO"));
}
