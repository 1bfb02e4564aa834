import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findViolations } from './check-boundaries.mjs';

let root = '';
function file(rel: string, text: string) {
  const full = path.join(root, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import boundaries', () => {
  it('accepts imports that follow the layout', () => {
    root = mkdtempSync(path.join(tmpdir(), 'bounds-'));
    file('packages/geo/src/a.ts', "import x from 'proj4';\n");
    file('apps/web/src/features/map/a.ts', "import { x } from '../../lib/sdk';\nimport { y } from './b';\n");
    file('apps/web/src/routes/a.tsx', "import { Map } from '../features/map/a';\n");
    expect(findViolations(root)).toEqual([]);
  });

  it('flags a package importing an app, cross-feature imports and shared code importing features', () => {
    root = mkdtempSync(path.join(tmpdir(), 'bounds-'));
    file('packages/sdk/src/a.ts', "import { x } from '@agrimap/web';\n");
    file('apps/web/src/features/map/a.ts', "import { Popup } from '../devices/popup';\n");
    file('apps/web/src/features/devices/b.ts', "const m = import('@/features/map/a');\n");
    file('apps/web/src/lib/c.ts', "export { x } from '../features/map/a';\n");
    file('apps/web/src/features/auth/d.ts', "import { r } from '../../routes/login';\n");
    const problems = findViolations(root);
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/must not import an app/);
    expect(problems.join('\n')).toMatch(/feature "map" must not import feature "devices"/);
    expect(problems.join('\n')).toMatch(/feature "devices" must not import feature "map"/);
    expect(problems.join('\n')).toMatch(/shared lib\/ must not import features\//);
    expect(problems.join('\n')).toMatch(/features must not import routes\//);
  });

  it('flags raw client calls and literal query keys outside lib/ and tests (one API path)', () => {
    root = mkdtempSync(path.join(tmpdir(), 'bounds-'));
    file(
      'apps/web/src/features/map/api.ts',
      [
        "export const a = (c) => c.base.GET('/x');",
        "export const b = (c) => unwrap(await c.system.POST('/y', { body: {} }));",
        "export const q = { queryKey: ['map', 'layers'], queryFn };",
        "export const k = { queryKey: apiKey('base', 'get', '/x'), queryFn };",
        "export const d = (c) => c.shop.DELETE('/z');",
      ].join('\n'),
    );
    file(
      'apps/web/src/components/map/a.tsx',
      "useQuery({\n  queryKey: [...KEY, id],\n});\nc.area.PUT('/p');\n",
    );
    // allowed: lib/, tests, the test helpers, and words that only look alike
    file(
      'apps/web/src/lib/query.ts',
      "const r = await client.base.GET('/x');\nqueryOptions({ queryKey: [s] });\n",
    );
    file(
      'apps/web/src/features/map/a.test.tsx',
      "await api.base.POST('/x');\nconst o = { queryKey: ['x'] };\n",
    );
    file('apps/web/src/features/map/b.isolated.test.tsx', "await api.base.PATCH('/x');\n");
    file('apps/web/src/test/sandbox.tsx', "await client.account.POST('/api/auth/login');\n");
    file('apps/web/src/features/map/c.ts', '/** `GET /api/v1/layer/list` then POST it */\nconst GET = 1;\n');
    expect([...findViolations(root)].sort()).toEqual([
      'apps/web/src/components/map/a.tsx:2: literal queryKey outside lib/: build it with apiKey / apiViewKey from lib/query',
      'apps/web/src/components/map/a.tsx:4: raw client call .PUT( outside lib/: use apiFetch / apiQuery / apiBlob from lib/query',
      'apps/web/src/features/map/api.ts:1: raw client call .GET( outside lib/: use apiFetch / apiQuery / apiBlob from lib/query',
      'apps/web/src/features/map/api.ts:2: raw client call .POST( outside lib/: use apiFetch / apiQuery / apiBlob from lib/query',
      'apps/web/src/features/map/api.ts:3: literal queryKey outside lib/: build it with apiKey / apiViewKey from lib/query',
      'apps/web/src/features/map/api.ts:5: raw client call .DELETE( outside lib/: use apiFetch / apiQuery / apiBlob from lib/query',
    ]);
  });
});
