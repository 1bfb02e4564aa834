/**
 * Reads the OpenAPI documents of openapi/ at start-up and turns every operation into an
 * {@link OperationDef}: method, Fastify route, security, parameters, request body and responses.
 *
 * Schemas are never copied: each is addressed by a JSON reference into its document
 * (`https://agrimap.local/openapi/base.yaml#/paths/…/schema`) so that Ajv resolves nested `$ref`s
 * (local and to components/common.yaml) against the right document. OpenAPI-level references
 * (parameters, request bodies, responses) are followed here.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SERVERS = ['account', 'system', 'base', 'shop', 'area', 'map'] as const;
export type ServerName = (typeof SERVERS)[number];

/** URL prefix of each server on the sandbox's single origin (the SDK's `sameOriginBaseUrls`). */
export const SERVER_PREFIXES: Readonly<Record<ServerName, string>> = {
  account: '/account',
  system: '/system',
  base: '/base',
  shop: '/shop',
  area: '/area/api/v1',
  map: '/map',
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Base of the `$id`s under which the documents are registered with Ajv. */
export const SPEC_BASE_URI = 'https://agrimap.local/openapi/';

export const OPENAPI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../openapi');

export type JsonObject = { [key: string]: unknown };

export interface SchemaLocation {
  /** Absolute JSON reference to the schema, usable as `{ $ref }` with Ajv. */
  ref: string;
  /** The schema object itself (may contain `$ref`s relative to `doc`). */
  schema: JsonObject;
  /** Document file the schema lives in, relative to openapi/ (e.g. `base.yaml`). */
  doc: string;
}

export interface ParamDef {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  location: SchemaLocation;
  example?: unknown;
}

export interface SecurityScheme {
  name: string;
  header: string;
}

export interface ResponseDef {
  status: string;
  /** Content type → schema (undefined when the content has no schema). */
  content: Map<string, SchemaLocation | undefined>;
}

export interface OperationDef {
  server: ServerName;
  operationId: string;
  method: HttpMethod;
  /** Path as written in the document, e.g. `/datasets/v1/{owner}/{datasetId}/features`. */
  path: string;
  /** Full route on the sandbox, Fastify syntax, e.g. `/map/datasets/v1/:owner/:datasetId/features`. */
  route: string;
  summary: string;
  successCodes: readonly number[];
  inferred: boolean;
  /** Alternatives of the security requirement: every scheme of one alternative must hold. */
  security: SecurityScheme[][];
  params: ParamDef[];
  body?: { required: boolean; contentType: string; location: SchemaLocation; example?: unknown };
  responses: Map<string, ResponseDef>;
  /** True when the success answer is the `{code, msg, data}` envelope (false for raw map/file resources). */
  envelope: boolean;
  /** Who may call the operation (`x-access` / `x-button` / `x-button-by`; openapi/README.md). */
  access: Access;
  /** An export operation: the operationId of the list it exports (`x-export-of`). */
  exportOf?: string;
}

/**
 * An operation's access declaration (openapi/README.md, "Who may call an operation"):
 * - `public`: no session needed;
 * - `signed-in`: any live session;
 * - `admin`: administrators only (a role flagged 管理员);
 * - `button`: one of `codes` (menu urls: button codes such as `order:pay`, or a page's url) must be
 *   granted by an enabled role of the caller — administrators always pass; with `by`, the value of a
 *   body field chooses the codes (`codes` is then their union, used when the value is not listed);
 * - `deny`: nothing declared — refused for everyone (deny by default; the lint fails on it).
 */
export type Access =
  | { kind: 'public' | 'signed-in' | 'admin' | 'deny' }
  | { kind: 'button'; codes: string[]; by?: { name: string; codes: Record<string, string[]> } };

const ACCESS_KINDS = new Set(['public', 'signed-in', 'admin']);

/** Reads an operation's access declaration; a malformed one is a start-up error. */
export function accessOf(op: JsonObject, where: string): Access {
  const declared = op['x-access'];
  const button = op['x-button'];
  if (declared !== undefined && button !== undefined)
    throw new Error(`OpenAPI: ${where} declares both x-access and x-button`);
  if (declared !== undefined) {
    if (typeof declared !== 'string' || !ACCESS_KINDS.has(declared))
      throw new Error(`OpenAPI: ${where} has an unknown x-access ${String(declared)}`);
    return { kind: declared as 'public' | 'signed-in' | 'admin' };
  }
  if (button === undefined) return { kind: 'deny' };
  const codes = ([] as unknown[]).concat(button).map(String);
  if (codes.length === 0) throw new Error(`OpenAPI: ${where} has an empty x-button`);
  const by = op['x-button-by'];
  if (by === undefined) return { kind: 'button', codes };
  if (!isObject(by) || by.in !== 'body' || typeof by.name !== 'string' || !isObject(by.codes))
    throw new Error(`OpenAPI: ${where} has a malformed x-button-by`);
  const byCodes: Record<string, string[]> = {};
  for (const [value, list] of Object.entries(by.codes)) {
    byCodes[value] = ([] as unknown[]).concat(list).map(String);
    for (const c of byCodes[value] ?? [])
      if (!codes.includes(c)) throw new Error(`OpenAPI: ${where} x-button-by code ${c} is not in x-button`);
  }
  return { kind: 'button', codes, by: { name: by.name, codes: byCodes } };
}

export interface LoadedSpec {
  docs: Map<string, JsonObject>;
  operations: OperationDef[];
  byId: Map<string, OperationDef>;
  /** Follows one JSON reference (absolute or relative to `fromDoc`) to its target. */
  resolve(ref: string, fromDoc: string): { value: unknown; doc: string; pointer: string };
  /** The schema at a location with `$ref`s followed recursively (cycles are cut at depth). */
  deref(location: SchemaLocation, depth?: number): JsonObject;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

function getPointer(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return root;
  let node = root;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = unescapePointer(decodeURIComponent(raw));
    if (typeof node !== 'object' || node === null || !(key in node)) {
      throw new Error(`OpenAPI: cannot resolve pointer ${pointer}`);
    }
    node = (node as JsonObject)[key];
  }
  return node;
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

const PARSE_CACHE = path.join(os.tmpdir(), 'agrimap-sandbox-cache');

/** Parses a YAML document; the result is cached as JSON by content hash (YAML parsing is slow). */
function parseYamlCached(text: string): JsonObject {
  const file = path.join(
    PARSE_CACHE,
    `spec-${createHash('sha256').update(text).digest('hex').slice(0, 24)}.json`,
  );
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
    } catch {
      // A damaged cache entry is rebuilt below.
    }
  }
  const doc = parse(text) as JsonObject;
  try {
    mkdirSync(PARSE_CACHE, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(doc));
    renameSync(tmp, file);
  } catch {
    // The cache is an optimisation only.
  }
  return doc;
}

