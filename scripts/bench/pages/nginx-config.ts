// nginx's configuration for serving a byte-for-byte copy of `/`, the server ours is measured
// against.

/** Headers nginx writes itself for a static file; every other header of ours is copied. */
const NGINX_OWN_HEADERS = new Set([
  "accept-ranges",
  "connection",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "server",
  "transfer-encoding",
]);

/** A quoted string in nginx's configuration; it has no escape for `$`, which starts a variable. */
function nginxString(value: string): string {
  if (value.includes("$")) throw new Error(`nginx would read a variable in ${value}`);
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/**
 * nginx serving `index.html` of `dir` at `/` on 127.0.0.1:`port`, in the foreground, with one
 * worker, its pid, logs and temporary files inside `dir`, and our page's response headers
 * (`headers`, name and value pairs) added, so both servers send the same bytes. nginx at its
 * best: sendfile, no access log, any number of requests per connection, and not Debian's
 * tcp_nopush, which with a page of this size stalls each response 40 ms on delayed ACKs
 * (measured here: 12k against 44k requests a second).
 */
export function nginxConfig(dir: string, port: number, headers: [string, string][]): string {
  const added = headers
    .filter(([name]) => !NGINX_OWN_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) => `    add_header ${nginxString(name)} ${nginxString(value)} always;`);
  const inDir = (name: string) => nginxString(`${dir}/${name}`);
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${inDir("nginx.pid")};`,
    `error_log ${inDir("error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    `  client_body_temp_path ${inDir("client_body")};`,
    `  proxy_temp_path ${inDir("proxy")};`,
    `  fastcgi_temp_path ${inDir("fastcgi")};`,
    `  uwsgi_temp_path ${inDir("uwsgi")};`,
    `  scgi_temp_path ${inDir("scgi")};`,
    "  sendfile on;",
    "  keepalive_requests 1000000;",
    "  types { text/html html; }",
    "  charset utf-8;",
    "  server {",
    `    listen 127.0.0.1:${port};`,
    `    root ${nginxString(dir)};`,
    "    index index.html;",
    ...added,
    "  }",
    "}",
    "",
  ].join("\n");
}
