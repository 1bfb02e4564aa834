import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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
  security?: Record<string, unknown>[];
  'x-success-codes'?: number[];
  'x-access'?: string;
  'x-button'?: string[];
  'x-button-by'?: { in: string; name: string; codes: Record<string, string[]> };
}
type Doc = {
  security?: Record<string, unknown>[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
};

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

  it('declare who may call every operation: exactly one of x-access and x-button, guarded ones with 403', () => {
    const wrong = allOps
      .filter((o) => {
        const { 'x-access': access, 'x-button': button } = o.op;
        if ((access === undefined) === (button === undefined)) return true;
        if (access !== undefined) return !['public', 'signed-in', 'admin'].includes(access);
        return !Array.isArray(button) || button.length === 0;
      })
      .map((o) => o.op.operationId);
    expect(wrong).toEqual([]);
    const guardedWithout403 = allOps
      .filter((o) => (o.op['x-button'] || o.op['x-access'] === 'admin') && !o.op.responses?.['403'])
      .map((o) => o.op.operationId);
    expect(guardedWithout403).toEqual([]);
  });

  it('make x-button-by choose among the x-button codes, by a request field', () => {
    for (const { op } of allOps.filter((o) => o.op['x-button-by'])) {
      const by = op['x-button-by'] as NonNullable<Operation['x-button-by']>;
      expect(by.in, op.operationId).toBe('body');
      for (const codes of Object.values(by.codes))
        for (const code of codes) expect(op['x-button'], op.operationId).toContain(code);
    }
  });

  it('need no token exactly where the access is public', () => {
    const mismatched = allOps
      .filter((o) => {
        const security = o.op.security ?? docs[o.server].security ?? [];
        const open = security.length === 0 || security.some((alt) => !('token' in alt));
        return open !== (o.op['x-access'] === 'public');
      })
      .map((o) => o.op.operationId);
    expect(mismatched).toEqual([]);
  });
});

describe('pnpm lint:openapi', () => {
  it('fails on an operation that declares no access', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agrimap-openapi-'));
    try {
      cpSync(here, dir, { recursive: true, filter: (src) => !src.includes('node_modules') });
      cpSync(path.join(here, '../redocly.yaml'), path.join(dir, 'redocly.yaml'));
      const file = path.join(dir, 'base.yaml');
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('operationId: listDevice\n      x-access: signed-in\n');
      writeFileSync(
        file,
        text.replace('operationId: listDevice\n      x-access: signed-in\n', 'operationId: listDevice\n'),
      );
      const lint = (f: string) =>
        spawnSync(process.execPath, [redoclyCli(), 'lint', '--config', path.join(dir, 'redocly.yaml'), f], {
          encoding: 'utf8',
          cwd: dir,
        });
      const broken = lint(file);
      expect(broken.status).not.toBe(0);
      expect(`${broken.stdout}${broken.stderr}`).toContain('rule/operation-access-declared');
      writeFileSync(file, text);
      expect(lint(file).status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** The Redocly CLI's entry script (the same CLI `pnpm lint:openapi` runs). */
function redoclyCli(): string {
  const pkg = path.join(here, '../node_modules/@redocly/cli/package.json');
  const bin = (JSON.parse(readFileSync(pkg, 'utf8')) as { bin: Record<string, string> | string }).bin;
  return path.join(path.dirname(pkg), typeof bin === 'string' ? bin : (Object.values(bin)[0] as string));
}
