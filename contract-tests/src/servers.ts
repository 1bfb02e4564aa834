// Names shared by every stage: the consumer, one Pact provider per server, where things live.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVERS, type ServerName, sameOriginBaseUrls } from '@agrimap/sdk';

export { SERVERS, type ServerName };

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root. */
export const ROOT = path.resolve(here, '../..');
/** contract-tests/ */
export const CONTRACTS_DIR = path.resolve(here, '..');
/** The committed pact files. */
export const PACT_DIR = path.join(CONTRACTS_DIR, 'pacts');
/** Scratch space (git-ignored): bundled specs, pacts being written, logs. */
export const TMP_DIR = path.join(ROOT, '.tmp', 'contracts');

/** The one consumer: the web app. */
export const CONSUMER = 'agrimap-web';

/** Pact provider name of each server. */
export const PROVIDERS: Record<ServerName, string> = {
  account: 'agrimap-account',
  system: 'agrimap-system',
  base: 'agrimap-base',
  shop: 'agrimap-shop',
  area: 'agrimap-area',
  map: 'agrimap-map',
};

/** The server a Pact provider name stands for, or undefined. */
export function serverOfProvider(provider: string): ServerName | undefined {
  return SERVERS.find((s) => PROVIDERS[s] === provider);
}

/** File name of the pact between the web app and a server. */
export function pactFileName(server: ServerName): string {
  return `${CONSUMER}-${PROVIDERS[server]}.json`;
}

/**
 * Path prefix of each server under the sandbox's single origin (`/account`, …, `/area/api/v1`).
 * Pact paths are relative to these (they are the OpenAPI paths), so the same pact verifies a
 * sandbox (`<sandbox>/base`) or a real server (`https://base.example.org/`).
 */
export const SANDBOX_PREFIXES: Record<ServerName, string> = Object.fromEntries(
  Object.entries(sameOriginBaseUrls('http://sandbox')).map(([s, url]) => [s, new URL(url).pathname]),
) as Record<ServerName, string>;
