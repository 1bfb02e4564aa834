/**
 * `pnpm --filter @agrimap/sandbox start [--port N] [--host H] [--data-dir DIR] [--web-root DIR]
 *   [--validate-responses] [--quiet] [--test-hooks]` — starts the sandbox (DATABASE_URL selects PostgreSQL).
 *   `--test-hooks` (or AGRIMAP_SANDBOX_TEST_HOOKS=1) serves the /__sandbox test hooks to loopback
 *   clients: for a test harness run against a sandbox started by hand, never for a shared server.
 * `pnpm --filter @agrimap/sandbox reset [--data-dir DIR]` (root: `pnpm sandbox:reset`) — restores
 * the seed in the data directory or the DATABASE_URL database.
 * `--demo` (both commands; the root `pnpm start` and `pnpm sandbox:reset` pass it) loads the demo
 * province over the seed of a new database; AGRIMAP_DEMO=0 / 1 decides instead when set.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from './db/open';
import { ACCOUNTS, DEFAULT_DATA_DIR, startSandbox } from './index';
import { applyDemoLayer, demoFromEnv } from './seed/demo/index';
import { resetToSeed } from './seed/index';

interface Args {
  command: 'start' | 'reset';
  port?: number;
  host?: string;
  dataDir?: string;
  webRoot?: string;
  validateResponses: boolean;
  quiet: boolean;
  testHooks: boolean;
  /** The demo layer unless AGRIMAP_DEMO says otherwise. */
  demo: boolean;
}

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    command: 'start',
    validateResponses: false,
    quiet: false,
    testHooks: false,
    demo: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const [flag, inline] = a.includes('=')
      ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
      : [a, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case 'start':
      case 'reset':
        args.command = flag;
        break;
      case '--port':
        args.port = Number(value());
        if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535)
          throw new Error('--port must be 0–65535');
        break;
      case '--host':
        args.host = value();
        break;
      case '--data-dir': {
        // `memory://` (PGlite in memory, gone when the sandbox stops) is not a folder.
        const dir = value();
        args.dataDir = dir.startsWith('memory://') ? dir : path.resolve(dir);
        break;
      }
      case '--web-root':
        args.webRoot = path.resolve(value());
        break;
      case '--validate-responses':
        args.validateResponses = true;
        break;
      case '--quiet':
        args.quiet = true;
        break;
      case '--test-hooks':
        args.testHooks = true;
        break;
      case '--demo':
        args.demo = true;
        break;
      case '--':
        break;
      default:
        throw new Error(`unknown argument ${a}`);
    }
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = args.dataDir ?? process.env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR;
  const demo = demoFromEnv(process.env, args.demo);
  if (args.command === 'reset') {
    const db = await openDatabase({ dataDir, databaseUrl });
    await db.transaction(async (tx) => {
      const now = new Date();
      await resetToSeed(tx, now);
      if (demo) await applyDemoLayer(tx, now);
    });
    await db.close();
    console.log(`已恢复种子数据（${databaseUrl ? 'PostgreSQL' : dataDir}）`);
    return;
  }
  const port = args.port ?? (process.env.PORT ? Number(process.env.PORT) : 4000);
  const sandbox = await startSandbox({
    host: args.host ?? '127.0.0.1',
    port,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(args.webRoot ? { webRoot: args.webRoot } : {}),
    validateResponses: args.validateResponses,
    quiet: args.quiet,
    demo,
    testHooks: args.testHooks || process.env.AGRIMAP_SANDBOX_TEST_HOOKS === '1',
  });
  console.log(`农资一张图 sandbox: ${sandbox.url}`);
  if (args.testHooks || process.env.AGRIMAP_SANDBOX_TEST_HOOKS === '1')
    console.log('  test hooks: /__sandbox/* on (loopback clients only)');
  console.log(`  database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`}`);
  if (demo) console.log('  demo province: on for a new database (AGRIMAP_DEMO=0 turns it off)');
  console.log(
    `  accounts: ${ACCOUNTS.admin.userName} / ${ACCOUNTS.admin.password}（${ACCOUNTS.admin.realName}），${ACCOUNTS.operator.userName} / ${ACCOUNTS.operator.password}（${ACCOUNTS.operator.realName}）`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await sandbox.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Runs when started as a program (`tsx src/cli.ts`), not when imported (tests import parseArgs).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
