/**
 * Request and response validation against the OpenAPI documents with Ajv (OpenAPI 3.1 schemas
 * are JSON Schema 2020-12). Every document is registered under its own `$id`, so a validator is
 * just `{ $ref: '<doc>#<pointer>' }` and Ajv resolves nested references itself.
 *
 * Parameters (path, query) are validated by an instance that coerces types (query strings are
 * text); JSON bodies and responses by a strict one that does not.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  type JsonObject,
  type LoadedSpec,
  type OperationDef,
  type SchemaLocation,
  SPEC_BASE_URI,
} from './load';

export interface ValidationFailure {
  /** Chinese description naming the field, e.g. `body.page 必须 >= 1`. */
  message: string;
  errors: ErrorObject[];
}

export type Validator = (data: unknown) => ValidationFailure | undefined;

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: '邮箱地址',
  date: '日期（yyyy-MM-dd）',
  'date-time': '日期时间',
  'uri-reference': 'URI',
  uri: 'URI',
};

/** Longest field name a message repeats (a stray key may be megabytes long). */
const MAX_NAME = 40;

/** A field name as a message shows it: control characters replaced, long names cut. */
export function displayName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '�');
  return clean.length > MAX_NAME ? `${clean.slice(0, MAX_NAME)}…` : clean;
}

