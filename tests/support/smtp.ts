import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string | false;
  /** Every header line as received, for checks on what a header could have smuggled in. */
  headerLines: string[];
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Waits until a received mail matches, or fails after `timeoutMs`. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Stops listening, as an SMTP server that went down. */
  stop: () => Promise<void>;
  /** Listens again on the same port (nothing happens if it is listening). */
  start: () => Promise<void>;
}

function addresses(value: ParsedMail["to"]): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((group) => group.value.map((address) => address.address ?? ""));
}

/** A real SMTP server on loopback that keeps every mail it receives. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let listeningPort = port;

  const start = async () => {
    if (server) return;
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // A stop closes lingering connections at once instead of after the default 30 s.
      closeTimeout: 100,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((parsed) => {
            mails.push({
              to: addresses(parsed.to),
              from: parsed.from?.value[0]?.address ?? "",
              replyTo: parsed.replyTo?.value[0]?.address ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: parsed.html ?? false,
              headerLines: parsed.headerLines.map((line) => line.line),
            });
            done();
          })
          .catch(done);
      },
    });
    server.listen(listeningPort, "127.0.0.1");
    await once(server.server, "listening");
    listeningPort = (server.server.address() as AddressInfo).port;
  };

  await start();
  return {
    get port() {
      return listeningPort;
    },
    get url() {
      return `smtp://127.0.0.1:${listeningPort}`;
    },
    mails,
    waitFor: async (match, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `no matching mail within ${timeoutMs} ms; received: ${mails.map((mail) => mail.subject).join(" | ")}`,
      );
    },
    stop: async () => {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    start,
  };
}
