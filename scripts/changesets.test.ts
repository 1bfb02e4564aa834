// The changeset check (scripts/changeset-check.mjs) on a scratch git repository: a change to a
// package's src after its release is flagged until a changeset names the package; tests are not.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingChangesets, parseChangeset } from './changesets.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'agrimap-changesets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const git = (...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
};
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const PKGS = [
  { dir: 'packages/a', name: '@x/a' },
  { dir: 'packages/b', name: '@x/b' },
];

describe('changeset check', () => {
  it('parses a changeset', () => {
    expect(parseChangeset('---\n"@x/a": major\n\'@x/b\': patch\n---\n\nText.\n')).toEqual({
      releases: { '@x/a': 'major', '@x/b': 'patch' },
      summary: 'Text.',
    });
  });

  it('flags a src change after the release until a changeset names the package', () => {
    git('init', '-q');
    write('packages/a/src/index.ts', 'export const a = 1;\n');
    write('packages/a/CHANGELOG.md', '# @x/a\n\n## 1.0.0\n');
    write('packages/b/src/index.ts', 'export const b = 1;\n');
    write('packages/b/CHANGELOG.md', '# @x/b\n\n## 1.0.0\n');
    git('add', '-A');
    git('commit', '-qm', 'release');
    expect(missingChangesets(root, PKGS)).toEqual([]);

    write('packages/a/src/index.test.ts', 'test\n'); // tests are not shipped
    expect(missingChangesets(root, PKGS)).toEqual([]);

    write('packages/a/src/index.ts', 'export const a = 2;\n'); // uncommitted
    expect(missingChangesets(root, PKGS)).toEqual([{ name: '@x/a', files: ['packages/a/src/index.ts'] }]);
    git('add', '-A');
    git('commit', '-qm', 'change a'); // committed
    write('packages/b/src/new.ts', 'export {};\n'); // untracked
    expect(missingChangesets(root, PKGS).map((m) => m.name)).toEqual(['@x/a', '@x/b']);

    write('.changeset/brave-a.md', '---\n"@x/a": minor\n---\n\na is 2\n');
    expect(missingChangesets(root, PKGS)).toEqual([{ name: '@x/b', files: ['packages/b/src/new.ts'] }]);
    write('.changeset/README.md', '---\n"@x/b": patch\n---\n'); // not a changeset
    expect(missingChangesets(root, PKGS).map((m) => m.name)).toEqual(['@x/b']);
  });
});
