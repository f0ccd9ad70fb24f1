import { exportFileName, messagesCsv, messagesToExport } from "../../http/message-export.server.ts";
import type { Route } from "./+types/messages.export[.]csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter, messages } = await messagesToExport(request, context);
  return new Response(messagesCsv(messages), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(filter, "csv")}"`,
    },
  });
}
