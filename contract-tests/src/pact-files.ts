// Reading and writing pact files: committed pacts are normalised (interactions sorted, stable
// formatting) so regenerating them without a contract change leaves git clean.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OPERATIONS, type ServerName } from '@agrimap/sdk';
import { CONSUMER, PACT_DIR, PROVIDERS, pactFileName, SERVERS, serverOfProvider } from './servers';

export interface PactInteraction {
  type?: string;
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string | string[]>;
    body?: { content?: unknown; contentType?: string; encoded?: unknown };
    matchingRules?: unknown;
  };
  response: {
    status: number;
    headers?: Record<string, unknown>;
    body?: { content?: unknown };
    matchingRules?: unknown;
  };
  [key: string]: unknown;
}

export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata?: Record<string, unknown>;
}

export async function readPact(file: string): Promise<PactFile> {
  return JSON.parse(await readFile(file, 'utf8')) as PactFile;
}

/** The committed pact files of the web app, one per server that has interactions. */
export async function committedPacts(dir = PACT_DIR): Promise<{ server: ServerName; file: string }[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const out: { server: ServerName; file: string }[] = [];
  for (const name of names) {
    const server = SERVERS.find((s) => pactFileName(s) === name);
    if (!server) throw new Error(`unexpected file in ${dir}: ${name} (expected ${CONSUMER}-<provider>.json)`);
    out.push({ server, file: path.join(dir, name) });
  }
  return out;
}

function stateKey(i: PactInteraction): string {
  return JSON.stringify(i.providerStates ?? []);
}

/** Sorts interactions (description, then states) and writes with stable formatting. */
export async function writeNormalisedPact(pact: PactFile, file: string): Promise<void> {
  const interactions = [...pact.interactions].sort(
    (a, b) =>
      a.description.localeCompare(b.description, 'en') || stateKey(a).localeCompare(stateKey(b), 'en'),
  );
  const normalised: PactFile = { ...pact, interactions };
  await writeFile(file, `${JSON.stringify(normalised, null, 2)}\n`);
}

function templateToRegExp(template: string): RegExp {
  const escaped = template
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

/** The operationId a pact interaction exercises (by provider, method and path), if any. */
export function operationOfInteraction(provider: string, interaction: PactInteraction): string | undefined {
  const server = serverOfProvider(provider);
  if (!server) return undefined;
  const method = interaction.request.method.toLowerCase();
  const candidates = OPERATIONS.filter((o) => o.server === server && o.method === method);
  // Concrete paths win over templated ones (`/api/v1/...` before `/{token}`).
  const exact = candidates.find((o) => o.path === interaction.request.path);
  if (exact) return exact.operationId;
  return candidates.find((o) => templateToRegExp(o.path).test(interaction.request.path))?.operationId;
}

export { PROVIDERS };
