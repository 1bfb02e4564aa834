#!/usr/bin/env node
// What another team does with our packages, on their tarballs: `pnpm pack` each published package
// (built first: `pnpm build`), install the three tarballs into a scratch project in a temp
// directory, import every entry point in ESM (`import`) and CommonJS (`require`), and type-check
// the first example of each README against the installed types (strict TypeScript, NodeNext).
//
// Offline-safe: the tarballs are local files and their dependencies come from this workspace's pnpm
// store (`pnpm add --offline --store-dir <workspace store>`: the workspace's install put them
// there); where pnpm's metadata cache lacks a dependency, it is resolved with --prefer-offline.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The packages, their entry points (with names each must export) and the free names their README's
 * first example uses without defining (the host app's router, API and toasts), declared for it.
 */
const PACKAGES = [
  {
    dir: 'packages/sdk',
    name: '@agrimap/sdk',
    entries: { '@agrimap/sdk': ['createPlatformClient', 'sameOriginBaseUrls', 'unwrap', 'ApiError'] },
    ambient: 'declare const router: { navigate(to: { to: string }): unknown };',
  },
  {
    dir: 'packages/geo',
    name: '@agrimap/geo',
    entries: { '@agrimap/geo': ['gkToLonLat', 'lonLatToGk', 'detectGkZone', 'moneyToChinese'] },
    ambient: '',
  },
  {
    dir: 'packages/video-sdk',
    name: '@agrimap/video-sdk',
    entries: {
      '@agrimap/video-sdk': ['createVideoClient', 'VideoError'],
      '@agrimap/video-sdk/simulator': ['testCardJpeg'],
    },
    ambient: [
      'declare const api: Record<string, (...args: any[]) => Promise<any>>;',
      'declare const toast: { error(message?: string): void; warning(message?: string): void };',
    ].join('\n'),
  },
];

function sh(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  if (r.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`,
    );
  }
  return r.stdout.trim();
}

/** The first ```ts block of a README. */
export function firstExample(readme) {
  const m = readme.match(/```ts\n([\s\S]*?)```/);
  if (!m) throw new Error('no ```ts example');
  return m[1];
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'agrimap-pack-'));
let failed = false;
try {
  const store = sh('pnpm', ['store', 'path'], { cwd: root });
  const tarballs = [];
  for (const p of PACKAGES) {
    const out = sh('pnpm', ['pack', '--pack-destination', tmp], { cwd: path.join(root, p.dir) });
    const file = out
      .split('\n')
      .findLast((l) => l.trim().endsWith('.tgz'))
      ?.trim();
    if (!file) throw new Error(`pnpm pack printed no tarball for ${p.name}:\n${out}`);
    tarballs.push(path.isAbsolute(file) ? file : path.join(tmp, path.basename(file)));
    console.log(`packed ${p.name}: ${path.basename(file)}`);
  }

  const app = path.join(tmp, 'app');
  mkdirSync(app);
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify({ name: 'agrimap-pack-test', private: true, type: 'module' }, null, 2)}\n`,
  );
  const typescript = JSON.parse(
    readFileSync(path.join(root, 'node_modules/typescript/package.json'), 'utf8'),
  );
  const ws = JSON.parse(
    readFileSync(path.join(root, 'apps/web/node_modules/ws/package.json'), 'utf8'),
  ).version;
  const add = (mode) =>
    spawnSync(
      'pnpm',
      [
        'add',
        mode,
        '--ignore-workspace',
        '--store-dir',
        store,
        '--config.confirmModulesPurge=false',
        ...tarballs,
        `typescript@${typescript.version}`,
        `ws@${ws}`, // the simulator's optional peer
      ],
      { cwd: app, encoding: 'utf8' },
    );
  // Offline first: packages from the store, versions from pnpm's metadata cache. A machine whose
  // cache lacks a dependency's metadata (a clean CI machine: the workspace installs from its
  // lockfile without it) resolves that from the registry (--prefer-offline); the packages
  // themselves still come from the store when their versions are there.
  let how = 'offline';
  let r = add('--offline');
  if (r.status !== 0 && /NO_OFFLINE_META|NO_OFFLINE_TARBALL/.test(`${r.stdout}${r.stderr}`)) {
    how = 'prefer-offline (some metadata from the registry)';
    r = add('--prefer-offline');
  }
  if (r.status !== 0)
    throw new Error(`pnpm add of the tarballs failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  console.log(`installed the tarballs (${how}, store ${store})`);

  // ESM and CommonJS: every entry point loads and has its exports.
  const checks = PACKAGES.flatMap((p) => Object.entries(p.entries));
  const esm = checks
    .map(
      ([spec, names], i) =>
        `import * as m${i} from '${spec}';\nfor (const n of ${JSON.stringify(names)}) if (m${i}[n] === undefined) throw new Error('${spec} (ESM) lacks ' + n);`,
    )
    .join('\n');
  const cjs = checks
    .map(
      ([spec, names], i) =>
        `const m${i} = require('${spec}');\nfor (const n of ${JSON.stringify(names)}) if (m${i}[n] === undefined) throw new Error('${spec} (CJS) lacks ' + n);`,
    )
    .join('\n');
  writeFileSync(path.join(app, 'esm.mjs'), `${esm}\nconsole.log('ESM: ${checks.length} entry points');\n`);
  writeFileSync(
    path.join(app, 'cjs.cjs'),
    `${cjs}\nconsole.log('CommonJS: ${checks.length} entry points');\n`,
  );
  console.log(sh(process.execPath, ['esm.mjs'], { cwd: app }));
  console.log(sh(process.execPath, ['cjs.cjs'], { cwd: app }));

  // The README examples, type-checked against the installed packages.
  const examples = [];
  for (const p of PACKAGES) {
    const code = firstExample(readFileSync(path.join(root, p.dir, 'README.md'), 'utf8'));
    const file = `example-${path.basename(p.dir)}.ts`;
    writeFileSync(
      path.join(app, file),
      `// The first example of ${p.name}'s README.\n${p.ambient}\n${code}\nexport {};\n`,
    );
    examples.push(file);
  }
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          types: [],
          skipLibCheck: false,
          noUnusedLocals: false,
        },
        files: examples,
      },
      null,
      2,
    )}\n`,
  );
  const tsc = spawnSync(
    process.execPath,
    [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    {
      cwd: app,
      encoding: 'utf8',
    },
  );
  if (tsc.status !== 0) {
    console.error(
      `✖ the README examples do not type-check against the packed packages:\n${tsc.stdout}${tsc.stderr}`,
    );
    failed = true;
  } else {
    console.log(`type-checked ${examples.join(', ')} (TypeScript ${typescript.version}, strict, NodeNext)`);
  }
} catch (err) {
  console.error(`✖ ${err.message}`);
  failed = true;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(failed ? 'pack test failed' : `pack test passed: ${PACKAGES.map((p) => p.name).join(', ')}`);
process.exit(failed ? 1 : 0);
