/**
 * 作物 (crops): name (unique), botanical family, category, image, days to maturity, description
 * and sort. A crop that varieties, growth stages, programmes, technical schemes or videos use is
 * not deleted (the message says what uses it); plots only lose their current crop.
 */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, ok, typedHandlers } from '../types';

export const CROP_MSG = {
  notFound: '作物不存在',
  duplicate: '作物名称已存在',
  inUse: (parts: string[]) => `该作物下有 ${parts.join('、')}，不能删除`,
} as const;

export const crops = defineEntity({
  table: 'agro_crop',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    family: col.text('family'),
    category: col.text('category'),
    image: col.text('image').nullable(),
    maturityDays: col.int('maturity_days'),
    description: col.text('description'),
    sort: col.int('sort'),
    createTime: col.time('create_time'),
    updateTime: col.time('update_time'),
  },
  computed: {
    varietyCount: col.int('(select count(*)::int from agro_crop_variety v where v.crop_id = t.id)'),
    stageCount: col.int('(select count(*)::int from agro_growth_stage s where s.crop_id = t.id)'),
    programmeCount: col.int('(select count(*)::int from agro_programme p where p.crop_id = t.id)'),
  },
  unique: [{ fields: ['name'], msg: CROP_MSG.duplicate, code: Code.Conflict }],
  notFound: { msg: CROP_MSG.notFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

/** Rows of `table` whose crop_id is `cropId`, or 0 when the table does not exist (yet). */
async function countIfTable(q: Queryable, table: string, cropId: number): Promise<number> {
  const exists = await q.query<{ t: string | null }>('select to_regclass($1)::text as t', [table]);
  if (!exists[0]?.t) return 0;
  const rows = await q.query<{ n: number }>(`select count(*)::int as n from ${table} where crop_id = $1`, [
    cropId,
  ]);
  return rows[0]?.n ?? 0;
}

export const CROP_HANDLERS = typedHandlers({
  async agroCropPage(ctx) {
    const b = ctx.body;
    const page = await crops.list(ctx.db, {
      filter: {
        name: b.name?.trim() ? { contains: b.name.trim() } : undefined,
        family: b.family?.trim() || undefined,
        category: b.category?.trim() || undefined,
      },
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok(page);
  },

  async agroCropOptions(ctx) {
    const rows = await ctx.db.query<{ id: number; name: string; family: string; maturityDays: number }>(
      'select id, name, family, maturity_days as "maturityDays" from agro_crop order by sort, id',
    );
    return ok({ list: rows });
  },

  async agroCropSave(ctx) {
    const { id, ...b } = ctx.body;
    const now = ctx.app.now();
    const values = {
      name: b.name.trim(),
      family: b.family.trim(),
      category: b.category?.trim() ?? '',
      image: b.image || null,
      maturityDays: b.maturityDays,
      description: b.description?.trim() ?? '',
      sort: b.sort ?? 0,
      updateTime: now,
    };
    if (!values.name) fail(Code.BadRequest, '请输入作物名称');
    if (!values.family) fail(Code.BadRequest, '请输入所属科');
    return ctx.db.transaction(async (tx) => {
      if (id === undefined)
        return ok({ id: (await crops.insert(tx, { ...values, createTime: now })).id }, M.added);
      await crops.patch(tx, id, values);
      return ok({ id }, M.saved);
    });
  },

  async agroCropDelete(ctx) {
    return ctx.db.transaction(async (tx) => {
      const crop = await crops.get(tx, ctx.body.id);
      const schemes = await countIfTable(tx, 'agro_scheme', crop.id);
      const videos = await countIfTable(tx, 'agro_video', crop.id);
      const parts = [
        crop.varietyCount ? `${crop.varietyCount} 个品种` : '',
        crop.stageCount ? `${crop.stageCount} 个生育期` : '',
        crop.programmeCount ? `${crop.programmeCount} 个种植方案` : '',
        schemes ? `${schemes} 个农技方案` : '',
        videos ? `${videos} 个农技视频` : '',
      ].filter(Boolean);
      if (parts.length > 0) fail(Code.Conflict, CROP_MSG.inUse(parts));
      await crops.remove(tx, crop.id);
      return ok(null, M.deleted);
    });
  },
});
