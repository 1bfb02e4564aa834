#!/usr/bin/env node
// `pnpm start`: until the sandbox backend lands, serves stateless Prism mocks of every server on
// loopback and prints their URLs.
import { startPrism } from '../contract-tests/src/prism.mjs';

const { urls, stop } = await startPrism({ quiet: true });
console.log('农资一张图 — Prism mocks of every server (stateless; Ctrl-C stops them):');
for (const [server, url] of Object.entries(urls)) console.log(`  ${server.padEnd(8)} ${url}`);
const shutdown = async () => {
  await stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
