import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../db/errors.ts";
import { newId, nowIso } from "../db/values.ts";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthorizedError,
  UnsupportedMediaError,
  ValidationError,
} from "../domain/errors.ts";
import { FORM_BODY } from "./body-limits.ts";
import { requestInfoContext } from "./context.server.ts";
import {
  apiFailure,
  describeFailure,
  GENERIC_FAILURE,
  SAVED_AT_THE_SAME_MOMENT,
} from "./failures.server.ts";

function requestContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, {
    clientIp: "127.0.0.1",
    bodyLimits: FORM_BODY,
    cspNonce: "",
    saveData: false,
    log: pino({ level: "silent" }),
    page: { servedBuiltIn: false },
  });
  return context;
}

describe("one failure adapter", () => {
  test("each domain error has one status, and keeps its own message and field errors", () => {
    const cases: [Error, number][] = [
      [new ValidationError("Fix the title.", { title: ["Enter a title."] }), 400],
      [new UnauthorizedError("Please sign in."), 401],
      [new ForbiddenError("Ask an administrator."), 403],
      [new NotFoundError("Service not found."), 404],
      [new ConflictError("Someone else saved it."), 409],
      [new PayloadTooLargeError("Too large."), 413],
      [new UnsupportedMediaError("Not an image."), 415],
      [new RateLimitedError("Please wait 3 seconds and try again.", 3), 429],
    ];
    for (const [error, status] of cases) {
      const failure = describeFailure(error, requestContext());
      expect(failure.status, error.name).toBe(status);
      expect(failure.message, error.name).toBe(error.message);
    }
    const invalid = describeFailure(new ValidationError("x", { title: ["t"] }), requestContext());
    expect(invalid.fieldErrors).toEqual({ title: ["t"] });
    const limited = describeFailure(new RateLimitedError("Wait.", 7), requestContext());
    expect(limited.headers).toEqual({ "Retry-After": "7" });
  });

  test("an unreachable database is a 503 that asks to try again", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    expect(describeFailure(refused, requestContext())).toMatchObject({
      status: 503,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      headers: { "Retry-After": "10" },
    });
  });

  test("anything else is a 500 that says the screen's text and nothing of the code", async () => {
    const failure = describeFailure(new TypeError("x is undefined at line 3"), requestContext());
    expect(failure).toMatchObject({ status: 500, message: GENERIC_FAILURE, fieldErrors: {} });
    const answer = apiFailure(new TypeError("secret detail"), requestContext());
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ success: false, message: GENERIC_FAILURE });
  });
});

describe.each(testEngines())("two saves that collide, on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterAll(() => database?.drop());

  // Two people creating "Sea Freight" at once both find the slug free; the second insert breaks
  // the unique index. That is a conflict to retry, not a fault of ours.
  test("an insert that breaks a unique index is a 409 conflict, not a 500", async () => {
    const service = (id: string) => ({
      id,
      slug: "sea-freight",
      title: "Sea Freight",
      category: "logistics",
      short_description: "s",
      full_description: "f",
      features: "[]",
      sort_order: 0,
      created_at: nowIso(),
      updated_at: nowIso(),
      updated_by: null,
    });
    await database.db.insertInto("services").values(service(newId())).execute();
    const collision = await database.db
      .insertInto("services")
      .values(service(newId()))
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(collision).toBeInstanceOf(Error);
    const answer = apiFailure(collision, requestContext());
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ success: false, message: SAVED_AT_THE_SAME_MOMENT });
  });
});
