#!/usr/bin/env node
// Makes sure the Chromium the end-to-end tests drive is installed: /usr/bin/chromium (or
// CHROMIUM_PATH). When it is missing and we run as root, installs Debian's package; otherwise
// fails with a message saying what to do.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function usable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function version(file) {
  const out = spawnSync(file, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : 'unknown version';
}

if (usable(chromium)) {
  console.log(`Chromium: ${chromium} (${version(chromium)})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium was not found at ${chromium}. Install Debian's package (as root: apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation)` +
      ' or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

console.log(`Chromium is missing at ${chromium}; installing Debian's chromium package…`);
// Without the package's recommendations (avahi, CUPS helpers, Perl, an upgrade of systemd and udev:
// 115 packages on a fresh Debian 12 against 26, and most of the step's minutes), which a headless
// browser never uses; fonts-liberation, the one a page's layout depends on, named explicitly.
for (const args of [
  ['update'],
  ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'],
]) {
  const res = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${res.status ?? res.signal}).`);
    process.exit(1);
  }
}
if (!usable(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`);
  process.exit(1);
}
console.log(`Chromium: ${chromium} (${version(chromium)})`);
