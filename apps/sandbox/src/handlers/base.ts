/** Base server: camera devices, administrative regions, map layer info; and the shop catalogue. */
import { randomToken } from '../auth/passwords';
import { M } from '../messages';
import { platformNewDevices } from '../seed/devices';
import { loadRegionSeed } from '../seed/regions';
import { unitHash } from '../util/prng';
import { formatDateTime } from '../util/time';
import { normalizeRegionCode } from './shared';
import { contentDisposition } from './system/files';
import { binary, type Ctx, fail, type Handler, ok, paging } from './types';

// ── camera devices ──────────────────────────────────────────────────────────────────────────

interface DeviceRow {
  code: string;
  name: string;
  type: number;
  manufacturer: string;
  sn_number: string;
  device_ip: string;
  status: number;
  lon: number | null;
  lat: number | null;
  qhdm: string | null;
  qhmc: string | null;
  enterprise_name: string | null;
  mdmc: string | null;
  ckmc: string | null;
  channels: number;
  channel_names: string[];
}

const DEVICE_COLUMNS =
  'code, name, type, manufacturer, sn_number, device_ip, status, lon, lat, qhdm, qhmc, enterprise_name, mdmc, ckmc, channels, channel_names';

export const toDevice = (r: DeviceRow) => ({
  code: r.code,
  name: r.name,
  type: r.type,
  manufacturer: r.manufacturer,
  snNumber: r.sn_number,
  deviceIp: r.device_ip,
  status: r.status,
  lon: r.lon,
  lat: r.lat,
  qhdm: r.qhdm,
  qhmc: r.qhmc,
  enterpriseName: r.enterprise_name,
  mdmc: r.mdmc,
  ckmc: r.ckmc,
  unitsObj: { channels: r.channels, channelName: r.channel_names },
});

interface DeviceFilter {
  deviceName?: string;
  organization?: string;
  status?: number;
}

