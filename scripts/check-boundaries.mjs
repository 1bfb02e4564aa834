// Import boundaries of ARCHITECTURE.md, enforced as a lint step:
// - packages/* never import apps (or each other's internals);
// - in apps/web/src: components/ and lib/ never import features/, routes/ or app/;
//   features/<x> never imports features/<y>, routes/ or app/.
// And one API path (issue 27 §3): in apps/web/src outside lib/ and tests, no raw client call
// (`.GET(` / `.POST(` / `.PUT(` / `.DELETE(` / `.PATCH(`) and no literal `queryKey: [`: calls go
// through lib/query's apiFetch / apiQuery / apiBlob, keys come from apiKey / apiViewKey.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|mts|cts|js|mjs)$/.test(name)) yield full;
  }
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const out = [];
  for (const m of text.matchAll(IMPORT_RE)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

/**
 * Lists every import that crosses a boundary, as readable lines.
 * @param {string} root the repository root
 * @returns {string[]}
 */
export function findViolations(root) {
  const problems = [];
  const rel = (f) => path.relative(root, f);

  for (const file of files(path.join(root, 'packages'))) {
    for (const spec of importsOf(file)) {
      if (/^@agrimap\/(web|sandbox)/.test(spec) || /(^|\/)apps\//.test(spec)) {
        problems.push(`${rel(file)}: a package must not import an app (${spec})`);
      }
    }
  }

  const webSrc = path.join(root, 'apps/web/src');
  const areaOf = (absPath) => {
    const r = path.relative(webSrc, absPath).split(path.sep);
    if (r[0] === '..' || r.length === 0) return null;
    if (r[0] === 'features') return { layer: 'features', feature: r[1] };
    return { layer: r[0] };
  };
  for (const file of files(webSrc)) {
    const from = areaOf(file);
    if (!from) continue;
    for (const spec of importsOf(file)) {
      let target;
      if (spec.startsWith('.')) target = areaOf(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith('@/')) target = areaOf(path.join(webSrc, spec.slice(2)));
      else continue;
      if (!target) continue;
      if (
        ['components', 'lib'].includes(from.layer) &&
        ['features', 'routes', 'app'].includes(target.layer)
      ) {
        problems.push(`${rel(file)}: shared ${from.layer}/ must not import ${target.layer}/ (${spec})`);
      }
      if (from.layer === 'features') {
        if (target.layer === 'features' && target.feature !== from.feature) {
          problems.push(
            `${rel(file)}: feature "${from.feature}" must not import feature "${target.feature}" (${spec})`,
          );
        }
        if (['routes', 'app'].includes(target.layer)) {
          problems.push(`${rel(file)}: features must not import ${target.layer}/ (${spec})`);
        }
      }
    }
  }

  for (const file of files(webSrc)) problems.push(...apiPathViolations(webSrc, file, rel(file)));

  return problems;
}

const RAW_CALL_RE = /\.(GET|POST|PUT|DELETE|PATCH)\(/;
const LITERAL_KEY_RE = /queryKey:\s*\[/;

/** Tests and the lib/ layer may use the client and build keys directly. */
function mayCallClient(webSrc, file) {
  const r = path.relative(webSrc, file).split(path.sep);
  return r[0] === 'lib' || r[0] === 'test' || /\.test\.(ts|tsx)$/.test(file);
}

/** One API path: raw client calls and literal query keys of a web source file, as readable lines. */
function apiPathViolations(webSrc, file, relName) {
  if (mayCallClient(webSrc, file)) return [];
  const out = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const call = RAW_CALL_RE.exec(line);
      if (call) {
        out.push(
          `${relName}:${i + 1}: raw client call .${call[1]}( outside lib/: use apiFetch / apiQuery / apiBlob from lib/query`,
        );
      }
      if (LITERAL_KEY_RE.test(line)) {
        out.push(
          `${relName}:${i + 1}: literal queryKey outside lib/: build it with apiKey / apiViewKey from lib/query`,
        );
      }
    });
  return out;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = findViolations(root);
  if (problems.length) {
    console.error(`Boundary violations (see ARCHITECTURE.md):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Boundaries (imports, one API path): ok');
}
