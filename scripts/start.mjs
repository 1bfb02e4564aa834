#!/usr/bin/env node
// `pnpm start`: builds the packages and, when apps/web has an index.html and a build script, the
// web app; then starts the sandbox backend (apps/sandbox) on 127.0.0.1 — port from PORT, default
// 4000 — serving every API under one origin and the built web app at /. Prints the URL and the
// two accounts; Ctrl-C stops it cleanly. `--no-build` skips the builds.
// Data: PGlite in apps/sandbox/data (SANDBOX_DATA_DIR overrides), or PostgreSQL with DATABASE_URL.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { run } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const skipBuild = process.argv.includes('--no-build');
const webDir = path.join(root, 'apps/web');

function webBuildable() {
  try {
    const pkg = JSON.parse(readFileSync(path.join(webDir, 'package.json'), 'utf8'));
    return Boolean(pkg.scripts?.build) && existsSync(path.join(webDir, 'index.html'));
  } catch {
    return false;
  }
}

// The demo province (apps/sandbox/src/seed/demo) over the seed of a new database; AGRIMAP_DEMO=0: off.
// (Its switch has no imports: readable before the packages the sandbox uses are built.)
const { demoFromEnv } = await tsImport('../apps/sandbox/src/seed/demo/env.ts', import.meta.url);
const demo = demoFromEnv(process.env, true);
const dataDirOf = () => path.resolve(process.env.SANDBOX_DATA_DIR ?? path.join(root, 'apps/sandbox/data'));
/** A new PGlite database starts from the day's seed snapshot, which can be made beside the web build. */
const freshPglite = () =>
  !process.env.DATABASE_URL &&
  process.env.SANDBOX_SEED_CACHE !== '0' &&
  !existsSync(path.join(dataDirOf(), 'PG_VERSION'));

if (!skipBuild) {
  console.log('› 构建 packages（pnpm build）…');
  if ((await run('pnpm', ['build'])) !== 0)
    console.warn('! packages 构建失败，继续启动后端（前端可能无法使用）');
  const steps = [];
  if (webBuildable()) {
    console.log('› 构建前端（pnpm --filter @agrimap/web build）…');
    steps.push(
      run('pnpm', ['--filter', '@agrimap/web', 'build']).then((code) => {
        if (code !== 0) console.warn('! 前端构建失败，只启动后端接口');
      }),
    );
  } else {
    console.log('› apps/web 还没有 index.html 或 build 脚本：跳过前端构建，只启动后端接口');
  }
  if (freshPglite()) {
    // Two cores: the day's seed snapshot (with the demo province unless AGRIMAP_DEMO=0) is made
    // while the web app builds; the sandbox below then loads it instead of seeding.
    console.log('› 准备种子数据快照（与前端构建同时进行）…');
    steps.push(
      run('pnpm', ['--filter', '@agrimap/sandbox', 'seed:snapshot', demo ? '--demo' : '--base'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }).then((code) => {
        if (code !== 0) console.warn('! 种子数据快照准备失败，启动时再建');
      }),
    );
  }
  await Promise.all(steps);
}

const webRoot = existsSync(path.join(webDir, 'dist/index.html')) ? path.join(webDir, 'dist') : undefined;
const { startSandbox, ACCOUNTS } = await tsImport('../apps/sandbox/src/index.ts', import.meta.url);
const dataDir = process.env.SANDBOX_DATA_DIR ? path.resolve(process.env.SANDBOX_DATA_DIR) : undefined;
const sandbox = await startSandbox({
  host: '127.0.0.1',
  port: process.env.PORT ? Number(process.env.PORT) : 4000,
  ...(dataDir ? { dataDir } : {}),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(webRoot ? { webRoot } : {}),
  quiet: true,
  demo,
});

console.log('');
console.log(`农资一张图 已启动：${sandbox.url}/`);
console.log(
  webRoot
    ? `  前端：${sandbox.url}/login（apps/web/dist）`
    : '  前端：未构建（apps/web/dist 不存在），只提供后端接口',
);
console.log(`  接口：${sandbox.url}/account、/system、/base、/shop、/area/api/v1、/map`);
console.log(
  `  数据：${process.env.DATABASE_URL ? 'PostgreSQL（DATABASE_URL）' : `PGlite ${dataDir ?? 'apps/sandbox/data'}`}`,
);
console.log(
  demo
    ? '  演示数据：新数据库载入湖南省演示数据（AGRIMAP_DEMO=0 关闭）'
    : '  演示数据：未载入（AGRIMAP_DEMO=0），只有基础种子数据',
);
console.log('  账号：');
console.log(`    管理员  ${ACCOUNTS.admin.userName} / ${ACCOUNTS.admin.password}`);
console.log(`    运营人员 ${ACCOUNTS.operator.userName} / ${ACCOUNTS.operator.password}`);
console.log('  Ctrl-C 停止');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await sandbox.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
