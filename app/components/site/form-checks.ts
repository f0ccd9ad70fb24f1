import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";

// A public form's checks, worked out on the server from the Zod schema its action parses with
// (public pages ship no Zod; decisions 035, 063). Conform's `getZodConstraint` names the fields
// and says which are required; the Zod version in use no longer records a string's length or a
// number's range where Conform looks, so those come from the schema's JSON Schema here, with the
// schema's own message for each way a field can fail (found by parsing a value that fails that
// way), which the enhancement script shows instead of the browser's bubbles.

/** ValidityState's names for what the browser can find wrong with a field. */
type ValidityProblem =
  | "valueMissing"
  | "tooLong"
  | "rangeUnderflow"
  | "rangeOverflow"
  | "stepMismatch"
  | "typeMismatch"
  | "patternMismatch"
  | "badInput";

type FieldMessages = Partial<Record<ValidityProblem, string>>;

/** What Conform binds a field with: required, maxLength, min, max, step, pattern… */
type Constraint = ReturnType<typeof getZodConstraint>[string];

/** By Conform's field names: a row's fields once for every row (`items[].product`). */
export interface FormChecks {
  /** What `useForm` binds each field with. */
  constraint: Record<string, Constraint>;
  /** The schema's message for each problem, for the field's `data-messages`. */
  messages: Record<string, FieldMessages>;
  /**
   * A field needed only while these others are blank (a phone number, unless an e-mail address
   * is given): the schema's `atLeastOne` (app/domain/fields.ts), for the field's `data-unless`.
   */
  unless: Record<string, string[]>;
}

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

/**
 * An HTML pattern for a schema's regular expression: browsers compile `pattern` with the `v`
 * flag, which wants `(`, `)` and a trailing `-` escaped inside a character class (Conform's own
 * serialisation leaves them, so the browser drops the pattern). Undefined when it still does
 * not compile (the server checks it anyway).
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

/** A schema's JSON Schema for input and for output: a piped string's length shows only on the latter. */
interface JsonSides {
  input: JsonSchema;
  output: JsonSchema;
}

/** A field's JSON Schema, by Conform's name (`items[].product`), both sides merged. */
function jsonAt({ input, output }: JsonSides, name: string): JsonSchema {
  const segments = name.split(/\.|(?=\[\])/);
  const walk = (root: JsonSchema) =>
    segments.reduce<JsonSchema | undefined>(
      (node, segment) => (segment === "[]" ? node?.items : node?.properties?.[segment]),
      root,
    );
  const [inputField, outputField] = [walk(input), walk(output)];
  return { ...outputField, ...inputField, format: inputField?.format ?? outputField?.format };
}

/** A value the field accepts, to fill a row's other cells while one is probed. */
function validSample(json: JsonSchema): unknown {
  if (json.enum) return json.enum[0];
  if (json.type === "number" || json.type === "integer") return String(json.minimum ?? 1);
  return "x";
}

/**
 * The schema's message for `name` holding `value`, if that fails: a row's field is tried in a
 * started row (its other cells valid), since a blank row is no mistake.
 */
function failureMessage(
  schema: z.ZodType,
  json: JsonSides,
  name: string,
  value: unknown,
): string | undefined {
  const [list = name, cell] = name.split("[].");
  let form: Record<string, unknown> = { [name]: value };
  if (cell !== undefined) {
    const row = jsonAt(json, `${list}[]`).properties ?? {};
    const started = Object.entries(row).map(([key, json]) => [key, validSample(json)]);
    form = { [list]: [{ ...Object.fromEntries(started), [cell]: value }] };
  }
  const path = name.replace("[]", ".0");
  return schema.safeParse(form).error?.issues.find((issue) => issue.path.join(".") === path)
    ?.message;
}

/** What Conform cannot read from a field's schema: its limits, and the message for each problem. */
function fieldChecks(schema: z.ZodType, sides: JsonSides, name: string) {
  const json = jsonAt(sides, name);
  const fails = (value: unknown) => failureMessage(schema, sides, name, value);
  const messages: FieldMessages = {};
  const limits: Pick<Constraint, "maxLength" | "min" | "max" | "step" | "pattern"> = {};
  const missing =
    json.type === "boolean" ? fails(undefined) : fails(json.type === "array" ? [] : "");
  if (missing) messages.valueMissing = missing;
  if (json.type === "number" || json.type === "integer") {
    limits.step = json.type === "integer" ? 1 : "any";
    messages.badInput = fails("not a number");
    if (json.minimum !== undefined) {
      limits.min = json.minimum;
      messages.rangeUnderflow = fails(String(json.minimum - 1));
    }
    if (json.maximum !== undefined) {
      limits.max = json.maximum;
      messages.rangeOverflow = fails(String(json.maximum + 1));
    }
    if (json.type === "integer") messages.stepMismatch = fails(String((json.minimum ?? 0) + 0.5));
  }
  if (json.maxLength !== undefined) {
    limits.maxLength = json.maxLength;
    messages.tooLong = fails("x".repeat(json.maxLength + 1));
  }
  if (json.format === "email") messages.typeMismatch = fails("not-an-address");
  if (json.pattern && json.format !== "email") {
    const regex = new RegExp(json.pattern);
    const failing = ["!", "-", "a", "0"].find((candidate) => !regex.test(candidate));
    const pattern = htmlPattern(json.pattern);
    if (pattern && failing !== undefined) {
      limits.pattern = pattern;
      messages.patternMismatch = fails(failing);
    }
  }
  return { limits, messages, blankPasses: missing === undefined };
}

/**
 * A form's checks: Conform's constraints, with the limits and patterns it misses, and
 * `required` only where the schema refuses a blank (Conform takes a checkbox read through
 * `z.preprocess` for required, though an unticked one passes).
 */
export function formChecks(schema: z.ZodType): FormChecks {
  let checks = worked.get(schema);
  if (!checks) {
    checks = workOut(schema);
    worked.set(schema, checks);
  }
  return checks;
}

/** Each schema's checks, worked out once: every render of a form (its answers too) asks. */
const worked = new WeakMap<z.ZodType, FormChecks>();

function workOut(schema: z.ZodType): FormChecks {
  const checks: FormChecks = { constraint: {}, messages: {}, unless: {} };
  const conform = getZodConstraint(schema);
  const options = { unrepresentable: "any" } as const;
  const sides = {
    input: z.toJSONSchema(schema, { ...options, io: "input" }) as JsonSchema,
    output: z.toJSONSchema(schema, { ...options, io: "output" }) as JsonSchema,
  };
  for (const name of Object.keys(conform)) {
    // A row as a whole has no control of its own.
    if (name.endsWith("[]")) continue;
    const { limits, messages, blankPasses } = fieldChecks(schema, sides, name);
    const read = conform[name] ?? {};
    checks.constraint[name] = {
      ...read,
      ...limits,
      required: Boolean(read.required) && !blankPasses,
    };
    checks.messages[name] = messages;
  }
  const [first, ...others] = (schema.meta()?.atLeastOne as string[] | undefined) ?? [];
  if (first) checks.unless[first] = others;
  return checks;
}
