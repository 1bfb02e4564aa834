// `pnpm contracts:verify --provider <name> --base-url <url> [options]`: verifies a running server
// (a backend team's build, a test deployment, the sandbox) against the web app's pact for it.
// See contract-tests/README.md for the provider states and what the server must make true.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteStates } from './provider/state-setup';
import { type LogLevel, verifyProvider } from './provider/verify';
import { PACT_DIR, PROVIDERS, pactFileName, SERVERS, type ServerName, serverOfProvider } from './servers';

const USAGE = `Usage: pnpm contracts:verify --provider <name> --base-url <url> [options]

  --provider <name>     ${SERVERS.map((s) => PROVIDERS[s]).join(' | ')} (or the server: ${SERVERS.join(', ')})
  --base-url <url>      the server's base URL; the pact's paths (the OpenAPI paths) are appended,
                        e.g. https://test.example.org/base or http://127.0.0.1:4000/area/api/v1
  --state-url <url>     optional state-setup endpoint: POST {state, params, action: "setup"|"teardown"};
                        may answer {token} for "user admin is logged in" and "user operator is logged in"
  --token <token>       session token to send as Authorization (env AGRIMAP_TOKEN)
  --login-url <url>     account server base URL to log in at for a token (default for
                        agrimap-account: --base-url)
  --username <name>     login user (default admin)
  --password <secret>   login password (default Admin@123; env AGRIMAP_PASSWORD)
  --operator-token <t>  session token of a user without administrator rights, for the refused
                        calls under "user operator is logged in" (env AGRIMAP_OPERATOR_TOKEN)
  --operator-username <name>, --operator-password <secret>
                        that user's login instead (default operator / Operator@123;
                        env AGRIMAP_OPERATOR_PASSWORD)
  --pact <file>         pact file (default contract-tests/pacts/agrimap-web-<provider>.json)
  --log-level <level>   trace | debug | info | warn | error (default warn)
`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        provider: { type: 'string' },
        'base-url': { type: 'string' },
        'state-url': { type: 'string' },
        token: { type: 'string' },
        'login-url': { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        'operator-token': { type: 'string' },
        'operator-username': { type: 'string' },
        'operator-password': { type: 'string' },
        pact: { type: 'string' },
        'log-level': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (e) {
    return fail((e as Error).message);
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const providerArg = values.provider ?? fail('--provider is required');
const server: ServerName =
  serverOfProvider(providerArg) ??
  ((SERVERS as readonly string[]).find((s) => s === providerArg) as ServerName | undefined) ??
  fail(`unknown provider ${providerArg}`);
const baseUrl = values['base-url'] ?? fail('--base-url is required');
try {
  new URL(baseUrl);
} catch {
  fail(`--base-url is not a URL: ${baseUrl}`);
}
const pactFile = path.resolve(values.pact ?? path.join(PACT_DIR, pactFileName(server)));
if (!existsSync(pactFile)) fail(`no pact file at ${pactFile}`);
const logLevel = (values['log-level'] ?? 'warn') as LogLevel;
if (!['trace', 'debug', 'info', 'warn', 'error'].includes(logLevel)) fail(`bad --log-level ${logLevel}`);

const token = values.token ?? process.env.AGRIMAP_TOKEN;
const loginUrl = values['login-url'] ?? (server === 'account' ? baseUrl : undefined);
const states = remoteStates({
  ...(values['state-url'] ? { stateUrl: values['state-url'] } : {}),
  ...(token ? { token } : {}),
  ...(loginUrl ? { loginUrl } : {}),
  ...(values.username ? { username: values.username } : {}),
  ...((values.password ?? process.env.AGRIMAP_PASSWORD)
    ? { password: values.password ?? process.env.AGRIMAP_PASSWORD }
    : {}),
  ...((values['operator-token'] ?? process.env.AGRIMAP_OPERATOR_TOKEN)
    ? { operatorToken: values['operator-token'] ?? process.env.AGRIMAP_OPERATOR_TOKEN }
    : {}),
  ...(values['operator-username'] ? { operatorUsername: values['operator-username'] } : {}),
  ...((values['operator-password'] ?? process.env.AGRIMAP_OPERATOR_PASSWORD)
    ? { operatorPassword: values['operator-password'] ?? process.env.AGRIMAP_OPERATOR_PASSWORD }
    : {}),
});

console.log(`Verifying ${PROVIDERS[server]} at ${baseUrl} against ${path.relative(process.cwd(), pactFile)}`);
try {
  await verifyProvider({ server, baseUrl, pactFiles: [pactFile], states, logLevel });
  console.log(`\n✔ ${PROVIDERS[server]} honours the pact`);
  process.exit(0);
} catch (e) {
  console.error(`\n✖ ${PROVIDERS[server]} does not honour the pact: ${(e as Error).message}`);
  process.exit(1);
}
