/**
 * Loads the seed: every table gets its realistic Hunan data, relative to `now` (recent logs, work
 * records and statistics stay recent). `resetToSeed` empties the tables first — the regions
 * (30k rows, never edited through the API) are only reloaded when a provider state touched them.
 */

import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/adapter';
import { Prng } from '../util/prng';
import { DAY_MS } from '../util/time';
import { AGRO_CROP_SEED_TABLES, seedAgroCrops } from './agro';
import { AGRO_CONTENT_IDENTITY_TABLES, AGRO_CONTENT_SEED_TABLES, seedAgroContent } from './agro-content';
import {
  APPROVAL_RUNTIME_IDENTITY_TABLES,
  APPROVAL_RUNTIME_TABLES,
  seedApprovalRuntime,
} from './approval-runtime';
import { areaRows } from './area';
import { APPLICATIONS, dictionaryRows, layerRows, productCategoryRows } from './catalog';
import { seedCustomers } from './customers';
import { cameraRows } from './devices';
import { type ColumnType, insertRows, type SeedRow } from './insert';
import { mapResourceRows, mapStatRows } from './map';
import { menuRows, roleMenuRows } from './menus';
import { NEWS_SEED_TABLES, seedNews } from './news';
import { NOTICE_IDENTITY_TABLES, NOTICE_SEED_TABLES, seedNotices } from './notices';
import { approvalRows, logRows, spatialFileRows } from './office';
import { OFFICIAL_DOC_IDENTITY_TABLES, OFFICIAL_DOC_SEED_TABLES, seedOfficialDocs } from './official-docs';
import { ORDER_IDENTITY_TABLES, ORDER_SEED_TABLES, seedOrders } from './orders';
import {
  ACCOUNTS,
  departmentRows,
  ENTERPRISES,
  GROUPS,
  ORGANIZATIONS,
  orgOfDepartment,
  ROLES,
  staffSeeds,
} from './org';
import { PLOT_SEED_TABLES, seedPlots } from './plots';
import { loadRegionSeed } from './regions';
import { SHOP_IDENTITY_TABLES, SHOP_SEED_TABLES, seedShop } from './shop';
import { DIC_CATEGORY_COLUMNS, seedSystem } from './system';
import { seedWarehousing } from './warehousing';

/** Area-service integrations (appKey / appSecret for `GET /area/api/v1/getToken`). */
export const AREA_APPS = [
  { appKey: 'hnnz-area-web', secret: '6f1c2a9e4b7d4c0f8a3e5b2d9c7a1f60', name: '农资一张图 Web 端' },
  { appKey: 'hnnz-gateway', secret: 'b91e0c4d7a2f4e3c9d5a8b1f6e2c7d40', name: '物联网设备网关' },
] as const;

/** Every table the seed fills, parents before children. */
export const SEED_TABLES = [
  'region',
  'region_geometry',
  'region_edition',
  'camera_device',
  'enterprise',
  'department',
  'role',
  'app_user',
  'user_role',
  'organization',
  'org_member',
  'functional_group',
  'group_member',
  'menu',
  'role_menu',
  'session',
  'area_app',
  'area_token',
  'dic_category',
  'dic_entry',
  'app_dictionary',
  'cockpit_figure',
  'cockpit_table',
  'layer_info',
  'approval',
  // Frozen by 发布; the seed publishes its flows (approval-runtime.ts, official-docs.ts).
  'approval_version',
  'op_log',
  'spatial_file',
  'product_category',
  ...SHOP_SEED_TABLES,
  'monitor_area',
  'device_spot',
  'monitor_device',
  'work_record',
  'map_resource',
  'map_stat',
  'warehouse',
  'warehouse_zone',
  'warehouse_location',
  'doc_sequence',
  'stock_doc',
  'stock_doc_line',
  'stock',
  'stock_summary',
  'stock_ledger',
  'stock_transfer',
  'customer',
  'customer_followup',
  'sale_item',
  ...ORDER_SEED_TABLES,
  ...NEWS_SEED_TABLES,
  ...NOTICE_SEED_TABLES,
  ...AGRO_CROP_SEED_TABLES,
  ...PLOT_SEED_TABLES,
  ...AGRO_CONTENT_SEED_TABLES,
  ...APPROVAL_RUNTIME_TABLES,
  ...OFFICIAL_DOC_SEED_TABLES,
  'sandbox_meta',
] as const;

