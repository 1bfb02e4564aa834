/**
 * Every value of the contracts is bounded: an integer has a `format` and a `minimum` and `maximum`
 * (or an `enum` / `const`), a string a `maxLength` (or an `enum` / `const`; binary file parts
 * aside), and positions of the product's servers lie within China. Unbounded values are how
 * integers beyond 32 bits and megabyte strings reached the database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const FILES = ['account', 'system', 'base', 'shop', 'area', 'map']
  .map((s) => `${s}.yaml`)
  .concat('components/common.yaml');

type Node = Record<string, unknown>;
const isObj = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Found {
  where: string;
  schema: Node;
}

/** Every schema object with a `type`, outside examples, response headers and non-JSON content. */
function schemas(): Found[] {
  const out: Found[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        walk(n, `${where}/${i}`);
      });
      return;
    }
    if (!isObj(node)) return;
    const t = node.type;
    if (typeof t === 'string' || (Array.isArray(t) && t.every((x) => typeof x === 'string')))
      out.push({ where, schema: node });
    for (const [k, v] of Object.entries(node)) {
      if (k === 'example' || k === 'examples' || k === 'headers') continue;
      if (where.endsWith('/content') && !/json|multipart/.test(k)) continue;
      walk(v, `${where}/${k}`);
    }
  };
  for (const f of FILES) walk(parse(readFileSync(path.join(here, f), 'utf8')), f);
  return out;
}

const typesOf = (s: Node) => (Array.isArray(s.type) ? (s.type as string[]) : [s.type as string]);
const fixed = (s: Node) => s.enum !== undefined || s.const !== undefined;

describe('OpenAPI limits', () => {
  const all = schemas();

  it('every integer has a format and bounds', () => {
    const ints = all.filter((f) => typesOf(f.schema).includes('integer'));
    expect(ints.length).toBeGreaterThan(800);
    const unbounded = ints
      .filter(
        ({ schema: s }) =>
          !['int32', 'int64'].includes(String(s.format)) ||
          (!fixed(s) && (typeof s.minimum !== 'number' || typeof s.maximum !== 'number')),
      )
      .map((f) => f.where);
    expect(unbounded).toEqual([]);
    // int32 values fit 32 bits; larger bounds say int64.
    const misdeclared = ints
      .filter(
        ({ schema: s }) =>
          s.format === 'int32' && ((s.maximum as number) > 2 ** 31 - 1 || (s.minimum as number) < -(2 ** 31)),
      )
      .map((f) => f.where);
    expect(misdeclared).toEqual([]);
  });

  it('every string has a maxLength; rich text at most 200 K', () => {
    const strings = all.filter((f) => typesOf(f.schema).includes('string'));
    const unbounded = strings
      .filter(({ schema: s }) => !fixed(s) && s.format !== 'binary' && typeof s.maxLength !== 'number')
      .map((f) => f.where);
    expect(unbounded).toEqual([]);
    // Longer only: file contents sent as base64 and the generic envelope's data.
    const tooLong = strings
      .filter(({ schema: s }) => (s.maxLength as number) > 204800)
      .map((f) => f.where)
      .filter((w) => !/OkEnvelope|contentBase64/.test(w));
    expect(tooLong).toEqual([]);
  });

  it('ids are positive, page ≥ 1', () => {
    const wrong = all
      .filter(
        ({ where, schema: s }) => typesOf(s).includes('integer') && /\/properties\/(id|page)$/.test(where),
      )
      .filter(({ schema: s }) => (s.minimum as number) < 1)
      .map((f) => f.where);
    expect(wrong).toEqual([]);
  });

  it('longitudes and latitudes of the product servers lie within China', () => {
    const outside = all
      .filter(
        ({ where }) =>
          !where.startsWith('map.yaml') && !where.includes('/LonLat/') && /\/(lon|lat|Lon|Lat)$/.test(where),
      )
      .filter(({ where, schema: s }) =>
        /lon$/i.test(where) ? s.minimum !== 73 || s.maximum !== 136 : s.minimum !== 3 || s.maximum !== 54,
      )
      .map((f) => f.where);
    expect(outside).toEqual([]);
  });
});
