/**
 * One declaration per entity: its table, its columns under their API names with their types,
 * computed columns, unique keys with the message of a duplicate, and the not-found message. From
 * it derive the select list, the row → API mapper, the insert/seed row type and
 * `find / get / list / insert / insertMany / patch / remove` with the standard business errors
 * (`ApiFailure` with `Code.Duplicate` / `Code.RecordNotFound` unless the declaration names others).
 *
 * Plain SQL with `$n` parameters on the `Queryable` interface, so it runs on PGlite and PostgreSQL
 * alike. The table alias in every statement is `t` (computed columns and conditions use it).
 *
 * ```ts
 * const roles = defineEntity({
 *   table: 'role',
 *   key: 'id',
 *   columns: { id: col.int('id').defaulted(), roleName: col.text('name'), remark: col.text('remark').nullable() },
 *   computed: { userCount: col.int('(select count(*)::int from user_role ur where ur.role_id = t.id)') },
 *   unique: [{ fields: ['roleName'], msg: '角色名称已存在' }],
 *   notFound: { msg: '角色不存在' },
 * });
 * const page = await roles.list(db, { filter: { roleName: { contains: '管理' } }, page: { limit: 10, offset: 0 } });
 * ```
 */
import { Code } from '../handlers/codes';
import { ApiFailure } from '../handlers/types';
import { type ColumnType, insertRows } from '../seed/insert';
import { formatDateTime } from '../util/time';
import type { Queryable } from './adapter';

// ── SQL fragments ─────────────────────────────────────────────────────────────────────────

type Part = { text: string } | { value: unknown };

/** A piece of SQL with its parameters; compiled to `$n` placeholders when run. */
export class Sql {
  constructor(readonly parts: readonly Part[]) {}

  /** Text with `$offset+1…` placeholders and the parameter values. */
  compile(offset = 0): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    let text = '';
    for (const p of this.parts) {
      if ('text' in p) text += p.text;
      else {
        values.push(p.value);
        text += `$${offset + values.length}`;
      }
    }
    return { text, values };
  }
}

/** Tagged template: interpolated values become parameters, interpolated `Sql` is inlined. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts: Part[] = [];
  strings.forEach((s, i) => {
    if (s) parts.push({ text: s });
    if (i < values.length) {
      const v = values[i];
      if (v instanceof Sql) parts.push(...v.parts);
      else parts.push({ value: v });
    }
  });
  return new Sql(parts);
}

/** Trusted SQL text (identifiers, keywords): never user input. */
export const rawSql = (text: string): Sql => new Sql([{ text }]);

/** Fragments joined by a separator (`' and '`, `', '`). */
export function joinSql(fragments: readonly Sql[], separator: string): Sql {
  const parts: Part[] = [];
  fragments.forEach((f, i) => {
    if (i > 0) parts.push({ text: separator });
    parts.push(...f.parts);
  });
  return new Sql(parts);
}

/** Runs a fragment. */
export function run<T extends object>(q: Queryable, fragment: Sql): Promise<T[]> {
  const { text, values } = fragment.compile();
  return q.query<T>(text, values);
}

// ── columns ─────────────────────────────────────────────────────────────────────────────

export type ColumnKind =
  | 'int'
  | 'smallint'
  | 'float'
  | 'text'
  | 'bool'
  | 'json'
  | 'time'
  | 'date'
  | 'numeric';

/**
 * A column: `A` is its API value type, `I` what an insert or patch takes, `O` whether an insert may
 * leave it out (nullable or defaulted by the database).
 */
export interface Column<A, I, O extends boolean> {
  /** Column name, or an SQL expression over alias `t` for computed columns. */
  readonly column: string;
  readonly kind: ColumnKind;
  readonly optional: O;
  readonly fromDb: (value: unknown) => A;
  readonly toDb: (value: I) => unknown;
  /** May be NULL (API value null; an insert may leave it out). */
  nullable(): Column<A | null, I | null, true>;
  /** Filled by the database when an insert leaves it out (identity, default). */
  defaulted(): Column<A, I, true>;
}

/** Any column (its input type is contravariant, hence `never`). */
export type AnyColumn = Column<unknown, never, boolean>;

/** A value to the database through a column of unknown type (values were typed by the caller). */
const dbValue = (c: AnyColumn, value: unknown): unknown => (c.toDb as (v: unknown) => unknown)(value);

