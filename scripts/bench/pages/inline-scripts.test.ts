import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { gzipSize, inlineScripts } from "./inline-scripts.ts";

describe("scripts in a page", () => {
  const html = [
    "<!DOCTYPE html><html><head>",
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/assets/entry.js"></script>',
    '<script data-src="x" >window.a = 1;</script>',
    "</head><body>",
    "<SCRIPT type='module'>import('./x.js');</SCRIPT>",
    '<script type="text/javascript">\nconsole.log("</div>");\n</script>',
    "<script></script>",
    '<script async src=/sw-helper.js type="module"></script>',
    "</body></html>",
  ].join("\n");

  test("counts the inline scripts a browser runs, not data blocks nor scripts with a src", () => {
    expect(inlineScripts(html)).toEqual([
      "window.a = 1;",
      "import('./x.js');",
      '\nconsole.log("</div>");\n',
    ]);
  });

  test("gzip sizes are zlib's at its default level", () => {
    const code = "document.querySelectorAll('[data-carousel]');".repeat(50);
    expect(gzipSize(code)).toBe(gzipSync(code).byteLength);
    expect(gzipSize(code)).toBeLessThan(Buffer.byteLength(code) / 10);
  });
});
