/**
 * fast-check arbitraries derived from an OpenAPI request schema (JSON Schema 2020-12, `$ref`s
 * already followed by `spec.deref`): `validish` values usually satisfy the schema, `malformed`
 * values break it the ways an attacker or a broken client would — integers beyond 32 bits,
 * negatives, NUL characters, strings over their limit, wrong types, missing and stray fields.
 */
import fc from 'fast-check';
import type { JsonObject } from '../src/spec/load';

type Schema = JsonObject;

const isObj = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The declared JSON types of a schema (inferred from const, enum or properties when absent). */
export function typesOf(s: Schema): string[] {
  if (Array.isArray(s.type)) return s.type as string[];
  if (typeof s.type === 'string') return [s.type];
  if (s.const !== undefined) return [s.const === null ? 'null' : typeof s.const];
  if (isObj(s.properties)) return ['object'];
  if (s.items !== undefined || s.prefixItems !== undefined) return ['array'];
  return [];
}

/** The parts of an `allOf` merged into one object schema (properties and required lists). */
function mergeAllOf(s: Schema): Schema {
  if (!Array.isArray(s.allOf)) return s;
  const parts = (s.allOf as Schema[]).map(mergeAllOf);
  const { allOf: _drop, ...rest } = s;
  const out: Schema = { ...rest, type: 'object', properties: {}, required: [] };
  for (const part of [rest, ...parts]) {
    if (isObj(part.properties)) Object.assign(out.properties as JsonObject, part.properties);
    if (Array.isArray(part.required)) (out.required as string[]).push(...(part.required as string[]));
    if (part.additionalProperties === false) out.additionalProperties = false;
  }
  return out;
}

/** Integers a 32-bit column cannot hold, and other numbers that broke servers before. */
export const HUGE_INTEGERS = [
  2 ** 31,
  2 ** 31 + 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  -(2 ** 53 - 1),
  1e15,
  1e20,
];

/** Strings that break text columns or parsers: NUL, lone surrogates, control characters. */
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u0001\u001f',
  "'; drop table x; --",
  '%00',
  '\\u0000',
];

const pad = (n: number) => String(n).padStart(2, '0');

function validString(s: Schema): fc.Arbitrary<string> {
  const max = typeof s.maxLength === 'number' ? s.maxLength : 50;
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  if (s.format === 'date')
    return fc
      .record({
        y: fc.integer({ min: 2000, max: 2035 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
  if (s.format === 'date-time')
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2035-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  if (s.format === 'email') return fc.constantFrom('lina@hnnz.cn', 'a.b@example.com');
  if (typeof s.pattern === 'string') {
    let re: RegExp;
    try {
      re = new RegExp(s.pattern, 'u');
    } catch {
      return fc.constant('');
    }
    // Cut to the limit rather than filtered: a filter nothing passes would never return.
    return fc.stringMatching(re, { size: 'xsmall' }).map((v) => (v.length > max ? v.slice(0, max) : v));
  }
  const examples = [s.example, ...(Array.isArray(s.examples) ? s.examples : [])].filter(
    (e): e is string => typeof e === 'string',
  );
  const words = ['长沙市岳麓区', '湖南省农资集团', '尿素 46%', '测试'].filter(
    (v) => v.length >= min && v.length <= max,
  );
  const text = fc.oneof(
    fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 24)) }),
    fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 12)), unit: 'grapheme' }),
    ...(words.length ? [fc.constantFrom(...words)] : []),
  );
  return examples.length ? fc.oneof(fc.constantFrom(...examples), text) : text;
}

function validNumber(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const lo =
    typeof s.minimum === 'number'
      ? s.minimum
      : typeof s.exclusiveMinimum === 'number'
        ? s.exclusiveMinimum + 1
        : -1000;
  const hi =
    typeof s.maximum === 'number'
      ? s.maximum
      : typeof s.exclusiveMaximum === 'number'
        ? s.exclusiveMaximum - 1
        : 100_000;
  const min = Math.max(lo, -1e6);
  const max = Math.min(hi, Math.max(min, 1e6));
  if (integer) {
    const a = Math.ceil(min);
    const b = Math.floor(max);
    return b < a
      ? fc.constant(a)
      : fc.oneof(fc.integer({ min: a, max: b }), fc.constantFrom(Math.ceil(lo), Math.floor(hi)));
  }
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(lo, hi));
}

/** Values that usually satisfy `s` (bodies that reach the handler). */
export function validish(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = mergeAllOf(schema);
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (Array.isArray(branches) && branches.length)
    return fc.oneof(
      ...branches.map((b) => validish({ ...s, oneOf: undefined, anyOf: undefined, ...b }, depth + 1)),
    );
  const types = typesOf(s);
  const concrete = types.filter((t) => t !== 'null');
  const pick = concrete.length ? concrete : types;
  if (pick.length === 0) return fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 100 }));
  const arbs = pick.map((t) => validOfType(s, t, depth));
  if (types.includes('null')) arbs.push(fc.constant(null));
  return arbs.length === 1 ? (arbs[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbs);
}

