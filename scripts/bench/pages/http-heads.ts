// HTTP/1.1 heads read off the bytes a loopback proxy sees, to name what crossed it.

const REQUEST_LINE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.[01]\r$/gm;

/** The requests (`GET /sw.js`) whose heads are in a chunk a browser sent. */
export function requestLines(chunk: string): string[] {
  return [...chunk.matchAll(REQUEST_LINE)].map(([, method, target]) => `${method} ${target}`);
}

/**
 * The status of the response a chunk from the server starts, if it starts one. A browser sends
 * its next request on a connection only once the last answer is complete, so each answer begins
 * a chunk of its own.
 */
export function responseStatus(chunk: string): number | null {
  const match = /^HTTP\/1\.[01] (\d{3}) /.exec(chunk);
  return match ? Number(match[1]) : null;
}
