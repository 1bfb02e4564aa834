/** Bulk inserts through `unnest` of typed arrays: one statement per table (fast on PGlite and PostgreSQL). */
import type { Queryable } from '../db/adapter';

export type ColumnType = 'text' | 'int' | 'smallint' | 'float8' | 'bool' | 'jsonb' | 'timestamptz' | 'date';
export type SeedRow = Record<string, unknown>;

const ARRAY_TYPE: Record<ColumnType, string> = {
  text: 'text[]',
  int: 'int4[]',
  smallint: 'int2[]',
  float8: 'float8[]',
  bool: 'bool[]',
  jsonb: 'text[]',
  timestamptz: 'timestamptz[]',
  date: 'date[]',
};

function toParam(type: ColumnType, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (type === 'jsonb') return JSON.stringify(value);
  if (type === 'timestamptz') return value instanceof Date ? value.toISOString() : value;
  return value;
}

export async function insertRows(
  q: Queryable,
  table: string,
  columns: Record<string, ColumnType>,
  rows: readonly SeedRow[],
  batchSize = 40000,
): Promise<void> {
  const names = Object.keys(columns);
  const select = names.map((c) => (columns[c] === 'jsonb' ? `${c}::jsonb` : c)).join(', ');
  const arrays = names.map((c, i) => `$${i + 1}::${ARRAY_TYPE[columns[c] as ColumnType]}`).join(', ');
  const sql = `insert into ${table} (${names.join(', ')}) select ${select} from unnest(${arrays}) as u(${names.join(', ')})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const chunk = rows.slice(start, start + batchSize);
    const params = names.map((c) => chunk.map((r) => toParam(columns[c] as ColumnType, r[c])));
    await q.query(sql, params);
  }
}
