/** What a person is told when a request needs the database and it cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The website cannot reach its database at the moment. Nothing was changed; please try again in a minute.";

/** PostgreSQL error classes that mean "cannot reach or use the server now" (not a bad query). */
const UNAVAILABLE_SQLSTATES = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
]);

/**
 * True when an error says the database is unreachable or too busy, as opposed to a mistake in
 * what was asked of it: such requests are answered 503 ("try again"), not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_CODES.has(code))
  ) {
    return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
    error.message,
  );
}

/**
 * True when an insert collided with a row another transaction wrote a moment earlier (the same
 * slug, the same page): the writer should try again, it did nothing wrong.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/** True when a write broke a foreign key: it pointed at a row another transaction removed. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}