export function loadSpec(dir: string = OPENAPI_DIR): LoadedSpec {
  const docs = new Map<string, JsonObject>();
  const load = (file: string) => {
    if (!docs.has(file)) docs.set(file, parseYamlCached(readFileSync(path.join(dir, file), 'utf8')));
    return docs.get(file) as JsonObject;
  };
  for (const server of SERVERS) load(`${server}.yaml`);
  load('components/common.yaml');

  const resolve = (ref: string, fromDoc: string) => {
    const [filePart = '', pointer = ''] = ref.split('#');
    const doc =
      filePart === ''
        ? fromDoc
        : path.posix.normalize(path.posix.join(path.posix.dirname(fromDoc), filePart));
    return { value: getPointer(load(doc), pointer), doc, pointer };
  };

  /** Follows `$ref` chains of an OpenAPI object (parameter, response, request body). */
  const follow = (value: unknown, doc: string, pointer: string) => {
    let cur = { value, doc, pointer };
    for (let i = 0; i < 10 && isObject(cur.value) && typeof cur.value.$ref === 'string'; i++) {
      cur = resolve(cur.value.$ref, cur.doc);
    }
    return cur;
  };

  const schemaAt = (doc: string, pointer: string): SchemaLocation => ({
    ref: `${SPEC_BASE_URI}${doc}#${pointer}`,
    schema: getPointer(load(doc), pointer) as JsonObject,
    doc,
  });

  const deref = (location: SchemaLocation, depth = 8): JsonObject => {
    const walk = (node: unknown, doc: string, d: number): unknown => {
      if (Array.isArray(node)) return node.map((n) => walk(n, doc, d));
      if (!isObject(node)) return node;
      if (typeof node.$ref === 'string') {
        if (d <= 0) return {};
        const target = resolve(node.$ref, doc);
        const { $ref: _ignored, ...rest } = node;
        const resolved = walk(target.value, target.doc, d - 1) as JsonObject;
        return Object.keys(rest).length ? { ...resolved, ...(walk(rest, doc, d) as JsonObject) } : resolved;
      }
      const out: JsonObject = {};
      for (const [k, v] of Object.entries(node)) out[k] = walk(v, doc, d);
      return out;
    };
    return walk(location.schema, location.doc, depth) as JsonObject;
  };

  const hasEnvelopeShape = (location: SchemaLocation): boolean => {
    const schema = deref(location, 4);
    const check = (s: JsonObject): boolean => {
      if (isObject(s.properties) && 'code' in s.properties && 'msg' in s.properties) return true;
      return Array.isArray(s.allOf) && s.allOf.some((part) => isObject(part) && check(part));
    };
    return check(schema);
  };

  const operations: OperationDef[] = [];
  for (const server of SERVERS) {
    const file = `${server}.yaml`;
    const doc = load(file);
    const schemes = new Map<string, SecurityScheme>();
    const rawSchemes = ((doc.components as JsonObject | undefined)?.securitySchemes ?? {}) as JsonObject;
    for (const [name, def] of Object.entries(rawSchemes)) {
      const resolved = follow(def, file, `/components/securitySchemes/${escapePointer(name)}`)
        .value as JsonObject;
      schemes.set(name, { name, header: String(resolved.name) });
    }
    const toSecurity = (req: unknown): SecurityScheme[][] =>
      (Array.isArray(req) ? req : []).map((alt) =>
        Object.keys(alt as JsonObject).map((name) => {
          const scheme = schemes.get(name);
          if (!scheme) throw new Error(`OpenAPI ${file}: unknown security scheme ${name}`);
          return scheme;
        }),
      );
    for (const [p, item] of Object.entries((doc.paths ?? {}) as JsonObject)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!isObject(op)) continue;
        const opPointer = `/paths/${escapePointer(p)}/${method}`;
        const params: ParamDef[] = [];
        const rawParams = [
          ...((item.parameters as unknown[] | undefined) ?? []).map(
            (v, i) => [v, `/paths/${escapePointer(p)}/parameters/${i}`] as const,
          ),
          ...((op.parameters as unknown[] | undefined) ?? []).map(
            (v, i) => [v, `${opPointer}/parameters/${i}`] as const,
          ),
        ];
        for (const [raw, ptr] of rawParams) {
          const r = follow(raw, file, ptr);
          const param = r.value as JsonObject;
          params.push({
            name: String(param.name),
            in: param.in as ParamDef['in'],
            required: param.required === true,
            location: schemaAt(r.doc, `${r.pointer}/schema`),
            ...(param.example !== undefined ? { example: param.example } : {}),
          });
        }
        let body: OperationDef['body'];
        if (op.requestBody !== undefined) {
          const r = follow(op.requestBody, file, `${opPointer}/requestBody`);
          const rb = r.value as JsonObject;
          const content = rb.content as JsonObject;
          const contentType = Object.keys(content)[0] as string;
          const media = content[contentType] as JsonObject;
          const examples = media.examples as JsonObject | undefined;
          const firstExample = examples
            ? (Object.values(examples)[0] as JsonObject | undefined)?.value
            : undefined;
          body = {
            required: rb.required === true,
            contentType,
            location: schemaAt(r.doc, `${r.pointer}/content/${escapePointer(contentType)}/schema`),
            example: media.example ?? firstExample,
          };
        }
        const responses = new Map<string, ResponseDef>();
        for (const [status, raw] of Object.entries((op.responses ?? {}) as JsonObject)) {
          const r = follow(raw, file, `${opPointer}/responses/${status}`);
          const resp = r.value as JsonObject;
          const content = new Map<string, SchemaLocation | undefined>();
          for (const [type, media] of Object.entries((resp.content ?? {}) as JsonObject)) {
            const hasSchema = isObject(media) && media.schema !== undefined;
            content.set(
              type,
              hasSchema ? schemaAt(r.doc, `${r.pointer}/content/${escapePointer(type)}/schema`) : undefined,
            );
          }
          responses.set(status, { status, content });
        }
        const ok = responses.get('200')?.content.get('application/json');
        const route = `${SERVER_PREFIXES[server]}${p.replace(/\{([^}]+)\}/g, ':$1')}`;
        operations.push({
          server,
          operationId: String(op.operationId),
          method,
          path: p,
          route,
          summary: String(op.summary ?? ''),
          successCodes: (op['x-success-codes'] as number[] | undefined) ?? [200],
          inferred: op['x-inferred'] === true,
          security: toSecurity(op.security ?? doc.security),
          params,
          ...(body ? { body } : {}),
          responses,
          envelope: ok !== undefined && hasEnvelopeShape(ok),
          access: accessOf(op, `${file} ${String(op.operationId)}`),
          ...(typeof op['x-export-of'] === 'string' ? { exportOf: op['x-export-of'] } : {}),
        });
      }
    }
  }
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  if (byId.size !== operations.length) throw new Error('OpenAPI: duplicate operationId');
  return { docs, operations, byId, resolve, deref };
}
