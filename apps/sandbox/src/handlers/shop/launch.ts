/**
 * Publishing (单品上架 / 套餐上架): the enabled SKUs or packages with their sale settings and the
 * available stock over every warehouse, in the tabs 出售中 / 仓库中 / 已售罄 / 警戒库存; 上架 / 下架
 * one or in batch (all or nothing: nothing without stock goes on sale); sale price and limits.
 */
import type { Queryable } from '../../db/adapter';
import { Code } from '../codes';
import { type BodyOf, fail, ok, paging, typedHandlers } from '../types';
import { availableOfSetmeal, availableOfSpec } from './customer-entities';
import { CM } from './customer-messages';

type Kind = 'sku' | 'setmeal';
export type LaunchTab = 'onSale' | 'inStock' | 'soldOut' | 'warning';

/** Rows of one kind as a sub-query with the columns of `SaleItem` (snake-free aliases). */
function baseQuery(kind: Kind): string {
  if (kind === 'sku')
    return `select p.id, 'sku'::text as kind, si.id as "saleItemId", k.name, p.spec, p.unit,
        (select e.name from dic_entry e where e.dic_number = 'nzlx' and e.code = k.category_code limit 1) as "categoryName",
        p.price_cents as "priceCents", coalesce(si.sale_price_cents, p.price_cents) as "salePriceCents",
        si.limit_per_order as "limitPerOrder", si.limit_per_customer as "limitPerCustomer",
        coalesce(si.status, 0) = 1 as "onSale", ${availableOfSpec('p.id')} as available,
        p.warning_stock as "warningStock", coalesce(si.sold_count, 0) as "soldCount",
        si.on_sale_time as "onSaleTime", concat_ws(' ', k.name, p.spec, p.barcode) as search
      from sku_spec p join sku k on k.id = p.sku_id left join sale_item si on si.sku_spec_id = p.id
      where p.status = 1 and k.status = 1`;
  return `select m.id, 'setmeal'::text as kind, si.id as "saleItemId", m.name,
      coalesce((select string_agg(k.name || ' ' || p.spec || ' ×' || i.quantity, '；' order by i.sort, p.id)
        from setmeal_item i join sku_spec p on p.id = i.sku_spec_id join sku k on k.id = p.sku_id
        where i.setmeal_id = m.id), '') as spec, '套' as unit, null::text as "categoryName",
      m.price_cents as "priceCents", coalesce(si.sale_price_cents, m.price_cents) as "salePriceCents",
      si.limit_per_order as "limitPerOrder", si.limit_per_customer as "limitPerCustomer",
      coalesce(si.status, 0) = 1 as "onSale", ${availableOfSetmeal('m.id')} as available,
      coalesce((select min(p.warning_stock / i.quantity) from setmeal_item i join sku_spec p on p.id = i.sku_spec_id
        where i.setmeal_id = m.id), 0)::int as "warningStock",
      coalesce(si.sold_count, 0) as "soldCount", si.on_sale_time as "onSaleTime", m.name as search
    from setmeal m left join sale_item si on si.setmeal_id = m.id
    where m.status = 1`;
}

const TAB_WHERE: Record<LaunchTab, string> = {
  onSale: '"onSale" and available > 0',
  inStock: 'not "onSale"',
  soldOut: '"onSale" and available = 0',
  warning: 'available <= "warningStock" and "warningStock" > 0',
};

interface Row {
  id: number;
  kind: Kind;
  saleItemId: number | null;
  name: string;
  spec: string;
  unit: string;
  categoryName: string | null;
  priceCents: number;
  salePriceCents: number;
  limitPerOrder: number | null;
  limitPerCustomer: number | null;
  onSale: boolean;
  available: number;
  warningStock: number;
  soldCount: number;
  onSaleTime: Date | string | null;
}

const fmtTime = (v: Date | string | null): string | null => {
  if (v === null) return null;
  const d = v instanceof Date ? v : new Date(v);
  const p = (n: number) => String(n).padStart(2, '0');
  const b = new Date(d.getTime() + 8 * 3600_000);
  return `${b.getUTCFullYear()}-${p(b.getUTCMonth() + 1)}-${p(b.getUTCDate())} ${p(b.getUTCHours())}:${p(b.getUTCMinutes())}:${p(b.getUTCSeconds())}`;
};

/** The rows of a kind for the given ids (any tab), for checks. */
export async function launchRows(q: Queryable, kind: Kind, ids: readonly number[]): Promise<Row[]> {
  return q.query<Row>(`select * from (${baseQuery(kind)}) x where x.id = any($1::int4[])`, [[...ids]]);
}

