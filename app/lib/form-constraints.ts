import { z } from "zod";

// A public form's browser-side checks, read on the server from the Zod schema the action parses
// with (public pages ship no Zod; decision 035): the HTML constraints (required, maxLength, min,
// max, step, pattern) from its JSON Schema, and the schema's own message for each way a field
// can fail, found by parsing a value that fails that way.

/** ValidityState's names for what the browser can find wrong with a field. */
export type ValidityProblem =
  | "valueMissing"
  | "tooLong"
  | "rangeUnderflow"
  | "rangeOverflow"
  | "stepMismatch"
  | "typeMismatch"
  | "patternMismatch"
  | "badInput";

export interface FieldConstraints {
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number | "any";
  pattern?: string;
  type?: "email" | "number";
  messages: Partial<Record<ValidityProblem, string>>;
}

/** A form's constraints by field name; a repeated row's fields are named `items.#.product`. */
export type FormConstraints = Record<string, FieldConstraints>;

interface JsonSchema {
  type?: string;
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** A value the field accepts, to fill a row's other cells while one is probed. */
function validSample(json: JsonSchema): unknown {
  if (json.enum) return json.enum[0];
  if (json.type === "number" || json.type === "integer") return String(json.minimum ?? 1);
  return "x";
}

/** A row index in a field's name: the same constraints hold for every row. */
const ROW = "#";

function setPath(path: string[], value: unknown): Record<string, unknown> {
  const [head = "", ...rest] = path;
  return { [head]: rest.length === 0 ? value : setPath(rest, value) };
}

/** The schema's message for `name` when the form holds `input`, if that field fails. */
function messageFor(schema: z.ZodType, input: unknown, name: string): string | undefined {
  const result = schema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path.join(".") === name)?.message;
}

/**
 * An HTML pattern for a schema's regular expression: browsers compile `pattern` with the `v`
 * flag, which wants `(`, `)` and a trailing `-` escaped inside a character class. Undefined when
 * it still does not compile (the server checks it anyway).
 */
export function htmlPattern(source: string): string | undefined {
  const escaped = source.replace(
    /\[(\^?)((?:\\.|[^\]\\])*)\]/g,
    (_, not: string, body: string) =>
      `[${not}${body.replace(/(?<!\\)[()]/g, "\\$&").replace(/(?<!\\)-$/, "\\-")}]`,
  );
  try {
    new RegExp(escaped, "v");
    return escaped;
  } catch {
    return undefined;
  }
}

function fieldConstraints(
  schema: z.ZodType,
  json: JsonSchema,
  name: string,
  probe: (value: unknown) => unknown,
  required: boolean,
): FieldConstraints {
  const fails = (value: unknown) => messageFor(schema, probe(value), name);
  const messages: FieldConstraints["messages"] = {};
  const constraints: FieldConstraints = { messages };
  const missing = json.type === "boolean" ? fails(undefined) : fails("");
  if (missing) {
    messages.valueMissing = missing;
    if (required) constraints.required = true;
  }
  if (json.type === "number" || json.type === "integer") {
    constraints.type = "number";
    constraints.step = json.type === "integer" ? 1 : "any";
    messages.badInput = fails("not a number");
    if (json.minimum !== undefined) {
      constraints.min = json.minimum;
      messages.rangeUnderflow = fails(String(json.minimum - 1));
    }
    if (json.maximum !== undefined) {
      constraints.max = json.maximum;
      messages.rangeOverflow = fails(String(json.maximum + 1));
    }
    if (json.type === "integer") messages.stepMismatch = fails(String((json.minimum ?? 0) + 0.5));
  }
  if (json.maxLength !== undefined) {
    constraints.maxLength = json.maxLength;
    messages.tooLong = fails("x".repeat(json.maxLength + 1));
  }
  if (json.format === "email") {
    constraints.type = "email";
    messages.typeMismatch = fails("not-an-address");
  }
  if (json.pattern && json.format !== "email") {
    const pattern = htmlPattern(json.pattern);
    const regex = new RegExp(json.pattern);
    const failing = ["!", "-", "a", "0"].find((candidate) => !regex.test(candidate));
    if (pattern && failing !== undefined) {
      constraints.pattern = pattern;
      messages.patternMismatch = fails(failing);
    }
  }
  return constraints;
}

/** The schema's JSON Schema for input, with what only its output shows (a piped string's length). */
function jsonSchemas(schema: z.ZodType): { input: JsonSchema; output: JsonSchema } {
  const options = { unrepresentable: "any" } as const;
  return {
    input: z.toJSONSchema(schema, { ...options, io: "input" }) as JsonSchema,
    output: z.toJSONSchema(schema, { ...options, io: "output" }) as JsonSchema,
  };
}

function merged(input: JsonSchema | undefined, output: JsonSchema | undefined): JsonSchema {
  return { ...output, ...input, format: input?.format ?? output?.format };
}

/**
 * Every field's constraints of an object schema. A list of objects (the product rows) gives its
 * fields under `list.#.field`, required only once a row is started (their message is the one a
 * started row gets), and the list's own message when no row is filled in under its name.
 */
export function formConstraints(schema: z.ZodType): FormConstraints {
  let constraints = worked.get(schema);
  if (!constraints) {
    constraints = workOut(schema);
    worked.set(schema, constraints);
  }
  return constraints;
}

/** Each schema's constraints, worked out once: every render of a form (its answers too) asks. */
const worked = new WeakMap<z.ZodType, FormConstraints>();

function workOut(schema: z.ZodType): FormConstraints {
  const { input, output } = jsonSchemas(schema);
  const result: FormConstraints = {};
  for (const [name, inputField] of Object.entries(input.properties ?? {})) {
    const field = merged(inputField, output.properties?.[name]);
    const rowFields = field.type === "array" ? field.items?.properties : undefined;
    if (!rowFields) {
      result[name] = fieldConstraints(schema, field, name, (value) => ({ [name]: value }), true);
      continue;
    }
    const listMessage = messageFor(schema, { [name]: {} }, name);
    result[name] = { messages: listMessage ? { valueMissing: listMessage } : {} };
    const started = Object.fromEntries(
      Object.entries(rowFields).map(([cell, cellField]) => [cell, validSample(cellField)]),
    );
    for (const [cell, cellField] of Object.entries(rowFields)) {
      const outputCell = output.properties?.[name]?.items?.properties?.[cell];
      result[`${name}.${ROW}.${cell}`] = fieldConstraints(
        schema,
        merged(cellField, outputCell),
        `${name}.0.${cell}`,
        (value) => setPath([name, "0"], { ...started, [cell]: value }),
        false,
      );
    }
  }
  return result;
}
