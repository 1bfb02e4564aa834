#!/usr/bin/env node
// `pnpm mocks [server…] [--base-port N | --free-ports]`: Prism mocks of the specs on loopback until
// Ctrl-C. Request validation is on: a request that breaks the spec is answered with the operation's
// documented 400 (or Prism's 422) and an `sl-violations` header naming the problem.
// Default ports are stable for local use: account 4010, system 4011, base 4012, shop 4013,
// area 4014, map 4015 (every server's paths are served at the root, without the server prefix).
import { SERVERS, startPrism } from './prism.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const basePort = Number(flag('--base-port') ?? 4010);
const freePorts = args.includes('--free-ports');
const wanted = args.filter((a, i) => !a.startsWith('-') && args[i - 1] !== '--base-port');
const servers = wanted.length ? wanted : SERVERS;
const unknown = servers.filter((s) => !SERVERS.includes(s));
if (unknown.length || !Number.isInteger(basePort) || basePort < 1 || basePort > 65000) {
  console.error(
    `Usage: pnpm mocks [${SERVERS.join('|')} …] [--base-port N | --free-ports]` +
      (unknown.length ? `\nUnknown server(s): ${unknown.join(', ')}` : ''),
  );
  process.exit(2);
}
const ports = freePorts ? undefined : Object.fromEntries(SERVERS.map((s, i) => [s, basePort + i]));
const { urls, stop } = await startPrism({ servers, ports, quiet: true });
console.log('Prism mocks (request validation on; Ctrl-C stops them):');
for (const [server, url] of Object.entries(urls)) console.log(`  ${server.padEnd(8)} ${url}`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
