import { buildIfStale } from "../../scripts/build/build-if-stale.ts";

// The API tests run the built server, exactly as `npm start` does.
export default function setup() {
  buildIfStale();
}
