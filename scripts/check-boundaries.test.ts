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
});
