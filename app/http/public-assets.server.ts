import { createHash } from "node:crypto";
import publicScript from "virtual:public-script";
import publicStyles from "../public.css?inline";

// What every public page carries inline, and the hashes its Content-Security-Policy allows
// them by (see docs/decisions/031).

function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

export const PUBLIC_SCRIPT = publicScript;
export const PUBLIC_STYLES = publicStyles;
export const PUBLIC_SCRIPT_HASH = hashSource(PUBLIC_SCRIPT);
export const PUBLIC_STYLES_HASH = hashSource(PUBLIC_STYLES);
