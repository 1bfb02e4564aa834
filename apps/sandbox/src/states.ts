/**
 * Provider states for contract verification (`POST /__sandbox/state {state, params}`): each named
 * state makes something true in the database before an interaction is replayed. A state's name
 * may carry its value ("a device with code 43010400001 exists") or use params
 * ({state: "a device with code X exists", params: {code: "43010400001"}}).
 */
import { hashPassword, randomToken } from './auth/passwords';
import type { AppContext } from './context';
import type { Queryable } from './db/adapter';
import { firstId } from './db/rows';
import { SESSION_HOURS } from './handlers/auth';
import { AREAS } from './seed/area';
import { EXAMPLE_DEVICE } from './seed/devices';
import { seedRegions } from './seed/index';
import { ensureBulkDepartment, ensureBulkUsers } from './seed/org';
import { approverProperties, startWithApprover, usersOnly } from './seed/process-designer';
import { levelOfCode, loadRegionSeed, parentOfCode } from './seed/regions';
import { setUpAccountFixtures } from './testing/account';
import { setUpPlotFixtures } from './testing/area-plots';
import { setUpAgroContentFixtures } from './testing/base-agro-content';
import { setUpCropFixtures } from './testing/base-agro-crops';
import { setUpCatalogFixtures } from './testing/shop-catalog';
import { setUpCustomerFixtures } from './testing/shop-customers';
import { setUpOrderFixtures } from './testing/shop-orders';
import { setUpWarehousingFixtures } from './testing/shop-warehousing';
import { setUpSystemFixtures } from './testing/system';
import { setUpApprovalRuntimeFixtures } from './testing/system-approval-runtime';
import { setUpDesignerFixtures } from './testing/system-designer';
import { setUpNewsFixtures } from './testing/system-news';
import { setUpNoticeFixtures } from './testing/system-notices';
import { setUpOfficialDocFixtures } from './testing/system-official-docs';
import { isRecord } from './util/narrow';

export type StateParams = Record<string, unknown>;

interface StateDef {
  /** How the state is written, with X/Y for its values. */
  name: string;
  pattern: RegExp;
  /** Names of the values captured by the pattern, in order (also read from params). */
  values: string[];
  run(
    app: AppContext,
    tx: Queryable,
    v: Record<string, string>,
    params: StateParams,
  ): Promise<Record<string, unknown>>;
}

export class StateError extends Error {}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

async function markRegionsDirty(tx: Queryable) {
  await tx.query(
    `insert into sandbox_meta (key, value) values ('regions_dirty', 'true'::jsonb) on conflict (key) do update set value = 'true'::jsonb`,
  );
}

async function ensureUser(tx: Queryable, username: string, password: string | undefined, now: Date) {
  const rows = await tx.query<{ id: number }>('select id from app_user where user_name = $1', [username]);
  if (rows[0]) {
    if (password) {
      const h = await hashPassword(password);
      await tx.query('update app_user set password_hash = $2, password_salt = $3, status = 1 where id = $1', [
        rows[0].id,
        h.hash,
        h.salt,
      ]);
    }
    return rows[0].id;
  }
  const h = await hashPassword(password ?? 'Sandbox@123');
  const created = await tx.query<{ id: number }>(
    `insert into app_user (user_name, real_name, password_hash, password_salt, department_id, create_time)
     values ($1, $1, $2, $3, (select id from department where parent_id = 0 order by sort, id limit 1), $4::timestamptz) returning id`,
    [username, h.hash, h.salt, now.toISOString()],
  );
  const id = firstId(created, 'insert into app_user');
  await tx.query(`insert into user_role (user_id, role_id) select $1, id from role where code = $2`, [
    id,
    username === 'admin' ? 'admin' : 'operator',
  ]);
  return id;
}

