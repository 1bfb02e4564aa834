/** Area-monitoring server: area map data, monitoring devices, weather and farming work. */
import { randomToken, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { Queryable } from '../db/adapter';
import { col, defineEntity, type RecordOf, run, type Sql, sql } from '../db/entity';
import { dailySeries, hourlyWeather, realtimeWeather, type Station, todayWeather } from '../domain/weather';
import { M } from '../messages';
import { DEVICE_TYPE_NAMES, WORK_TYPE_NAMES } from '../seed/area';
import { unitHash } from '../util/prng';
import {
  DAY_MS,
  formatDate,
  formatDateTime,
  isRealDate,
  lastDays,
  parseDateTime,
  startOfDay,
} from '../util/time';
import { PLOT_HANDLERS } from './area/plots';
import { Code } from './codes';
import { binary, fail, type HandlerResult, type OpHandler, ok, paging, typedHandlers } from './types';

const TOKEN_SECONDS = 7200;

const areaGetToken: OpHandler<'areaGetToken'> = async (ctx) => {
  const appKey = String(ctx.query.appKey);
  const rows = await ctx.db.query<{ secret_hash: string }>(
    'select secret_hash from area_app where app_key = $1',
    [appKey],
  );
  const valid = await verifyPassword(
    String(ctx.query.appSecret),
    rows[0]?.secret_hash ?? 'scrypt$16384$8$1$00$00',
  );
  if (!rows[0] || !valid) fail(401, M.wrongAppSecret);
  const token = randomToken(16);
  await ctx.db.query('insert into area_token (token, app_key, expires_at) values ($1, $2, $3::timestamptz)', [
    token,
    appKey,
    new Date(ctx.app.now().getTime() + TOKEN_SECONDS * 1000).toISOString(),
  ]);
  return ok({ token, expiresIn: TOKEN_SECONDS }, M.areaTokenOk);
};

/** 监测区域 (monitored areas): read-only here (the seed and the provider states write them). */
export const areas = defineEntity({
  table: 'monitor_area',
  key: 'id',
  columns: {
    id: col.text('id'),
    name: col.text('name'),
    qhdm: col.text('qhdm'),
    qhmc: col.text('qhmc'),
    address: col.text('address').nullable(),
    center: col.json<[number, number]>('center'),
    boundary: col.json<{ type: 'Polygon'; coordinates: [number, number][][] }>('boundary'),
    imageUrl: col.text('image_url').nullable(),
    imageBounds: col.json<[number, number][]>('image_bounds').nullable(),
    areaSize: col.float('area_size'),
    crop: col.text('crop'),
  },
  computed: {
    deviceCount: col.int('(select count(*)::int from monitor_device d where d.area_id = t.id)'),
  },
  notFound: { msg: M.areaNotFound, code: Code.NotFound },
  orderBy: 't.qhdm, t.id',
});

type AreaRecord = RecordOf<typeof areas>;

const areaOf = (q: Queryable, id: unknown): Promise<AreaRecord> => areas.get(q, String(id));

const stationOf = (a: AreaRecord): Station => ({ areaId: a.id, lat: a.center[1] });

const areaImageGetMapData: OpHandler<'areaImageGetMapData'> = async (ctx) => {
  // The area as declared, but for its crop and device count.
  const { crop: _crop, deviceCount: _deviceCount, ...mapData } = await areaOf(ctx.db, ctx.body.areaId);
  return ok(mapData);
};

/** 监测设备 (monitoring devices) of the areas: read-only here, like the areas. */
export const devices = defineEntity({
  table: 'monitor_device',
  key: 'deviceId',
  columns: {
    deviceId: col.text('device_id'),
    areaId: col.text('area_id'),
    spotId: col.text('spot_id').nullable(),
    deviceName: col.text('device_name'),
    deviceType: col.smallint('device_type'),
    status: col.smallint('status'),
    lon: col.float('lon'),
    lat: col.float('lat'),
    manufacturer: col.text('manufacturer').nullable(),
    model: col.text('model').nullable(),
    installTime: col.instant('install_time').nullable(),
    lastDataTime: col.instant('last_data_time').nullable(),
    cameraCode: col.text('camera_code').nullable(),
  },
  notFound: { msg: M.areaDeviceNotFound, code: Code.NotFound },
  orderBy: 't.device_type, t.device_id',
});

type DeviceRecord = RecordOf<typeof devices>;

/** When the device last reported: online devices report every 30 minutes (pest lamps daily at 06:00). */
export function lastDataTime(
  d: Pick<DeviceRecord, 'deviceType' | 'status' | 'lastDataTime'>,
  now: Date,
): Date | null {
  if (d.status !== 1) return d.lastDataTime;
  if (d.deviceType === 6) {
    const six = new Date(startOfDay(formatDate(now)).getTime() + 6 * 3600_000);
    return six <= now ? six : new Date(six.getTime() - DAY_MS);
  }
  return new Date(Math.floor(now.getTime() / 1_800_000) * 1_800_000);
}

/** A monitoring device by id, or the 404 failure 设备不存在. */
const deviceOf = (q: Queryable, deviceId: string): Promise<DeviceRecord> => devices.get(q, deviceId);

const toAreaDevice = (d: DeviceRecord, now: Date) => {
  const t = lastDataTime(d, now);
  return {
    deviceId: d.deviceId,
    deviceName: d.deviceName,
    deviceType: d.deviceType,
    status: d.status,
    lon: d.lon,
    lat: d.lat,
    lastDataTime: t ? formatDateTime(t) : null,
  };
};

/**
 * The devices' scope of a request: one area (`areaId`, 404 when unknown) or every area whose region
 * code starts with `qhdm`. Returns a SQL condition on monitor_device (alias `t`).
 */
async function deviceScope(q: Queryable, b: { areaId?: string; qhdm?: string }): Promise<Sql> {
  if (b.areaId !== undefined) return sql`t.area_id = ${(await areaOf(q, b.areaId)).id}`;
  if (b.qhdm !== undefined) {
    return sql`t.area_id in (select id from monitor_area where qhdm like ${b.qhdm} || '%')`;
  }
  return fail(400, `${M.badRequestPrefix}areaId 或 qhdm 不能同时为空`);
}

const areaImageGetAreaList: OpHandler<'areaImageGetAreaList'> = async (ctx) => {
  const qhdm = ctx.body.qhdm ?? '';
  const rows = await areas.all(ctx.db, { where: [sql`t.qhdm like ${qhdm} || '%'`] });
  return ok(
    rows.map((a) => ({
      id: a.id,
      name: a.name,
      qhdm: a.qhdm,
      qhmc: a.qhmc,
      center: a.center,
      areaSize: a.areaSize,
      deviceCount: a.deviceCount,
    })),
  );
};

const areaImageGetDeviceCollect: OpHandler<'areaImageGetDeviceCollect'> = async (ctx) => {
  const scope = await deviceScope(ctx.db, ctx.body);
  const rows = await run<{ device_type: number; total: number; online: number }>(
    ctx.db,
    sql`select device_type, count(*)::int as total, count(*) filter (where status = 1)::int as online
       from monitor_device t where ${scope} group by device_type`,
  );
  const types = [1, 2, 3, 4, 5, 6, 7].map((t) => {
    const r = rows.find((x) => x.device_type === t);
    const total = r?.total ?? 0;
    const online = r?.online ?? 0;
    return {
      deviceType: t,
      typeName: DEVICE_TYPE_NAMES[t] as string,
      total,
      online,
      offline: total - online,
    };
  });
  const total = types.reduce((s, t) => s + t.total, 0);
  const online = types.reduce((s, t) => s + t.online, 0);
  return ok({ total, online, offline: total - online, types });
};

const areaImageGetDeviceList: OpHandler<'areaImageGetDeviceList'> = async (ctx) => {
  const b = ctx.body;
  const { records, total } = await devices.list(ctx.db, {
    filter: { deviceType: b.deviceType ?? undefined, status: b.status ?? undefined },
    where: [await deviceScope(ctx.db, b)],
    page: paging(b),
  });
  const now = ctx.app.now();
  return ok({ records: records.map((d) => toAreaDevice(d, now)), total });
};

const areaImageGetDeviceSpotList: OpHandler<'areaImageGetDeviceSpotList'> = async (ctx) => {
  const a = await areaOf(ctx.db, ctx.body.areaId);
  const rows = await run<{ spotId: string; name: string; lon: number; lat: number; deviceIds: string[] }>(
    ctx.db,
    sql`select s.spot_id as "spotId", s.name, s.lon, s.lat,
            coalesce((select json_agg(d.device_id order by d.device_type, d.device_id) from monitor_device d where d.spot_id = s.spot_id), '[]'::json) as "deviceIds"
       from device_spot s where s.area_id = ${a.id} order by s.spot_id`,
  );
  return ok(rows);
};

const r1 = (v: number) => Math.round(v * 10) / 10;

/** The latest readings of a device at its last report time (video devices have none). */
export function readingsOf(d: DeviceRecord, station: Station, at: Date) {
  const time = formatDateTime(at);
  const h = (k: string) => unitHash(`${d.deviceId}:${time}:${k}`);
  const R = (key: string, name: string, value: number | string, unit: string) => ({
    key,
    name,
    value,
    unit,
    time,
  });
  switch (d.deviceType) {
    case 2:
      return [
        R('speed', '作业速度', r1(h('s') * 18), 'km/h'),
        R('mileage', '当日里程', r1(h('m') * 35), 'km'),
        R('battery', '电量', Math.round(35 + h('b') * 65), '%'),
      ];
    case 3: {
      const w = realtimeWeather(station, at);
      return [
        R('airTemp', '空气温度', w.temperature, '℃'),
        R('airHumidity', '空气湿度', w.humidity, '%'),
        R('windSpeed', '风速', w.windSpeed, 'm/s'),
        R('windDirection', '风向', w.windDirection, ''),
        R('rainfall', '降雨量', w.rainfall, 'mm'),
        R('pressure', '大气压', w.pressure, 'hPa'),
      ];
    }
    case 4: {
      const w = hourlyWeather(station, at);
      return [
        R('soilMoisture', '土壤湿度', r1(22 + h('m') * 14 + (w.rainfall > 0 ? 6 : 0)), '%'),
        R('soilTemp', '土壤温度', r1(w.temperature - 2 + h('t') * 1.5), '℃'),
        R('soilEC', '土壤电导率', Math.round((0.2 + h('e') * 0.6) * 100) / 100, 'mS/cm'),
        R('soilPH', '土壤 pH', r1(5.2 + h('p') * 1.4), ''),
      ];
    }
    case 5:
      return [
        R('pm25', 'PM2.5', Math.round(18 + h('a') * 45), 'μg/m³'),
        R('pm10', 'PM10', Math.round(35 + h('b') * 70), 'μg/m³'),
        R('co2', '二氧化碳', Math.round(410 + h('c') * 90), 'ppm'),
        R('tvoc', '总挥发性有机物', Math.round((0.1 + h('v') * 0.4) * 100) / 100, 'mg/m³'),
      ];
    case 6:
      return [
        R('pestCount', '虫情数量', Math.round(5 + h('n') * 60), '头'),
        R('pestKinds', '虫害种类', Math.round(1 + h('k') * 7), '种'),
      ];
    case 7:
      return [
        R('waterTemp', '水温', r1(hourlyWeather(station, at).temperature - 3), '℃'),
        R('waterPH', '水体 pH', r1(6.5 + h('p') * 1.5), ''),
        R('dissolvedOxygen', '溶解氧', r1(5 + h('o') * 4), 'mg/L'),
        R('turbidity', '浊度', r1(3 + h('t') * 20), 'NTU'),
        R('waterLevel', '水位', Math.round((0.3 + h('l') * 0.9) * 100) / 100, 'm'),
      ];
    default:
      return [];
  }
}

const areaImageGetDeviceInfo: OpHandler<'areaImageGetDeviceInfo'> = async (ctx) => {
  const d = await deviceOf(ctx.db, String(ctx.query.deviceId));
  const a = await areaOf(ctx.db, d.areaId);
  const at = lastDataTime(d, ctx.app.now());
  return ok({
    ...toAreaDevice(d, ctx.app.now()),
    areaId: d.areaId,
    spotId: d.spotId,
    manufacturer: d.manufacturer,
    model: d.model,
    installTime: d.installTime ? formatDateTime(d.installTime) : null,
    cameraCode: d.cameraCode,
    imageUrl:
      d.deviceType === 6 && at
        ? `/area/api/v1/areaImage/getPestImage?deviceId=${encodeURIComponent(d.deviceId)}&t=${at.getTime()}`
        : null,
    readings: at ? readingsOf(d, stationOf(a), at) : [],
  });
};

/** The trap board of a pest device at its last report: the counted insects at fixed places. */
export function pestImageSvg(d: DeviceRecord, count: number, time: string): string {
  const insects: string[] = [];
  for (let i = 0; i < count; i++) {
    const h = (k: string) => unitHash(`${d.deviceId}:${time}:insect:${i}:${k}`);
    const x = Math.round(30 + h('x') * 580);
    const y = Math.round(40 + h('y') * 330);
    const r = Math.round(h('r') * 360);
    const size = 5 + h('s') * 5;
    insects.push(
      `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="${size.toFixed(1)}" ry="${(size / 2.2).toFixed(1)}" fill="#3b2a1a"/><circle cx="${(size + 1.5).toFixed(1)}" r="${(size / 3).toFixed(1)}" fill="#2a1d12"/></g>`,
    );
  }
  const esc = (t: string) =>
    t.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${esc(d.deviceName)} ${count} 头"><rect width="640" height="400" fill="#f3e9a4"/><rect x="12" y="12" width="616" height="376" fill="none" stroke="#c9b45a" stroke-width="4"/>${insects.join('')}<text x="20" y="32" font-size="16" fill="#5a4a10">${esc(time)}  ${count} 头</text></svg>`;
}

const areaImageGetPestImage: OpHandler<'areaImageGetPestImage'> = async (ctx) => {
  const d = await deviceOf(ctx.db, String(ctx.query.deviceId));
  if (d.deviceType !== 6) fail(400, `${M.badRequestPrefix}设备 ${d.deviceId} 不是虫情设备`);
  const station = stationOf(await areaOf(ctx.db, d.areaId));
  const at = lastDataTime(d, ctx.app.now());
  const reading = at ? readingsOf(d, station, at).find((r) => r.key === 'pestCount') : undefined;
  const count = typeof reading?.value === 'number' ? reading.value : 0;
  return binary(Buffer.from(pestImageSvg(d, count, reading?.time ?? '')), 'image/svg+xml', {
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
};

/** Hourly numeric readings of a sensor device over the 24 hours up to its last report. */
const areaImageGetDeviceHistory: OpHandler<'areaImageGetDeviceHistory'> = async (ctx) => {
  const d = await deviceOf(ctx.db, String(ctx.query.deviceId));
  if (d.deviceType < 3) fail(400, `${M.badRequestPrefix}设备 ${d.deviceId} 不是传感器设备`);
  const station = stationOf(await areaOf(ctx.db, d.areaId));
  const last = lastDataTime(d, ctx.app.now());
  const hours = last
    ? Array.from({ length: 25 }, (_, i) => new Date(last.getTime() - (24 - i) * 3600_000))
    : [];
  const series = new Map<
    string,
    { key: string; name: string; unit: string; points: { time: string; value: number }[] }
  >();
  for (const at of hours) {
    for (const r of readingsOf(d, station, at)) {
      if (typeof r.value !== 'number') continue;
      const s = series.get(r.key) ?? { key: r.key, name: r.name, unit: r.unit, points: [] };
      s.points.push({ time: r.time, value: r.value });
      series.set(r.key, s);
    }
  }
  return ok({ deviceId: d.deviceId, series: [...series.values()] });
};

/** Seconds between two track points. */
const TRACK_STEP_S = 30;

/**
 * The track of a trajectory device on its latest working day (08:00–10:00 Beijing time; before
 * 10:00 the previous day's): a spraying pattern of parallel passes across the area's extent,
 * slower at the turns. Deterministic per device and day.
 */
export function trackOf(d: DeviceRecord, area: AreaRecord, now: Date) {
  const todayStart = startOfDay(formatDate(now));
  const dayStart =
    now.getTime() >= todayStart.getTime() + 10 * 3600_000
      ? todayStart
      : new Date(todayStart.getTime() - DAY_MS);
  const start = new Date(dayStart.getTime() + 8 * 3600_000);
  const ring = area.boundary.coordinates[0] ?? [];
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  const [w, e, s, n] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const inset = (a: number, b: number, f: number) => a + (b - a) * f;
  const passes = 8;
  const perPass = 28; // points along one pass; 8 × (28 + 2) = 240 points = 2 hours at 30 s
  const points: { time: string; lon: number; lat: number; speed: number }[] = [];
  let i = 0;
  const push = (lon: number, lat: number, speed: number) => {
    const time = formatDateTime(new Date(start.getTime() + i * TRACK_STEP_S * 1000));
    points.push({ time, lon: Math.round(lon * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6, speed });
    i++;
  };
  for (let p = 0; p < passes; p++) {
    const lat = inset(s, n, 0.15 + (0.7 * p) / (passes - 1));
    const eastward = p % 2 === 0;
    for (let k = 0; k < perPass; k++) {
      const f = 0.15 + (0.7 * k) / (perPass - 1);
      const lon = inset(w, e, eastward ? f : 1 - f);
      const edge = k === 0 || k === perPass - 1;
      const speed = edge
        ? r1(4 + unitHash(`${d.deviceId}:${p}:${k}`) * 3)
        : r1(14 + unitHash(`${d.deviceId}:${p}:${k}`) * 4);
      push(lon, lat, speed);
    }
    // the turn: two points half-way to the next pass
    const next = inset(s, n, 0.15 + (0.7 * (p + 1)) / (passes - 1));
    const turnLon = inset(w, e, eastward ? 0.88 : 0.12);
    push(turnLon, lat + (next - lat) / 3, 3.5);
    push(turnLon, lat + ((next - lat) * 2) / 3, 3.5);
  }
  return { deviceId: d.deviceId, deviceName: d.deviceName, date: formatDate(dayStart), points };
}

const areaImageGetDeviceTrack: OpHandler<'areaImageGetDeviceTrack'> = async (ctx) => {
  const d = await deviceOf(ctx.db, String(ctx.query.deviceId));
  if (d.deviceType !== 2) fail(400, `${M.badRequestPrefix}设备 ${d.deviceId} 不是轨迹设备`);
  const a = await areaOf(ctx.db, d.areaId);
  return ok(trackOf(d, a, ctx.app.now()));
};

// ── weather ─────────────────────────────────────────────────────────────────────────────────

/** A handler of an operation whose only input is the query's `areaId`. */
type AreaQueryHandler = (ctx: {
  db: Queryable;
  app: AppContext;
  query: { areaId: string };
}) => Promise<HandlerResult>;

const weatherOf =
  (fn: (station: Station, now: Date) => unknown): AreaQueryHandler =>
  async (ctx) => {
    const a = await areaOf(ctx.db, ctx.query.areaId);
    return ok(fn(stationOf(a), ctx.app.now()));
  };

// ── work records ────────────────────────────────────────────────────────────────────────────

/** 农事记录 (farm work records) of an area. */
export const workRecords = defineEntity({
  table: 'work_record',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    areaId: col.text('area_id'),
    workType: col.smallint('work_type'),
    content: col.text('content'),
    operator: col.text('operator'),
    workTime: col.time('work_time'),
    photos: col.json<string[]>('photos').defaulted(),
    createTime: col.time('create_time').defaulted(),
  },
  computed: {
    areaName: col.text('(select a.name from monitor_area a where a.id = t.area_id)'),
  },
  notFound: { msg: M.workNotFound, code: Code.NotFound },
  orderBy: 't.work_time desc, t.id desc',
});

const toWork = (w: RecordOf<typeof workRecords>) => ({
  id: w.id,
  areaId: w.areaId,
  areaName: w.areaName,
  workType: w.workType,
  workTypeName: WORK_TYPE_NAMES[w.workType] as string,
  content: w.content,
  operator: w.operator,
  workTime: w.workTime,
  photos: w.photos,
  createTime: w.createTime,
});

function dateBound(field: string, value: string | undefined): string | undefined {
  if (value !== undefined && !isRealDate(value)) fail(400, M.invalidDate(`body.${field}`));
  return value;
}

const workList: OpHandler<'workList'> = async (ctx) => {
  const b = ctx.body;
  const start = dateBound('startDate', b.startDate);
  const end = dateBound('endDate', b.endDate);
  if (start && end && start > end) fail(400, M.dateRange);
  const a = await areaOf(ctx.db, b.areaId);
  const where = [];
  if (start) where.push(sql`t.work_time >= ${startOfDay(start).toISOString()}::timestamptz`);
  // The end date is a whole day: up to the next day's start.
  if (end)
    where.push(sql`t.work_time < ${new Date(startOfDay(end).getTime() + DAY_MS).toISOString()}::timestamptz`);
  const { records, total } = await workRecords.list(ctx.db, {
    filter: { areaId: a.id, workType: b.workType },
    where,
    page: paging(b),
  });
  return ok({ records: records.map(toWork), total });
};

const workDetail: OpHandler<'workDetail'> = async (ctx) => {
  return ok(toWork(await workRecords.get(ctx.db, ctx.body.id)));
};

const workRecord: OpHandler<'workRecord'> = async (ctx) => {
  const b = ctx.body;
  if (!isRealDate(b.workTime.slice(0, 10))) fail(400, M.invalidDate('body.workTime'));
  const a = await areaOf(ctx.db, b.areaId);
  const { id } = await workRecords.insert(ctx.db, {
    areaId: a.id,
    workType: b.workType,
    content: b.content,
    operator: b.operator,
    workTime: parseDateTime(b.workTime),
    photos: b.photos ?? [],
    createTime: ctx.app.now(),
  });
  return ok({ id }, M.added);
};

const workStat =
  (days: number): AreaQueryHandler =>
  async (ctx) => {
    const a = await areaOf(ctx.db, ctx.query.areaId);
    const now = ctx.app.now();
    const dates = lastDays(now, days);
    const from = startOfDay(dates[0] as string);
    const rows = await ctx.db.query<{ work_type: number; work_time: Date }>(
      'select work_type, work_time from work_record where area_id = $1 and work_time >= $2::timestamptz and work_time <= $3::timestamptz',
      [a.id, from.toISOString(), now.toISOString()],
    );
    const byDay = new Map(dates.map((d) => [d, 0]));
    const byType = new Map([1, 2, 3, 4, 5].map((t) => [t, 0]));
    for (const r of rows) {
      const day = formatDate(r.work_time);
      if (byDay.has(day)) byDay.set(day, (byDay.get(day) as number) + 1);
      byType.set(r.work_type, (byType.get(r.work_type) ?? 0) + 1);
    }
    return ok({
      startDate: dates[0],
      endDate: dates[dates.length - 1],
      total: rows.length,
      byType: [...byType].map(([workType, count]) => ({
        workType,
        workTypeName: WORK_TYPE_NAMES[workType] as string,
        count,
      })),
      daily: [...byDay].map(([date, count]) => ({ date, count })),
    });
  };

export const AREA_HANDLERS = typedHandlers({
  areaGetToken,
  areaImageGetMapData,
  areaImageGetDeviceCollect,
  areaImageGetDeviceList,
  areaImageGetDeviceSpotList,
  areaImageGetDeviceInfo,
  areaImageGetDeviceHistory,
  areaImageGetPestImage,
  areaImageGetAreaList,
  areaImageGetDeviceTrack,
  weatherGetRealtimeInfo: weatherOf(realtimeWeather),
  weatherGetTodayInfo: weatherOf(todayWeather),
  weatherGetWeekInfo: weatherOf((s, now) => dailySeries(s, now, 7)),
  weatherGetMonthInfo: weatherOf((s, now) => dailySeries(s, now, 30)),
  weatherGet3MonthInfo: weatherOf((s, now) => dailySeries(s, now, 90)),
  workList,
  workDetail,
  workRecord,
  workStatWeeksInfo: workStat(7),
  workStatMonthInfo: workStat(30),
  workStat3MonthInfo: workStat(90),
  ...PLOT_HANDLERS,
});
