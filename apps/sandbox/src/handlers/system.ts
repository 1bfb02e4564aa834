/** System server: dictionaries, regions by year, files, coordinate conversion, approvals, log, static files. */
import { type GaussKrugerCrs, gkCrsForEpsg, gkCrsForZone, gkToLonLat } from '@agrimap/geo';
import type { Queryable } from '../db/adapter';
import { toBuffer } from '../db/adapter';
import { M } from '../messages';
import { DAY_MS, formatDateTime, startOfDay } from '../util/time';
import { normalizeRegionCode } from './shared';
import { binary, type Ctx, fail, type Handler, ok, paging, raw, requireUser } from './types';

// ── dictionaries ────────────────────────────────────────────────────────────────────────────

interface EntryRow {
  id: number;
  pid: number;
  code: string;
  name: string;
  dic_number: string;
  dic_name: string;
  sort: number;
  has_children: boolean;
}

const ENTRY_SELECT = `select e.id, e.pid, e.code, e.name, e.dic_number, c.dic_name, e.sort,
       exists (select 1 from dic_entry k where k.pid = e.id) as has_children
  from dic_entry e join dic_category c on c.dic_number = e.dic_number`;

const toEntry = (r: EntryRow) => ({
  code: r.code,
  name: r.name,
  dicNumber: r.dic_number,
  dicName: r.dic_name,
  key: r.code,
  value: r.name,
});
const toNode = (r: EntryRow) => ({
  id: r.id,
  pid: r.pid,
  ...toEntry(r),
  sort: r.sort,
  hasChildren: r.has_children,
});

async function topEntries(q: Queryable, category: string): Promise<EntryRow[]> {
  return q.query<EntryRow>(`${ENTRY_SELECT} where e.dic_number = $1 and e.pid = 0 order by e.sort, e.id`, [
    category,
  ]);
}

const dicList: Handler = async (ctx) => {
  const { categoryNumber } = ctx.body as { categoryNumber: string };
  return ok({ list: (await topEntries(ctx.db, categoryNumber)).map(toEntry) }, M.done, 0);
};

const dicGetDic: Handler = async (ctx) =>
  ok((await topEntries(ctx.db, String(ctx.query.category))).map(toEntry), M.done);