async function ensureRegion(tx: Queryable, code: string, name: string | undefined): Promise<boolean> {
  if ((await tx.query('select 1 from region where qhdm = $1', [code])).length) return false;
  const parent = parentOfCode(code);
  if (parent && (await tx.query('select 1 from region where qhdm = $1', [parent])).length === 0)
    await ensureRegion(tx, parent, undefined);
  const parentRow = parent
    ? ((
        await tx.query<{
          full_name: string;
          min_lon: number | null;
          min_lat: number | null;
          max_lon: number | null;
          max_lat: number | null;
        }>('select full_name, min_lon, min_lat, max_lon, max_lat from region where qhdm = $1', [parent])
      )[0] ?? null)
    : null;
  const qhmc = name ?? `测试区划${code}`;
  await tx.query(
    `insert into region (qhdm, qhmc, sjqhdm, level, full_name, has_children, min_lon, min_lat, max_lon, max_lat)
     values ($1, $2, $3, $4, $5, false, $6, $7, $8, $9)`,
    [
      code,
      qhmc,
      parent,
      levelOfCode(code),
      `${parentRow?.full_name ?? ''}${qhmc}`,
      parentRow?.min_lon ?? null,
      parentRow?.min_lat ?? null,
      parentRow?.max_lon ?? null,
      parentRow?.max_lat ?? null,
    ],
  );
  if (parent) await tx.query('update region set has_children = true where qhdm = $1', [parent]);
  await markRegionsDirty(tx);
  return true;
}

