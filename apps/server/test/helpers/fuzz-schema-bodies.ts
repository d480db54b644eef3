import fc from 'fast-check';

/** The parts of a JSON schema (the API's OpenAPI document, made from the contract's zod schemas) read here. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** Ids the demo school has, ids it has not, and the edges of an id. */
const integer = (schema: JsonSchema) => {
  const min = Math.ceil(schema.minimum ?? -(2 ** 31));
  const max = Math.max(min, Math.floor(schema.maximum ?? 2 ** 31));
  return fc.oneof(fc.constantFrom(1, 2, 3, 4, 0, -1), fc.integer({ min, max }));
};

function text(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: any text of the right length is tried instead.
    }
  }
  if (schema.format === 'email') return fc.constantFrom('camille@example.com', 'parent@example.com', 'x@y');
  if (schema.format === 'date') return fc.constantFrom('2025-09-01', '2026-02-29', '1999-12-31', '2030-06-30');
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

/** A value of the schema's type, most of the time within its rules, so that it gets past the first field. */
function plausible(schema: JsonSchema, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueOf(alternative, wrong)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.oneof(integer(schema), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'string':
      return text(schema);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, wrong), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return objectOf(schema, wrong);
    default:
      return wrong;
  }
}

/** One field's value: within the schema four times in five, otherwise anything (`wrong`). */
function valueOf(schema: JsonSchema, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(schema, wrong), weight: 4 }, { arbitrary: wrong, weight: 1 });
}

function objectOf(schema: JsonSchema, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueOf(field, wrong)] as const);
  // Bodies missing a required field come from the shapeless generators (./fuzz-inputs).
  return fc.record(Object.fromEntries(fields), { requiredKeys: schema.required ?? [] });
}

/** Bodies shaped by a route's own schema, with a wrong value or a missing field here and there. */
export const bodyFromSchema = (schema: JsonSchema, wrong: fc.Arbitrary<unknown>) => objectOf(schema, wrong);
