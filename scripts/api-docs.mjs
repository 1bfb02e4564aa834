#!/usr/bin/env node
// The API reference of each published package (TypeDoc + typedoc-plugin-markdown, settings in
// packages/<name>/typedoc.json), committed under packages/<name>/docs/api/ and linked from its README.
//   node scripts/api-docs.mjs           regenerate them
//   node scripts/api-docs.mjs --check   fail when a committed reference differs from what the
//                                       sources produce (CI, like the generated SDK's gen-check)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['packages/sdk', 'packages/geo', 'packages/video-sdk'];
const CHECK = process.argv.includes('--check');

function typedoc(dir, out) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'typedoc', '--out', out, '--logLevel', 'Error'], {
      cwd: path.join(root, dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('exit', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

function files(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

let failed = false;
const tmp = CHECK ? mkdtempSync(path.join(os.tmpdir(), 'agrimap-api-docs-')) : undefined;
try {
  // One package at a time: each TypeDoc run type-checks its package and keeps a core busy.
  for (const dir of PACKAGES) {
    const committed = path.join(root, dir, 'docs', 'api');
    const out = CHECK ? path.join(tmp, path.basename(dir)) : committed;
    const { code, output } = await typedoc(dir, out);
    if (code !== 0) {
      console.error(`✖ ${dir}: typedoc failed (exit ${code})\n${output}`);
      failed = true;
      continue;
    }
    if (!CHECK) {
      console.log(`${dir}/docs/api: ${files(out).length} file(s) written`);
      continue;
    }
    const want = files(out).sort();
    const have = files(committed).sort();
    const stale = [...new Set([...want, ...have])].filter(
      (f) =>
        !want.includes(f) ||
        !have.includes(f) ||
        !readFileSync(path.join(out, f)).equals(readFileSync(path.join(committed, f))),
    );
    if (stale.length) {
      console.error(
        `✖ ${dir}/docs/api is stale: ${stale.join(', ')} — run \`pnpm docs:api\` and commit the result.`,
      );
      failed = true;
    } else {
      console.log(`✔ ${dir}/docs/api is up to date (${want.length} file(s))`);
    }
  }
} finally {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
