/**
 * The general data dictionary (通用数据字典 sjzd): categories and their items, and the reads
 * every screen uses for selects and labels (`dic/list`, `dic/getDic`, …). Edits show in the reads
 * at once (nothing is cached here). A category with items cannot be deleted (refused, not
 * cascaded); an item with children neither.
 */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, type OpHandler, ok, paging, typedHandlers } from '../types';
import { SM } from './messages';
import type { SystemSchema } from './shared';

// ── entities ───────────────────────────────────────────────────────────────────────────────

export const dicCategories = defineEntity({
  table: 'dic_category',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    dicNumber: col.text('dic_number'),
    dicName: col.text('dic_name'),
    remark: col.text('remark').defaulted(),
    createTime: col.time('create_time').defaulted(),
    updateTime: col.time('update_time').defaulted(),
  },
  computed: {
    entryCount: col.int('(select count(*)::int from dic_entry e where e.dic_number = t.dic_number)'),
  },
  notFound: { msg: SM.categoryNotFound, code: Code.NotFound },
  orderBy: 't.id',
});

export const dicItems = defineEntity({
  table: 'dic_entry',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    pid: col.int('pid').defaulted(),
    dicNumber: col.text('dic_number'),
    code: col.text('code'),
    name: col.text('name'),
    itemKey: col.text('item_key').nullable(),
    itemValue: col.text('item_value').nullable(),
    sort: col.int('sort').defaulted(),
    status: col.smallint('status').defaulted(),
  },
  computed: {
    dicName: col.text('(select c.dic_name from dic_category c where c.dic_number = t.dic_number)'),
    key: col.text('coalesce(t.item_key, t.code)'),
    value: col.text('coalesce(t.item_value, t.name)'),
    hasChildren: col.bool('exists (select 1 from dic_entry k where k.pid = t.id)'),
  },
  notFound: { msg: SM.itemNotFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

/** The applications (应用字典) the unified portal links to. */
const appDictionary = defineEntity({
  table: 'app_dictionary',
  key: 'appId',
  columns: {
    appId: col.text('app_id'),
    appName: col.text('app_name'),
    url: col.text('url').nullable(),
    sort: col.int('sort'),
    status: col.smallint('status'),
  },
  notFound: { msg: SM.appNotFound, code: Code.NotFound },
  orderBy: 't.sort, t.app_id',
});

type ItemRecord = RecordOf<typeof dicItems>;
type CategoryRecord = RecordOf<typeof dicCategories>;

export const toEntry = (r: ItemRecord): SystemSchema<'DictionaryEntry'> => ({
  code: r.code,
  name: r.name,
  dicNumber: r.dicNumber,
  dicName: r.dicName,
  key: r.key,
  value: r.value,
});

export const toItem = (r: ItemRecord): SystemSchema<'DictionaryItem'> => ({
  id: r.id,
  pid: r.pid,
  ...toEntry(r),
  sort: r.sort,
  status: r.status as 0 | 1,
  hasChildren: r.hasChildren,
});

const toCategory = (r: CategoryRecord): SystemSchema<'DictionaryCategory'> => ({
  id: r.id,
  dicNumber: r.dicNumber,
  dicName: r.dicName,
  remark: r.remark,
  entryCount: r.entryCount,
  createTime: r.createTime,
  updateTime: r.updateTime,
});

/** The enabled top-level items of a category (what selects show), in order. */
export function enabledItems(q: Queryable, dicNumber: string): Promise<ItemRecord[]> {
  return dicItems.all(q, { filter: { dicNumber, pid: 0, status: 1 } });
}

// ── reads used by every screen ─────────────────────────────────────────────────────────────

const dicList: OpHandler<'dicList'> = async (ctx) => {
  const { categoryNumber } = ctx.body;
  return ok({ list: (await enabledItems(ctx.db, categoryNumber)).map(toEntry) }, M.done, Code.DictOk);
};

const dicGetDic: OpHandler<'dicGetDic'> = async (ctx) =>
  ok((await enabledItems(ctx.db, String(ctx.query.category))).map(toEntry), M.done);

const dicEnterpriseTypeList: OpHandler<'dicEnterpriseTypeList'> = async (ctx) => {
  const { keyword } = ctx.body ?? {};
  const rows = await dicItems.all(ctx.db, {
    filter: { dicNumber: 'qylx', pid: 0, status: 1, name: keyword ? { contains: keyword } : undefined },
  });
  return ok({ list: rows.map(toEntry) });
};

const dicAppList: OpHandler<'dicAppList'> = async (ctx) => {
  const { keyword, status } = ctx.body ?? {};
  const rows = await appDictionary.all(ctx.db, {
    filter: { status },
    where: keyword ? [sql`(strpos(t.app_name, ${keyword}) > 0 or strpos(t.app_id, ${keyword}) > 0)`] : [],
  });
  return ok({
    list: rows.map((r) => ({
      appId: r.appId,
      appName: r.appName,
      ...(r.url ? { url: r.url } : {}),
      sort: r.sort,
      status: r.status as 0 | 1,
    })),
  });
};

// ── categories ─────────────────────────────────────────────────────────────────────────────

const dicCategoryPage: OpHandler<'dicCategoryPage'> = async (ctx) => {
  const b = ctx.body;
  const keyword = b.keyword || undefined;
  const page = await dicCategories.list(ctx.db, {
    where: keyword ? [sql`(strpos(t.dic_number, ${keyword}) > 0 or strpos(t.dic_name, ${keyword}) > 0)`] : [],
    page: paging(b),
  });
  return ok({ total: page.total, records: page.records.map(toCategory) });
};

const dicCategoryAdd: OpHandler<'dicCategoryAdd'> = async (ctx) => {
  const b = ctx.body;
  const now = ctx.app.now();
  const row = await ctx.db.transaction(async (tx) => {
    if ((await dicCategories.count(tx, { filter: { dicNumber: b.dicNumber } })) > 0)
      fail(Code.Conflict, SM.categoryExists(b.dicNumber));
    return dicCategories.insert(tx, {
      dicNumber: b.dicNumber,
      dicName: b.dicName.trim(),
      remark: b.remark ?? '',
      createTime: now,
      updateTime: now,
    });
  });
  return ok(toCategory(row), M.added);
};

const dicCategoryUpdate: OpHandler<'dicCategoryUpdate'> = async (ctx) => {
  const b = ctx.body;
  const row = await dicCategories.patch(ctx.db, b.id, {
    dicName: b.dicName?.trim(),
    remark: b.remark,
    updateTime: ctx.app.now(),
  });
  return ok(toCategory(row), M.updated);
};

const dicCategoryDelete: OpHandler<'dicCategoryDelete'> = async (ctx) => {
  const { id } = ctx.body;
  await ctx.db.transaction(async (tx) => {
    const category = await dicCategories.get(tx, id);
    if (category.entryCount > 0) fail(Code.Conflict, SM.categoryInUse);
    await dicCategories.remove(tx, id);
  });
  return ok(null, M.deleted);
};

// ── items ──────────────────────────────────────────────────────────────────────────────────

async function categoryByNumber(q: Queryable, dicNumber: string): Promise<CategoryRecord> {
  const [category] = await dicCategories.all(q, { filter: { dicNumber } });
  return category ?? fail(Code.NotFound, SM.categoryNotFound);
}

const touchCategory = (q: Queryable, dicNumber: string, now: Date) =>
  q.query('update dic_category set update_time = $2::timestamptz where dic_number = $1', [
    dicNumber,
    now.toISOString(),
  ]);

const dicItemPage: OpHandler<'dicItemPage'> = async (ctx) => {
  const b = ctx.body;
  await categoryByNumber(ctx.db, b.dicNumber);
  const keyword = b.keyword || undefined;
  const page = await dicItems.list(ctx.db, {
    filter: { dicNumber: b.dicNumber, pid: b.pid ?? 0, status: b.status },
    where: keyword
      ? [
          sql`(strpos(t.code, ${keyword}) > 0 or strpos(t.name, ${keyword}) > 0
              or strpos(coalesce(t.item_key, ''), ${keyword}) > 0 or strpos(coalesce(t.item_value, ''), ${keyword}) > 0)`,
        ]
      : [],
    page: paging(b),
  });
  return ok({ total: page.total, records: page.records.map(toItem) });
};

const dicItemAdd: OpHandler<'dicItemAdd'> = async (ctx) => {
  const b = ctx.body;
  const pid = b.pid ?? 0;
  const now = ctx.app.now();
  const row = await ctx.db.transaction(async (tx) => {
    await categoryByNumber(tx, b.dicNumber);
    if (pid !== 0) {
      const parent = (await dicItems.find(tx, pid)) ?? fail(Code.NotFound, SM.parentNotFound);
      if (parent.dicNumber !== b.dicNumber) fail(Code.BadRequest, SM.parentOtherCategory);
    }
    if ((await dicItems.count(tx, { filter: { dicNumber: b.dicNumber, code: b.code } })) > 0)
      fail(Code.Conflict, SM.itemExists(b.code));
    const sort =
      b.sort ??
      ((
        await tx.query<{ n: number }>(
          'select coalesce(max(sort), 0)::int + 1 as n from dic_entry where dic_number = $1 and pid = $2',
          [b.dicNumber, pid],
        )
      )[0]?.n as number);
    const created = await dicItems.insert(tx, {
      dicNumber: b.dicNumber,
      pid,
      code: b.code,
      name: b.name.trim(),
      itemKey: b.key ?? null,
      itemValue: b.value ?? null,
      sort,
      status: b.status ?? 1,
    });
    await touchCategory(tx, b.dicNumber, now);
    return created;
  });
  return ok(toItem(row), M.added);
};

const dicItemUpdate: OpHandler<'dicItemUpdate'> = async (ctx) => {
  const b = ctx.body;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await dicItems.get(tx, b.id);
    if (
      b.code !== undefined &&
      (await dicItems.count(tx, {
        filter: { dicNumber: current.dicNumber, code: b.code },
        where: [sql`t.id <> ${b.id}`],
      })) > 0
    )
      fail(Code.Conflict, SM.itemExists(b.code));
    const updated = await dicItems.patch(tx, b.id, {
      code: b.code,
      name: b.name?.trim(),
      itemKey: b.key,
      itemValue: b.value,
      sort: b.sort,
      status: b.status,
    });
    await touchCategory(tx, current.dicNumber, ctx.app.now());
    return updated;
  });
  return ok(toItem(row), M.updated);
};

