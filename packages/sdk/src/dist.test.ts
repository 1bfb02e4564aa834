import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built package must load in plain Node, both as ESM and as CommonJS.
const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const probe = `const { createPlatformClient, unwrap, encodeBase64, OPERATIONS } = SDK;
const c = createPlatformClient({ baseUrls: { account: 'http://x/a', system: 'http://x/s', base: 'http://x/b', shop: 'http://x/sh', area: 'http://x/ar', map: 'http://x/m' }, appId: 'a', tokenPrefix: 'p_' });
console.log(JSON.stringify({ servers: Object.keys(c), unwrap: typeof unwrap, b64: encodeBase64('农资'), ops: OPERATIONS.length }));`;

// A consumer directory with node_modules/@agrimap/sdk linked to this package, as npm would install it.
let consumer = '';
beforeAll(() => {
  consumer = mkdtempSync(path.join(tmpdir(), 'sdk-consumer-'));
  mkdirSync(path.join(consumer, 'node_modules/@agrimap'), { recursive: true });
  symlinkSync(pkgDir, path.join(consumer, 'node_modules/@agrimap/sdk'), 'dir');
});
afterAll(() => rmSync(consumer, { recursive: true, force: true }));

function run(args: string[]): { servers: string[]; unwrap: string; b64: string; ops: number } {
  return JSON.parse(execFileSync(process.execPath, args, { cwd: consumer, encoding: 'utf8' }));
}

describe('built package', () => {
  it('exists (run `pnpm build` first)', () => {
    expect(existsSync(path.join(pkgDir, 'dist/index.js')), 'dist/index.js missing: run pnpm build').toBe(
      true,
    );
  });

  it('imports in Node ESM', () => {
    const out = run(['--input-type=module', '-e', `import * as SDK from '@agrimap/sdk'; ${probe}`]);
    expect(out.servers).toEqual(['account', 'system', 'base', 'shop', 'area', 'map']);
    expect(out.unwrap).toBe('function');
    expect(out.b64).toBe('5Yac6LWE');
    expect(out.ops).toBeGreaterThan(80);
  });

  it('requires in Node CommonJS', () => {
    const out = run(['--input-type=commonjs', '-e', `const SDK = require('@agrimap/sdk'); ${probe}`]);
    expect(out.servers).toHaveLength(6);
    expect(out.unwrap).toBe('function');
  });
});
