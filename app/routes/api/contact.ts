import { formatPosition } from "../../domain/inbox-pages.model.ts";
import { eachMessagePage, listMessages, readInboxQuery } from "../../domain/messages.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";
import { requestInfo } from "../../http/context.server.ts";
import { okStream } from "../../http/streamed.server.ts";

// A visitor's POST of a message is received by the intake before React Router
// (server/intake.ts); the office's list is answered here: every message of the view, streamed
// (the spec's answer, at any count), or one page for a client that asks with `limit`/`before`.
const answer = api(
  "/api/contact",
  {
    GET: memberEndpoint(async ({ app, request, args }) => {
      const { filter, page } = readInboxQuery(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!page) {
        return okStream("messages", eachMessagePage(app.db, filter), requestInfo(args.context).log);
      }
      const { messages, next } = await listMessages(app.db, filter, page);
      return ok({ messages, next: next && formatPosition(next) });
    }),
  },
  ["POST"],
);

export const loader = answer;
export const action = answer;
