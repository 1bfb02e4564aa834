// The web asks for access codes (apps/web/src/lib/access-codes.ts, the only codes `useAccess().can`
// accepts); each must be a menu url of the sandbox's seed menus (else no role could grant it) and
// guard some operation of the spec (`x-button` / `x-button-by`, else the button hides a call the
// server lets anyone make). Lives at the root: it reads the web, the sandbox and openapi/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { menuRows } from '../apps/sandbox/src/seed/menus';
import { ACCESS_CODES, allAccessCodes } from '../apps/web/src/lib/access-codes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const codeList = (v: unknown): string[] =>
  v === undefined || v === null ? [] : ([] as unknown[]).concat(v).map((c) => String(c));

/**
 * The codes an OpenAPI document declares on its operations, each with the operations it guards:
 * `x-button: [codes…]` and the code lists of `x-button-by: {in, name, codes: {value: [codes…]}}`.
 */
function declaredCodes(doc: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const paths = isObject(doc) && isObject(doc.paths) ? doc.paths : {};
  for (const [p, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const by = op['x-button-by'];
      const byCodes = isObject(by) && isObject(by.codes) ? Object.values(by.codes).flatMap(codeList) : [];
      for (const code of new Set([...codeList(op['x-button']), ...byCodes])) {
        const ops = out.get(code) ?? [];
        ops.push(`${method.toUpperCase()} ${p}`);
        out.set(code, ops);
      }
    }
  }
  return out;
}

let specCodesOnce: Map<string, string[]> | undefined;

/** The codes declared over every server document of openapi/ (read once). */
function specCodes(): Map<string, string[]> {
  if (specCodesOnce) return specCodesOnce;
  const dir = path.join(root, 'openapi');
  const all = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    for (const [code, ops] of declaredCodes(parse(readFileSync(path.join(dir, name), 'utf8')))) {
      all.set(code, [...(all.get(code) ?? []), ...ops.map((op) => `${name} ${op}`)]);
    }
  }
  specCodesOnce = all;
  return all;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts')) yield full;
  }
}

// Reading the six specs takes under a second alone and more than vitest's 5 s default on a loaded
// 2-core machine (the test command runs browsers beside it): a generous limit, not a speed claim.
describe('access codes the web asks for', { timeout: 60_000 }, () => {
  const codes = allAccessCodes();

  it('are a non-empty registry', () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(Object.keys(ACCESS_CODES).length).toBeGreaterThan(0);
  });

  it('are each still asked for by some screen (written out, not composed)', () => {
    const registry = path.join(root, 'apps/web/src/lib/access-codes.ts');
    const text = [...sourceFiles(path.join(root, 'apps/web/src'))]
      .filter((f) => f !== registry)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused = codes.filter((code) => !text.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('exist as menu urls of the seed menus', () => {
    const urls = new Set(menuRows().map((row) => row.menu_url));
    expect(codes.filter((code) => !urls.has(code))).toEqual([]);
  });

  it('are declared on some operation of the spec (x-button / x-button-by)', () => {
    const declared = specCodes();
    expect(codes.filter((code) => !declared.has(code))).toEqual([]);
  });
});

describe('declaredCodes', () => {
  it('reads x-button (a list or one code) and every list of x-button-by', () => {
    const doc = parse(`
paths:
  /a:
    post:
      x-button: [a:add, a:edit]
    get:
      x-access: signed-in
  /b:
    delete:
      x-button: b:delete
  /order/action:
    post:
      x-button: [order:pay, order:close]
      x-button-by:
        in: body
        name: action
        codes: { pay: [order:pay], close: [order:close], remark: [order:remark] }
    parameters: []
`);
    const found = declaredCodes(doc);
    expect([...found.keys()].sort()).toEqual([
      'a:add',
      'a:edit',
      'b:delete',
      'order:close',
      'order:pay',
      'order:remark',
    ]);
    expect(found.get('a:add')).toEqual(['POST /a']);
    expect(found.get('order:remark')).toEqual(['POST /order/action']);
    expect(declaredCodes({}).size).toBe(0);
  });

  it('finds the declarations already in openapi/ (e.g. customer:add in shop.yaml)', () => {
    const declared = specCodes();
    expect(declared.get('customer:add')?.some((op) => op.startsWith('shop.yaml POST '))).toBe(true);
    expect(declared.get('massif:delete')?.some((op) => op.startsWith('area.yaml '))).toBe(true);
    expect(declared.has('no:such')).toBe(false);
  });
});
