// Builds a request an operation's contract accepts: parameter and body values come from the
// document's own examples (realistic Hunan data), or — where an operation has none — are derived
// from the schema (const, enum, default, bounds, formats). A schema that cannot be satisfied
// without an example (a `pattern` with no example) is reported, never guessed.
import { isObject, type Json, type JsonObject, resolve, type SpecOperation } from './specs';

export interface BuiltRequest {
  pathParams: Record<string, Json>;
  query: Record<string, Json>;
  /** Header parameters the operation declares (security headers are the SDK's job). */
  headers: Record<string, string>;
  /** Present when the operation has a request body with an example or a required body. */
  body?: Json;
  bodyContentType?: string;
  /** Content type of the first 2xx response (`application/json` preferred). */
  responseContentType?: string;
  /** Every content type the first 2xx response documents. */
  responseContentTypes: string[];
  /** True when the first 2xx JSON response is the `{code, msg, data}` envelope. */
  envelope: boolean;
}

const JSON_TYPES = /^application\/([\w.+-]+\+)?json$/;

function firstExample(node: JsonObject, doc: JsonObject): Json | undefined {
  if (node.example !== undefined) return node.example;
  if (isObject(node.examples)) {
    const first = Object.values(node.examples)[0];
    const resolved = resolve(doc, first);
    if (isObject(resolved) && resolved.value !== undefined) return resolved.value;
  }
  return undefined;
}

function schemaTypes(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  if (isObject(schema.properties) || Array.isArray(schema.required)) return ['object'];
  if (schema.items !== undefined || schema.prefixItems !== undefined) return ['array'];
  return [];
}

/** A value valid against `schema` (as far as the keywords used in openapi/ go). */
export function sampleFromSchema(doc: JsonObject, raw: Json | undefined, where = 'schema', depth = 0): Json {
  if (depth > 12) throw new Error(`${where}: schema nests too deeply to build a sample`);
  const schema = resolve(doc, raw);
  if (schema === true || schema === undefined) return 'sample';
  if (!isObject(schema)) throw new Error(`${where}: unsupported schema ${JSON.stringify(schema)}`);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as Json;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as Json;
  if (Array.isArray(schema.allOf)) {
    const merged: JsonObject = {};
    for (const [i, part] of schema.allOf.entries()) {
      const value = sampleFromSchema(doc, part, `${where}.allOf[${i}]`, depth + 1);
      if (isObject(value)) Object.assign(merged, value);
    }
    const own = { ...schema };
    delete own.allOf;
    const rest = schemaTypes(own).length ? sampleFromSchema(doc, own, where, depth + 1) : {};
    return isObject(rest) ? { ...merged, ...rest } : merged;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      const nonNull = options.find((o) => {
        const r = resolve(doc, o);
        return !(isObject(r) && r.type === 'null');
      });
      const base = sampleFromSchema(doc, nonNull ?? options[0], `${where}.${key}[0]`, depth + 1);
      const own = { ...schema };
      delete own[key];
      if (isObject(base) && schemaTypes(own).includes('object')) {
        const rest = sampleFromSchema(doc, own, where, depth + 1);
        return isObject(rest) ? { ...rest, ...base } : base;
      }
      return base;
    }
  }
  const types = schemaTypes(schema);
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const out: JsonObject = {};
      const props = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      for (const name of required) {
        out[name] = sampleFromSchema(doc, props[name], `${where}.${name}`, depth + 1);
      }
      return out;
    }
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        return schema.prefixItems.map((item, i) => sampleFromSchema(doc, item, `${where}[${i}]`, depth + 1));
      }
      const count = typeof schema.minItems === 'number' ? Math.max(schema.minItems, 1) : 1;
      const item = sampleFromSchema(doc, schema.items, `${where}[]`, depth + 1);
      return Array.from({ length: count }, () => item);
    }
    case 'integer':
    case 'number': {
      const min =
        typeof schema.minimum === 'number'
          ? schema.minimum
          : typeof schema.exclusiveMinimum === 'number'
            ? Math.floor(schema.exclusiveMinimum) + 1
            : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
      return max !== undefined && min > max ? max : min;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (typeof schema.pattern === 'string') {
        throw new Error(`${where}: a string with pattern ${schema.pattern} needs an example in the spec`);
      }
      switch (schema.format) {
        case 'date-time':
          return '2024-05-20T14:30:00+08:00';
        case 'date':
          return '2024-05-20';
        case 'uri':
        case 'uri-reference':
          return 'https://example.org/sample';
        case 'email':
          return 'sample@example.org';
        case 'binary':
          return 'sample';
      }
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      return 'x'.repeat(Math.max(min, 1));
    }
    default:
      throw new Error(`${where}: cannot build a sample for ${JSON.stringify(schema).slice(0, 200)}`);
  }
}

