import crypto from 'node:crypto';
import fc from 'fast-check';
import { bodyFromSchema, type JsonSchema } from './fuzz-schema-bodies';

/** Text a form never sends: empty, control characters, lone surrogates, numbers too large, dates that do not exist. */
export const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', 'null', 'true', '0', '-1', '1e309', 'NaN', '9'.repeat(40), '2024-02-30', '25:61', '\u0000', '\ud800'),
);

const hugeString = fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'é'.repeat(n));

/**
 * A route's bodies: anything at all; objects made of its own field names and the words of its enums
 * (so that many get past "unknown key" to the values), lists of them; bodies built from its schema,
 * a value wrong or a field missing here and there (so that many get past the first field to the
 * route's own checks); huge strings; and text that is not JSON (`{ raw }`, sent as it is).
 */
export function bodyOf(schema: unknown) {
  const { fieldNames, words } = schemaVocabulary(schema);
  const leaf = fc.oneof(
    weirdText,
    ...(words.length > 0 ? [fc.constantFrom(...words)] : []),
    fc.integer().map(String),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
  );
  const key = fc.oneof(
    { arbitrary: fieldNames.length > 0 ? fc.constantFrom(...fieldNames) : fc.string(), weight: 3 },
    { arbitrary: fc.string(), weight: 1 },
  );
  // Fastify's JSON parser refuses these keys at any depth (prototype poisoning): in their own bodies,
  // so that they do not stop most bodies before the route's validation.
  const poisoningKey = fc.oneof(key, fc.constantFrom('__proto__', 'constructor'));
  const shaped = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 4 }), tie('object')),
    object: fc.dictionary(key, tie('value'), { maxKeys: 6 }),
  }));
  const hasFields = fieldNames.length > 0;
  return fc.oneof(
    { arbitrary: fc.anything({ withNullPrototype: true, withBigInt: false }), weight: 2 },
    { arbitrary: shaped.object, weight: 3 },
    { arbitrary: fc.dictionary(key, fc.array(shaped.object, { maxLength: 3 }), { maxKeys: 3 }), weight: 1 },
    { arbitrary: hasFields ? bodyFromSchema(schema as JsonSchema, shaped.value) : shaped.object, weight: hasFields ? 4 : 1 },
    { arbitrary: fc.dictionary(poisoningKey, shaped.value, { minKeys: 1, maxKeys: 4 }), weight: 1 },
    { arbitrary: hugeString.map((s) => ({ [fieldNames[0] ?? 'observation']: s })), weight: 1 },
    { arbitrary: weirdText.map((s) => ({ raw: s })), weight: 1 },
  );
}

/** A body as the fuzzer sends it: a `{ raw }` text as it is, anything else as JSON. */
export const sentBody = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && 'raw' in payload ? String(payload.raw) : (JSON.stringify(payload) ?? '');

export const pathParam = fc.oneof(
  fc.constantFrom('1', '2', '3', '0', '-1', '1.5', '99999999999999999999', 'null', '%00', '..%2F..', '2024-09-02'),
  fc.string().filter((s) => s.length > 0),
);

export const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }).map((q) => `?${new URLSearchParams(q)}`),
);

/** Every `:param` of a route's URL given the same generated value. */
export const concreteUrl = (url: string, param: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(param));

/** A fixed seed per route, so a run is repeatable and a new route does not change the others' inputs. */
export const seedOf = (route: string) => crypto.createHash('sha256').update(route).digest().readInt32LE(0);

/** The field names and the enums' words of a route's body schema (from the API's OpenAPI document), at any depth. */
export function schemaVocabulary(schema: unknown): { fieldNames: string[]; words: string[] } {
  const fieldNames = new Set<string>();
  const words = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { properties, enum: choices } = node as JsonSchema;
    for (const name of Object.keys(properties ?? {})) fieldNames.add(name);
    for (const choice of choices ?? []) if (typeof choice === 'string') words.add(choice);
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return { fieldNames: [...fieldNames], words: [...words] };
}
