// Pending changesets (.changeset/*.md) and the release checks built on them (README: Releases).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The published packages: directory and name. */
export const PACKAGES = [
  { dir: 'packages/sdk', name: '@agrimap/sdk' },
  { dir: 'packages/geo', name: '@agrimap/geo' },
  { dir: 'packages/video-sdk', name: '@agrimap/video-sdk' },
];

/**
 * Parses a changeset file: its front matter (`"package": major|minor|patch` lines) and summary.
 * @returns {{ releases: Record<string, string>, summary: string }}
 */
export function parseChangeset(text) {
  const m = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!m) return { releases: {}, summary: text.trim() };
  const releases = {};
  for (const line of m[1].split(/\r?\n/)) {
    const r = line.match(/^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/);
    if (r) releases[r[1].trim()] = r[2];
  }
  return { releases, summary: m[2].trim() };
}

/** The changesets waiting in `<root>/.changeset` (consumed ones are deleted by `changeset version`). */
export function pendingChangesets(root) {
  const dir = path.join(root, '.changeset');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort()
    .map((f) => ({ file: `.changeset/${f}`, ...parseChangeset(readFileSync(path.join(dir, f), 'utf8')) }));
}

function git(root, args) {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** Files under src that are not part of the published package: tests and their fixtures. */
const NOT_SHIPPED = /\.test\.tsx?$|\/__fixtures__\/|\/integration\//;

/**
 * Files of a package's `src` changed since its last release — the last commit that wrote its
 * CHANGELOG.md (`changeset version` writes it) — committed, uncommitted or new. Without a release,
 * every file of src.
 */
export function changedSinceRelease(root, dir) {
  const release = git(root, ['log', '-1', '--format=%H', '--', `${dir}/CHANGELOG.md`]);
  const src = `${dir}/src`;
  const changed = release
    ? git(root, ['diff', '--name-only', release, '--', src])
    : git(root, ['ls-files', '--', src]);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '--', src]);
  return [...new Set([...changed.split('\n'), ...untracked.split('\n')])]
    .filter((f) => f && !NOT_SHIPPED.test(f))
    .sort();
}

/**
 * The packages whose src changed since their release without a pending changeset naming them.
 * @returns {Array<{ name: string, files: string[] }>}
 */
export function missingChangesets(root, packages = PACKAGES) {
  const named = new Set(pendingChangesets(root).flatMap((c) => Object.keys(c.releases)));
  return packages
    .map((p) => ({ name: p.name, files: changedSinceRelease(root, p.dir) }))
    .filter((p) => p.files.length > 0 && !named.has(p.name));
}
