/**
 * `pnpm --filter @agrimap/sandbox seed:snapshot` — builds today's PGlite seed snapshot (the migrated
 * and seeded database every fresh PGlite sandbox starts from) unless the cache already holds it
 * (src/db/open.ts: keyed by a hash of the migrations, seed files and seeding sources), and the one
 * with the demo province over it (what `pnpm start` loads). The test command runs it once before
 * the unit suites and the end-to-end sandboxes start in parallel; `pnpm start` runs it with
 * `--demo` (or `--base` when AGRIMAP_DEMO=0) beside the web build, so a fresh data directory then
 * loads the snapshot instead of being seeded.
 */
import { ensureSeedSnapshot } from '../src/db/open';

const args = process.argv.slice(2);
const only = args.includes('--demo') ? 'demo' : args.includes('--base') ? 'base' : undefined;
const now = new Date();
for (const demo of [false, true]) {
  if ((only === 'demo' && !demo) || (only === 'base' && demo)) continue;
  const t0 = performance.now();
  const file = await ensureSeedSnapshot(now, demo);
  console.log(
    `${demo ? 'demo' : 'seed'} snapshot ${file} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
}
