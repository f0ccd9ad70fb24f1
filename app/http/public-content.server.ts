import type { RouterContextProvider } from "react-router";
import type { Db } from "../db/schema.ts";
import { DomainError } from "../domain/errors.ts";
import { appServices, requestInfo } from "./context.server.ts";

/**
 * Reads what a public page shows. When the database fails, the page gets the built-in content
 * instead and is marked so it is not cached; a visitor never sees an error page for it. The
 * domain's own answers (such as "not found") still pass through.
 */
export async function readPublicContent<T>(
  context: Readonly<RouterContextProvider>,
  read: (db: Db) => Promise<T>,
  builtIn: () => T,
): Promise<T> {
  const app = appServices(context);
  try {
    const value = await read(app.db);
    app.outage.succeeded();
    return value;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    app.outage.failed(error);
    requestInfo(context).page.servedBuiltIn = true;
    return builtIn();
  }
}