/** The device-list filters as a WHERE clause with only the filters that were given. */
function deviceWhere(b: DeviceFilter): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (b.deviceName) {
    params.push(b.deviceName);
    clauses.push(`strpos(name, $${params.length}) > 0`);
  }
  if (b.organization) {
    params.push(b.organization);
    clauses.push(
      `(strpos(coalesce(ckmc, ''), $${params.length}) > 0 or strpos(coalesce(mdmc, ''), $${params.length}) > 0)`,
    );
  }
  if (b.status !== undefined && b.status !== -1) {
    params.push(b.status);
    clauses.push(`status = $${params.length}`);
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

const listDevice: Handler = async (ctx) => {
  const b = ctx.body as DeviceFilter & { page: number; pageSize: number };
  const { where, params } = deviceWhere(b);
  const { limit, offset } = paging(b);
  // One query for the page and the total; a page past the end needs a separate count.
  const rows = await ctx.db.query<DeviceRow & { total: number }>(
    `select ${DEVICE_COLUMNS}, count(*) over ()::int as total from camera_device ${where} order by code limit ${limit} offset ${offset}`,
    params,
  );
  const total =
    rows[0]?.total ??
    (await ctx.db.query<{ n: number }>(`select count(*)::int as n from camera_device ${where}`, params))[0]
      ?.n ??
    0;
  return ok({ records: rows.map(toDevice), total });
};

const updateDevice: Handler = async (ctx) => {
  const b = ctx.body as { deviceId: string; lon: number; lat: number; qhdm: string; qhmc: string };
  const region = await ctx.db.query('select 1 from region where qhdm = $1', [normalizeRegionCode(b.qhdm)]);
  if (region.length === 0) fail(400, `${M.badRequestPrefix}body.qhdm 行政区划 ${b.qhdm} 不存在`);
  // One statement: the four fields change together or not at all.
  const rows = await ctx.db.query(
    'update camera_device set lon = $2, lat = $3, qhdm = $4, qhmc = $5, updated_at = $6::timestamptz where code = $1 returning code',
    [b.deviceId, b.lon, b.lat, b.qhdm, b.qhmc, ctx.app.now().toISOString()],
  );
  if (rows.length === 0) fail(404, M.deviceNotFound);
  return ok(null, M.editOk);
};

/**
 * Simulates a pull from the video platform: sync number n (counted in the database) brings
 * 1–3 new devices (generated from n) and flips the online status of the devices whose hash with
 * n falls under 4 %. Installation info edited locally is never touched.
 */
const flushCamera: Handler = async (ctx) => {
  const now = ctx.app.now();
  const result = await ctx.db.transaction(async (tx) => {
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
  });
  return ok(result, M.syncOk);
};

async function deviceByCode(ctx: Ctx, code: string): Promise<DeviceRow> {
  const rows = await ctx.db.query<DeviceRow>(`select ${DEVICE_COLUMNS} from camera_device where code = $1`, [
    code,
  ]);
  return rows[0] ?? fail(404, M.deviceNotFound);
}

const getCameraDeviceInfo: Handler = async (ctx) =>
  ok(toDevice(await deviceByCode(ctx, String(ctx.query.number))));

const getCameraNetAddress: Handler = async (ctx) => {
  const device = await deviceByCode(ctx, String(ctx.query.deviceCode));
  const channel = Number(ctx.query.channel ?? 1);
  if (channel > device.channels) fail(404, M.channelNotFound(channel));
  const expireAt = new Date(ctx.app.now().getTime() + 30 * 60_000);
  return ok({
    url: `rtsp://10.43.1.20:554/live/${device.code}/${channel}?token=${randomToken(12)}`,
    protocol: 'rtsp',
    expireAt: formatDateTime(expireAt),
  });
};

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const exportCameraDevice: Handler = async (ctx) => {
  const { where, params } = deviceWhere((ctx.body ?? {}) as DeviceFilter);
  const rows = await ctx.db.query<DeviceRow>(
    `select ${DEVICE_COLUMNS} from camera_device ${where} order by code`,
    params,
  );
  const lines = [
    ['设备编号', '设备名称', '设备类型', '设备序列号', '所属单位', '安装位置', '厂商', '设备状态'].join(','),
    ...rows.map((r) =>
      [
        r.code,
        r.name,
        r.type === 1 ? 'DVR' : 'IPC',
        r.sn_number,
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
};

// ── regions ─────────────────────────────────────────────────────────────────────────────────

export const LEVEL_NAMES = ['province', 'city', 'county', 'township', 'village'] as const;

interface RegionRow {
  qhdm: string;
  qhmc: string;
  sjqhdm: string | null;
  level: number;
  full_name: string;
  has_children: boolean;
  min_lon: number | null;
  min_lat: number | null;
  max_lon: number | null;
  max_lat: number | null;
}

const REGION_COLUMNS =
  'qhdm, qhmc, sjqhdm, level, full_name, has_children, min_lon, min_lat, max_lon, max_lat';

const bboxOf = (r: RegionRow) =>
  r.min_lon === null || r.min_lat === null || r.max_lon === null || r.max_lat === null
    ? null
    : [r.min_lon, r.min_lat, r.max_lon, r.max_lat];

const toChild = (r: RegionRow) => ({
  qhdm: r.qhdm,
  qhmc: r.qhmc,
  sjqhdm: r.sjqhdm,
  bbox: bboxOf(r),
  hasChildren: r.has_children,
});
const toRegion = (r: RegionRow) => ({ ...toChild(r), level: LEVEL_NAMES[r.level - 1] });

async function regionOf(ctx: Ctx): Promise<RegionRow> {
  const rows = await ctx.db.query<RegionRow>(`select ${REGION_COLUMNS} from region where qhdm = $1`, [
    normalizeRegionCode(String(ctx.query.qhdm)),
  ]);
  return rows[0] ?? fail(404, M.regionNotFound);
}

const regionDetail: Handler = async (ctx) => ok(toRegion(await regionOf(ctx)));

const regionDrillDown: Handler = async (ctx) => {
  const region = await regionOf(ctx);
  const rows = await ctx.db.query<RegionRow>(
    `select ${REGION_COLUMNS} from region where sjqhdm = $1 order by qhdm`,
    [region.qhdm],
  );
  return ok(rows.map(toChild));
};

const regionTree: Handler = async (ctx) => {
  const region = await regionOf(ctx);
  const withGeo = ctx.query.havGeojson === true;
  const rows = await ctx.db.query<RegionRow>(
    `select ${REGION_COLUMNS} from region where sjqhdm = $1 order by qhdm`,
    [region.qhdm],
  );
  const geo = new Map<string, unknown>();
  if (withGeo) {
    const g = await ctx.db.query<{ qhdm: string; geojson: unknown }>(
      'select qhdm, geojson from region_geometry where qhdm = any($1::text[])',
      [[region.qhdm, ...rows.map((r) => r.qhdm)]],
    );
    for (const r of g) geo.set(r.qhdm, r.geojson);
  }
  const node = (r: RegionRow) => ({
    ...toRegion(r),
    ...(geo.has(r.qhdm) ? { geojson: geo.get(r.qhdm) } : {}),
  });
  return ok({ ...node(region), children: rows.map(node) });
};

const regionSearch: Handler = async (ctx) => {
  const keyword = String(ctx.query.keyword);
  const raw = ctx.query.prefix === undefined ? null : String(ctx.query.prefix);
  const prefix = raw === null ? null : normalizeRegionCode(raw);
  const limit = Number(ctx.query.limit ?? 20);
  const rows = await ctx.db.query<RegionRow>(
    `select ${REGION_COLUMNS} from region
      where strpos(qhmc, $1) > 0 and ($2::text is null or left(qhdm, length($2)) = $2)
      order by level, qhdm limit $3`,
    [keyword, prefix, limit],
  );
  return ok(
    rows.map((r) => ({
      qhdm: r.qhdm,
      qhmc: r.qhmc,
      sjqhdm: r.sjqhdm,
      level: LEVEL_NAMES[r.level - 1],
      fullName: r.full_name,
    })),
  );
};

// ── layers ──────────────────────────────────────────────────────────────────────────────────

const layerList: Handler = async (ctx) => {
  const rows = await ctx.db.query<{
    id: string;
    layer_name: string;
    nf: string;
    theme_code: string;
    theme_name: string;
    view_mode_code: string;
    default_show: boolean;
    source_type: string;
    url: string;
  }>(
    `select l.* from layer_info l
      where ($1::text is null or l.theme_code = $1) and ($2::text is null or l.nf = $2)
      order by coalesce((select e.sort from dic_entry e where e.dic_number = 'tczt' and e.code = l.theme_code), 999), l.theme_code, l.nf desc, l.id`,
    [ctx.query.theme_code ?? null, ctx.query.nf ?? null],
  );
  return ok(rows.map((r) => ({ ...r })));
};

// ── shop ────────────────────────────────────────────────────────────────────────────────────

const listProductCategoryChild: Handler = async (ctx) => {
  const { parentId } = ctx.body as { parentId: number };
  const rows = await ctx.db.query<{
    id: number;
    name: string;
    parent_id: number;
    level: number;
    sort: number;
    icon: string | null;
    has_children: boolean;
  }>(
    `select c.id, c.name, c.parent_id, c.level, c.sort, c.icon,
            exists (select 1 from product_category k where k.parent_id = c.id) as has_children
       from product_category c where c.parent_id = $1 order by c.sort, c.id`,
    [parentId],
  );
  return ok({
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      parentId: r.parent_id,
      level: r.level,
      sort: r.sort,
      icon: r.icon,
      hasChildren: r.has_children,
    })),
  });
};

export const BASE_HANDLERS: Record<string, Handler> = {
  listDevice,
  updateDevice,
  flushCamera,
  getCameraDeviceInfo,
  getCameraNetAddress,
  exportCameraDevice,
  regionDetail,
  regionDrillDown,
  regionTree,
  regionSearch,
  layerList,
};

export const SHOP_HANDLERS: Record<string, Handler> = { listProductCategoryChild };