export const STATES: readonly StateDef[] = [
  {
    name: 'the form designer fixtures exist',
    pattern: /^the form designer fixtures exist$/,
    values: [],
    run: (app, tx) => setUpDesignerFixtures(tx, app.now()),
  },
  {
    name: 'the account administration fixtures exist',
    pattern: /^the account administration fixtures exist$/,
    values: [],
    run: (app, tx) => setUpAccountFixtures(tx, app.now()),
  },
  {
    name: 'the system administration fixtures exist',
    pattern: /^the system administration fixtures exist$/,
    values: [],
    run: (app, tx) => setUpSystemFixtures(tx, app.now()),
  },
  {
    name: 'the catalogue fixtures exist',
    pattern: /^the catalogue fixtures exist$/,
    values: [],
    run: (app, tx) => setUpCatalogFixtures(tx, app.now()),
  },
  {
    name: 'the news fixtures exist',
    pattern: /^the news fixtures exist$/,
    values: [],
    run: (app, tx) => setUpNewsFixtures(tx, app.now()),
  },
  {
    name: 'the agro content fixtures exist',
    pattern: /^the agro content fixtures exist$/,
    values: [],
    run: (app, tx) => setUpAgroContentFixtures(tx, app.now()),
  },
  {
    name: 'the plot fixtures exist',
    pattern: /^the plot fixtures exist$/,
    values: [],
    run: (app, tx) => setUpPlotFixtures(tx, app.now()),
  },
  {
    name: 'the crop fixtures exist',
    pattern: /^the crop fixtures exist$/,
    values: [],
    run: (app, tx) => setUpCropFixtures(tx, app.now()),
  },
  {
    name: 'the notice fixtures exist',
    pattern: /^the notice fixtures exist$/,
    values: [],
    run: (app, tx) => setUpNoticeFixtures(tx, app.now()),
  },
  {
    name: 'the official document fixtures exist',
    pattern: /^the official document fixtures exist$/,
    values: [],
    run: (app, tx) => setUpOfficialDocFixtures(tx, app.now()),
  },
  {
    name: 'the approval runtime fixtures exist',
    pattern: /^the approval runtime fixtures exist$/,
    values: [],
    run: (app, tx) => setUpApprovalRuntimeFixtures(tx, app.now()),
  },
  {
    name: 'the warehousing fixtures exist',
    pattern: /^the warehousing fixtures exist$/,
    values: [],
    run: (app, tx) => setUpWarehousingFixtures(tx, app.now()),
  },
  {
    name: 'the customer fixtures exist',
    pattern: /^the customer fixtures exist$/,
    values: [],
    run: (app, tx) => setUpCustomerFixtures(tx, app.now()),
  },
  {
    name: 'the order fixtures exist',
    pattern: /^the order fixtures exist$/,
    values: [],
    run: (app, tx) => setUpOrderFixtures(tx, app.now()),
  },
  {
    name: 'X bulk users exist',
    pattern: /^(\d+) bulk users exist$/,
    values: ['count'],
    async run(app, tx, v) {
      const added = await ensureBulkUsers(tx, Math.min(Number(v.count), 100_000), app.now());
      return { added };
    },
  },
  {
    name: 'a department of X people exists',
    pattern: /^a department of (\d+) people exists$/,
    values: ['count'],
    run: (app, tx, v) => ensureBulkDepartment(tx, Math.min(Number(v.count), 100_000), app.now()),
  },
  {
    name: 'user X exists with password Y',
    pattern: /^user (\S+) exists with password (\S+)$/,
    values: ['username', 'password'],
    async run(app, tx, v) {
      const id = await ensureUser(tx, v.username as string, v.password, app.now());
      return { userId: id };
    },
  },
  {
    name: 'user X is logged in',
    pattern: /^user (\S+) is logged in$/,
    values: ['username'],
    async run(app, tx, v) {
      const userId = await ensureUser(tx, v.username as string, undefined, app.now());
      const token = randomToken(24);
      const ztToken = randomToken(16);
      const now = app.now();
      await tx.query(
        'insert into session (token, zt_token, user_id, created_at, expires_at) values ($1, $2, $3, $4::timestamptz, $5::timestamptz)',
        [
          token,
          ztToken,
          userId,
          now.toISOString(),
          new Date(now.getTime() + SESSION_HOURS * 3600_000).toISOString(),
        ],
      );
      return { token, zt_token: ztToken, user_id: userId };
    },
  },
  {
    name: 'a device with code X exists',
    pattern: /^a device with code (\S+) exists$/,
    values: ['code'],
    async run(app, tx, v, params) {
      const code = v.code as string;
      const base = code === EXAMPLE_DEVICE.code ? EXAMPLE_DEVICE : undefined;
      const p = { ...(base ?? {}), ...params } as Record<string, unknown>;
      const exists = (await tx.query('select 1 from camera_device where code = $1', [code])).length > 0;
      if (exists && Object.keys(params).length === 0) return { created: false };
      const unitsObj = p.unitsObj ?? { channels: 1, channelName: ['通道1'] };
      const units = isRecord(unitsObj) ? unitsObj : {};
      const county = code.slice(0, 6);
      const regionName =
        (await tx.query<{ qhmc: string }>('select qhmc from region where qhdm = $1', [county]))[0]?.qhmc ??
        null;
      const values = [
        code,
        str(p.name) ?? `${regionName ?? ''}测试门店-枪机01`,
        Number(p.type ?? 2),
        str(p.manufacturer) ?? '海康威视',
        str(p.snNumber) ?? `DS-2CD3T46WDV3-I3-${code}`,
        str(p.deviceIp) ?? '192.168.1.64',
        Number(p.status ?? 1),
        p.lon ?? null,
        p.lat ?? null,
        str(p.qhdm) ?? (regionName ? county : null),
        str(p.qhmc) ?? regionName,
        str(p.enterpriseName) ?? null,
        p.mdmc === undefined ? '测试门店' : (p.mdmc as string | null),
        (p.ckmc as string | null | undefined) ?? null,
        units.channels ?? 1,
        JSON.stringify(units.channelName ?? []),
        app.now().toISOString(),
      ];
      await tx.query(
        `insert into camera_device (code, name, type, manufacturer, sn_number, device_ip, status, lon, lat, qhdm, qhmc, enterprise_name, mdmc, ckmc, channels, channel_names, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17::timestamptz, $17::timestamptz)
         on conflict (code) do update set name = excluded.name, type = excluded.type, manufacturer = excluded.manufacturer,
           sn_number = excluded.sn_number, device_ip = excluded.device_ip, status = excluded.status, lon = excluded.lon, lat = excluded.lat,
           qhdm = excluded.qhdm, qhmc = excluded.qhmc, enterprise_name = excluded.enterprise_name, mdmc = excluded.mdmc, ckmc = excluded.ckmc,
           channels = excluded.channels, channel_names = excluded.channel_names, updated_at = excluded.updated_at`,
        values,
      );
      return { created: !exists };
    },
  },
  {
    name: 'no devices exist',
    pattern: /^no devices exist$/,
    values: [],
    async run(_app, tx) {
      const rows = await tx.query('delete from camera_device returning code');
      return { deleted: rows.length };
    },
  },
  {
    name: 'a region with code X exists',
    pattern: /^a region with code (\d{2}|\d{4}|\d{6}|\d{9}|\d{12}) exists$/,
    values: ['code'],
    async run(_app, tx, v, params) {
      return { created: await ensureRegion(tx, v.code as string, str(params.qhmc)) };
    },
  },
  {
    name: 'the administrative regions of Hunan exist',
    pattern: /^the administrative regions of Hunan exist$/,
    values: [],
    async run(_app, tx) {
      const n =
        (await tx.query<{ n: number }>("select count(*)::int as n from region where qhdm like '43%'"))[0]
          ?.n ?? 0;
      const expected = loadRegionSeed().regions.length;
      if (n >= expected) return { regions: n, reloaded: false };
      await tx.exec('truncate region, region_geometry cascade');
      await seedRegions(tx);
      await tx.query(`update sandbox_meta set value = 'false'::jsonb where key = 'regions_dirty'`);
      return { regions: expected, reloaded: true };
    },
  },
  {
    name: 'an approval record with id X exists',
    pattern: /^an approval record with id (\d+) exists$/,
    values: ['id'],
    async run(app, tx, v, params) {
      const id = Number(v.id);
      if ((await tx.query('select 1 from approval where id = $1', [id])).length) return { created: false };
      const now = app.now().toISOString();
      await tx.query(
        `insert into approval (id, name, form_key, process_key, status, version, remark, form_item_list, process_conditions, process_data, create_time, update_time, creator)
         values ($1, $2, $3, $4, 0, 0, '', $5::jsonb, '[]'::jsonb, $7::jsonb, $6::timestamptz, $6::timestamptz, '系统管理员')`,
        [
          id,
          str(params.name) ?? `测试审批流程${id}`,
          `form_state_${id}`,
          `process_state_${id}`,
          JSON.stringify([
            {
              formId: 1,
              cmpType: 'common',
              label: '申请说明',
              tag: 'el-input',
              tagIcon: 'textarea',
              vModel: 'field1',
              layout: 'colFormItem',
              required: true,
            },
          ]),
          now,
          // a finished process (发起人 → 直属主管审批), so 发布 accepts the record
          JSON.stringify(
            startWithApprover({ properties: approverProperties('审批人', 'director', usersOnly([]), true) }),
          ),
        ],
      );
      await tx.query(
        `select setval(pg_get_serial_sequence('approval', 'id'), greatest((select max(id) from approval), 1))`,
      );
      return { created: true };
    },
  },
  {
    name: 'a dictionary category X exists',
    pattern: /^(?:a )?dictionary category ([A-Za-z0-9_-]+) (?:exists|has entries)$/,
    values: ['category'],
    async run(app, tx, v, params) {
      const category = v.category as string;
      const now = app.now().toISOString();
      await tx.query(
        `insert into dic_category (dic_number, dic_name, remark, create_time, update_time) values ($1, $2, '', $3::timestamptz, $3::timestamptz)
         on conflict (dic_number) do nothing`,
        [category, str(params.dicName) ?? category, now],
      );
      const entries =
        (
          await tx.query<{ n: number }>('select count(*)::int as n from dic_entry where dic_number = $1', [
            category,
          ])
        )[0]?.n ?? 0;
      if (entries === 0)
        await tx.query(
          `insert into dic_entry (dic_number, pid, code, name, sort) values ($1, 0, '01', $2, 1)`,
          [category, str(params.entryName) ?? '示例项'],
        );
      return { entries: Math.max(entries, 1) };
    },
  },
  {
    name: 'layers of theme X exist for year Y',
    pattern: /^layers of theme (\S+) exist for year (\d{4})$/,
    values: ['theme_code', 'nf'],
    async run(_app, tx, v) {
      const rows = await tx.query('select 1 from layer_info where theme_code = $1 and nf = $2', [
        v.theme_code,
        v.nf,
      ]);
      if (rows.length) return { created: false };
      await tx.query(
        `insert into layer_info (id, layer_name, nf, theme_code, theme_name, view_mode_code, default_show, source_type, url)
         values ($1, $2, $3, $4, $4, '2D', true, 'geojson', '/map/datasets/v1/agrimap/camera-devices/features')`,
        [`state-${v.theme_code}-${v.nf}`, `${v.theme_code} 图层`, v.nf, v.theme_code],
      );
      return { created: true };
    },
  },
  {
    name: 'map style X of owner Y exists',
    pattern: /^map style (\S+) of owner (\S+) exists$/,
    values: ['styleId', 'owner'],
    run: (app, tx, v) =>
      ensureMapResource(app, tx, 'style', v.owner as string, v.styleId as string, 'hunan-base'),
  },
  {
    name: 'dataset X of owner Y exists',
    pattern: /^dataset (\S+) of owner (\S+) exists$/,
    values: ['datasetId', 'owner'],
    run: (app, tx, v) =>
      ensureMapResource(app, tx, 'dataset', v.owner as string, v.datasetId as string, 'hunan-cities'),
  },
  {
    name: 'product category X has child categories',
    pattern: /^product category (\d+) has child categories$/,
    values: ['parentId'],
    async run(_app, tx, v) {
      const parentId = Number(v.parentId);
      const n =
        (
          await tx.query<{ n: number }>(
            'select count(*)::int as n from product_category where parent_id = $1',
            [parentId],
          )
        )[0]?.n ?? 0;
      if (n > 0) return { children: n };
      const parent = (
        await tx.query<{ level: number }>('select level from product_category where id = $1', [parentId])
      )[0];
      if (parentId !== 0 && !parent) throw new StateError(`product category ${parentId} does not exist`);
      const next =
        (await tx.query<{ id: number }>('select coalesce(max(id), 0) + 1 as id from product_category'))[0]
          ?.id ?? 1;
      await tx.query(
        'insert into product_category (id, name, parent_id, level, sort, icon) values ($1, $2, $3, $4, 1, null)',
        [next, '示例分类', parentId, Math.min(3, (parent?.level ?? 0) + 1)],
      );
      return { children: 1 };
    },
  },
  {
    name: 'monitoring area X exists',
    pattern: /^monitoring area (\S+) exists$/,
    values: ['areaId'],
    async run(_app, tx, v) {
      if ((await tx.query('select 1 from monitor_area where id = $1', [v.areaId])).length)
        return { created: false };
      const template = AREAS[0];
      if (!template) throw new StateError('no area template');
      const [cx, cy] = template.center;
      await tx.query(
        `insert into monitor_area (id, name, qhdm, qhmc, address, center, boundary, image_url, image_bounds, area_size, crop)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, null, null, $8, $9)`,
        [
          v.areaId,
          `测试区域${v.areaId}`,
          template.qhdm,
          template.qhmc,
          template.address,
          JSON.stringify(template.center),
          JSON.stringify({
            type: 'Polygon',
            coordinates: [
              [
                [cx - 0.005, cy - 0.004],
                [cx + 0.005, cy - 0.004],
                [cx + 0.005, cy + 0.004],
                [cx - 0.005, cy + 0.004],
                [cx - 0.005, cy - 0.004],
              ],
            ],
          }),
          template.areaSize,
          template.crop,
        ],
      );
      return { created: true };
    },
  },
];

