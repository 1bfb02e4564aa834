#!/usr/bin/env node
// A private PostgreSQL for tests and benchmarks: `node scripts/ensure-postgres.mjs [--env NAME] -- <command> [args…]`
// starts a throw-away cluster on 127.0.0.1 (free port, temp directory), creates a database, runs the
// command with NAME (default SANDBOX_TEST_DATABASE_URL) set to its URL, then stops the cluster and
// removes the directory — also when the command fails or the run is interrupted. Exits with the
// command's exit code.
//
// PostgreSQL comes from Debian's `postgresql` package (/usr/lib/postgresql/<version>/bin, 15
// preferred). When it is missing and we run as root it is installed with apt-get; otherwise the
// script says how to install it and exits 1. As root, the cluster runs as the `postgres` user
// (initdb refuses root).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run } from './lib.mjs';

const PG_ROOT = '/usr/lib/postgresql';
const PREFERRED = '15';
export const DEFAULT_DATABASE = 'agrimap_test';

function findBinDir() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const v = versions.includes(PREFERRED) ? PREFERRED : versions[0];
  return v ? path.join(PG_ROOT, v, 'bin') : undefined;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function sh(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  if (r.status !== 0) {
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}):\n${out}`);
  }
  return r.stdout ?? '';
}

/** The PostgreSQL binaries, installed with apt-get when missing and running as root. */
export function ensurePostgresInstalled() {
  let bin = findBinDir();
  if (bin) return bin;
  if (!isRoot()) {
    throw new Error(
      "PostgreSQL is not installed and this user cannot install it. Install Debian's package first:\n" +
        '  sudo apt-get install -y postgresql\n' +
        '(the tests need initdb and pg_ctl under /usr/lib/postgresql/<version>/bin).',
    );
  }
  console.error('[postgres] installing postgresql with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env,
    });
  if (install().status !== 0) {
    sh('apt-get', ['update'], { env, stdio: 'inherit' });
    if (install().status !== 0) throw new Error('apt-get install -y postgresql failed');
  }
  bin = findBinDir();
  if (!bin) throw new Error(`postgresql was installed but no initdb was found under ${PG_ROOT}`);
  return bin;
}

/**
 * Starts a private cluster on 127.0.0.1 and creates `database`. Returns its URL and `stop()`.
 * Settings favour speed over durability (fsync off): the data is thrown away.
 */
export async function startPostgres({ database = DEFAULT_DATABASE } = {}) {
  const bin = ensurePostgresInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agrimap-pg-'));
  const data = path.join(dir, 'data');
  let asUser = [];
  if (isRoot()) {
    const uid = Number(sh('id', ['-u', 'postgres']).trim());
    const gid = Number(sh('id', ['-g', 'postgres']).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const pg = (tool, args) => {
    const cmd = [...asUser, path.join(bin, tool), ...args];
    return sh(cmd[0], cmd.slice(1), { cwd: dir });
  };
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (err) {
        console.error(`[postgres] stop failed: ${err.message}`);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    started = true;
    pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (err) {
    stop();
    throw err;
  }
  const version = path.basename(path.dirname(bin));
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, version, stop };
}

async function main(argv) {
  let envName = 'SANDBOX_TEST_DATABASE_URL';
  const sep = argv.indexOf('--');
  const own = sep >= 0 ? argv.slice(0, sep) : argv;
  const command = sep >= 0 ? argv.slice(sep + 1) : [];
  const e = own.indexOf('--env');
  if (e >= 0 && own[e + 1]) envName = own[e + 1];
  if (command.length === 0) {
    console.error('usage: node scripts/ensure-postgres.mjs [--env NAME] -- <command> [args…]');
    return 2;
  }
  let server;
  try {
    server = await startPostgres();
  } catch (err) {
    console.error(`[postgres] ${err.message}`);
    return 1;
  }
  console.error(`[postgres] PostgreSQL ${server.version} on 127.0.0.1:${server.port} (${envName})`);
  const cleanup = () => server.stop();
  const onSignal = (signal) => {
    cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await run(command[0], command.slice(1), { env: { ...process.env, [envName]: server.url } });
  } finally {
    cleanup();
    console.error('[postgres] stopped');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await main(process.argv.slice(2)));
}
