/**
 * `pnpm --filter @agrimap/sandbox seed:snapshot` — builds today's PGlite seed snapshot (the migrated
 * and seeded database every fresh PGlite sandbox starts from) unless the cache already holds it
 * (src/db/open.ts: keyed by a hash of the migrations, seed files and seeding sources), and the one
 * with the demo province over it (what `pnpm start` loads). The test
 * command runs it once before the unit suites and the end-to-end sandboxes start in parallel.
 */
import { ensureSeedSnapshot } from '../src/db/open';

const t0 = performance.now();
const now = new Date();
const file = await ensureSeedSnapshot(now);
console.log(`seed snapshot ${file} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
// …and the one with the demo province, which `pnpm start` loads (AGRIMAP_DEMO).
const t1 = performance.now();
const demoFile = await ensureSeedSnapshot(now, true);
console.log(`demo snapshot ${demoFile} (${((performance.now() - t1) / 1000).toFixed(1)} s)`);