const dicCategoryPage: Handler = async (ctx) => {
  const b = ctx.body as { keyword?: string; page: number; pageSize: number };
  const { limit, offset } = paging(b);
  const where = '($1::text is null or strpos(c.dic_number, $1) > 0 or strpos(c.dic_name, $1) > 0)';
  const total = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from dic_category c where ${where}`,
    [b.keyword || null],
  );
  const rows = await ctx.db.query<{
    id: number;
    dic_number: string;
    dic_name: string;
    remark: string;
    entry_count: number;
    create_time: Date;
    update_time: Date;
  }>(
    `select c.id, c.dic_number, c.dic_name, c.remark, c.create_time, c.update_time,
            (select count(*)::int from dic_entry e where e.dic_number = c.dic_number) as entry_count
       from dic_category c where ${where} order by c.id limit $2 offset $3`,
    [b.keyword || null, limit, offset],
  );
  return ok({
    total: total[0]?.n ?? 0,
    records: rows.map((r) => ({
      id: r.id,
      dicNumber: r.dic_number,
      dicName: r.dic_name,
      remark: r.remark,
      entryCount: r.entry_count,
      createTime: formatDateTime(r.create_time),
      updateTime: formatDateTime(r.update_time),
    })),
  });
};

const dicAppList: Handler = async (ctx) => {
  const b = (ctx.body ?? {}) as { keyword?: string; status?: number };
  const rows = await ctx.db.query<{
    app_id: string;
    app_name: string;
    url: string | null;
    sort: number;
    status: number;
  }>(
    `select app_id, app_name, url, sort, status from app_dictionary
      where ($1::text is null or strpos(app_name, $1) > 0 or strpos(app_id, $1) > 0) and ($2::int is null or status = $2)
      order by sort, app_id`,
    [b.keyword || null, b.status ?? null],
  );
  return ok({
    list: rows.map((r) => ({
      appId: r.app_id,
      appName: r.app_name,
      ...(r.url ? { url: r.url } : {}),
      sort: r.sort,
      status: r.status,
    })),
  });
};

const dicEnterpriseTypeList: Handler = async (ctx) => {
  const keyword = ((ctx.body ?? {}) as { keyword?: string }).keyword;
  const rows = (await topEntries(ctx.db, 'qylx')).filter((r) => !keyword || r.name.includes(keyword));
  return ok({ list: rows.map(toEntry) });
};

type TreeNode = ReturnType<typeof toNode> & { children: TreeNode[] };

const dicTreeList: Handler = async (ctx) => {
  const dicNumber = ctx.query.dicNumber as string | undefined;
  const rows = await ctx.db.query<EntryRow>(
    `${ENTRY_SELECT} where ($1::text is null or e.dic_number = $1) order by c.id, e.sort, e.id`,
    [dicNumber ?? null],
  );
  const nodes = new Map<number, TreeNode>(rows.map((r) => [r.id, { ...toNode(r), children: [] }]));
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.pid);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return ok(roots);
};

const dicGetByPid: Handler = async (ctx) => {
  const rows = await ctx.db.query<EntryRow>(`${ENTRY_SELECT} where e.pid = $1 order by c.id, e.sort, e.id`, [
    Number(ctx.query.pid),
  ]);
  return ok(rows.map(toNode));
};

// ── regions by year, files, coordinates ─────────────────────────────────────────────────────

interface RegionRow {
  qhdm: string;
  qhmc: string;
  sjqhdm: string | null;
  min_lon: number | null;
  min_lat: number | null;
  max_lon: number | null;
  max_lat: number | null;
}

export const bboxOfRow = (r: RegionRow): [number, number, number, number] | null =>
  r.min_lon === null || r.min_lat === null || r.max_lon === null || r.max_lat === null
    ? null
    : [r.min_lon, r.min_lat, r.max_lon, r.max_lat];

const getXzqByYear: Handler = async (ctx) => {
  const nf = String(ctx.query.nf);
  if ((await ctx.db.query('select 1 from region_edition where nf = $1', [nf])).length === 0) return ok([]);
  const code = ctx.query.qhdm === undefined ? undefined : normalizeRegionCode(String(ctx.query.qhdm));
  const rows = await ctx.db.query<RegionRow>(
    code === undefined
      ? 'select qhdm, qhmc, sjqhdm, min_lon, min_lat, max_lon, max_lat from region where level <= 3 order by qhdm'
      : 'select qhdm, qhmc, sjqhdm, min_lon, min_lat, max_lon, max_lat from region where qhdm = $1 or sjqhdm = $1 order by qhdm',
    code === undefined ? [] : [code],
  );
  return ok(rows.map((r) => ({ qhdm: r.qhdm, qhmc: r.qhmc, sjqhdm: r.sjqhdm, bbox: bboxOfRow(r) })));
};

interface FileRow {
  file_id: string;
  file_name: string;
  content_type: string;
  content: unknown;
  geometry_type: string | null;
  feature_count: number | null;
  bbox: [number, number, number, number] | null;
  crs: string | null;
}

async function fileOf(ctx: Ctx): Promise<FileRow> {
  const rows = await ctx.db.query<FileRow>('select * from spatial_file where file_id = $1', [
    String(ctx.query.fileId),
  ]);
  return rows[0] ?? fail(404, M.fileNotFound);
}

const fileGetSpatialInfo: Handler = async (ctx) => {
  const f = await fileOf(ctx);
  return ok({
    fileId: f.file_id,
    fileName: f.file_name,
    geometryType: f.geometry_type ?? 'Mixed',
    featureCount: f.feature_count ?? 0,
    bbox: f.bbox,
    crs: f.crs ?? 'EPSG:4490',
  });
};

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(asciiName: string, utf8Name: string): string {
  return `attachment; filename="${asciiName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`;
}