/** `/points/0/x` under `body` → `body.points[0].x`. */
export function fieldPath(prefix: string, instancePath: string, child?: string): string {
  let out = prefix;
  const parts = instancePath === '' ? [] : instancePath.slice(1).split('/');
  if (child !== undefined) parts.push(child);
  for (const raw of parts) {
    const part = displayName(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (/^\d+$/.test(part)) out += `[${part}]`;
    else out += out ? `.${part}` : part;
  }
  return out || '请求';
}

/**
 * The first field (path as in messages, e.g. `body.lines[0].name`) whose value or name holds a NUL
 * character (U+0000): PostgreSQL refuses it in text and jsonb, so the request is refused first.
 */
export function nulField(prefix: string, data: unknown, depth = 0): string | undefined {
  if (typeof data === 'string') return data.includes('\u0000') ? prefix : undefined;
  if (typeof data !== 'object' || data === null || depth > 64) return undefined;
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const hit = nulField(`${prefix}[${i}]`, data[i], depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const [key, value] of Object.entries(data)) {
    const at = `${prefix}.${displayName(key)}`;
    if (key.includes('\u0000')) return at;
    const hit = nulField(at, value, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

const list = (values: unknown) =>
  (Array.isArray(values) ? values : [values])
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .join('、');

/** One Ajv error in Simplified Chinese, naming the field. */
export function describeError(prefix: string, e: ErrorObject): string {
  const at = fieldPath(prefix, e.instancePath);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `${fieldPath(prefix, e.instancePath, String(p.missingProperty))} 不能为空`;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `${at} 必须是${types.join('或')}`;
    }
    case 'minimum':
      return `${at} 必须 >= ${p.limit}`;
    case 'maximum':
      return `${at} 必须 <= ${p.limit}`;
    case 'exclusiveMinimum':
      return `${at} 必须 > ${p.limit}`;
    case 'exclusiveMaximum':
      return `${at} 必须 < ${p.limit}`;
    case 'minLength':
      return `${at} 长度不能少于 ${p.limit} 个字符`;
    case 'maxLength':
      return `${at} 长度不能超过 ${p.limit} 个字符`;
    case 'pattern':
      return `${at} 格式不正确`;
    case 'format':
      if (p.format === 'int32') return `${at} 超出整数范围（-2147483648 至 2147483647）`;
      if (p.format === 'int64') return `${at} 超出整数范围（-2^63 至 2^63−1）`;
      return `${at} 不是有效的${FORMAT_NAMES[String(p.format)] ?? String(p.format)}`;
    case 'enum':
      return `${at} 必须是以下值之一：${list(p.allowedValues)}`;
    case 'const':
      return `${at} 必须等于 ${list(p.allowedValue)}`;
    case 'additionalProperties':
      return `${at} 不允许包含未定义的字段 ${displayName(String(p.additionalProperty))}`;
    case 'unevaluatedProperties':
      return `${at} 不允许包含未定义的字段 ${displayName(String(p.unevaluatedProperty))}`;
    case 'minItems':
      return `${at} 至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `${at} 最多 ${p.limit} 项`;
    case 'items':
    case 'additionalItems':
      return `${at} 最多 ${p.limit} 项`;
    case 'uniqueItems':
      return `${at} 不能包含重复项（第 ${Number(p.j) + 1} 项与第 ${Number(p.i) + 1} 项相同）`;
    case 'minProperties':
      return `${at} 至少需要 ${p.limit} 个字段`;
    case 'maxProperties':
      return `${at} 最多 ${p.limit} 个字段`;
    case 'oneOf':
      return Array.isArray(p.passingSchemas)
        ? `${at} 只能符合一种格式，但同时符合了多种`
        : `${at} 不符合任何一种允许的格式`;
    case 'anyOf':
      return `${at} 不符合任何一种允许的格式`;
    case 'not':
      return `${at} 不允许是该值`;
    default:
      return `${at} 不符合约定（${e.keyword}）`;
  }
}

const PRIORITY: Record<string, number> = {
  required: 0,
  type: 1,
  additionalProperties: 2,
  unevaluatedProperties: 2,
  enum: 3,
  const: 3,
  format: 4,
  pattern: 4,
  minProperties: 8,
  maxProperties: 8,
  oneOf: 9,
  anyOf: 9,
};

/** Picks the most telling error: the shallowest, then a concrete keyword over a structural one. */
function primaryError(errors: ErrorObject[]): ErrorObject {
  const depth = (e: ErrorObject) => (e.instancePath === '' ? 0 : e.instancePath.split('/').length - 1);
  const rank = (e: ErrorObject) => PRIORITY[e.keyword] ?? 5;
  const sorted = [...errors].sort((a, b) => depth(a) - depth(b) || rank(a) - rank(b));
  const best = sorted[0] as ErrorObject;
  // A oneOf/anyOf that no branch satisfied: name the field when exactly one concrete error remains.
  if ((best.keyword === 'oneOf' || best.keyword === 'anyOf') && !Array.isArray(best.params.passingSchemas)) {
    const concrete = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf');
    if (concrete.length === 1) return concrete[0] as ErrorObject;
  }
  return best;
}

export interface SpecValidators {
  /** Validates and coerces (in place) an object of path or query parameters. */
  params(op: OperationDef, where: 'path' | 'query'): Validator;
  body(op: OperationDef): Validator;
  /** Response body validator for a status and content type, or undefined if the spec has no schema. */
  response(op: OperationDef, status: string, contentType: string): Validator | undefined;
  schema(ref: string): Validator;
}

function makeAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    strict: false,
    // All errors, so the most telling one can be reported (see primaryError).
    allErrors: true,
    coerceTypes: coerce,
    validateFormats: true,
    // OpenAPI documents are not schemas themselves: don't check them against the meta-schema.
    validateSchema: false,
  });
  addFormats(ajv);
  return ajv;
}

export function createValidators(spec: LoadedSpec): SpecValidators {
  const strict = makeAjv(false);
  const coercing = makeAjv(true);
  for (const [file, doc] of spec.docs) {
    strict.addSchema(doc, `${SPEC_BASE_URI}${file}`);
    coercing.addSchema(doc, `${SPEC_BASE_URI}${file}`);
  }
  const cache = new Map<string, Validator>();
  const wrap =
    (fn: ValidateFunction, prefix: string): Validator =>
    (data) => {
      if (fn(data)) return undefined;
      const errors = fn.errors ?? [];
      const primary = errors.length ? primaryError(errors) : undefined;
      return { message: primary ? describeError(prefix, primary) : `${prefix} 不符合约定`, errors };
    };
  const cached = (key: string, make: () => Validator) => {
    let v = cache.get(key);
    if (!v) {
      v = make();
      cache.set(key, v);
    }
    return v;
  };
  const ref = (loc: SchemaLocation) => ({ $ref: loc.ref });
  return {
    params(op, where) {
      return cached(`${op.operationId}:${where}`, () => {
        const list = op.params.filter((p) => p.in === where);
        const schema: JsonObject = {
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, ref(p.location)])),
          required: list.filter((p) => p.required).map((p) => p.name),
        };
        return wrap(coercing.compile(schema), where);
      });
    },
    body(op) {
      return cached(`${op.operationId}:body`, () => {
        if (!op.body) return () => undefined;
        return wrap(strict.compile(ref(op.body.location)), 'body');
      });
    },
    response(op, status, contentType) {
      const loc = op.responses.get(status)?.content.get(contentType);
      if (!loc) return undefined;
      return cached(`${op.operationId}:${status}:${contentType}`, () =>
        wrap(strict.compile(ref(loc)), 'response'),
      );
    },
    schema(schemaRef) {
      return cached(`ref:${schemaRef}`, () => wrap(strict.compile({ $ref: schemaRef }), 'response'));
    },
  };
}
