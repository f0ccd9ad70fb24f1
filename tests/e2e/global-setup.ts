import { buildIfStale } from "../../scripts/build/build-if-stale.ts";

export default function setup() {
  buildIfStale();
}
