import { exportInbox } from "../../http/message-export.server.ts";
import type { Route } from "./+types/messages.export[.]csv";

export function loader({ request, context }: Route.LoaderArgs) {
  return exportInbox(request, context, "csv");
}
