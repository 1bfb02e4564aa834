/**
 * 仓库地图 and the distribution of stock across storage points: warehouses with a position and
 * their stock summary, and the occupancy of a warehouse's locations (库位).
 */
import { joinSql, run, type Sql, sql } from '../../db/entity';
import { ok, typedHandlers } from '../types';
import { warehouseLocations, warehouses, warehouseZones } from './warehouses';

interface MapRow {
  id: number;
  name: string;
  code: string;
  type: number;
  qhdm: string;
  qhmc: string;
  lon: number;
  lat: number;
  status: number;
  capacity: number;
  skuCount: number;
  onHand: number;
  locked: number;
  stockValue: string | number;
}

export const WMS_MAP_HANDLERS = typedHandlers({
  async warehouseMapSummary(ctx) {
    const b = ctx.body ?? {};
    const conds: Sql[] = [sql`w.lon is not null and w.lat is not null`];
    if (b.types?.length) conds.push(sql`w.type = any(${b.types}::int4[])`);
    if (b.qhdm) conds.push(sql`starts_with(w.qhdm, ${b.qhdm})`);
    if (b.status !== undefined) conds.push(sql`w.status = ${b.status}`);
    const skuCond = b.skuId !== undefined ? sql`and s.sku_spec_id = ${b.skuId}` : sql``;
    const rows = await run<MapRow>(
      ctx.db,
      sql`select w.id, w.name, w.code, w.type, w.qhdm, w.qhmc, w.lon, w.lat, w.status, w.capacity,
            coalesce(a.sku_count, 0)::int as "skuCount", coalesce(a.on_hand, 0)::int as "onHand",
            coalesce(a.locked, 0)::int as locked, coalesce(a.value, 0)::int8 as "stockValue"
          from warehouse w left join (
            select s.warehouse_id, count(distinct s.sku_spec_id) filter (where s.on_hand > 0) as sku_count,
              sum(s.on_hand) as on_hand, sum(s.locked) as locked,
              sum(s.on_hand::int8 * p.cost_price_cents) as value
            from stock s join sku_spec p on p.id = s.sku_spec_id where true ${skuCond}
            group by s.warehouse_id
          ) a on a.warehouse_id = w.id
          where ${joinSql(conds, ' and ')} order by w.id`,
    );
    return ok({
      list: rows.map((r) => {
        const onHand = Number(r.onHand);
        const locked = Number(r.locked);
        return {
          ...r,
          lon: Number(r.lon),
          lat: Number(r.lat),
          capacity: Number(r.capacity),
          skuCount: Number(r.skuCount),
          onHand,
          locked,
          available: onHand - locked,
          stockValue: Number(r.stockValue),
        };
      }),
    });
  },

  async warehouseOccupancy(ctx) {
    const w = await warehouses.get(ctx.db, ctx.query.id);
    const zones = await warehouseZones.all(ctx.db, { filter: { warehouseId: w.id } });
    const locations = await warehouseLocations.all(ctx.db, { filter: { warehouseId: w.id } });
    return ok({
      warehouseId: w.id,
      warehouseName: w.name,
      zones: zones.map((z) => ({
        code: z.code,
        name: z.name,
        locations: locations
          .filter((l) => l.zoneId === z.id)
          .map((l) => ({ code: l.code, capacity: l.capacity, occupied: l.occupied })),
      })),
    });
  },
});
