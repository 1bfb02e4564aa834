/**
 * 套餐录入: packages of SKUs with quantities and a package price. Totals are integer cents
 * (Σ quantity × 售价), the saving is total − package price; a package with a disabled item or
 * spec is flagged (`disabledCount` > 0).
 */
import type { Queryable } from '../../db/adapter';
import { type RecordOf, run, sql } from '../../db/entity';
import { M } from '../../messages';
import { ok, typedHandlers } from '../types';
import { setmeals, skuSpecs } from './entities';
import { SHM } from './messages';
import { refuse } from './shared';

const toSetmeal = (r: RecordOf<typeof setmeals>) => ({ ...r, savingCents: r.itemsTotalCents - r.priceCents });

async function itemsOf(q: Queryable, setmealId: number) {
  return run<{
    skuSpecId: number;
    skuId: number;
    skuName: string;
    spec: string;
    unit: string;
    priceCents: number;
    quantity: number;
    disabled: boolean;
  }>(
    q,
    sql`select i.sku_spec_id as "skuSpecId", p.sku_id as "skuId", s.name as "skuName", p.spec, p.unit,
               p.price_cents as "priceCents", i.quantity, (p.status = 0 or s.status = 0) as disabled
          from setmeal_item i join sku_spec p on p.id = i.sku_spec_id join sku s on s.id = p.sku_id
         where i.setmeal_id = ${setmealId} order by i.sort, i.sku_spec_id`,
  );
}

export const SETMEAL_HANDLERS = typedHandlers({
  async setmealPage(ctx) {
    const b = ctx.body;
    const page = await setmeals.list(ctx.db, {
      filter: { name: b.name ? { contains: b.name } : undefined, status: b.status },
      where:
        b.flagged === undefined
          ? []
          : [sql`${setmeals.field('disabledCount')} ${b.flagged ? sql`> 0` : sql`= 0`}`],
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok({ total: page.total, records: page.records.map(toSetmeal) });
  },

  async setmealDetail(ctx) {
    const meal = await setmeals.get(ctx.db, ctx.query.id);
    return ok({ ...toSetmeal(meal), items: await itemsOf(ctx.db, meal.id) });
  },

  async setmealSave(ctx) {
    const { id, items, ...b } = ctx.body;
    if (items.length === 0) refuse(SHM.setmealItemsRequired);
    if (new Set(items.map((i) => i.skuSpecId)).size !== items.length) refuse(SHM.setmealItemDuplicate);
    return ctx.db.transaction(async (tx) => {
      for (const item of items) {
        if (!(await skuSpecs.find(tx, item.skuSpecId))) refuse(SHM.setmealSpecMissing(item.skuSpecId));
      }
      const values = {
        name: b.name.trim(),
        priceCents: b.priceCents,
        status: b.status,
        description: b.description,
        updateTime: ctx.app.now(),
      };
      let mealId: number;
      if (id === undefined) mealId = (await setmeals.insert(tx, { ...values, createTime: ctx.app.now() })).id;
      else {
        await setmeals.patch(tx, id, values);
        mealId = id;
        await run(tx, sql`delete from setmeal_item where setmeal_id = ${id}`);
      }
      for (const [index, item] of items.entries()) {
        await run(
          tx,
          sql`insert into setmeal_item (setmeal_id, sku_spec_id, quantity, sort) values (${mealId}, ${item.skuSpecId}, ${item.quantity}, ${index + 1})`,
        );
      }
      return ok({ id: mealId }, id === undefined ? M.added : M.saved);
    });
  },

  async setmealDelete(ctx) {
    await setmeals.remove(ctx.db, ctx.body.id);
    return ok(null, M.deleted);
  },
});
