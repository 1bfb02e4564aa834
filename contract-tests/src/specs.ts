// Loads the bundled OpenAPI documents (see bundle.mjs) and walks their operations.
import { readFile } from 'node:fs/promises';
import { bundleSpecs } from './bundle.mjs';
import { SERVERS, type ServerName } from './servers';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of an OpenAPI 3.1 document the contract tests read (loosely typed JSON). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface SpecOperation {
  server: ServerName;
  operationId: string;
  method: HttpMethod;
  path: string;
  /** The operation object (may contain `$ref`s into the document). */
  op: JsonObject;
  /** Parameters of the path item and the operation, resolved, operation-level winning. */
  parameters: JsonObject[];
}

export interface BundledSpec {
  server: ServerName;
  /** The bundled JSON document. */
  file: string;
  /** The same with 2020-12 tuples in draft-07 form (for Prism and swagger-mock-validator). */
  compatFile: string;
  doc: JsonObject;
}

/** Bundles and parses the documents. */
export async function loadSpecs(
  servers: readonly ServerName[] = SERVERS,
): Promise<Record<ServerName, BundledSpec>> {
  const files = (await bundleSpecs([...servers])) as Record<ServerName, { bundled: string; compat: string }>;
  const entries = await Promise.all(
    servers.map(async (server) => {
      const { bundled, compat } = files[server];
      const doc = JSON.parse(await readFile(bundled, 'utf8')) as JsonObject;
      return [server, { server, file: bundled, compatFile: compat, doc }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ServerName, BundledSpec>;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows `$ref` chains inside one document (`#/components/...`). */
export function resolve(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`external $ref left after bundling: ${ref}`);
    if (seen.has(ref)) throw new Error(`$ref cycle at ${ref}`);
    seen.add(ref);
    let target: Json | undefined = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`unresolvable $ref ${ref}`);
    current = target;
  }
  return current;
}

/** Every operation of a bundled document, in document order. */
export function specOperations(spec: BundledSpec): SpecOperation[] {
  const out: SpecOperation[] = [];
  const paths = spec.doc.paths;
  if (!isObject(paths)) return out;
  for (const [p, rawItem] of Object.entries(paths)) {
    const item = resolve(spec.doc, rawItem);
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const params = new Map<string, JsonObject>();
      for (const list of [item.parameters, op.parameters]) {
        if (!Array.isArray(list)) continue;
        for (const raw of list) {
          const param = resolve(spec.doc, raw);
          if (isObject(param)) params.set(`${param.in}:${param.name}`, param);
        }
      }
      out.push({
        server: spec.server,
        operationId: String(op.operationId),
        method,
        path: p,
        op,
        parameters: [...params.values()],
      });
    }
  }
  return out;
}
