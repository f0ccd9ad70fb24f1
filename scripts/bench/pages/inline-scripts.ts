// The scripts a browser runs from a page's HTML, and their size gzipped, as the JavaScript budget
// counts them.
import { gzipSync } from "node:zlib";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}(?=[\\s=/]|$)(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    "i",
  ).exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The code of every inline script a browser runs in this HTML: not those with a `src` (they are
 * requests of their own), nor data blocks such as JSON-LD, which a browser does not run.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", code = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, "src") !== null) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (JAVASCRIPT_TYPES.has(type) && code.trim() !== "") scripts.push(code);
  }
  return scripts;
}

/** The size of `content` gzipped at zlib's default level (6), the JavaScript budget's measure. */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content).byteLength;
}
