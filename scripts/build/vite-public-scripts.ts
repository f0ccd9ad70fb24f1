import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

// The public pages' two scripts, each bundled on its own into one self-contained file, apart
// from the content manager's React app:
// - the enhancement script (app/enhance/site.ts), inlined into every public page by the server,
//   which reads it from `virtual:public-script`;
// - the service worker (app/enhance/sw.ts), written to build/client/sw.js with the list of files
//   it keeps for offline use.

const ROOT = path.resolve(import.meta.dirname, "../..");
const ENHANCEMENT = path.join(ROOT, "app/enhance/site.ts");
const SERVICE_WORKER = path.join(ROOT, "app/enhance/sw.ts");
const PUBLIC_DIR = path.join(ROOT, "public");
const VIRTUAL_ID = "virtual:public-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/**
 * Shown offline for a page the visitor never opened, in its language: the worker keeps it in
 * the source language and in those of the pages it meets (app/enhance/sw.ts).
 */
const OFFLINE_PAGE = "/offline";
/** Public files worth keeping offline from the first visit: small, and on every page. */
const PRECACHED_PUBLIC_FILES = ["favicon.svg"];

function sha256(text: string | Uint8Array, encoding: "base64" | "hex"): string {
  return createHash("sha256").update(text).digest(encoding);
}

/** One entry bundled into a single classic script (an IIFE), minified for production. */
async function bundle(
  entry: string,
  mode: "development" | "production",
  define: Record<string, string> = {},
): Promise<{ code: string; files: string[] }> {
  const result = await build({
    configFile: false,
    root: ROOT,
    mode,
    logLevel: "warn",
    define,
    build: {
      write: false,
      emptyOutDir: false,
      minify: mode === "production",
      target: "es2022",
      lib: { entry, formats: ["iife"], name: "groupsite", fileName: () => "script.js" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error(`bundling ${entry} produced no script`);
  return { code: chunk.code, files: chunk.moduleIds.filter((id) => id.startsWith(ROOT)) };
}

export function publicScripts(): Plugin {
  return {
    name: "groupsite-public-scripts",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const mode = this.environment.mode === "dev" ? "development" : "production";
      const { code, files } = await bundle(ENHANCEMENT, mode);
      for (const file of files) this.addWatchFile(file);
      // Inline in an HTML <script>: nothing in it may close the element early.
      const inline = code.trim().replaceAll("</", "<\\/");
      return `export default ${JSON.stringify(inline)};`;
    },
    async generateBundle(_options, output) {
      if (this.environment.name !== "client") return;
      const publicFiles = PRECACHED_PUBLIC_FILES.map((name) => ({
        url: `/${name}`,
        bytes: readFileSync(path.join(PUBLIC_DIR, name)),
      }));
      // Changed code (the built files' names carry their content's hash) or pictures make a new
      // service worker, which keeps its files afresh; the offline page is drawn by the server.
      const build = sha256(
        [
          ...Object.keys(output).sort(),
          ...publicFiles.map((file) => sha256(file.bytes, "hex")),
        ].join(),
        "hex",
      ).slice(0, 16);
      const precache = publicFiles.map((file) => file.url);
      const { code } = await bundle(SERVICE_WORKER, "production", {
        PRECACHE: JSON.stringify(precache),
        OFFLINE_PAGE: JSON.stringify(OFFLINE_PAGE),
        BUILD: JSON.stringify(build),
      });
      this.emitFile({ type: "asset", fileName: "sw.js", source: code });
    },
  };
}
