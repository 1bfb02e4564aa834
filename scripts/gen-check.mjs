// Fails when regenerating the SDK from openapi/ would change anything.
import { run } from './lib.mjs';

process.exit(await run('pnpm', ['--filter', '@agrimap/sdk', 'exec', 'node', 'scripts/gen.mjs', '--check']));
