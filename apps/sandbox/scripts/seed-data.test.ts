import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSeedFiles, villageDisplayName } from './seed-data';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed');

describe('committed seed files', () => {
  it('are what `pnpm seed:build` generates from the development dependencies', () => {
    const files = buildSeedFiles();
    for (const [name, content] of Object.entries(files))
      expect(readFileSync(path.join(seedDir, name), 'utf8') === content, name).toBe(true);
    const total = Object.values(files).reduce((s, c) => s + Buffer.byteLength(c), 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it('drop the committee suffix from village names', () => {
    expect(villageDisplayName('柏铺村民委员会')).toBe('柏铺村');
    expect(villageDisplayName('湖东社区居委会')).toBe('湖东社区');
    expect(villageDisplayName('格塘村委会')).toBe('格塘村');
    expect(villageDisplayName('金星居民委员会')).toBe('金星社区');
  });
});
