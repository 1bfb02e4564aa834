/** Warehouses (仓库管理) with their zones (库区) and locations (库位). */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, run, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, ok, paging, typedHandlers } from '../types';
import { WM } from './wms-messages';

export const warehouses = defineEntity({
  table: 'warehouse',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    code: col.text('code'),
    type: col.smallint('type'),
    qhdm: col.text('qhdm'),
    qhmc: col.text('qhmc'),
    address: col.text('address'),
    lon: col.float('lon').nullable(),
    lat: col.float('lat').nullable(),
    managerId: col.int('manager_id'),
    capacity: col.int('capacity'),
    status: col.smallint('status').defaulted(),
    remark: col.text('remark').nullable(),
    createTime: col.time('create_time'),
  },
  computed: {
    managerName: col.text(`coalesce((select u.real_name from app_user u where u.id = t.manager_id), '')`),
    zoneCount: col.int('(select count(*)::int from warehouse_zone z where z.warehouse_id = t.id)'),
    locationCount: col.int('(select count(*)::int from warehouse_location l where l.warehouse_id = t.id)'),
    stockQuantity: col.int(
      '(select coalesce(sum(s.on_hand), 0)::int from stock s where s.warehouse_id = t.id)',
    ),
  },
  unique: [{ fields: ['code'], msg: WM.warehouseCodeExists, code: Code.Conflict }],
  notFound: { msg: WM.warehouseNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
});

/** 库区 of a warehouse: replaced as a whole when the warehouse is saved. */
export const warehouseZones = defineEntity({
  table: 'warehouse_zone',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    warehouseId: col.int('warehouse_id'),
    code: col.text('code'),
    name: col.text('name'),
    sort: col.int('sort').defaulted(),
  },
  notFound: { msg: WM.zoneNotFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

/** 库位 of a zone (capacity in units). */
export const warehouseLocations = defineEntity({
  table: 'warehouse_location',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    zoneId: col.int('zone_id'),
    warehouseId: col.int('warehouse_id'),
    code: col.text('code'),
    capacity: col.int('capacity'),
    sort: col.int('sort').defaulted(),
  },
  computed: {
    /** Units on hand at the location (every batch of every SKU). */
    occupied: col.int(
      'coalesce((select sum(s.on_hand) from stock s where s.warehouse_id = t.warehouse_id and s.location_code = t.code), 0)::int',
    ),
  },
  notFound: { msg: WM.locationNotFound, code: Code.NotFound },
  orderBy: 't.sort, t.id',
});

export interface ZoneInput {
  code: string;
  name: string;
  locations: { code: string; capacity: number }[];
}

/** The zones of a warehouse with their locations, in order. */
export async function zonesOf(q: Queryable, warehouseId: number): Promise<ZoneInput[]> {
  const zones = await warehouseZones.all(q, { filter: { warehouseId } });
  const locations = await warehouseLocations.all(q, { filter: { warehouseId } });
  return zones.map((z) => ({
    code: z.code,
    name: z.name,
    locations: locations
      .filter((l) => l.zoneId === z.id)
      .map((l) => ({ code: l.code, capacity: l.capacity })),
  }));
}

async function replaceZones(q: Queryable, warehouseId: number, zones: readonly ZoneInput[]): Promise<void> {
  const zoneCodes = new Set<string>();
  const locationCodes = new Set<string>();
  for (const z of zones) {
    if (zoneCodes.has(z.code)) fail(Code.Conflict, WM.zoneCodeDuplicate(z.code));
    zoneCodes.add(z.code);
    for (const l of z.locations) {
      if (locationCodes.has(l.code)) fail(Code.Conflict, WM.locationCodeDuplicate(l.code));
      locationCodes.add(l.code);
    }
  }
  // The locations go with their zones (on delete cascade).
  await run(q, sql`delete from warehouse_zone where warehouse_id = ${warehouseId}`);
  for (const [zi, z] of zones.entries()) {
    const zone = await warehouseZones.insert(q, { warehouseId, code: z.code, name: z.name.trim(), sort: zi });
    await warehouseLocations.insertMany(
      q,
      z.locations.map((l, li) => ({
        zoneId: zone.id,
        warehouseId,
        code: l.code,
        capacity: l.capacity,
        sort: li,
      })),
    );
  }
}

export const WAREHOUSE_HANDLERS = typedHandlers({
  async warehousePage(ctx) {
    const b = ctx.body;
    const name = b.name?.trim();
    return ok(
      await warehouses.list(ctx.db, {
        filter: { type: b.type, status: b.status },
        where: [
          ...(name ? [sql`(strpos(t.name, ${name}) > 0 or strpos(t.code, ${name}) > 0)`] : []),
          ...(b.qhdm ? [sql`left(t.qhdm, length(${b.qhdm})) = ${b.qhdm}`] : []),
        ],
        page: paging(b),
      }),
    );
  },

  async warehouseDetail(ctx) {
    const w = await warehouses.get(ctx.db, ctx.query.id);
    return ok({ ...w, zones: await zonesOf(ctx.db, w.id) });
  },

  async warehouseSave(ctx) {
    const b = ctx.body;
    const id = await ctx.db.transaction(async (tx) => {
      const manager = await tx.query('select 1 from app_user where id = $1', [b.managerId]);
      if (manager.length === 0) fail(Code.NotFound, WM.managerNotFound);
      const fields = {
        name: b.name.trim(),
        code: b.code,
        type: b.type,
        qhdm: b.qhdm,
        qhmc: b.qhmc,
        address: b.address.trim(),
        lon: b.lon ?? null,
        lat: b.lat ?? null,
        managerId: b.managerId,
        capacity: b.capacity,
        status: b.status ?? 1,
        remark: b.remark?.trim() || null,
      };
      if (!fields.name) fail(Code.BadRequest, '请输入仓库名称');
      if (!fields.address) fail(Code.BadRequest, '请输入详细地址');
      const saved =
        b.id === undefined
          ? await warehouses.insert(tx, { ...fields, createTime: ctx.app.now() })
          : await warehouses.patch(tx, b.id, fields);
      await replaceZones(tx, saved.id, b.zones);
      return saved.id;
    });
    return ok({ id }, M.saved);
  },

  async warehouseStatus(ctx) {
    await warehouses.patch(ctx.db, ctx.body.id, { status: ctx.body.status });
    return ok(null, WM.statusChanged);
  },

  async warehouseDelete(ctx) {
    const id = ctx.body.id;
    await ctx.db.transaction(async (tx) => {
      await warehouses.assertExists(tx, id);
      const used = await tx.query(
        'select 1 from stock_doc where warehouse_id = $1 union all select 1 from stock where warehouse_id = $1 limit 1',
        [id],
      );
      if (used.length) fail(Code.Conflict, WM.warehouseInUse);
      await warehouses.remove(tx, id);
    });
    return ok(null, M.deleted);
  },
});
