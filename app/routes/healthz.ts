import { jsonResponse } from "../http/json.server.ts";
// Answers while the process runs; says nothing about the database (that is /readyz).
export function loader() {
  return jsonResponse({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
