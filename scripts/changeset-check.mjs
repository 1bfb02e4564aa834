#!/usr/bin/env node
// CI check: every change to a published package's src since its last release carries a changeset
// (`pnpm changeset`), so that its next version and CHANGELOG.md say what changed.
//   node scripts/changeset-check.mjs [--root DIR]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingChangesets, PACKAGES, pendingChangesets } from './changesets.mjs';

const argv = process.argv.slice(2);
const at = argv.indexOf('--root');
const root =
  at >= 0 ? path.resolve(argv[at + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const missing = missingChangesets(root);
const pending = pendingChangesets(root);
console.log(
  `Pending changesets: ${
    pending.length
      ? pending
          .map(
            (c) =>
              `${c.file} (${Object.entries(c.releases)
                .map(([n, b]) => `${n} ${b}`)
                .join(', ')})`,
          )
          .join('; ')
      : 'none'
  }`,
);
const openapi = () =>
  argv.includes('--then-openapi')
    ? (spawnSync(process.execPath, [path.join(root, 'scripts/openapi-breaking.mjs'), '--root', root], {
        stdio: 'inherit',
      }).status ?? 1)
    : 0;
if (missing.length === 0) {
  console.log(`Every change to ${PACKAGES.map((p) => p.name).join(', ')} since its release has a changeset.`);
  process.exit(openapi());
}
openapi();
for (const m of missing) {
  console.error(`✖ ${m.name} changed since its last release without a changeset:`);
  for (const f of m.files.slice(0, 20)) console.error(`    ${f}`);
  if (m.files.length > 20) console.error(`    … and ${m.files.length - 20} more`);
}
console.error(
  '\nAdd one with `pnpm changeset` (which packages, major/minor/patch, what changed) and commit it.',
);
process.exit(1);
