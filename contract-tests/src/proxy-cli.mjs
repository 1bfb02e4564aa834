#!/usr/bin/env node
// `pnpm contracts:proxy --provider <name> --upstream <url> [--port N] [--report file.json]`:
// Prism as a validation proxy in front of a real server. Point a client (the web app's dev server,
// curl, a test suite) at the printed URL; every request and response that breaks the server's
// OpenAPI document is reported as it happens. Ctrl-C prints a summary (exit 1 if anything broke
// the spec) and writes the report file if asked.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SERVERS } from './prism.mjs';
import { formatExchange, startValidationProxy } from './validation-proxy.mjs';

const PROVIDERS = Object.fromEntries(SERVERS.map((s) => [`agrimap-${s}`, s]));
const USAGE = `Usage: pnpm contracts:proxy --provider <name> --upstream <url> [--port N] [--report file.json]

  --provider <name>   ${Object.keys(PROVIDERS).join(' | ')} (or the server: ${SERVERS.join(', ')})
  --upstream <url>    the real server's base URL (the OpenAPI paths are appended),
                      e.g. https://test.example.org/base or http://127.0.0.1:4000/area/api/v1
  --port <n>          port of the proxy on 127.0.0.1 (default: a free port)
  --report <file>     write every exchange and its violations as JSON on exit
`;

function usage(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      provider: { type: 'string' },
      upstream: { type: 'string' },
      port: { type: 'string' },
      report: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (e) {
  usage(e.message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const server =
  PROVIDERS[values.provider] ?? (SERVERS.includes(values.provider) ? values.provider : undefined);
if (!server) usage(values.provider ? `unknown provider ${values.provider}` : '--provider is required');
if (!values.upstream) usage('--upstream is required');
try {
  new URL(values.upstream);
} catch {
  usage(`--upstream is not a URL: ${values.upstream}`);
}
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
  usage(`bad --port ${values.port}`);

const proxy = await startValidationProxy({
  server,
  upstream: values.upstream,
  ...(port ? { port } : {}),
  onExchange: (exchange) => console.log(formatExchange(exchange)),
});
console.log(`Validation proxy for agrimap-${server}: ${proxy.url} → ${values.upstream}`);
console.log('Requests and responses are checked against openapi/%s.yaml. Ctrl-C stops.\n', server);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await proxy.stop();
  const broken = proxy.exchanges.filter((e) => e.violations.length > 0);
  if (values.report) {
    writeFileSync(
      values.report,
      `${JSON.stringify({ server, upstream: values.upstream, exchanges: proxy.exchanges }, null, 2)}\n`,
    );
  }
  console.log(`\n${proxy.exchanges.length} exchange(s), ${broken.length} breaking the spec`);
  process.exit(broken.length > 0 ? 1 : 0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