function paramValue(doc: JsonObject, param: JsonObject, where: string): Json {
  const example = firstExample(param, doc);
  if (example !== undefined) return example;
  return sampleFromSchema(doc, param.schema, where);
}

/** The first 2xx response of an operation, resolved. */
export function successResponse(doc: JsonObject, op: JsonObject): { status: number; response: JsonObject } {
  const responses = isObject(op.responses) ? op.responses : {};
  const codes = Object.keys(responses)
    .filter((c) => /^2\d\d$/.test(c))
    .sort();
  const code = codes[0];
  if (!code) throw new Error(`operation ${String(op.operationId)} documents no 2xx response`);
  const response = resolve(doc, responses[code]);
  if (!isObject(response)) throw new Error(`operation ${String(op.operationId)}: bad ${code} response`);
  return { status: Number(code), response };
}

/** Whether a (possibly allOf-composed) schema requires `code` and `msg`: the envelope. */
export function isEnvelopeSchema(doc: JsonObject, raw: Json | undefined, depth = 0): boolean {
  const schema = resolve(doc, raw);
  if (!isObject(schema) || depth > 8) return false;
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (required.includes('code') && required.includes('msg')) return true;
  return Array.isArray(schema.allOf) && schema.allOf.some((part) => isEnvelopeSchema(doc, part, depth + 1));
}

/** A request the operation's contract accepts. */
export function buildRequest(doc: JsonObject, operation: SpecOperation): BuiltRequest {
  const name = `${operation.server}.${operation.operationId}`;
  const built: BuiltRequest = {
    pathParams: {},
    query: {},
    headers: {},
    envelope: false,
    responseContentTypes: [],
  };
  for (const param of operation.parameters) {
    const where = `${name} ${String(param.in)} parameter ${String(param.name)}`;
    const hasExample = firstExample(param, doc) !== undefined;
    if (param.required !== true && !hasExample) continue;
    const value = paramValue(doc, param, where);
    const key = String(param.name);
    if (param.in === 'path') built.pathParams[key] = value;
    else if (param.in === 'query') built.query[key] = value;
    else if (param.in === 'header') built.headers[key] = String(value);
    else throw new Error(`${where}: parameters in ${String(param.in)} are not supported`);
  }
  const requestBody = resolve(doc, operation.op.requestBody);
  if (isObject(requestBody) && isObject(requestBody.content)) {
    const types = Object.keys(requestBody.content);
    const contentType = types.find((t) => JSON_TYPES.test(t)) ?? types[0];
    if (contentType) {
      const media = requestBody.content[contentType];
      if (!isObject(media)) throw new Error(`${name}: bad request body media type`);
      const example = firstExample(media, doc);
      if (example !== undefined || requestBody.required === true) {
        built.body = example ?? sampleFromSchema(doc, media.schema, `${name} request body`);
        built.bodyContentType = contentType;
      }
    }
  }
  const { response } = successResponse(doc, operation.op);
  if (isObject(response.content)) {
    const types = Object.keys(response.content);
    const contentType = types.find((t) => t === 'application/json') ?? types[0];
    built.responseContentType = contentType;
    built.responseContentTypes = types;
    const media = contentType ? response.content[contentType] : undefined;
    built.envelope =
      contentType !== undefined && JSON_TYPES.test(contentType) && isObject(media)
        ? isEnvelopeSchema(doc, media.schema)
        : false;
  }
  return built;
}

/** True for JSON media types (`application/json`, `application/geo+json`, …). */
export function isJsonType(contentType: string | undefined): boolean {
  return contentType !== undefined && JSON_TYPES.test(contentType.split(';')[0]?.trim() ?? '');
}
