#!/usr/bin/env node
// `pnpm mocks [server…]`: stateless Prism mocks of the specs on loopback until Ctrl-C.
import { SERVERS, startPrism } from './prism.mjs';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const servers = wanted.length ? wanted : SERVERS;
const unknown = servers.filter((s) => !SERVERS.includes(s));
if (unknown.length) {
  console.error(`Unknown server(s): ${unknown.join(', ')}. Choose from ${SERVERS.join(', ')}.`);
  process.exit(2);
}
const { urls, stop } = await startPrism({ servers, quiet: true });
console.log('Prism mocks (request validation on; Ctrl-C stops them):');
for (const [server, url] of Object.entries(urls)) console.log(`  ${server.padEnd(8)} ${url}`);
const shutdown = async () => {
  await stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