const IDENTITY_TABLES = [
  'enterprise',
  'department',
  'role',
  'app_user',
  'organization',
  'functional_group',
  'dic_category',
  'dic_entry',
  'approval',
  'op_log',
  'work_record',
  ...SHOP_IDENTITY_TABLES,
  ...ORDER_IDENTITY_TABLES,
  ...NOTICE_IDENTITY_TABLES,
  ...NEWS_SEED_TABLES,
  ...AGRO_CROP_SEED_TABLES,
  ...PLOT_SEED_TABLES,
  ...AGRO_CONTENT_IDENTITY_TABLES,
  ...APPROVAL_RUNTIME_IDENTITY_TABLES,
  ...OFFICIAL_DOC_IDENTITY_TABLES,
];

const T = (spec: Record<string, ColumnType>) => spec;

/** A fixed per-account salt (16 bytes, hex): random-looking, stable across resets. */
function seedSalt(key: string): string {
  const prng = new Prng(`salt:${key}`);
  return Array.from({ length: 16 }, () => prng.int(0, 255).toString(16).padStart(2, '0')).join('');
}

export async function seedRegions(q: Queryable): Promise<void> {
  const seed = loadRegionSeed();
  await insertRows(
    q,
    'region',
    T({
      qhdm: 'text',
      qhmc: 'text',
      sjqhdm: 'text',
      level: 'smallint',
      full_name: 'text',
      has_children: 'bool',
      min_lon: 'float8',
      min_lat: 'float8',
      max_lon: 'float8',
      max_lat: 'float8',
    }),
    seed.regions.map((r) => ({
      qhdm: r.qhdm,
      qhmc: r.qhmc,
      sjqhdm: r.sjqhdm,
      level: r.level,
      full_name: r.fullName,
      has_children: r.hasChildren,
      min_lon: r.bbox?.[0],
      min_lat: r.bbox?.[1],
      max_lon: r.bbox?.[2],
      max_lat: r.bbox?.[3],
    })),
  );
  await insertRows(
    q,
    'region_geometry',
    T({ qhdm: 'text', geojson: 'jsonb' }),
    [...seed.geometries].map(([qhdm, geojson]) => ({ qhdm, geojson })),
  );
}

