import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built package must load in plain Node through its exports map, as ESM and as CJS.
// The workspace test command builds first; run `pnpm build` before running this file alone.
const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = existsSync(join(pkgDir, 'dist', 'index.js')) && existsSync(join(pkgDir, 'dist', 'index.cjs'));

describe('built package', () => {
  it('imports in plain Node as ESM and CJS', () => {
    expect(built, 'dist/ missing: run pnpm build first').toBe(true);
    const out = execFileSync(process.execPath, ['scripts/smoke-dist.mjs'], { cwd: pkgDir, encoding: 'utf8' });
    expect(out).toMatch(/^esm: ok \(\d+ exports\)$/m);
    expect(out).toMatch(/^cjs: ok \(\d+ exports\)$/m);
  });
});
