import { data, type RouterContextProvider } from "react-router";
import { ValidationError } from "../domain/errors.ts";
import type { User } from "../domain/users.schema.ts";
import { DIALOG_PARAMS } from "../lib/dialogs.ts";
import type { Flash } from "../lib/flash.ts";
import { formDataToObject } from "../lib/forms.ts";
import { signedInMember } from "./auth.server.ts";
import { readFormFields } from "./bodies.server.ts";
import { type AppServices, appServices, requestInfo } from "./context.server.ts";
import { describeFailure, formFailure, pageFailure } from "./failures.server.ts";
import { redirectWithFlash } from "./flash.server.ts";

interface RouteArgs {
  request: Request;
  /** The page's address, without React Router's own parts (`.data`, `_routes`, `index`). */
  url: URL;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}

/** A route's arguments, with the app's services and the signed-in member of staff. */
export type MemberCall<Args extends RouteArgs> = Args & { app: AppServices; user: User };

/**
 * An admin page's loader: the signed-in member of staff first (whose role may use the page),
 * then `load`; a failure reaches the page's error boundary with the status the API would
 * answer (404, 503…), and `failed` (the screen's text) for one nobody foresaw.
 */
export function adminLoader<Args extends RouteArgs, Result>(
  load: (call: MemberCall<Args>) => Promise<Result>,
  options: { failed?: string } = {},
): (args: Args) => Promise<Result> {
  return async (args) => {
    const user = signedInMember(args.context);
    try {
      return await load({ ...args, app: appServices(args.context), user });
    } catch (error) {
      pageFailure(error, args.context, options.failed);
    }
  };
}

/**
 * Data the page shows from this one answer instead of a redirect: what must never be shown
 * again by a refresh or a later visit (the recovery codes), or a page whose answer is its
 * message (a sign-in's). `init` carries its headers (a new session's cookies).
 */
export class ShownOnce<Shown> {
  readonly value: Shown;
  readonly init: ResponseInit | undefined;
  constructor(value: Shown, init?: ResponseInit) {
    this.value = value;
    this.init = init;
  }
}

/**
 * What an intent's work answers: a confirmation (or a flash of another tone) that redirects
 * back, data shown once, or an answer of its own (a file to download, a redirect elsewhere).
 */
export type IntentOutcome<Shown> = string | Omit<Flash, "id"> | ShownOnce<Shown> | Response;

/** What one kind of submission (its `intent`) does, and what the screen says if it breaks. */
export interface AdminIntent<Shown = never> {
  /** The screen's own failure text (the spec's), for a failure nobody foresaw. */
  failed: string;
  /**
   * Sent from inside the page's open dialog, whose form may hold typing not yet saved: the
   * answer returns to the dialog as it was, rather than closing it as a save does.
   */
  staysInDialog?: boolean;
  /**
   * For a form whose answer is not a page (a download): the screen a refusal goes back to,
   * its reason (the first field error, else the message) shown there as a flash.
   */
  refusedTo?: string;
  /** Does the work; returns what the member is answered. */
  run: (call: {
    app: AppServices;
    user: User;
    input: Record<string, unknown>;
    /** The client's address, which attempts at a password are counted against. */
    clientIp: string;
  }) => Promise<IntentOutcome<Shown>>;
}

/** Where a save returns: the same page and view, its dialog closed. */
function afterSave(pageUrl: URL): string {
  const url = new URL(pageUrl);
  for (const param of Object.values(DIALOG_PARAMS)) url.searchParams.delete(param);
  return `${url.pathname}${url.search}`;
}

/** The intent of that name, or a refusal of one the page does not know. */
function intentNamed<Intent>(intents: Record<string, Intent>, name: string): Intent {
  const intent = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!intent) throw new ValidationError("This action is not known here.");
  return intent;
}

/** The answer to an outcome that is not a redirect back with a flash. */
function ownAnswer<Shown>(outcome: ShownOnce<Shown> | Response) {
  return outcome instanceof ShownOnce ? data(outcome.value, outcome.init) : outcome;
}

