// Answers while the process runs; says nothing about the database (that is /readyz).
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
