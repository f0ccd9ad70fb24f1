import type { Logger } from "pino";
import { okBody } from "./api.server.ts";

/** How a body is written from pages of items: what comes first, each page, what comes last. */
interface PagedText<T> {
  start: string;
  /** A page's text; `first` is true for the first page with items. */
  page: (items: T[], first: boolean) => string;
  end: string;
}

/**
 * A body written page by page as the client reads it, so memory holds one page whatever the
 * count. The first page is read before the answer is made: a database that fails at once is
 * answered as a failure (503, 500) by the caller. One that fails later cuts the body short (its
 * end is never written, so a client sees it is incomplete), and is logged. A client that goes
 * away stops the reading.
 */
export async function streamedBody<T>(
  pages: AsyncIterable<T[]>,
  text: PagedText<T>,
  log: Logger,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let ahead: IteratorResult<T[]> | null = await iterator.next();
  let written = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text.start));
    },
    async pull(controller) {
      try {
        // Until something is written: a pull that enqueues nothing is not called again.
        for (;;) {
          const result = ahead ?? (await iterator.next());
          ahead = null;
          if (result.done) {
            controller.enqueue(encoder.encode(text.end));
            controller.close();
            return;
          }
          if (result.value.length > 0) {
            controller.enqueue(encoder.encode(text.page(result.value, written === 0)));
            written += result.value.length;
            return;
          }
        }
      } catch (error) {
        log.error({ err: error }, "a streamed answer failed after it began");
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

/**
 * `{ success: true, [key]: [...] }` with the array written a page at a time (see
 * `streamedBody`): a list of any length in the API's shape, in bounded memory.
 */
export async function okStream<T>(
  key: string,
  pages: AsyncIterable<T[]>,
  log: Logger,
): Promise<Response> {
  const head = JSON.stringify(okBody({ [key]: [] }));
  const body = await streamedBody(
    pages,
    {
      // `{"success":true,"messages":[` from the body with an empty list, so the two agree.
      start: head.slice(0, -2),
      page: (items, first) =>
        (first ? "" : ",") + items.map((item) => JSON.stringify(item)).join(","),
      end: "]}",
    },
    log,
  );
  return new Response(body, { headers: { "Content-Type": "application/json" } });
}
