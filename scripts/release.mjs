#!/usr/bin/env node
// `pnpm release:version`: the release step of the three packages (README: Releases).
//   1. `changeset version` — consumes the pending changesets: new versions and CHANGELOG.md entries;
//   2. when @agrimap/sdk got a new version, snapshots openapi/ (the documents the SDK is generated
//      from) into openapi/released/ with its version: the "last released" documents the breaking-
//      change check (scripts/openapi-breaking.mjs) compares the working documents with.
// Then review, commit, `pnpm build` and `pnpm -r --filter './packages/**' publish`.
//   node scripts/release.mjs [--snapshot-only]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RELEASED_DIR = path.join(root, 'openapi', 'released');
const RELEASE_FILE = path.join(RELEASED_DIR, 'release.json');

const sdkVersion = () =>
  JSON.parse(readFileSync(path.join(root, 'packages/sdk/package.json'), 'utf8')).version;
const releasedVersion = () =>
  existsSync(RELEASE_FILE) ? JSON.parse(readFileSync(RELEASE_FILE, 'utf8')).sdk : undefined;

/** Copies openapi/*.yaml and openapi/components/ into openapi/released/ for `version`. */
export function snapshotOpenapi(version) {
  rmSync(RELEASED_DIR, { recursive: true, force: true });
  mkdirSync(RELEASED_DIR, { recursive: true });
  const src = path.join(root, 'openapi');
  for (const f of readdirSync(src).filter((n) => n.endsWith('.yaml'))) {
    cpSync(path.join(src, f), path.join(RELEASED_DIR, f));
  }
  cpSync(path.join(src, 'components'), path.join(RELEASED_DIR, 'components'), { recursive: true });
  writeFileSync(
    RELEASE_FILE,
    `${JSON.stringify({ sdk: version, note: 'openapi/ as released with @agrimap/sdk (scripts/release.mjs)' }, null, 2)}\n`,
  );
}

if (!process.argv.includes('--snapshot-only')) {
  const r = spawnSync('pnpm', ['exec', 'changeset', 'version'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const version = sdkVersion();
if (releasedVersion() !== version) {
  snapshotOpenapi(version);
  console.log(`openapi/released/ now holds the documents of @agrimap/sdk ${version}.`);
} else {
  console.log(`@agrimap/sdk is still ${version}: openapi/released/ unchanged.`);
}