async function ensureMapResource(
  app: AppContext,
  tx: Queryable,
  kind: string,
  owner: string,
  id: string,
  templateId: string,
) {
  if (
    (
      await tx.query('select 1 from map_resource where kind = $1 and owner = $2 and id = $3', [
        kind,
        owner,
        id,
      ])
    ).length
  )
    return { created: false };
  const now = app.now().toISOString();
  const copied = await tx.query(
    `insert into map_resource (kind, owner, id, name, attrs, created, modified)
     select kind, $2, $3, name, attrs, $5::timestamptz, $5::timestamptz from map_resource where kind = $1 and id = $4 limit 1 returning id`,
    [kind, owner, id, templateId, now],
  );
  if (copied.length === 0) throw new StateError(`no ${kind} to copy from (${templateId})`);
  return { created: true };
}

/** Runs a state; throws StateError for an unknown state or bad values. */
export async function runState(
  app: AppContext,
  state: string,
  params: StateParams = {},
): Promise<Record<string, unknown>> {
  for (const def of STATES) {
    const literal = def.name === state;
    const m = literal ? null : def.pattern.exec(state);
    if (!literal && !m) continue;
    const values: Record<string, string> = {};
    def.values.forEach((key, i) => {
      const fromName = m?.[i + 1];
      const fromParams = str(params[key]);
      const value = fromName ?? fromParams;
      if (value === undefined)
        throw new StateError(`state "${def.name}" needs ${key} (in the name or params)`);
      values[key] = value;
    });
    return app.db.transaction((tx) => def.run(app, tx, values, params));
  }
  throw new StateError(`unknown provider state "${state}"; known: ${STATES.map((s) => s.name).join('; ')}`);
}