/**
 * The one way an admin screen saves: its form posts here with an `intent`; the matching
 * handler calls the domain; a success redirects back with a flash confirmation (so a refresh
 * never posts again), or answers what it must show once or a file; a failure answers the form
 * with the message, the field errors and its intent (the form keeps what was typed).
 */
export async function handleAdminAction<Shown = never>(
  { request, url, context }: RouteArgs,
  intents: Record<string, AdminIntent<Shown>>,
) {
  const user = signedInMember(context);
  const app = appServices(context);
  const { clientIp } = requestInfo(context);
  let failed = "The change could not be saved.";
  let name = "";
  let refusedTo: string | undefined;
  try {
    const input = formDataToObject(await readFormFields(request, context));
    name = String(input.intent ?? "");
    const intent = intentNamed(intents, name);
    ({ failed, refusedTo } = intent);
    const outcome = await intent.run({ app, user, input, clientIp });
    if (outcome instanceof ShownOnce || outcome instanceof Response) return ownAnswer(outcome);
    const flash =
      typeof outcome === "string" ? { tone: "success" as const, message: outcome } : outcome;
    const back = intent.staysInDialog ? `${url.pathname}${url.search}` : afterSave(url);
    return redirectWithFlash(app.env, back, flash);
  } catch (error) {
    if (refusedTo) return refusalAsFlash(error, context, failed, refusedTo);
    // Which form failed, for a screen with several.
    return formFailure(error, context, failed, { intent: name });
  }
}

/** A refusal told on the screen the form came from, as a flash. */
function refusalAsFlash(
  error: unknown,
  context: Readonly<RouterContextProvider>,
  failed: string,
  screen: string,
): Response {
  if (error instanceof Response) throw error;
  const failure = describeFailure(error, context, failed);
  const detail = Object.values(failure.fieldErrors)[0]?.[0];
  return redirectWithFlash(appServices(context).env, screen, {
    tone: "error",
    message: detail ?? failure.message,
  });
}

/** What one form of a page used before signing in does, and what it shows again if refused. */
export interface SignInIntent<Shown, Retry extends object> {
  /** The page's own failure text, for a failure nobody foresaw. */
  failed: string;
  run: (call: {
    app: AppServices;
    request: Request;
    clientIp: string;
    /**
     * The form, read within the route's limits when first asked for: the sign-in limit is
     * checked before a body is read, so a flood is refused unread.
     */
    readInput: () => Promise<Record<string, unknown>>;
  }) => Promise<ShownOnce<Shown> | Response>;
  /** What the refused form shows again (what was typed, which step), from the form if read. */
  retry?: (call: {
    app: AppServices;
    request: Request;
    input: Record<string, unknown> | undefined;
  }) => Retry | Promise<Retry>;
}

/** The form of a page used before signing in that posts to the page's own address. */
export const MAIN_FORM = "main";

/**
 * The same flow for the pages used before signing in (sign-in, a forgotten password, an
 * invitation, signing out): no member of staff to start from, and the form is named in the
 * address (`?intent=code`), not the body, which may be read only after the sign-in limit. A
 * success answers data shown once or a redirect (with the session's cookies); a failure
 * answers as on every other page, with what the intent's `retry` keeps.
 */
export async function handleSignInAction<Shown, Retry extends object = Record<never, never>>(
  { request, url, context }: RouteArgs,
  intents: Record<string, SignInIntent<Shown, Retry>>,
) {
  const app = appServices(context);
  const name = url.searchParams.get("intent") ?? MAIN_FORM;
  let input: Record<string, unknown> | undefined;
  const readInput = async () => {
    input ??= formDataToObject(await readFormFields(request, context));
    return input;
  };
  let failed = "Your request could not be completed.";
  let intent: SignInIntent<Shown, Retry> | undefined;
  try {
    intent = intentNamed(intents, name);
    failed = intent.failed;
    const { clientIp } = requestInfo(context);
    return ownAnswer(await intent.run({ app, request, clientIp, readInput }));
  } catch (error) {
    const kept = (await intent?.retry?.({ app, request, input })) ?? ({} as Retry);
    return formFailure(error, context, failed, { ...kept, intent: name });
  }
}