export const LAUNCH_HANDLERS = typedHandlers({
  async saleItemPage(ctx) {
    const b = ctx.body;
    const tab: LaunchTab = b.tab ?? 'onSale';
    const name = b.name?.trim() ?? '';
    // 仓库中: what could go on sale now (in stock) first
    const base = `(${baseQuery(b.kind)}) x where ($1 = '' or strpos(x.search, $1) > 0)`;
    const { limit, offset } = paging(b);
    const [records, totals] = await Promise.all([
      ctx.db.query<Row>(
        `select * from ${base} and ${TAB_WHERE[tab]} order by ${tab === 'inStock' ? '(x.available > 0) desc, ' : ''}x.id desc limit ${limit} offset ${offset}`,
        [name],
      ),
      ctx.db.query<Record<LaunchTab, number>>(
        `select ${(Object.keys(TAB_WHERE) as LaunchTab[])
          .map((t) => `count(*) filter (where ${TAB_WHERE[t]})::int as "${t}"`)
          .join(', ')} from ${base}`,
        [name],
      ),
    ]);
    const counts = totals[0] ?? { onSale: 0, inStock: 0, soldOut: 0, warning: 0 };
    return ok({
      records: records.map(({ search: _s, ...r }: Row & { search?: string }) => ({
        ...r,
        onSaleTime: fmtTime(r.onSaleTime),
      })),
      total: counts[tab],
      counts,
    });
  },

  async saleItemPublish(ctx) {
    const b = ctx.body;
    const ids = [...new Set(b.ids)];
    const now = ctx.app.now().toISOString();
    const changed = await ctx.db.transaction(async (tx) => {
      const rows = await launchRows(tx, b.kind, ids);
      if (rows.length !== ids.length) {
        // an id of a disabled item or package, or none at all
        const exists = await tx.query<{ id: number }>(
          `select id from ${b.kind === 'sku' ? 'sku_spec' : 'setmeal'} where id = any($1::int4[])`,
          [ids],
        );
        if (exists.length !== ids.length) fail(Code.NotFound, CM.saleItemNotFound);
        fail(Code.Conflict, CM.disabledItem);
      }
      if (b.action === 'on') {
        const empty = rows.filter((r) => r.available <= 0);
        if (empty.length > 0)
          fail(
            Code.Conflict,
            ids.length === 1
              ? CM.noStock
              : `${CM.noStock}：${empty.map((r) => (b.kind === 'sku' ? `${r.name} ${r.spec}` : r.name)).join('、')}`,
          );
      }
      let n = 0;
      for (const r of rows) {
        const target = b.action === 'on';
        if (r.onSale === target) continue;
        n++;
        if (r.saleItemId === null)
          await tx.query(
            `insert into sale_item (kind, sku_spec_id, setmeal_id, sale_price_cents, status, on_sale_time, create_time, update_time)
             values ($1, $2, $3, $4, 1, $5, $5, $5)`,
            [
              b.kind,
              b.kind === 'sku' ? r.id : null,
              b.kind === 'setmeal' ? r.id : null,
              r.salePriceCents,
              now,
            ],
          );
        else
          await tx.query(
            target
              ? 'update sale_item set status = 1, on_sale_time = $2, update_time = $2 where id = $1'
              : 'update sale_item set status = 0, off_sale_time = $2, update_time = $2 where id = $1',
            [r.saleItemId, now],
          );
      }
      return n;
    });
    return ok({ changed }, b.action === 'on' ? CM.onSaleDone(changed) : CM.offSaleDone(changed));
  },

  async saleItemSave(ctx) {
    const b: BodyOf<'saleItemSave'> = ctx.body;
    const perOrder = b.limitPerOrder ?? null;
    const perCustomer = b.limitPerCustomer ?? null;
    if (perOrder !== null && perCustomer !== null && perOrder > perCustomer)
      fail(Code.BadRequest, CM.limitOrderOverCustomer);
    const now = ctx.app.now().toISOString();
    await ctx.db.transaction(async (tx) => {
      const [r] = await launchRows(tx, b.kind, [b.id]);
      if (!r) fail(Code.NotFound, CM.saleItemNotFound);
      const row = r as Row;
      if (row.saleItemId === null)
        await tx.query(
          `insert into sale_item (kind, sku_spec_id, setmeal_id, sale_price_cents, limit_per_order, limit_per_customer, status, create_time, update_time)
           values ($1, $2, $3, $4, $5, $6, 0, $7, $7)`,
          [
            b.kind,
            b.kind === 'sku' ? b.id : null,
            b.kind === 'setmeal' ? b.id : null,
            b.salePriceCents,
            perOrder,
            perCustomer,
            now,
          ],
        );
      else
        await tx.query(
          'update sale_item set sale_price_cents = $2, limit_per_order = $3, limit_per_customer = $4, update_time = $5 where id = $1',
          [row.saleItemId, b.salePriceCents, perOrder, perCustomer, now],
        );
    });
    return ok(null, CM.saved);
  },
});
