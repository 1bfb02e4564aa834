/** Camera devices (设备管理): list, installation info, sync from the video platform, details, stream, export. */
import { randomToken } from '../../auth/passwords';
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, joinSql, type RecordOf, rawSql, run, type Sql, sql } from '../../db/entity';
import { M } from '../../messages';
import { platformNewDevices } from '../../seed/devices';
import { loadRegionSeed } from '../../seed/regions';
import { unitHash } from '../../util/prng';
import { formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { normalizeRegionCode } from '../shared';
import { contentDisposition } from '../system/files';
import { binary, fail, ok, paging, typedHandlers } from '../types';

export const cameraDevices = defineEntity({
  table: 'camera_device',
  key: 'code',
  columns: {
    code: col.text('code'),
    name: col.text('name'),
    type: col.smallint('type'),
    manufacturer: col.text('manufacturer'),
    snNumber: col.text('sn_number'),
    deviceIp: col.text('device_ip'),
    status: col.smallint('status'),
    lon: col.float('lon').nullable(),
    lat: col.float('lat').nullable(),
    qhdm: col.text('qhdm').nullable(),
    qhmc: col.text('qhmc').nullable(),
    enterpriseName: col.text('enterprise_name').nullable(),
    mdmc: col.text('mdmc').nullable(),
    ckmc: col.text('ckmc').nullable(),
    channels: col.int('channels').defaulted(),
    channelNames: col.json<string[]>('channel_names').defaulted(),
    createdAt: col.time('created_at').defaulted(),
    updatedAt: col.time('updated_at').defaulted(),
  },
  notFound: { msg: M.deviceNotFound, code: Code.NotFound },
  orderBy: 't.code',
});

type DeviceRecord = RecordOf<typeof cameraDevices>;

export const toDevice = (r: DeviceRecord) => ({
  code: r.code,
  name: r.name,
  type: r.type,
  manufacturer: r.manufacturer,
  snNumber: r.snNumber,
  deviceIp: r.deviceIp,
  status: r.status,
  lon: r.lon,
  lat: r.lat,
  qhdm: r.qhdm,
  qhmc: r.qhmc,
  enterpriseName: r.enterpriseName,
  mdmc: r.mdmc,
  ckmc: r.ckmc,
  unitsObj: { channels: r.channels, channelName: r.channelNames },
});

interface DeviceFilter {
  deviceName?: string | undefined;
  organization?: string | undefined;
  status?: number | undefined;
}

/** The device-list filters (only those given) as conditions over alias `t`. */
function deviceWhere(b: DeviceFilter): Sql[] {
  const where: Sql[] = [];
  if (b.deviceName) where.push(sql`strpos(t.name, ${b.deviceName}) > 0`);
  if (b.organization)
    where.push(
      sql`(strpos(coalesce(t.ckmc, ''), ${b.organization}) > 0 or strpos(coalesce(t.mdmc, ''), ${b.organization}) > 0)`,
    );
  if (b.status !== undefined && b.status !== -1) where.push(sql`t.status = ${b.status}`);
  return where;
}

const whereClause = (where: Sql[]): Sql =>
  where.length ? sql` where ${joinSql(where, ' and ')}` : rawSql('');

async function deviceByCode(q: Queryable, code: string): Promise<DeviceRecord> {
  return cameraDevices.get(q, code);
}

/**
 * Simulates a pull from the video platform: sync number n (counted in the database) brings
 * 1–3 new devices (generated from n) and flips the online status of the devices whose hash with
 * n falls under 4 %. Installation info edited locally is never touched.
 */
async function syncFromPlatform(tx: Queryable, now: Date): Promise<{ added: number; updated: number }> {
  const meta = await tx.query<{ value: number }>(
    `update sandbox_meta set value = to_jsonb(coalesce(value::text::int, 0) + 1) where key = 'flush_count' returning value`,
  );
  let call = Number(meta[0]?.value ?? 0);
  if (!meta[0]) {
    await tx.query(`insert into sandbox_meta (key, value) values ('flush_count', '1'::jsonb)`);
    call = 1;
  }
  let added = 0;
  for (const d of platformNewDevices(loadRegionSeed(), call, now)) {
    const rows = await tx.query(
      `insert into camera_device (code, name, type, manufacturer, sn_number, device_ip, status, lon, lat, qhdm, qhmc, enterprise_name, mdmc, ckmc, channels, channel_names, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17::timestamptz, $17::timestamptz)
       on conflict (code) do nothing returning code`,
      [
        d.code,
        d.name,
        d.type,
        d.manufacturer,
        d.sn_number,
        d.device_ip,
        d.status,
        d.lon,
        d.lat,
        d.qhdm,
        d.qhmc,
        d.enterprise_name,
        d.mdmc,
        d.ckmc,
        d.channels,
        JSON.stringify(d.channel_names),
        now.toISOString(),
      ],
    );
    added += rows.length;
  }
  const codes = (await tx.query<{ code: string }>('select code from camera_device order by code')).map(
    (r) => r.code,
  );
  const flip = codes.filter((c) => unitHash(`${c}:${call}`) < 0.04);
  if (flip.length) {
    await tx.query(
      'update camera_device set status = 1 - status, updated_at = $2::timestamptz where code = any($1::text[])',
      [flip, now.toISOString()],
    );
  }
  return { added, updated: flip.length };
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const DEVICE_HANDLERS = typedHandlers({
  async listDevice(ctx) {
    const b = ctx.body;
    const where = whereClause(deviceWhere(b));
    const { limit, offset } = paging(b);
    // One query for the page and the total; a page past the end needs a separate count.
    const rows = await run<Record<string, unknown> & { total: number }>(
      ctx.db,
      sql`select ${rawSql(cameraDevices.selectList)}, count(*) over ()::int as total from camera_device t${where}
          order by t.code limit ${rawSql(String(Math.trunc(limit)))} offset ${rawSql(String(Math.trunc(offset)))}`,
    );
    const total =
      rows[0]?.total ??
      (await run<{ n: number }>(ctx.db, sql`select count(*)::int as n from camera_device t${where}`))[0]?.n ??
      0;
    return ok({ records: rows.map((r) => toDevice(cameraDevices.toApi(r))), total });
  },

  async updateDevice(ctx) {
    const b = ctx.body;
    const region = await ctx.db.query('select 1 from region where qhdm = $1', [normalizeRegionCode(b.qhdm)]);
    if (region.length === 0)
      fail(Code.BadRequest, `${M.badRequestPrefix}body.qhdm 行政区划 ${b.qhdm} 不存在`);
    // One statement: the four fields change together or not at all.
    const rows = await ctx.db.query(
      'update camera_device set lon = $2, lat = $3, qhdm = $4, qhmc = $5, updated_at = $6::timestamptz where code = $1 returning code',
      [b.deviceId, b.lon, b.lat, b.qhdm, b.qhmc, ctx.app.now().toISOString()],
    );
    if (rows.length === 0) fail(Code.NotFound, M.deviceNotFound);
    return ok(null, M.editOk);
  },

  async flushCamera(ctx) {
    const now = ctx.app.now();
    return ok(await ctx.db.transaction((tx) => syncFromPlatform(tx, now)), M.syncOk);
  },

  async getCameraDeviceInfo(ctx) {
    return ok(toDevice(await deviceByCode(ctx.db, String(ctx.query.number))));
  },

  async getCameraNetAddress(ctx) {
    const device = await deviceByCode(ctx.db, String(ctx.query.deviceCode));
    const channel = Number(ctx.query.channel ?? 1);
    if (channel > device.channels) fail(Code.NotFound, M.channelNotFound(channel));
    const expireAt = new Date(ctx.app.now().getTime() + 30 * 60_000);
    return ok({
      url: `rtsp://10.43.1.20:554/live/${device.code}/${channel}?token=${randomToken(12)}`,
      protocol: 'rtsp',
      expireAt: formatDateTime(expireAt),
    });
  },

  async exportCameraDevice(ctx) {
    const rows = await cameraDevices.all(ctx.db, { where: deviceWhere(ctx.body ?? {}) });
    const lines = [
      ['设备编号', '设备名称', '设备类型', '设备序列号', '所属单位', '安装位置', '厂商', '设备状态'].join(
        ',',
      ),
      ...rows.map((r) =>
        [
          r.code,
          r.name,
          r.type === 1 ? 'DVR' : 'IPC',
          r.snNumber,
          r.ckmc ?? r.mdmc,
          r.qhmc,
          r.manufacturer,
          r.status === 0 ? '离线' : '在线',
        ]
          .map(csvCell)
          .join(','),
      ),
    ];
    const csv = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
    return binary(csv, 'text/csv; charset=utf-8', {
      'Content-Disposition': contentDisposition('devices.csv', '设备列表.csv'),
    });
  },
});
