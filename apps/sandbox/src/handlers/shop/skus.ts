/**
 * 单品录入: single items with their specifications (the SKUs). A save replaces the item and its
 * specifications in one transaction; refusals name the form's tab (【基本信息】, 【规格库存】) or
 * the field (登记证号格式不正确) and change nothing.
 */

import { isValidEan13, isValidRegistration, registrationRequired } from '@agrimap/rules';
import type { Queryable } from '../../db/adapter';
import { run, sql } from '../../db/entity';
import { M } from '../../messages';
import { type BodyOf, ok, typedHandlers } from '../types';
import { brands, skuSpecs, skus, suppliers } from './entities';
import { SHM } from './messages';
import { conflict, refuse } from './shared';

type SaveBody = BodyOf<'skuSave'>;

/** Checks an item and its specifications; the first problem is refused with its message. */
async function validate(q: Queryable, b: SaveBody): Promise<{ registrationNo: string | null }> {
  const category = await run(
    q,
    sql`select 1 from dic_entry where dic_number = 'nzlx' and code = ${b.categoryCode} limit 1`,
  );
  if (category.length === 0) refuse(SHM.categoryInvalid);
  if (b.brandId != null && !(await brands.find(q, b.brandId))) refuse(SHM.brandMissing);
  if (b.supplierId != null && !(await suppliers.find(q, b.supplierId))) refuse(SHM.supplierMissing);
  const registrationNo = b.registrationNo?.trim() || null;
  if (registrationNo === null) {
    if (registrationRequired(b.categoryCode)) refuse(SHM.registrationRequired);
  } else if (!isValidRegistration(registrationNo, b.categoryCode)) refuse(SHM.registrationInvalid);
  if (b.specs.length === 0) refuse(SHM.specsRequired);
  const specs = new Set<string>();
  const barcodes = new Set<string>();
  b.specs.forEach((s, i) => {
    const row = i + 1;
    const spec = s.spec.trim();
    if (specs.has(spec)) refuse(SHM.specDuplicate(row));
    specs.add(spec);
    if (s.barcode) {
      if (!isValidEan13(s.barcode)) refuse(SHM.barcodeInvalid(row));
      if (barcodes.has(s.barcode)) refuse(SHM.barcodeDuplicate(row));
      barcodes.add(s.barcode);
    }
  });
  return { registrationNo };
}

const isForeignKeyViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === '23503';

export const SKU_HANDLERS = typedHandlers({
  async skuPage(ctx) {
    const b = ctx.body;
    const page = await skus.list(ctx.db, {
      filter: {
        name: b.name ? { contains: b.name } : undefined,
        brandId: b.brandId,
        supplierId: b.supplierId,
        status: b.status,
      },
      where: b.categoryCode ? [sql`left(t.category_code, ${b.categoryCode.length}) = ${b.categoryCode}`] : [],
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok(page);
  },

  async skuDetail(ctx) {
    const sku = await skus.get(ctx.db, ctx.query.id);
    return ok({ ...sku, specs: await skuSpecs.all(ctx.db, { filter: { skuId: sku.id } }) });
  },

  async skuSave(ctx) {
    const { id, specs, ...b } = ctx.body;
    return ctx.db.transaction(async (tx) => {
      const { registrationNo } = await validate(tx, ctx.body);
      const values = {
        name: b.name.trim(),
        categoryCode: b.categoryCode,
        brandId: b.brandId ?? null,
        supplierId: b.supplierId ?? null,
        manufacturer: b.manufacturer.trim(),
        registrationNo,
        specAttrs: b.specAttrs,
        images: b.images,
        description: b.description,
        status: b.status,
        updateTime: ctx.app.now(),
      };
      let skuId: number;
      if (id === undefined) skuId = (await skus.insert(tx, { ...values, createTime: ctx.app.now() })).id;
      else {
        await skus.patch(tx, id, values);
        skuId = id;
      }
      const existing = (await skuSpecs.all(tx, { filter: { skuId } })).map((s) => s.id);
      const kept = new Set(specs.flatMap((s) => (s.id !== undefined ? [s.id] : [])));
      for (const specId of kept) if (!existing.includes(specId)) refuse(SHM.setmealSpecMissing(specId));
      const removed = existing.filter((e) => !kept.has(e));
      if (removed.length) {
        const used = await run(
          tx,
          sql`select 1 from setmeal_item where sku_spec_id = any(${removed}::int4[]) limit 1`,
        );
        if (used.length) conflict(SHM.skuInUse);
        try {
          await run(tx, sql`delete from sku_spec where id = any(${removed}::int4[])`);
        } catch (e) {
          if (isForeignKeyViolation(e)) conflict(SHM.specInUse);
          throw e;
        }
      }
      for (const [index, s] of specs.entries()) {
        const row = {
          spec: s.spec.trim(),
          specValues: s.specValues,
          barcode: s.barcode || null,
          unit: s.unit.trim(),
          priceCents: s.priceCents,
          marketPriceCents: s.marketPriceCents,
          costPriceCents: s.costPriceCents,
          warningStock: s.warningStock,
          status: s.status,
          sort: index + 1,
        };
        if (s.id !== undefined) await skuSpecs.patch(tx, s.id, row);
        else await skuSpecs.insert(tx, { ...row, skuId });
      }
      return ok({ id: skuId }, id === undefined ? M.added : M.saved);
    });
  },

  async skuStatus(ctx) {
    await skus.patch(ctx.db, ctx.body.id, { status: ctx.body.status, updateTime: ctx.app.now() });
    return ok(null, ctx.body.status === 1 ? '启用成功' : '停用成功');
  },

  async skuDelete(ctx) {
    return ctx.db.transaction(async (tx) => {
      await skus.assertExists(tx, ctx.body.id);
      const used = await run(
        tx,
        sql`select 1 from setmeal_item i join sku_spec p on p.id = i.sku_spec_id where p.sku_id = ${ctx.body.id} limit 1`,
      );
      if (used.length) conflict(SHM.skuInUse);
      try {
        await skus.remove(tx, ctx.body.id);
      } catch (e) {
        if (isForeignKeyViolation(e)) conflict(SHM.specInUse);
        throw e;
      }
      return ok(null, M.deleted);
    });
  },

  async skuSpecOptions(ctx) {
    const keyword = ctx.body.keyword?.trim() || undefined;
    const { records: rows } = await skuSpecs.list(ctx.db, {
      where: keyword
        ? [
            sql`(strpos((select s.name from sku s where s.id = t.sku_id), ${keyword}) > 0 or strpos(t.spec, ${keyword}) > 0 or t.barcode = ${keyword})`,
          ]
        : [],
      orderBy: 't.sku_id desc, t.sort, t.id',
      page: { limit: ctx.body.limit ?? 20, offset: 0 },
    });
    const list = rows.map((r) => ({
      id: r.id,
      skuId: r.skuId,
      skuName: r.skuName,
      spec: r.spec,
      unit: r.unit,
      barcode: r.barcode,
      priceCents: r.priceCents,
      status: r.status,
      skuStatus: r.skuStatus,
    }));
    return ok({ list });
  },
});