function makeColumn<A, I>(
  column: string,
  kind: ColumnKind,
  fromDb: (v: unknown) => A,
  toDb: (v: I) => unknown,
): Column<A, I, false> {
  const build = <A2, I2, O extends boolean>(
    optional: O,
    from: (v: unknown) => A2,
    to: (v: I2) => unknown,
  ): Column<A2, I2, O> => ({
    column,
    kind,
    optional,
    fromDb: from,
    toDb: to,
    nullable: () =>
      build<A2 | null, I2 | null, true>(
        true,
        (v) => (v === null || v === undefined ? null : from(v)),
        (v) => (v === null ? null : to(v)),
      ),
    defaulted: () => build<A2, I2, true>(true, from, to),
  });
  return build<A, I, false>(false, fromDb, toDb);
}

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** Column constructors by kind. Times are `Date`s in and `yyyy-MM-dd HH:mm:ss` (Beijing) out. */
export const col = {
  int: (column: string) => makeColumn<number, number>(column, 'int', Number, (v) => v),
  smallint: (column: string) => makeColumn<number, number>(column, 'smallint', Number, (v) => v),
  float: (column: string) => makeColumn<number, number>(column, 'float', Number, (v) => v),
  text: (column: string) =>
    makeColumn<string, string>(
      column,
      'text',
      (v) => String(v),
      (v) => v,
    ),
  bool: (column: string) => makeColumn<boolean, boolean>(column, 'bool', Boolean, (v) => v),
  json: <T>(column: string) =>
    makeColumn<T, T>(
      column,
      'json',
      (v) => v as T,
      (v) => JSON.stringify(v),
    ),
  time: (column: string) =>
    makeColumn<string, Date>(
      column,
      'time',
      (v) => formatDateTime(toDate(v)),
      (v) => v.toISOString(),
    ),
  /** A timestamptz kept as a `Date` both ways, for handlers that compute with it before formatting. */
  instant: (column: string) => makeColumn<Date, Date>(column, 'time', toDate, (v) => v.toISOString()),
  /** A `date`: `yyyy-MM-dd` in and out (read with to_char, so no time zone is involved). */
  date: (column: string) => makeColumn<string, string>(column, 'date', String, (v) => v),
  /** A `numeric`: its exact text in and out (`'12.50'`), never a float. */
  numeric: (column: string) => makeColumn<string, string>(column, 'numeric', String, (v) => v),
};

/** How a kind is read in a select list (the API's text of a date or a decimal). */
const readExpr = (kind: ColumnKind, expr: string): string =>
  kind === 'date' ? `to_char(${expr}, 'YYYY-MM-DD')` : kind === 'numeric' ? `${expr}::text` : expr;

const ARRAY_CAST: Record<ColumnKind, string> = {
  int: 'int4[]',
  smallint: 'int2[]',
  float: 'float8[]',
  text: 'text[]',
  bool: 'bool[]',
  json: 'jsonb[]',
  time: 'timestamptz[]',
  date: 'date[]',
  numeric: 'numeric[]',
};
const VALUE_CAST: Record<ColumnKind, string> = {
  int: '',
  smallint: '',
  float: '',
  text: '',
  bool: '',
  json: '::jsonb',
  time: '::timestamptz',
  date: '::date',
  numeric: '::numeric',
};
const SEED_TYPE: Record<ColumnKind, ColumnType> = {
  int: 'int',
  smallint: 'smallint',
  float: 'float8',
  text: 'text',
  bool: 'bool',
  json: 'jsonb',
  time: 'timestamptz',
  date: 'date',
  // insertRows has no numeric arrays: a decimal's text goes through float8 (exact to 15 digits)
  numeric: 'float8',
};

// ── derived types ───────────────────────────────────────────────────────────────────────

type Columns = Record<string, AnyColumn>;

/** The API record of an entity's columns. */
export type ApiOf<C extends Columns> = { [P in keyof C]: ReturnType<C[P]['fromDb']> };

type InputValue<C extends AnyColumn> = Parameters<C['toDb']>[0];

/** What an insert (or a seed row) takes: required columns, then optional ones. */
export type InputOf<C extends Columns> = {
  [P in keyof C as C[P]['optional'] extends true ? never : P]: InputValue<C[P]>;
} & {
  [P in keyof C as C[P]['optional'] extends true ? P : never]?: InputValue<C[P]>;
};

/** A condition on one field: a value (`null` = IS NULL), a substring, a set or a range. */
export type FieldFilter<V> =
  | V
  | { contains: string }
  | { in: readonly NonNullable<V>[] }
  | { gte?: NonNullable<V>; lte?: NonNullable<V> };

/** Field conditions (undefined ones are skipped), combined with `and`. */
export type FilterOf<A> = { [P in keyof A]?: FieldFilter<A[P]> | undefined };

