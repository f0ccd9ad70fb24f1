import net from "node:net";

/** What a load reads of an answer: its status and where it sends the browser next. */
export interface VisitorAnswer {
  status: number;
  location: string | undefined;
}

/** A request as it goes on the wire: its method, path and headers other than the framing ones. */
export interface OutgoingRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const HEAD_END = Buffer.from("\r\n\r\n");
const LINE_END = Buffer.from("\r\n");
const NO_ANSWER_MS = 30_000;
/**
 * A connection idle longer than this is not used again: the server closes an idle one after
 * 5 s (`keepAliveTimeout`), and a request written just as it does would be lost. Browsers and
 * undici give up on idle connections early for the same reason.
 */
const REUSE_IDLE_MS = 4_000;
/** A request up to this size goes in one write with its head (one packet on loopback). */
const ONE_WRITE_AT_MOST = 64 * 1024;
const NOTHING = Buffer.alloc(0);

/** How the rest of an answer's body is framed, and how much of it is still to come. */
type BodyFraming =
  | { kind: "length"; remaining: number }
  | { kind: "chunked"; at: "size" | "data" | "trailer" | "end"; remaining: number }
  | { kind: "until close" };

/** An answer's head, once read: what the load keeps of it, and how its body ends. */
interface AnswerHead {
  answer: VisitorAnswer;
  framing: BodyFraming;
  closesConnection: boolean;
}

interface Waiting {
  resolve: (answer: VisitorAnswer) => void;
  reject: (error: Error) => void;
  head?: AnswerHead;
}

/**
 * One visitor's keep-alive connection to the server under load: one request at a time, its
 * answer's status and Location read, its body skipped as it arrives, never kept or unpacked.
 * Written on a plain socket because the load generator shares the machine with the server it
 * measures: Node's HTTP client took 0.19 ms of processor time per message where the server
 * took 0.45 ms, time a real visitor's phone spends on its own processor; this takes 0.07 ms
 * (decision 036). Speaks only what the load needs of HTTP/1.1: a body of a given length, in
 * chunks, or until the connection closes.
 */
export class VisitorConnection {
  #socket: net.Socket | null = null;
  #origin = "";
  #pending: Buffer = NOTHING;
  #waiting: Waiting | null = null;
  #idleSince = 0;
  #reuseIdleMs: number;

  constructor(options: { reuseIdleMs?: number } = {}) {
    this.#reuseIdleMs = options.reuseIdleMs ?? REUSE_IDLE_MS;
  }

  /** Sends the request (opening a connection if there is none) and waits for its answer. */
  send(origin: URL, request: OutgoingRequest): Promise<VisitorAnswer> {
    if (this.#waiting) throw new Error("A visitor sends one request at a time.");
    const socket = this.#connected(origin);
    const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${origin.host}`];
    for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
    if (request.body) lines.push(`Content-Length: ${request.body.length}`);
    const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
    const answered = new Promise<VisitorAnswer>((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
    // A report's megabyte goes after its head rather than being copied onto it.
    if (request.body && request.body.length > ONE_WRITE_AT_MOST) {
      socket.cork();
      socket.write(head);
      socket.write(request.body);
      socket.uncork();
    } else {
      socket.write(request.body ? Buffer.concat([head, request.body]) : head);
    }
    return answered;
  }

  /** Closes the connection; a request still waiting fails. */
  close(): void {
    this.#socket?.destroy();
  }

  #connected(origin: URL): net.Socket {
    const fresh = performance.now() - this.#idleSince <= this.#reuseIdleMs;
    if (this.#socket && this.#origin === origin.host && fresh) return this.#socket;
    this.#socket?.destroy();
    const socket = net.connect({ host: origin.hostname, port: Number(origin.port) });
    socket.setNoDelay(true);
    socket.setTimeout(NO_ANSWER_MS, () => socket.destroy(new Error("no answer within 30 s")));
    socket.on("data", (chunk: Buffer) => this.#read(chunk));
    socket.on("error", (error) => this.#fail(socket, error));
    socket.on("close", () => this.#fail(socket, new Error("the connection closed")));
    this.#socket = socket;
    this.#origin = origin.host;
    this.#pending = NOTHING;
    return socket;
  }

  /** The connection is gone: a body that runs until the close is whole, anything else fails. */
  #fail(socket: net.Socket, error: Error) {
    if (this.#socket !== socket) return;
    this.#socket = null;
    const waiting = this.#waiting;
    if (!waiting) return;
    this.#waiting = null;
    if (waiting.head?.framing.kind === "until close") waiting.resolve(waiting.head.answer);
    else waiting.reject(error);
  }

  #read(chunk: Buffer) {
    const waiting = this.#waiting;
    if (!waiting) return;
    let data = this.#pending.length ? Buffer.concat([this.#pending, chunk]) : chunk;
    this.#pending = NOTHING;
    if (!waiting.head) {
      const end = data.indexOf(HEAD_END);
      if (end === -1) {
        this.#pending = data;
        return;
      }
      waiting.head = readHead(data.toString("latin1", 0, end));
      data = data.subarray(end + HEAD_END.length);
    }
    const { answer, framing, closesConnection } = waiting.head;
    this.#pending = skipBody(framing, data);
    if (!isWhole(framing)) return;
    this.#waiting = null;
    this.#idleSince = performance.now();
    if (closesConnection) {
      this.#socket?.destroy();
      this.#socket = null;
    }
    waiting.resolve(answer);
  }
}

function readHead(head: string): AnswerHead {
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const status = Number(statusLine.slice(9, 12));
  let location: string | undefined;
  let framing: BodyFraming = { kind: "until close" };
  let closesConnection = false;
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "location") location = value;
    else if (name === "content-length") framing = { kind: "length", remaining: Number(value) };
    else if (name === "transfer-encoding" && value.toLowerCase().includes("chunked")) {
      framing = { kind: "chunked", at: "size", remaining: 0 };
    } else if (name === "connection" && value.toLowerCase() === "close") closesConnection = true;
  }
  if (status === 204 || status === 304) framing = { kind: "length", remaining: 0 };
  return { answer: { status, location }, framing, closesConnection };
}

/** Skips what of the body `data` holds; returns the bytes that must wait for more to come. */
function skipBody(framing: BodyFraming, data: Buffer): Buffer {
  if (framing.kind === "until close") return NOTHING;
  if (framing.kind === "length") {
    framing.remaining -= Math.min(framing.remaining, data.length);
    return NOTHING;
  }
  let at = 0;
  while (at < data.length && framing.at !== "end") {
    if (framing.at === "data") {
      const skipped = Math.min(framing.remaining, data.length - at);
      framing.remaining -= skipped;
      at += skipped;
      if (framing.remaining === 0) framing.at = "size";
      continue;
    }
    const lineEnd = data.indexOf(LINE_END, at);
    if (lineEnd === -1) return data.subarray(at);
    const line = data.toString("latin1", at, lineEnd);
    at = lineEnd + LINE_END.length;
    if (framing.at === "trailer") {
      // An empty line ends the trailer, and the answer.
      if (line === "") framing.at = "end";
      continue;
    }
    // A chunk is followed by its own line end; the last, empty chunk by the trailer.
    const size = Number.parseInt(line, 16);
    if (size === 0) {
      framing.at = "trailer";
    } else {
      framing.at = "data";
      framing.remaining = size + LINE_END.length;
    }
  }
  return NOTHING;
}

function isWhole(framing: BodyFraming): boolean {
  if (framing.kind === "length") return framing.remaining === 0;
  if (framing.kind === "chunked") return framing.at === "end";
  return false;
}
