import {
  exportFileName,
  messagesToExport,
  messagesXlsx,
} from "../../http/message-export.server.ts";
import type { Route } from "./+types/messages.export[.]xlsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter, messages } = await messagesToExport(request, context);
  return new Response(new Uint8Array(await messagesXlsx(messages)), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${exportFileName(filter, "xlsx")}"`,
    },
  });
}