const dicItemDelete: OpHandler<'dicItemDelete'> = async (ctx) => {
  const { id } = ctx.body;
  await ctx.db.transaction(async (tx) => {
    const item = await dicItems.get(tx, id);
    if (item.hasChildren) fail(Code.Conflict, SM.itemInUse);
    await dicItems.remove(tx, id);
    await touchCategory(tx, item.dicNumber, ctx.app.now());
  });
  return ok(null, M.deleted);
};

const dicItemSort: OpHandler<'dicItemSort'> = async (ctx) => {
  const { ids } = ctx.body;
  const rows = await ctx.db.transaction(async (tx) => {
    const items = await dicItems.all(tx, { filter: { id: { in: ids } } });
    if (items.length !== ids.length) fail(Code.NotFound, SM.itemNotFound);
    const first = items[0] as ItemRecord;
    const siblings = await dicItems.count(tx, { filter: { dicNumber: first.dicNumber, pid: first.pid } });
    if (items.some((i) => i.dicNumber !== first.dicNumber || i.pid !== first.pid) || siblings !== ids.length)
      fail(Code.BadRequest, SM.sortNotSiblings);
    await tx.query(
      `update dic_entry e set sort = s.ord::int
         from unnest($1::int4[]) with ordinality as s(id, ord) where e.id = s.id`,
      [ids],
    );
    await touchCategory(tx, first.dicNumber, ctx.app.now());
    return dicItems.all(tx, { filter: { dicNumber: first.dicNumber, pid: first.pid } });
  });
  return ok(rows.map(toItem), SM.sorted);
};

export const DICTIONARY_HANDLERS = typedHandlers({
  dicList,
  dicGetDic,
  dicEnterpriseTypeList,
  dicAppList,
  dicCategoryPage,
  dicCategoryAdd,
  dicCategoryUpdate,
  dicCategoryDelete,
  dicItemPage,
  dicItemAdd,
  dicItemUpdate,
  dicItemDelete,
  dicItemSort,
});
