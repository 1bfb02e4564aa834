// Finds, statically, which operations the web app's source calls: every string or template
// literal in apps/web/src that is an OpenAPI path of some server (the typed SDK is called with
// literal paths, `api.base.POST('/api/v1/camera/listDevice', …)`; map URLs are built as
// `${mapBase}/styles/v1/${owner}/${styleId}`).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OPERATIONS } from '@agrimap/sdk';

const SOURCE_EXTENSIONS = /\.(ts|tsx|js|jsx|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'e2e', '__generated__']);

async function sourceFiles(dir: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const out: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...(await sourceFiles(full)));
    } else if (SOURCE_EXTENSIONS.test(entry.name) && !/\.(test|spec)\.[jt]sx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const REGEX_PRECEDERS = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);

/**
 * String and template literals of a source text, in order; `${…}` placeholders of template literals
 * become `{}`. Comments and regular-expression literals are skipped (a path in a doc comment is not
 * a call).
 */
export function literalsOf(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  let lastSignificant = '';
  const n = source.length;
  while (i < n) {
    const ch = source[i] as string;
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? n : end;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    if (
      ch === '/' &&
      (REGEX_PRECEDERS.has(lastSignificant) ||
        /\breturn$/.test(source.slice(Math.max(0, i - 7), i).trimEnd()))
    ) {
      // A regular-expression literal: skip to its closing slash (outside a character class).
      let j = i + 1;
      let inClass = false;
      while (j < n && source[j] !== '\n') {
        const c = source[j];
        if (c === '\\') j += 1;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        j += 1;
      }
      i = j + 1;
      lastSignificant = 'regex';
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      let text = '';
      while (j < n && source[j] !== ch && source[j] !== '\n') {
        if (source[j] === '\\') {
          text += source[j + 1] ?? '';
          j += 2;
        } else {
          text += source[j];
          j += 1;
        }
      }
      out.push(text);
      i = j + 1;
      lastSignificant = 'literal';
      continue;
    }
    if (ch === '`') {
      let j = i + 1;
      let text = '';
      while (j < n && source[j] !== '`') {
        if (source[j] === '\\') {
          text += source[j + 1] ?? '';
          j += 2;
        } else if (source[j] === '$' && source[j + 1] === '{') {
          // Skip the placeholder expression (balanced braces).
          let depth = 1;
          j += 2;
          while (j < n && depth > 0) {
            if (source[j] === '{') depth += 1;
            else if (source[j] === '}') depth -= 1;
            j += 1;
          }
          text += '{}';
        } else {
          text += source[j];
          j += 1;
        }
      }
      out.push(text);
      i = j + 1;
      lastSignificant = 'literal';
      continue;
    }
    if (!/\s/.test(ch)) lastSignificant = /[\w$]/.test(ch) ? 'word' : ch;
    i += 1;
  }
  return out;
}

const normalise = (p: string) => p.replace(/\{[^}]*\}/g, '{}').replace(/[?#].*$/, '');
const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** Matches a literal that ends with the operation's path (a `{param}` stands for any segment). */
function suffixPattern(opPath: string): RegExp {
  const body = normalise(opPath)
    .split('/')
    .map((seg) => (seg === '{}' ? '[^/]+' : escapeRegExp(seg)))
    .join('/');
  return new RegExp(`${body}$`);
}

const CANDIDATES = OPERATIONS.map((op) => {
  const norm = normalise(op.path);
  return {
    operationId: op.operationId,
    path: op.path,
    norm,
    fixedSegments: norm.split('/').filter((s) => s && s !== '{}').length,
    pattern: suffixPattern(op.path),
  };
});

/**
 * The operationId an SDK-path literal stands for: the literal is an operation's path, or — for
 * URLs built with a base in front or concrete values — ends with it (`{param}` = any segment;
 * only for paths with at least two fixed segments). A path without fixed segments (`/{token}`)
 * only counts when written out literally. The most specific match wins.
 */
export function operationOfLiteral(literal: string): string | undefined {
  const lit = normalise(literal);
  if (!lit.includes('/')) return undefined;
  const matches = CANDIDATES.filter(
    (c) =>
      literal === c.path ||
      (c.fixedSegments > 0 && lit === c.norm) ||
      (c.fixedSegments >= 2 && c.pattern.test(lit)),
  ).sort((a, b) => b.fixedSegments - a.fixedSegments || b.norm.length - a.norm.length);
  return matches[0]?.operationId;
}

/** operationId → files (relative to `dir`) of every operation the source under `dir` names. */
export async function operationsUsedIn(dir: string): Promise<Map<string, string[]>> {
  const used = new Map<string, string[]>();
  for (const file of await sourceFiles(dir)) {
    const text = await readFile(file, 'utf8');
    for (const literal of literalsOf(text)) {
      const op = operationOfLiteral(literal);
      if (!op) continue;
      const files = used.get(op) ?? [];
      const rel = path.relative(dir, file);
      if (!files.includes(rel)) files.push(rel);
      used.set(op, files);
    }
  }
  return used;
}
