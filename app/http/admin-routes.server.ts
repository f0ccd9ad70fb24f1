import type { RouterContextProvider } from "react-router";
import { ValidationError } from "../domain/errors.ts";
import type { User } from "../domain/users.schema.ts";
import { DIALOG_PARAMS } from "../lib/dialogs.ts";
import type { Flash } from "../lib/flash.ts";
import { formDataToObject } from "../lib/forms.ts";
import { adminUser } from "./auth.server.ts";
import { type AppServices, appServices } from "./context.server.ts";
import { formFailure, pageFailure } from "./failures.server.ts";
import { redirectWithFlash } from "./flash.server.ts";

interface RouteArgs {
  request: Request;
  /** The page's address, without React Router's own parts (`.data`, `_routes`, `index`). */
  url: URL;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}

/** A route's arguments, with the app's services and the signed-in administrator. */
export type AdminCall<Args extends RouteArgs> = Args & { app: AppServices; user: User };

/**
 * An admin page's loader: the signed-in administrator first, then `load`; a failure reaches
 * the page's error boundary with the status the API would answer (404, 503…), and `failed`
 * (the screen's text) for one nobody foresaw.
 */
export function adminLoader<Args extends RouteArgs, Result>(
  load: (call: AdminCall<Args>) => Promise<Result>,
  options: { failed?: string } = {},
): (args: Args) => Promise<Result> {
  return async (args) => {
    const user = adminUser(args.context);
    try {
      return await load({ ...args, app: appServices(args.context), user });
    } catch (error) {
      pageFailure(error, args.context, options.failed);
    }
  };
}

/** What one kind of submission (its `intent`) does, and what the screen says if it breaks. */
export interface AdminIntent {
  /** The screen's own failure text (the spec's), for a failure nobody foresaw. */
  failed: string;
  /**
   * Sent from inside the page's open dialog, whose form may hold typing not yet saved: the
   * answer returns to the dialog as it was, rather than closing it as a save does.
   */
  staysInDialog?: boolean;
  /** Does the work; returns the confirmation, or a flash of another tone. */
  run: (call: {
    app: AppServices;
    user: User;
    input: Record<string, unknown>;
  }) => Promise<string | Omit<Flash, "id">>;
}

/** Where a save returns: the same page and view, its dialog closed. */
function afterSave(pageUrl: URL): string {
  const url = new URL(pageUrl);
  for (const param of Object.values(DIALOG_PARAMS)) url.searchParams.delete(param);
  return `${url.pathname}${url.search}`;
}

/**
 * The one way an admin screen saves: its form posts here with an `intent`; the matching
 * handler calls the domain; a success redirects back with a flash confirmation (so a refresh
 * never posts again), a failure answers the form with the message, the field errors and its
 * intent (the form keeps what was typed).
 */
export async function handleAdminAction(
  { request, url, context }: RouteArgs,
  intents: Record<string, AdminIntent>,
) {
  const user = adminUser(context);
  const app = appServices(context);
  let failed = "The change could not be saved.";
  let name = "";
  try {
    const input = formDataToObject(await request.formData());
    name = String(input.intent ?? "");
    const intent = Object.hasOwn(intents, name) ? intents[name] : undefined;
    if (!intent) throw new ValidationError("This action is not known here.");
    failed = intent.failed;
    const outcome = await intent.run({ app, user, input });
    const flash =
      typeof outcome === "string" ? { tone: "success" as const, message: outcome } : outcome;
    const back = intent.staysInDialog ? `${url.pathname}${url.search}` : afterSave(url);
    return redirectWithFlash(app.env, back, flash);
  } catch (error) {
    // Which form failed, for a screen with several.
    return formFailure(error, context, failed, { intent: name });
  }
}