export interface ListOptions<A> {
  filter?: FilterOf<A>;
  /** Extra conditions (over alias `t`). */
  where?: readonly Sql[];
  /** ORDER BY text over alias `t`; defaults to the entity's `orderBy`. */
  orderBy?: string;
  page?: { limit: number; offset: number };
}

export interface UniqueKey<K extends string> {
  fields: readonly K[];
  /** The Chinese message of a duplicate. */
  msg: string;
  code?: number;
}

export interface EntityDef<C extends Columns, X extends Columns, K extends keyof C & string> {
  table: string;
  key: K;
  columns: C;
  /** Read-only values computed by SQL over alias `t`. */
  computed?: X;
  unique?: readonly UniqueKey<keyof C & string>[];
  notFound: { msg: string; code?: number };
  /** Default ORDER BY over alias `t` (default: the key). */
  orderBy?: string;
  /**
   * The order of the fields in a record as the API answers it, where a computed field stands
   * among the columns (default: the columns, then the computed ones); fields not named follow.
   */
  fieldOrder?: readonly (keyof C | keyof X)[];
}

export interface Entity<C extends Columns, X extends Columns, K extends keyof C & string> {
  readonly def: EntityDef<C, X, K>;
  /** `t.col as "apiName", …` (columns and computed). */
  readonly selectList: string;
  /** SQL of an API field (a column `t.col` or a computed expression). */
  field(name: keyof C | keyof X): Sql;
  toApi(row: Record<string, unknown>): ApiOf<C> & ApiOf<X>;
  find(q: Queryable, key: ApiOf<C>[K]): Promise<(ApiOf<C> & ApiOf<X>) | undefined>;
  /** The record, or the not-found failure. */
  get(q: Queryable, key: ApiOf<C>[K]): Promise<ApiOf<C> & ApiOf<X>>;
  /** The first record (in the entity's order) matching the filter, e.g. a multi-column key. */
  findBy(q: Queryable, filter: FilterOf<ApiOf<C> & ApiOf<X>>): Promise<(ApiOf<C> & ApiOf<X>) | undefined>;
  /** {@link findBy}, or the not-found failure. */
  getBy(q: Queryable, filter: FilterOf<ApiOf<C> & ApiOf<X>>): Promise<ApiOf<C> & ApiOf<X>>;
  /** Fails with the not-found failure unless the record exists. */
  assertExists(q: Queryable, key: ApiOf<C>[K]): Promise<void>;
  list(
    q: Queryable,
    options?: ListOptions<ApiOf<C> & ApiOf<X>>,
  ): Promise<{ records: (ApiOf<C> & ApiOf<X>)[]; total: number }>;
  all(q: Queryable, options?: ListOptions<ApiOf<C> & ApiOf<X>>): Promise<(ApiOf<C> & ApiOf<X>)[]>;
  count(q: Queryable, options?: Pick<ListOptions<ApiOf<C> & ApiOf<X>>, 'filter' | 'where'>): Promise<number>;
  /** Fails with the duplicate failure when `values` (merged over record `except`) collide. */
  assertUnique(q: Queryable, values: Partial<InputOf<C>>, except?: ApiOf<C>[K]): Promise<void>;
  insert(q: Queryable, values: InputOf<C>): Promise<ApiOf<C> & ApiOf<X>>;
  /** Bulk insert without checks (seed, fixtures): one statement per 40,000 rows. */
  insertMany(q: Queryable, rows: readonly InputOf<C>[]): Promise<void>;
  /** Updates the given fields (undefined ones are left as they are); the updated record. */
  patch(q: Queryable, key: ApiOf<C>[K], changes: Partial<InputOf<C>>): Promise<ApiOf<C> & ApiOf<X>>;
  remove(q: Queryable, key: ApiOf<C>[K]): Promise<void>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

export function defineEntity<
  C extends Columns,
  X extends Columns = Record<never, AnyColumn>,
  K extends keyof C & string = keyof C & string,
>(def: EntityDef<C, X, K>): Entity<C, X, K> {
  type Api = ApiOf<C> & ApiOf<X>;
  const computed = (def.computed ?? {}) as X;
  const all: Record<string, AnyColumn> = { ...def.columns, ...computed };
  const isComputed = (name: string) => Object.hasOwn(computed, name);
  const exprOf = (name: string): string => {
    const c = all[name];
    if (!c) throw new Error(`${def.table}: unknown field ${name}`);
    return isComputed(name) ? c.column : `t.${c.column}`;
  };
  const selectList = Object.keys(all)
    .map((name) => `${readExpr((all[name] as AnyColumn).kind, exprOf(name))} as "${name}"`)
    .join(', ');
  const table = rawSql(`${def.table} t`);
  const keyExpr = rawSql(exprOf(def.key));
  const keyColumn = def.columns[def.key] as AnyColumn;
  const notFound = () => new ApiFailure(def.notFound.code ?? Code.RecordNotFound, def.notFound.msg);
  const orderBy = def.orderBy ?? `t.${keyColumn.column}`;

  const ordered = (def.fieldOrder ?? []).map(String);
  const fieldNames = [...ordered, ...Object.keys(all).filter((name) => !ordered.includes(name))];
  for (const name of ordered) exprOf(name); // an unknown name fails at the declaration

  const toApi = (row: Record<string, unknown>): Api => {
    const out: Record<string, unknown> = {};
    for (const name of fieldNames) out[name] = (all[name] as AnyColumn).fromDb(row[name]);
    return out as Api;
  };

  const param = (c: AnyColumn, value: unknown): Sql =>
    sql`${value === null ? null : dbValue(c, value)}${rawSql(VALUE_CAST[c.kind])}`;

  const conditions = (options?: Pick<ListOptions<Api>, 'filter' | 'where'>): Sql[] => {
    const out: Sql[] = [...(options?.where ?? [])];
    for (const [name, f] of Object.entries(options?.filter ?? {})) {
      if (f === undefined) continue;
      const c = all[name] as AnyColumn;
      const e = rawSql(exprOf(name));
      if (f === null) out.push(sql`${e} is null`);
      else if (isObject(f) && c.kind !== 'json') {
        if ('contains' in f) {
          if (f.contains !== '') out.push(sql`strpos(${e}, ${String(f.contains)}) > 0`);
        } else if ('in' in f) {
          const values = (f.in as unknown[]).map((v) => dbValue(c, v));
          out.push(sql`${e} = any(${values}${rawSql(`::${ARRAY_CAST[c.kind]}`)})`);
        } else {
          if (f.gte !== undefined) out.push(sql`${e} >= ${param(c, f.gte)}`);
          if (f.lte !== undefined) out.push(sql`${e} <= ${param(c, f.lte)}`);
        }
      } else out.push(sql`${e} = ${param(c, f)}`);
    }
    return out;
  };
  const whereOf = (conds: readonly Sql[]): Sql =>
    conds.length ? sql` where ${joinSql(conds, ' and ')}` : rawSql('');

  const find = async (q: Queryable, key: unknown): Promise<Api | undefined> => {
    const rows = await run<Record<string, unknown>>(
      q,
      sql`select ${rawSql(selectList)} from ${table} where ${keyExpr} = ${param(keyColumn, key)}`,
    );
    return rows[0] ? toApi(rows[0]) : undefined;
  };

  const assertUnique = async (q: Queryable, values: Record<string, unknown>, except?: unknown) => {
    for (const u of def.unique ?? []) {
      if (!u.fields.some((f) => values[f] !== undefined)) continue;
      const parts: Sql[] = [];
      let hasNull = false;
      for (const f of u.fields) {
        const c = def.columns[f] as AnyColumn;
        const v = values[f];
        if (v === null) hasNull = true;
        else if (v !== undefined) parts.push(sql`t.${rawSql(c.column)} = ${param(c, v)}`);
        else if (except !== undefined) parts.push(sql`t.${rawSql(c.column)} = cur.${rawSql(c.column)}`);
        else hasNull = true; // not given on insert: the database default, nothing to compare
      }
      if (hasNull) continue;
      const statement =
        except === undefined
          ? sql`select 1 from ${table} where ${joinSql(parts, ' and ')} limit 1`
          : sql`select 1 from ${table} join ${rawSql(def.table)} cur on cur.${rawSql(keyColumn.column)} = ${param(keyColumn, except)}
                 where ${keyExpr} <> cur.${rawSql(keyColumn.column)} and ${joinSql(parts, ' and ')} limit 1`;
      if ((await run(q, statement)).length) throw new ApiFailure(u.code ?? Code.Duplicate, u.msg);
    }
  };

  const entity: Entity<C, X, K> = {
    def,
    selectList,
    field: (name) => rawSql(exprOf(String(name))),
    toApi,
    find: (q, key) => find(q, key),
    async get(q, key) {
      const r = await find(q, key);
      if (!r) throw notFound();
      return r;
    },
    async findBy(q, filter) {
      const rows = await run<Record<string, unknown>>(
        q,
        sql`select ${rawSql(selectList)} from ${table}${whereOf(conditions({ filter }))} order by ${rawSql(orderBy)} limit 1`,
      );
      return rows[0] ? toApi(rows[0]) : undefined;
    },
    async getBy(q, filter) {
      const r = await entity.findBy(q, filter);
      if (!r) throw notFound();
      return r;
    },
    async assertExists(q, key) {
      const rows = await run(q, sql`select 1 from ${table} where ${keyExpr} = ${param(keyColumn, key)}`);
      if (rows.length === 0) throw notFound();
    },
    async list(q, options = {}) {
      const where = whereOf(conditions(options));
      const page = options.page
        ? rawSql(` limit ${Math.trunc(options.page.limit)} offset ${Math.trunc(options.page.offset)}`)
        : rawSql('');
      const [rows, totals] = await Promise.all([
        run<Record<string, unknown>>(
          q,
          sql`select ${rawSql(selectList)} from ${table}${where} order by ${rawSql(options.orderBy ?? orderBy)}${page}`,
        ),
        options.page
          ? run<{ n: number }>(q, sql`select count(*)::int as n from ${table}${where}`)
          : Promise.resolve(undefined),
      ]);
      const records = rows.map(toApi);
      return { records, total: totals ? (totals[0]?.n ?? 0) : records.length };
    },
    async all(q, options = {}) {
      return (await entity.list(q, { ...options, page: undefined } as ListOptions<Api>)).records;
    },
    async count(q, options = {}) {
      const rows = await run<{ n: number }>(
        q,
        sql`select count(*)::int as n from ${table}${whereOf(conditions(options))}`,
      );
      return rows[0]?.n ?? 0;
    },
    assertUnique: (q, values, except) => assertUnique(q, values as Record<string, unknown>, except),
    async insert(q, values) {
      const v = values as Record<string, unknown>;
      await assertUnique(q, v);
      const names = Object.keys(def.columns).filter((n) => v[n] !== undefined);
      const cols = names.map((n) => (def.columns[n] as AnyColumn).column).join(', ');
      const vals = joinSql(
        names.map((n) => param(def.columns[n] as AnyColumn, v[n])),
        ', ',
      );
      const statement = names.length
        ? sql`insert into ${rawSql(def.table)} as t (${rawSql(cols)}) values (${vals}) returning ${keyExpr} as k`
        : sql`insert into ${rawSql(def.table)} as t default values returning ${keyExpr} as k`;
      const rows = await run<{ k: unknown }>(q, statement);
      return entity.get(q, keyColumn.fromDb(rows[0]?.k) as ApiOf<C>[K]);
    },
    async insertMany(q, rows) {
      const names = Object.keys(def.columns).filter((n) =>
        rows.some((r) => (r as Record<string, unknown>)[n] !== undefined),
      );
      const types: Record<string, ColumnType> = {};
      for (const n of names) {
        const c = def.columns[n] as AnyColumn;
        types[c.column] = SEED_TYPE[c.kind];
      }
      const seedRows = rows.map((r) => {
        const out: Record<string, unknown> = {};
        for (const n of names) {
          const c = def.columns[n] as AnyColumn;
          const value = (r as Record<string, unknown>)[n];
          // insertRows stringifies jsonb and dates itself.
          out[c.column] =
            value === undefined || value === null || c.kind === 'json' ? value : dbValue(c, value);
        }
        return out;
      });
      await insertRows(q, def.table, types, seedRows);
    },
    async patch(q, key, changes) {
      const v = changes as Record<string, unknown>;
      await entity.assertExists(q, key);
      await assertUnique(q, v, key);
      const names = Object.keys(def.columns).filter((n) => v[n] !== undefined);
      if (names.length) {
        const sets = joinSql(
          names.map((n) => {
            const c = def.columns[n] as AnyColumn;
            return sql`${rawSql(c.column)} = ${param(c, v[n])}`;
          }),
          ', ',
        );
        await run(q, sql`update ${table} set ${sets} where ${keyExpr} = ${param(keyColumn, key)}`);
      }
      return entity.get(q, (v[def.key] ?? key) as ApiOf<C>[K]);
    },
    async remove(q, key) {
      const rows = await run(
        q,
        sql`delete from ${table} where ${keyExpr} = ${param(keyColumn, key)} returning 1 as one`,
      );
      if (rows.length === 0) throw notFound();
    },
  };
  return entity;
}

/** The API record type of an entity. */
export type RecordOf<E> = E extends Entity<infer C, infer X, infer _K> ? ApiOf<C> & ApiOf<X> : never;
/** The insert / seed row type of an entity. */
export type InsertOf<E> = E extends Entity<infer C, infer _X, infer _K> ? InputOf<C> : never;