const fileDownload: Handler = async (ctx) => {
  const f = await fileOf(ctx);
  const ext = f.file_name.includes('.') ? f.file_name.slice(f.file_name.lastIndexOf('.')) : '';
  return binary(toBuffer(f.content), 'application/octet-stream', {
    'Content-Disposition': contentDisposition(`${f.file_id}${ext}`, f.file_name),
  });
};

const convertPrj2jwdCoord: Handler = async (ctx) => {
  const b = ctx.body as { points: { x: number; y: number }[]; epsg?: number; zone?: number };
  let crs: GaussKrugerCrs;
  try {
    crs = b.epsg !== undefined ? gkCrsForEpsg(b.epsg) : gkCrsForZone(b.zone as number);
  } catch {
    return fail(400, M.unsupportedEpsg(b.epsg ?? (b.zone as number)));
  }
  const out = b.points.map((p, i) => {
    // Accept eastings with or without the zone prefix; a prefix must name this CRS's zone.
    let x = p.x;
    if (x >= 1_000_000) {
      const given = Math.floor(x / 1_000_000);
      if (!crs.zonePrefix || given !== crs.zone)
        fail(400, `请求参数错误：body.points[${i}].x 的带号前缀 ${given} 与坐标系不一致`);
      x -= given * 1_000_000;
    }
    if (Math.abs(x - 500_000) > 800_000) fail(400, `请求参数错误：body.points[${i}].x 超出投影带范围`);
    const easting = crs.zonePrefix ? x + crs.zone * 1_000_000 : x;
    const [lon, lat] = gkToLonLat(easting, p.y, crs);
    return { lon: Math.round(lon * 1e7) / 1e7, lat: Math.round(lat * 1e7) / 1e7 };
  });
  return ok(out, M.convertOk);
};

// ── approvals ───────────────────────────────────────────────────────────────────────────────

interface ApprovalRow {
  id: number;
  name: string;
  form_key: string;
  process_key: string;
  status: number;
  version: number;
  remark: string | null;
  form_item_list: unknown[];
  process_conditions: unknown[];
  process_data: unknown;
  create_time: Date;
  update_time: Date;
  creator: string;
}

const toApproval = (r: ApprovalRow) => ({
  id: r.id,
  name: r.name,
  formKey: r.form_key,
  processKey: r.process_key,
  status: r.status,
  version: r.version,
  remark: r.remark ?? '',
  formItemList: r.form_item_list,
  processConditions: r.process_conditions,
  processData: r.process_data ?? null,
  createTime: formatDateTime(r.create_time),
  updateTime: formatDateTime(r.update_time),
  creator: r.creator,
});

async function approvalById(q: Queryable, id: number): Promise<ApprovalRow> {
  const rows = await q.query<ApprovalRow>('select * from approval where id = $1', [id]);
  return rows[0] ?? fail(404, M.approvalNotFound);
}

async function assertProcessKeyFree(q: Queryable, key: string, exceptId = 0): Promise<void> {
  if ((await q.query('select 1 from approval where process_key = $1 and id <> $2', [key, exceptId])).length)
    fail(409, M.processKeyExists(key));
}

