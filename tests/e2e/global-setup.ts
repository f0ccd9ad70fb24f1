import { buildIfStale } from "../../scripts/build-if-stale.ts";

export default function setup() {
  buildIfStale();
}
