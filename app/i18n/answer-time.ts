import { fill } from "./fill.ts";
import type { Words } from "./words.ts";

/** The office's promised answer time in the page's words: "two working days", "deux jours ouvrés". */
export function answerTimeIn(words: Words["answerTime"], answerDays: number): string {
  if (answerDays === 1) return words.one;
  const count = words.counts.split(" ")[answerDays - 2] ?? String(answerDays);
  return fill(words.many, { count });
}