/** Fills every table (they must be empty; regions too unless `withRegions` is false). */
export async function seedDatabase(q: Queryable, now: Date, withRegions = true): Promise<void> {
  const regions = loadRegionSeed();
  if (withRegions) await seedRegions(q);
  await insertRows(q, 'region_edition', T({ nf: 'text', source: 'text' }), [
    { nf: '2023', source: '国家统计局 2023 年统计用区划代码' },
    { nf: '2024', source: '国家统计局 2023 年统计用区划代码（2024 年沿用）' },
    { nf: '2025', source: '国家统计局 2023 年统计用区划代码（2025 年沿用）' },
  ]);

  const cameras = cameraRows(regions, now);
  await insertRows(
    q,
    'camera_device',
    T({
      code: 'text',
      name: 'text',
      type: 'smallint',
      manufacturer: 'text',
      sn_number: 'text',
      device_ip: 'text',
      status: 'smallint',
      lon: 'float8',
      lat: 'float8',
      qhdm: 'text',
      qhmc: 'text',
      enterprise_name: 'text',
      mdmc: 'text',
      ckmc: 'text',
      channels: 'int',
      channel_names: 'jsonb',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    }),
    cameras,
  );

  await insertRows(
    q,
    'enterprise',
    T({
      id: 'int',
      enterprise_number: 'text',
      name: 'text',
      credit_code: 'text',
      enterprise_type: 'text',
      qhdm: 'text',
      qhmc: 'text',
      address: 'text',
      contact_name: 'text',
      contact_phone: 'text',
      create_time: 'timestamptz',
    }),
    ENTERPRISES.map((e, i) => ({ ...e, create_time: new Date(now.getTime() - (600 - i * 100) * DAY_MS) })),
  );
  await insertRows(
    q,
    'department',
    T({
      id: 'int',
      name: 'text',
      number: 'text',
      parent_id: 'int',
      enterprise_number: 'text',
      sort: 'int',
      leader: 'text',
      phone: 'text',
      qhdm: 'text',
      create_time: 'timestamptz',
    }),
    departmentRows(now),
  );
  await insertRows(
    q,
    'role',
    T({ id: 'int', name: 'text', code: 'text', is_admin: 'bool', remark: 'text' }),
    ROLES.map((r) => ({ ...r })),
  );

  const staff = staffSeeds(now);
  const hashes = await Promise.all(staff.map((s) => hashPassword(s.password, seedSalt(s.userName))));
  await insertRows(
    q,
    'app_user',
    T({
      id: 'int',
      user_name: 'text',
      real_name: 'text',
      password_hash: 'text',
      password_salt: 'text',
      number: 'text',
      phone: 'text',
      email: 'text',
      sex: 'smallint',
      status: 'smallint',
      department_id: 'int',
      create_time: 'timestamptz',
    }),
    staff.map((s, i) => ({
      id: s.id,
      user_name: s.userName,
      real_name: s.realName,
      password_hash: hashes[i]?.hash,
      password_salt: hashes[i]?.salt,
      number: s.number,
      phone: s.phone,
      email: s.email,
      sex: s.sex,
      status: s.status,
      department_id: s.departmentId,
      create_time: s.createTime,
    })),
  );
  await insertRows(
    q,
    'user_role',
    T({ user_id: 'int', role_id: 'int' }),
    staff.flatMap((s) => s.roleIds.map((r) => ({ user_id: s.id, role_id: r }))),
  );

  await insertRows(
    q,
    'organization',
    T({
      id: 'int',
      manage_number: 'text',
      name: 'text',
      parent_manage_number: 'text',
      enterprise_number: 'text',
      qhdm: 'text',
      qhmc: 'text',
      sort: 'int',
    }),
    ORGANIZATIONS.map((o, i) => ({
      id: o.id,
      manage_number: o.manage_number,
      name: o.name,
      parent_manage_number: o.parent,
      enterprise_number: o.ent,
      qhdm: o.qhdm,
      qhmc: o.qhmc,
      sort: i + 1,
    })),
  );
  const managers = new Set<string>();
  await insertRows(
    q,
    'org_member',
    T({ manage_number: 'text', user_id: 'int', is_manager: 'bool', joined_at: 'timestamptz' }),
    staff.map((s) => {
      const org = orgOfDepartment(s.departmentId);
      const isManager = !managers.has(org) && s.status === 1;
      if (isManager) managers.add(org);
      return { manage_number: org, user_id: s.id, is_manager: isManager, joined_at: s.createTime };
    }),
  );
  await insertRows(
    q,
    'functional_group',
    T({
      id: 'int',
      manage_number: 'text',
      group_name: 'text',
      role_id: 'int',
      remark: 'text',
      create_time: 'timestamptz',
    }),
    GROUPS.map((g, i) => ({ ...g, create_time: new Date(now.getTime() - (200 - i * 25) * DAY_MS) })),
  );
  const members: SeedRow[] = [];
  for (const g of GROUPS) {
    const pool = staff.filter(
      (s) => orgOfDepartment(s.departmentId) === g.manage_number || g.manage_number === 'M430000001',
    );
    const candidates = pool.filter((s) => s.roleIds.includes(g.role_id) || s.id === 1);
    for (const s of candidates.slice(0, 5)) members.push({ group_id: g.id, user_id: s.id });
  }
  await insertRows(q, 'group_member', T({ group_id: 'int', user_id: 'int' }), members);

  const menus = menuRows();
  await insertRows(
    q,
    'menu',
    T({
      id: 'int',
      parent_id: 'int',
      name: 'text',
      menu_url: 'text',
      icon: 'text',
      type: 'smallint',
      sort: 'int',
    }),
    menus,
  );
  await insertRows(q, 'role_menu', T({ role_id: 'int', menu_id: 'int' }), roleMenuRows(menus));

  const apps = await Promise.all(
    AREA_APPS.map(async (a) => {
      const h = await hashPassword(a.secret, seedSalt(a.appKey));
      return { app_key: a.appKey, name: a.name, secret_hash: h.hash, secret_salt: h.salt };
    }),
  );
  await insertRows(
    q,
    'area_app',
    T({ app_key: 'text', name: 'text', secret_hash: 'text', secret_salt: 'text' }),
    apps,
  );

  const dic = dictionaryRows(now);
  await insertRows(q, 'dic_category', DIC_CATEGORY_COLUMNS, dic.categories);
  await insertRows(
    q,
    'dic_entry',
    T({ id: 'int', dic_number: 'text', pid: 'int', code: 'text', name: 'text', sort: 'int' }),
    dic.entries,
  );
  await seedSystem(q, now, { categoryId: dic.categories.length + 1, entryId: dic.entries.length + 1 });
  await insertRows(
    q,
    'app_dictionary',
    T({ app_id: 'text', app_name: 'text', url: 'text', sort: 'int', status: 'smallint' }),
    APPLICATIONS,
  );
  await insertRows(
    q,
    'layer_info',
    T({
      id: 'text',
      layer_name: 'text',
      nf: 'text',
      theme_code: 'text',
      theme_name: 'text',
      view_mode_code: 'text',
      default_show: 'bool',
      source_type: 'text',
      url: 'text',
    }),
    layerRows(),
  );
  await insertRows(
    q,
    'approval',
    T({
      id: 'int',
      name: 'text',
      form_key: 'text',
      process_key: 'text',
      status: 'smallint',
      version: 'int',
      remark: 'text',
      form_item_list: 'jsonb',
      process_conditions: 'jsonb',
      process_data: 'jsonb',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
      creator: 'text',
    }),
    approvalRows(now),
  );
  await insertRows(
    q,
    'op_log',
    T({
      id: 'int',
      userid: 'text',
      loginname: 'text',
      realname: 'text',
      operaname: 'text',
      create_time: 'timestamptz',
      ip: 'text',
    }),
    logRows(now, staff),
  );
  for (const f of spatialFileRows(now)) {
    await q.query(
      `insert into spatial_file (file_id, file_name, content_type, content, geometry_type, feature_count, bbox, crs, create_time,
         uploader_id)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::timestamptz, $10)`,
      [
        f.file_id,
        f.file_name,
        f.content_type,
        f.content,
        f.geometry_type,
        f.feature_count,
        JSON.stringify(f.bbox),
        f.crs,
        (f.create_time as Date).toISOString(),
        // the seeded spatial files were uploaded by the administrator
        ACCOUNTS.admin.id,
      ],
    );
  }
  await insertRows(
    q,
    'product_category',
    T({ id: 'int', name: 'text', parent_id: 'int', level: 'smallint', sort: 'int', icon: 'text' }),
    productCategoryRows(),
  );
  await seedShop(q, now);

  const area = areaRows(now, cameras);
  await insertRows(
    q,
    'monitor_area',
    T({
      id: 'text',
      name: 'text',
      qhdm: 'text',
      qhmc: 'text',
      address: 'text',
      center: 'jsonb',
      boundary: 'jsonb',
      image_url: 'text',
      image_bounds: 'jsonb',
      area_size: 'float8',
      crop: 'text',
    }),
    area.areas,
  );
  await insertRows(
    q,
    'device_spot',
    T({ spot_id: 'text', area_id: 'text', name: 'text', lon: 'float8', lat: 'float8' }),
    area.spots,
  );
  await insertRows(
    q,
    'monitor_device',
    T({
      device_id: 'text',
      area_id: 'text',
      spot_id: 'text',
      device_name: 'text',
      device_type: 'smallint',
      status: 'smallint',
      lon: 'float8',
      lat: 'float8',
      manufacturer: 'text',
      model: 'text',
      install_time: 'timestamptz',
      last_data_time: 'timestamptz',
      camera_code: 'text',
    }),
    area.devices,
  );
  await insertRows(
    q,
    'work_record',
    T({
      id: 'int',
      area_id: 'text',
      work_type: 'smallint',
      content: 'text',
      operator: 'text',
      work_time: 'timestamptz',
      photos: 'jsonb',
      create_time: 'timestamptz',
    }),
    area.works,
  );
  await insertRows(
    q,
    'map_resource',
    T({
      kind: 'text',
      owner: 'text',
      id: 'text',
      name: 'text',
      attrs: 'jsonb',
      created: 'timestamptz',
      modified: 'timestamptz',
    }),
    mapResourceRows(now, regions),
  );
  await insertRows(
    q,
    'map_stat',
    T({
      owner: 'text',
      resource_type: 'text',
      resource_id: 'text',
      day: 'text',
      name: 'text',
      requests: 'int',
      bytes: 'float8',
      created: 'timestamptz',
      modified: 'timestamptz',
    }),
    mapStatRows(now),
  );
  await insertRows(q, 'sandbox_meta', T({ key: 'text', value: 'jsonb' }), [
    { key: 'seed', value: { seededAt: now.toISOString() } },
    { key: 'flush_count', value: 0 },
    { key: 'regions_dirty', value: false },
  ]);
  await seedWarehousing(q, now);
  await seedNews(q, now);
  await seedNotices(q, now);
  await seedCustomers(q, now);
  await seedOrders(q, now);
  await seedAgroCrops(q, now);
  await seedPlots(q, now);
  await seedAgroContent(q, now);
  await seedApprovalRuntime(q, now);
  await seedOfficialDocs(q, now);
  for (const table of IDENTITY_TABLES) {
    await q.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}

/** Whether the seed has been loaded (the meta row exists). */
export async function isSeeded(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ n: number }>(`select count(*)::int as n from sandbox_meta where key = 'seed'`);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Restores the seed: every table emptied and refilled, the sign-in guard's counts and locks
 * cleared. Sessions survive when their user still exists (a reset between tests keeps the browser
 * logged in). Regions are kept unless a provider
 * state changed them.
 */
export async function resetToSeed(q: Queryable, now: Date): Promise<void> {
  const dirty = await q.query<{ value: unknown }>(
    `select value from sandbox_meta where key = 'regions_dirty'`,
  );
  const reloadRegions = dirty.length === 0 || dirty[0]?.value !== false;
  const sessions = await q.query<SeedRow>(
    'select token, zt_token, user_id, created_at, expires_at from session',
  );
  const tables = SEED_TABLES.filter((t) => reloadRegions || (t !== 'region' && t !== 'region_geometry'));
  await q.exec(`truncate ${tables.join(', ')} restart identity cascade`);
  // The sign-in guard's wrong passwords and locks start afresh too (not seeded, not checksummed:
  // a refused sign-in writes them).
  await q.exec('truncate login_failure, login_lock restart identity');
  await seedDatabase(q, now, reloadRegions);
  if (sessions.length > 0) {
    await q.query(
      `insert into session (token, zt_token, user_id, created_at, expires_at)
       select s.token, s.zt_token, s.user_id, s.created_at, s.expires_at
       from unnest($1::text[], $2::text[], $3::int4[], $4::timestamptz[], $5::timestamptz[]) as s(token, zt_token, user_id, created_at, expires_at)
       where exists (select 1 from app_user u where u.id = s.user_id)`,
      [
        sessions.map((s) => s.token),
        sessions.map((s) => s.zt_token),
        sessions.map((s) => s.user_id),
        sessions.map((s) => (s.created_at as Date).toISOString()),
        sessions.map((s) => (s.expires_at as Date).toISOString()),
      ],
    );
  }
}
