// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { buildIfStale } from "../build/build-if-stale.ts";

try {
  buildIfStale();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
await import("../../server.ts");