const approvalPage: Handler = async (ctx) => {
  const b = ctx.body as { name?: string; status?: number; page: number; pageSize: number };
  const { limit, offset } = paging(b);
  const where = '($1::text is null or strpos(name, $1) > 0) and ($2::int is null or status = $2)';
  const params = [b.name || null, b.status ?? null];
  const total = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from approval where ${where}`,
    params,
  );
  const rows = await ctx.db.query<ApprovalRow>(
    `select * from approval where ${where} order by create_time desc, id desc limit $3 offset $4`,
    [...params, limit, offset],
  );
  return ok({ total: total[0]?.n ?? 0, records: rows.map(toApproval) });
};

const approvalAdd: Handler = async (ctx) => {
  const b = ctx.body as {
    name: string;
    formKey: string;
    processKey: string;
    remark?: string;
    formItemList: unknown[];
    processConditions?: unknown[];
    processData?: unknown;
  };
  const user = requireUser(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    await assertProcessKeyFree(tx, b.processKey);
    const now = ctx.app.now().toISOString();
    const rows = await tx.query<ApprovalRow>(
      `insert into approval (name, form_key, process_key, status, version, remark, form_item_list, process_conditions, process_data, create_time, update_time, creator)
       values ($1, $2, $3, 0, 0, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::timestamptz, $8::timestamptz, $9) returning *`,
      [
        b.name,
        b.formKey,
        b.processKey,
        b.remark ?? '',
        JSON.stringify(b.formItemList),
        JSON.stringify(b.processConditions ?? []),
        b.processData === undefined ? null : JSON.stringify(b.processData),
        now,
        user.realName,
      ],
    );
    return rows[0] as ApprovalRow;
  });
  return ok(toApproval(row), M.added);
};

const approvalUpdate: Handler = async (ctx) => {
  const b = ctx.body as Record<string, unknown> & { id: number };
  const row = await ctx.db.transaction(async (tx) => {
    await approvalById(tx, b.id);
    if (typeof b.processKey === 'string') await assertProcessKeyFree(tx, b.processKey, b.id);
    const cols: [string, string, unknown][] = [
      ['name', 'name', b.name],
      ['form_key', 'formKey', b.formKey],
      ['process_key', 'processKey', b.processKey],
      ['remark', 'remark', b.remark],
      ['form_item_list', 'formItemList', b.formItemList],
      ['process_conditions', 'processConditions', b.processConditions],
      ['process_data', 'processData', b.processData],
    ];
    const sets: string[] = ['status = 0', `update_time = $2::timestamptz`];
    const params: unknown[] = [b.id, ctx.app.now().toISOString()];
    for (const [col, , value] of cols) {
      if (value === undefined) continue;
      const json = col === 'form_item_list' || col === 'process_conditions' || col === 'process_data';
      params.push(json ? JSON.stringify(value) : value);
      sets.push(`${col} = $${params.length}${json ? '::jsonb' : ''}`);
    }
    const rows = await tx.query<ApprovalRow>(
      `update approval set ${sets.join(', ')} where id = $1 returning *`,
      params,
    );
    return rows[0] as ApprovalRow;
  });
  return ok(toApproval(row), M.updated);
};

const approvalDel: Handler = async (ctx) => {
  const rows = await ctx.db.query('delete from approval where id = $1 returning id', [
    (ctx.body as { id: number }).id,
  ]);
  if (rows.length === 0) fail(404, M.approvalNotFound);
  return ok(null, M.deleted);
};

const approvalDeploy: Handler = async (ctx) => {
  const id = (ctx.body as { id: number }).id;
  const rows = await ctx.db.query<ApprovalRow>(
    'update approval set status = 1, version = version + 1, update_time = $2::timestamptz where id = $1 returning *',
    [id, ctx.app.now().toISOString()],
  );
  const row = rows[0] ?? fail(404, M.approvalNotFound);
  return ok(toApproval(row), M.deployOk);
};

// ── operation log ───────────────────────────────────────────────────────────────────────────

const logSave: Handler = async (ctx) => {
  const b = ctx.body as { userid: string; loginname: string; realname: string; operaname: string };
  await ctx.db.query(
    'insert into op_log (userid, loginname, realname, operaname, create_time, ip) values ($1, $2, $3, $4, $5::timestamptz, $6)',
    [b.userid, b.loginname, b.realname, b.operaname, ctx.app.now().toISOString(), ctx.ip],
  );
  return ok(null, M.done);
};

const logPage: Handler = async (ctx) => {
  const b = ctx.body as {
    loginname?: string;
    startDate?: string;
    endDate?: string;
    page: number;
    pageSize: number;
  };
  if (b.startDate && b.endDate && b.startDate > b.endDate) fail(400, M.dateRange);
  const from = b.startDate ? startOfDay(b.startDate).toISOString() : null;
  const to = b.endDate ? new Date(startOfDay(b.endDate).getTime() + DAY_MS).toISOString() : null;
  const where = `($1::text is null or strpos(loginname, $1) > 0)
     and ($2::timestamptz is null or create_time >= $2::timestamptz) and ($3::timestamptz is null or create_time < $3::timestamptz)`;
  const params = [b.loginname || null, from, to];
  const { limit, offset } = paging(b);
  const total = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from op_log where ${where}`,
    params,
  );
  const rows = await ctx.db.query<{
    id: number;
    userid: string;
    loginname: string;
    realname: string;
    operaname: string;
    create_time: Date;
    ip: string;
  }>(`select * from op_log where ${where} order by create_time desc, id desc limit $4 offset $5`, [
    ...params,
    limit,
    offset,
  ]);
  return ok({
    total: total[0]?.n ?? 0,
    records: rows.map((r) => ({
      id: r.id,
      userid: r.userid,
      loginname: r.loginname,
      realname: r.realname,
      operaname: r.operaname,
      createTime: formatDateTime(r.create_time),
      ip: r.ip,
    })),
  });
};

