// Import boundaries of ARCHITECTURE.md, enforced as a lint step:
// - packages/* never import apps (or each other's internals);
// - in apps/web/src: components/ and lib/ never import features/, routes/ or app/;
//   features/<x> never imports features/<y>, routes/ or app/.
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

  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = findViolations(root);
  if (problems.length) {
    console.error(`Import boundary violations (see ARCHITECTURE.md):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Import boundaries: ok');
}
