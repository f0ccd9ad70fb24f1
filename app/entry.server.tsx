import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { RenderContextProvider } from "./components/render-context.tsx";
import { requestInfo } from "./http/context.server.ts";
import { PUBLIC_SCRIPT, PUBLIC_STYLES } from "./http/public-assets.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce: nonce, log, saveData } = requestInfo(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; browsers get it streamed.
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

    const { pipe, abort } = renderToPipeableStream(
      <RenderContextProvider
        value={{ nonce, publicScript: PUBLIC_SCRIPT, publicStyles: PUBLIC_STYLES, saveData }}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RenderContextProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by handleError.
          if (shellRendered) log.error({ err: error }, "streaming render failed");
        },
      },
    );
    const timeoutId = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A page that does not exist (or a method it does not take) is the client's business: the
  // request's own log line records it at warn.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  requestInfo(context).log.error({ err: error }, "unhandled error while rendering");
};