// ── static files ────────────────────────────────────────────────────────────────────────────

const staticDepRoot: Handler = async (ctx) => {
  const rows = await ctx.db.query<{ id: number; name: string }>(
    'select id, name from department where parent_id = 0 order by sort, id limit 1',
  );
  const root = rows[0] ?? fail(404, M.deptNotFound);
  return ok({ deptId: root.id, deptName: root.name, parentDeptId: null }, '获取成功');
};

const staticDepChild: Handler = async (ctx) => {
  let parent = ctx.query.orgId as number | undefined;
  if (parent === undefined) {
    const rows = await ctx.db.query<{ id: number }>(
      'select id from department where parent_id = 0 order by sort, id limit 1',
    );
    parent = rows[0]?.id ?? 0;
  }
  const rows = await ctx.db.query<{ id: number; name: string; parent_id: number }>(
    'select id, name, parent_id from department where parent_id = $1 order by sort, id',
    [parent],
  );
  return ok(
    rows.map((r) => ({ deptId: r.id, deptName: r.name, parentDeptId: r.parent_id })),
    '获取成功',
  );
};

const staticInitMockConf: Handler = async (ctx) => {
  const rows = await ctx.db.query<ApprovalRow>(
    'select * from approval where process_data is not null order by id limit 1',
  );
  const a = rows[0] ?? fail(404, M.approvalNotFound);
  return raw({
    basicSetting: {
      flowName: a.name,
      flowImg: 3,
      flowGroup: 1,
      flowRemark: a.remark ?? '',
      initiator: { 'dep&user': [] },
    },
    processData: a.process_data,
    formData: {
      fields: a.form_item_list,
      formRef: 'elForm',
      formModel: 'formData',
      size: 'small',
      labelPosition: 'right',
      labelWidth: 100,
      formRules: 'rules',
      gutter: 15,
      disabled: false,
      span: 24,
      formBtns: false,
    },
    advancedSetting: {
      autoRepeat: true,
      myAuditAutoPass: false,
      remarkTip: '请填写审批意见',
      remarkRequired: false,
      notVisibleForSponsor: false,
    },
  });
};

export const SYSTEM_HANDLERS: Record<string, Handler> = {
  dicList,
  dicGetDic,
  dicCategoryPage,
  dicAppList,
  dicEnterpriseTypeList,
  dicTreeList,
  dicGetByPid,
  getXzqByYear,
  fileGetSpatialInfo,
  fileDownload,
  convertPrj2jwdCoord,
  approvalPage,
  approvalAdd,
  approvalUpdate,
  approvalDel,
  approvalDeploy,
  logSave,
  logPage,
  staticDepRoot,
  staticDepChild,
  staticInitMockConf,
};
