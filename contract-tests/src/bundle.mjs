// Bundles each server's multi-file OpenAPI YAML into one JSON document with Redocly (external
// `./components/common.yaml` refs pulled in, internal `#/` refs kept — the menu tree is recursive,
// so a fully dereferenced document cannot exist), plus a "tuple-compatible" copy for tools whose
// JSON Schema validators predate 2020-12 (Prism 5, swagger-mock-validator).
//
// Why the copy: openapi/ writes coordinate tuples the OpenAPI 3.1 way, `prefixItems: [lon, lat]`
// with `items: false`. Validators that do not know `prefixItems` read `items: false` as "no items
// at all" and reject every valid `[112.9, 28.2]`. The copy rewrites each tuple into the draft-07
// form `items: [lon, lat]` + `additionalItems: false`, which means exactly the same thing.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const SERVERS = ['account', 'system', 'base', 'shop', 'area', 'map'];
/** Where bundled documents are written (git-ignored). */
export const BUNDLE_DIR = path.join(ROOT, '.tmp', 'contracts', 'specs');

/**
 * Rewrites every 2020-12 tuple (`prefixItems`, optionally `items`) into the equivalent draft-07
 * form (`items: [...]`, `additionalItems`). Returns a new value; the input is not changed.
 */
export function tupleCompat(node) {
  if (Array.isArray(node)) return node.map(tupleCompat);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) out[key] = tupleCompat(value);
  if (Array.isArray(node.prefixItems)) {
    out.items = out.prefixItems;
    delete out.prefixItems;
    if (node.items !== undefined) out.additionalItems = tupleCompat(node.items);
  }
  return out;
}

/**
 * Bundles the servers' documents (one Redocly run, ~1 s). Written to a directory of this call's own
 * and then renamed into BUNDLE_DIR file by file, so that stages bundling at the same time (the
 * contract stages run side by side) never read a half-written document.
 * @param {string[]} [servers]
 * @returns {Promise<Record<string, { bundled: string, compat: string }>>} file paths per server
 */
export async function bundleSpecs(servers = SERVERS) {
  await mkdir(BUNDLE_DIR, { recursive: true });
  const work = await mkdtemp(path.join(BUNDLE_DIR, '.bundle-'));
  try {
    const redocly = path.join(ROOT, 'node_modules', '.bin', 'redocly');
    const inputs = servers.map((s) => path.join('openapi', `${s}.yaml`));
    // With several inputs `--output` is a directory; with one it is the file itself.
    const output = servers.length === 1 ? path.join(work, `${servers[0]}.json`) : work;
    try {
      await run(redocly, ['bundle', ...inputs, '--output', output, '--ext', 'json'], {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
    } catch (e) {
      throw new Error(`redocly bundle failed: ${e.stderr || e.message}`);
    }
    const out = {};
    await Promise.all(
      servers.map(async (server) => {
        const doc = JSON.parse(await readFile(path.join(work, `${server}.json`), 'utf8'));
        await writeFile(path.join(work, `${server}.compat.json`), JSON.stringify(tupleCompat(doc), null, 2));
        const bundled = path.join(BUNDLE_DIR, `${server}.json`);
        const compat = path.join(BUNDLE_DIR, `${server}.compat.json`);
        await rename(path.join(work, `${server}.json`), bundled);
        await rename(path.join(work, `${server}.compat.json`), compat);
        out[server] = { bundled, compat };
      }),
    );
    return out;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