function validOfType(s: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'string':
      return validString(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = isObj(s.items) ? s.items : {};
      const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof s.maxItems === 'number' ? s.maxItems : 3, 3));
      const item = validish(items, depth + 1);
      return s.uniqueItems === true
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const props = (isObj(s.properties) ? s.properties : {}) as Record<string, Schema>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, p] of Object.entries(props)) record[name] = anyFor(p, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(record).filter((k) => required.has(k)) });
    }
    default:
      return fc.constant(null);
  }
}

/** Values that break `s`. */
export function malformed(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = mergeAllOf(schema);
  const types = typesOf(s);
  const out: fc.Arbitrary<unknown>[] = [
    // Wrong types.
    fc.constantFrom<unknown>('x', '', 1, -1, 1.5, true, null, [], {}, [null], { a: 1 }),
  ];
  if (types.includes('integer') || types.includes('number')) {
    out.push(fc.constantFrom(...HUGE_INTEGERS, ...HUGE_INTEGERS.map((n) => -n)));
    out.push(fc.constantFrom(-1, 0, -2147483648, 0.5, -0.000001, 1e308, '12', '1e3'));
    if (typeof s.minimum === 'number') out.push(fc.constant(s.minimum - 1));
    if (typeof s.maximum === 'number') out.push(fc.constant(s.maximum + 1));
  }
  if (types.includes('string') || types.length === 0) {
    const max = typeof s.maxLength === 'number' ? s.maxLength : 200;
    out.push(fc.constantFrom(...NASTY_STRINGS));
    out.push(validString(s).map((v) => `${v}\u0000`));
    out.push(validString(s).map((v) => `\u0000${v}`));
    // Over the limit (a long limit is exceeded by one character: a rich text of 200 K).
    out.push(fc.constantFrom(max + 1, max + 17).map((n) => '长'.repeat(Math.min(n, 300_000))));
    out.push(fc.constantFrom('2024-13-45', '9999-99-99 99:99:99', '0000-00-00', 'NaN', '-1', '4294967296'));
  }
  if (types.includes('array')) {
    const items = isObj(s.items) ? s.items : {};
    const over = (typeof s.maxItems === 'number' ? s.maxItems : 50) + 1;
    out.push(
      fc.array(
        lazy(() => malformed(items, depth + 1)),
        { minLength: 1, maxLength: 3 },
      ),
    );
    out.push(
      lazy(() => validish(items, depth + 1)).map((v) =>
        Array.from({ length: Math.min(over, 5000) }, () => v),
      ),
    );
  }
  if (types.includes('object') && depth < 6) {
    const props = (isObj(s.properties) ? s.properties : {}) as Record<string, Schema>;
    const names = Object.keys(props);
    const base = lazy(() => validish(s, depth + 1)) as fc.Arbitrary<JsonObject>;
    out.push(base.map((o) => ({ ...o, 'stray\u0000key': 1 })));
    out.push(
      fc.tuple(base, fc.string({ minLength: 1, maxLength: 300 })).map(([o, k]) => ({ ...o, [k]: 'x' })),
    );
    if (names.length) {
      // One field missing, or one field malformed, the others usually valid.
      out.push(
        fc.tuple(base, fc.constantFrom(...names)).map(([o, k]) => {
          const { [k]: _gone, ...rest } = o;
          return rest;
        }),
      );
      out.push(
        fc
          .constantFrom(...names)
          .chain((k) => fc.tuple(base, fc.constant(k), malformed(props[k] as Schema, depth + 1)))
          .map(([o, k, v]) => ({ ...o, [k]: v })),
      );
    }
  }
  return fc.oneof(...out);
}

/** Mostly valid values with a malformed one now and then (one field in ten). */
export function anyFor(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 9, arbitrary: lazy(() => validish(schema, depth)) },
    { weight: 1, arbitrary: lazy(() => malformed(schema, depth)) },
  );
}

/**
 * An arbitrary built when first drawn from, then kept: building every branch of a nested schema
 * up front grows exponentially with its depth.
 */
function lazy<T>(make: () => fc.Arbitrary<T>): fc.Arbitrary<T> {
  let made: fc.Arbitrary<T> | undefined;
  return fc.constant(null).chain(() => {
    made ??= make();
    return made;
  });
}

/** A valid example body with one of its fields replaced by a malformed or another valid value. */
export function mutatedExample(schema: Schema, example: unknown): fc.Arbitrary<unknown> {
  const s = mergeAllOf(schema);
  const props = (isObj(s.properties) ? s.properties : {}) as Record<string, Schema>;
  const names = Object.keys(props);
  if (!isObj(example) || names.length === 0) return malformed(s);
  return fc
    .constantFrom(...names)
    .chain((k) =>
      fc.tuple(fc.constant(k), fc.oneof(malformed(props[k] as Schema, 1), validish(props[k] as Schema, 1))),
    )
    .map(([k, v]) => ({ ...structuredClone(example), [k]: v }));
}
