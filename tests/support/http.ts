/** What a test sees of an answer: status, headers and the parsed JSON body. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  json?: unknown;
  /** A raw body, sent with whatever content type `headers` says. */
  body?: string;
  headers?: Record<string, string>;
  cookie?: string | null;
}

/** Whether a request failed because the kept-alive connection it was written on was closed. */
function closedUnderneath(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === "UND_ERR_SOCKET" || code === "ECONNRESET";
}

/**
 * One request, written again on a new connection if the one it went on had just been closed
 * as idle, as browsers do: the server closes a connection idle for 5 s, and a test that kept
 * its process busy longer (40,000 rows written to SQLite) reuses it before fetch's own idle
 * timer could run.
 */
async function fetchOverLiveConnection(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!closedUnderneath(error)) throw error;
    return fetch(url, init);
  }
}

/** Calls the server the way a non-browser client does: no Origin, no Sec-Fetch-* headers. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  pathname: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetchOverLiveConnection(new URL(pathname, baseUrl), {
    method,
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** `name=value` of a cookie a response set (the session's by default), as a browser sends it. */
export function cookieFrom(
  answer: Answer<unknown>,
  kind: "session" | "device" = "session",
): string {
  const pairs = answer.headers.getSetCookie().map((header) => header.split(";")[0] ?? "");
  const pair = pairs.find((each) => each.split("=")[0]?.endsWith(`groupsite_${kind}`));
  if (!pair) throw new Error(`the response set no ${kind} cookie`);
  return pair;
}

/** A page's status and the text of its h1, as the server renders it. */
export async function pageHeading(
  baseUrl: string,
  pathname = "/",
): Promise<{ status: number; heading: string }> {
  const response = await fetch(new URL(pathname, baseUrl));
  const html = await response.text();
  return { status: response.status, heading: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "" };
}
