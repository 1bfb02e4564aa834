// attw --pack and publint for every published package.
import { run } from './lib.mjs';

const PACKAGES = ['packages/sdk', 'packages/geo', 'packages/video-sdk'];
let failed = 0;
for (const dir of PACKAGES) {
  console.log(`— ${dir}`);
  if ((await run('pnpm', ['exec', 'attw', '--pack', '.', '--format', 'table-flipped'], { cwd: dir })) !== 0)
    failed++;
  if ((await run('pnpm', ['exec', 'publint', '--strict'], { cwd: dir })) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
