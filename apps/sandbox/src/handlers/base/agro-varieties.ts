/**
 * 作物品种 (varieties): a crop's variety with its supplier (a supplier of the supply catalogue),
 * registration or approval number (unique), days to maturity, yield per 亩, planting density per
 * 亩 and traits. A variety a planting programme uses is not deleted.
 */
import { col, defineEntity, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, ok, typedHandlers } from '../types';
import { CROP_MSG } from './agro-crops';

export const VARIETY_MSG = {
  notFound: '品种不存在',
  duplicateName: '该作物下已有同名品种',
  duplicateNo: '审定（登记）编号已存在',
  supplierMissing: '供应商不存在',
  cropLocked: '该品种已用于种植方案，不能更换作物',
  inUse: (n: number) => `该品种已用于 ${n} 个种植方案，不能删除`,
} as const;

export const varieties = defineEntity({
  table: 'agro_crop_variety',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    cropId: col.int('crop_id'),
    name: col.text('name'),
    supplierId: col.int('supplier_id').nullable(),
    registrationNo: col.text('registration_no'),
    maturityDays: col.int('maturity_days'),
    yieldPerMu: col.int('yield_per_mu'),
    densityPerMu: col.int('density_per_mu'),
    traits: col.text('traits'),
    createTime: col.time('create_time'),
    updateTime: col.time('update_time'),
  },
  computed: {
    cropName: col.text(`coalesce((select c.name from agro_crop c where c.id = t.crop_id), '')`),
    supplierName: col.text('(select s.name from supplier s where s.id = t.supplier_id)').nullable(),
    cropSort: col.int('(select c.sort from agro_crop c where c.id = t.crop_id)'),
    programmeCount: col.int('(select count(*)::int from agro_programme p where p.variety_id = t.id)'),
  },
  unique: [
    { fields: ['cropId', 'name'], msg: VARIETY_MSG.duplicateName, code: Code.Conflict },
    { fields: ['registrationNo'], msg: VARIETY_MSG.duplicateNo, code: Code.Conflict },
  ],
  notFound: { msg: VARIETY_MSG.notFound, code: Code.NotFound },
  orderBy: '(select c.sort from agro_crop c where c.id = t.crop_id), t.crop_id, t.id',
});

export const VARIETY_HANDLERS = typedHandlers({
  async agroVarietyPage(ctx) {
    const b = ctx.body;
    const where = [];
    const name = b.name?.trim();
    if (name) where.push(sql`(strpos(t.name, ${name}) > 0 or strpos(t.registration_no, ${name}) > 0)`);
    const page = await varieties.list(ctx.db, {
      filter: { cropId: b.cropId, supplierId: b.supplierId },
      where,
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok({ records: page.records.map(({ cropSort: _s, ...r }) => r), total: page.total });
  },

  async agroVarietySave(ctx) {
    const { id, ...b } = ctx.body;
    const now = ctx.app.now();
    const values = {
      cropId: b.cropId,
      name: b.name.trim(),
      supplierId: b.supplierId ?? null,
      registrationNo: b.registrationNo.trim(),
      maturityDays: b.maturityDays,
      yieldPerMu: b.yieldPerMu,
      densityPerMu: b.densityPerMu,
      traits: b.traits?.trim() ?? '',
      updateTime: now,
    };
    if (!values.name) fail(Code.BadRequest, '请输入品种名称');
    if (!values.registrationNo) fail(Code.BadRequest, '请输入审定（登记）编号');
    return ctx.db.transaction(async (tx) => {
      if ((await tx.query('select 1 from agro_crop where id = $1', [values.cropId])).length === 0)
        fail(Code.BadRequest, CROP_MSG.notFound);
      if (
        values.supplierId !== null &&
        (await tx.query('select 1 from supplier where id = $1', [values.supplierId])).length === 0
      )
        fail(Code.BadRequest, VARIETY_MSG.supplierMissing);
      if (id === undefined)
        return ok({ id: (await varieties.insert(tx, { ...values, createTime: now })).id }, M.added);
      const current = await varieties.get(tx, id);
      if (current.cropId !== values.cropId && current.programmeCount > 0)
        fail(Code.Conflict, VARIETY_MSG.cropLocked);
      await varieties.patch(tx, id, values);
      return ok({ id }, M.saved);
    });
  },

  async agroVarietyDelete(ctx) {
    return ctx.db.transaction(async (tx) => {
      const v = await varieties.get(tx, ctx.body.id);
      if (v.programmeCount > 0) fail(Code.Conflict, VARIETY_MSG.inUse(v.programmeCount));
      await varieties.remove(tx, v.id);
      return ok(null, M.deleted);
    });
  },
});
