import type { Selectable } from "kysely";
import type { Db, UsersTable } from "../db/schema.ts";
import { newId, nowIso } from "../db/values.ts";
import { parseInput, ValidationError } from "./errors.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords.server.ts";
import { NewUserInputSchema, type Role, type User } from "./users.schema.ts";

function rowToUser(row: Selectable<UsersTable>): User {
  return { _id: row.id, username: row.username, email: row.email, role: row.role as Role };
}

export async function createUser(db: Db, input: unknown): Promise<User> {
  const data = parseInput(NewUserInputSchema, input, { invalid: "Failed to create the user." });
  const email = data.email || null;
  const clash = await db
    .selectFrom("users")
    .select(["username", "email"])
    .where((eb) =>
      eb.or([
        eb("username", "=", data.username),
        ...(email ? [eb("email", "=", email), eb("username", "=", email)] : []),
        eb("email", "=", data.username),
      ]),
    )
    .executeTakeFirst();
  if (clash) {
    const field =
      clash.username === data.username || clash.email === data.username ? "username" : "email";
    throw new ValidationError("Failed to create the user.", {
      [field]: [`This ${field === "username" ? "username" : "e-mail address"} is already in use.`],
    });
  }
  const now = nowIso();
  const row = {
    id: newId(),
    username: data.username,
    email,
    password_hash: await hashPassword(data.password),
    role: "admin",
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("users").values(row).execute();
  return rowToUser(row);
}

/** The user whose username or e-mail and password match, or null (taking the same time). */
export async function authenticate(db: Db, login: string, password: string): Promise<User | null> {
  const name = login.trim().toLowerCase();
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb("username", "=", name), eb("email", "=", name)]))
    .executeTakeFirst();
  if (!row) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(password, row.password_hash)) ? rowToUser(row) : null;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
