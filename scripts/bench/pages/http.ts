// HTTP on loopback, as the benchmark asks the servers: a browser's User-Agent, no compression,
// and the page as stored.
import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import { sleep } from "./processes.ts";

const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
/**
 * What the load tool sends to both servers: a browser's User-Agent (React Router renders
 * differently for bots) and no Accept-Encoding, so both answer with the same identity bytes.
 */
export const LOAD_HEADERS = { "User-Agent": DESKTOP_UA };

export interface Answer {
  status: number;
  /** Header name and value pairs, as sent. */
  headers: [string, string][];
  body: Buffer;
}

export const headerOf = (answer: Answer, name: string) =>
  answer.headers.find(([candidate]) => candidate.toLowerCase() === name)?.[1];

export async function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const request = http.get(url, { headers, timeout: 10_000, agent: false });
  request.on("timeout", () => request.destroy(new Error(`${url} did not answer`)));
  const [response] = (await once(request, "response")) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const pairs: [string, string][] = [];
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    pairs.push([response.rawHeaders[index] ?? "", response.rawHeaders[index + 1] ?? ""]);
  }
  return { status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) };
}

/** A page as the server answers it once stored: the first request renders it, a later one hits. */
export async function stored(url: string, headers: Record<string, string>): Promise<Answer> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await get(url, headers);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    if (headerOf(answer, "x-page-cache") === "hit") return answer;
    await sleep(100);
  }
  throw new Error(`${url} was never answered from the page store (X-Page-Cache: hit)`);
}

/** The bytes of one whole response to GET `/` (headers and body), counted on the socket. */
export async function responseBytes(port: number): Promise<number> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const head = Object.entries(LOAD_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${head.join("")}Connection: close\r\n\r\n`,
  );
  let bytes = 0;
  for await (const chunk of socket) bytes += (chunk as Buffer).length;
  return bytes;
}
