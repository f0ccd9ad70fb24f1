import { stringify } from "csv-stringify/sync";
import { MessageFilterSchema } from "../../domain/messages.schema.ts";
import { listMessages } from "../../domain/messages.server.ts";
import { adminUser } from "../../http/auth.server.ts";
import { appServices } from "../../http/context.server.ts";
import type { Route } from "./+types/messages.export[.]csv";

/**
 * A spreadsheet opening the file must not run what a visitor typed: a cell that starts like a
 * formula (= + - @, tab, carriage return) gets a leading apostrophe, which shows it as text.
 */
function asText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  adminUser(context);
  const filter = MessageFilterSchema.parse(
    new URL(request.url).searchParams.get("status") ?? "all",
  );
  const messages = await listMessages(appServices(context).db, filter);
  const rows = messages.map((message) =>
    [
      message.createdAt,
      message.status,
      message.name,
      message.email,
      message.phone,
      message.subject,
      message.message,
      message.reply ?? "",
      message.repliedAt ?? "",
    ].map(asText),
  );
  const csv = stringify(rows, {
    header: true,
    columns: [
      "Received",
      "Status",
      "Name",
      "Email",
      "Phone",
      "Subject",
      "Message",
      "Reply",
      "Replied",
    ],
    bom: true,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${filter}-${day}.csv"`,
    },
  });
}
