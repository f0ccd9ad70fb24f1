import { exportInbox } from "../../http/message-export.server.ts";
import type { Route } from "./+types/messages.export[.]xlsx";

export function loader({ request, context }: Route.LoaderArgs) {
  return exportInbox(request, context, "xlsx");
}
