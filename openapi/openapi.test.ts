import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type Server, SPEC_CALLS } from './spec-calls';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVERS: Server[] = ['account', 'system', 'base', 'shop', 'area', 'map'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  responses?: Record<string, unknown>;
  'x-success-codes'?: number[];
}
type Doc = { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

const docs = Object.fromEntries(
  SERVERS.map((s) => [s, parse(readFileSync(path.join(here, `${s}.yaml`), 'utf8')) as Doc]),
) as Record<Server, Doc>;

const allOps = SERVERS.flatMap((server) =>
  Object.entries(docs[server].paths ?? {}).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ server, method: m, path: p, op: item[m] as Operation })),
  ),
);

describe('OpenAPI documents', () => {
  it('contain every call of SPEC §7 with its method, on its server', () => {
    const missing = SPEC_CALLS.filter((c) => !docs[c.server].paths?.[c.path]?.[c.method]).map(
      (c) => `${c.server} ${c.method.toUpperCase()} ${c.path}`,
    );
    expect(missing).toEqual([]);
  });

  it('keep the spec path typo /api/vi/dataconvert/prj2jwdcoord', () => {
    expect(docs.system.paths['/api/vi/dataconvert/prj2jwdcoord']?.post).toBeDefined();
  });

  it('give every operation a unique operationId and a Chinese summary', () => {
    const ids = allOps.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const noChinese = allOps
      .filter((o) => !/[\u4e00-\u9fa5]/.test(o.op.summary ?? ''))
      .map((o) => o.op.operationId);
    expect(noChinese).toEqual([]);
  });

  it('document the success codes the spec gives', () => {
    const codes = (server: Server, p: string, m: (typeof METHODS)[number]) =>
      docs[server].paths[p]?.[m]?.['x-success-codes'];
    expect(codes('system', '/api/v1/dic/list', 'post')).toEqual([0]);
    expect(codes('system', '/api/v1/dic/getDic', 'get')).toEqual([200]);
    for (const p of ['/api/v1/camera/listDevice', '/api/v1/camera/updateDevice'])
      expect(codes('base', p, 'post')).toEqual([200]);
    expect(codes('base', '/api/v1/camera/flush', 'get')).toEqual([200]);
  });

  it('document 400 and 401 on every operation', () => {
    const lacking = allOps
      .filter((o) => !o.op.responses?.['400'] || !o.op.responses?.['401'])
      .map((o) => `${o.server} ${o.method} ${o.path}`);
    expect(lacking).toEqual([]);
  });
});
