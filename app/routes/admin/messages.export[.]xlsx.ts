// Placeholder: the XLSX export is being written.
export function loader() {
  return new Response("Not yet", { status: 501 });
}
