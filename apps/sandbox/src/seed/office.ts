/** Approval flows, the operation log and uploaded spatial files. */
import { Prng } from '../util/prng';
import { DAY_MS } from '../util/time';
import type { SeedRow } from './insert';
import type { StaffSeed } from './org';

const amount = (formId: number, label: string, required = true) => ({
  formId,
  cmpType: 'common',
  label,
  tag: 'fc-amount',
  tagIcon: 'amount',
  vModel: `field${formId}`,
  layout: 'colFormItem',
  required,
  proCondition: true,
  placeholder: '请输入金额',
  showChinese: true,
  precision: 2,
});
const input = (formId: number, label: string, tagIcon = 'input', required = false) => ({
  formId,
  cmpType: 'common',
  label,
  tag: tagIcon === 'textarea' ? 'el-input' : 'el-input',
  tagIcon,
  vModel: `field${formId}`,
  layout: 'colFormItem',
  required,
  proCondition: false,
});
const select = (formId: number, label: string, options: string[]) => ({
  formId,
  cmpType: 'common',
  label,
  tag: 'el-select',
  tagIcon: 'select',
  vModel: `field${formId}`,
  layout: 'colFormItem',
  required: true,
  proCondition: true,
  options: options.map((o, i) => ({ label: o, value: i + 1 })),
});
const dateRange = (formId: number, label: string) => ({
  formId,
  cmpType: 'common',
  label,
  tag: 'fc-date-duration',
  tagIcon: 'date-range',
  vModel: `field${formId}`,
  layout: 'colFormItem',
  required: true,
  proCondition: false,
});
const dept = (formId: number, label: string) => ({
  formId,
  cmpType: 'common',
  label,
  tag: 'fc-org-select',
  tagIcon: 'dept',
  vModel: `field${formId}`,
  layout: 'colFormItem',
  required: true,
  proCondition: true,
  tabList: ['dep'],
});
const table = (formId: number, label: string, columns: object[]) => ({
  formId,
  cmpType: 'common',
  label,
  tag: 'fc-input-table',
  tagIcon: 'table',
  vModel: `field${formId}`,
  layout: 'rowFormItem',
  required: true,
  proCondition: false,
  showSummary: true,
  children: columns,
});

function approver(
  nodeId: string,
  prevId: string,
  title: string,
  content: string,
  extra: object = {},
  childNode?: object,
) {
  return {
    type: 'approver',
    nodeId,
    prevId,
    content,
    properties: { title, assigneeType: 'director', directorLevel: 1, counterSign: false, ...extra },
    ...(childNode ? { childNode } : {}),
  };
}

export function approvalRows(now: Date): SeedRow[] {
  const t = (days: number, hours = 9) => new Date(now.getTime() - days * DAY_MS + hours * 3600_000);
  const flows = [
    {
      name: '农资采购申请',
      form_key: 'form_nzcg',
      process_key: 'process_nzcg',
      status: 1,
      version: 2,
      remark: '门店农资采购金额超过一万元需区域经理审批',
      form_item_list: [
        amount(2, '采购金额'),
        input(3, '采购说明', 'textarea'),
        select(4, '农资类型', ['化肥', '农药', '种子', '农膜']),
        table(5, '采购明细', [input(51, '品名', 'input', true), input(52, '规格'), amount(53, '金额')]),
      ],
      process_conditions: [
        { formId: 2, label: '采购金额', tag: 'fc-amount' },
        { formId: 4, label: '农资类型', tag: 'el-select' },
      ],
      process_data: {
        type: 'start',
        nodeId: 'Gb2',
        content: '所有人',
        properties: { title: '发起人', initiator: 'ALL' },
        childNode: approver(
          'Nb2',
          'Gb2',
          '审批人',
          '区域经理',
          {},
          approver('Nb3', 'Nb2', '审批人', '供应链管理部负责人', {
            assigneeType: 'role',
            roles: [{ roleId: 4, roleName: '仓库管理员' }],
          }),
        ),
      },
      created: t(160),
      updated: t(40, 15),
      creator: '系统管理员',
    },
    {
      name: '门店费用报销',
      form_key: 'form_mdfy',
      process_key: 'process_mdfy',
      status: 1,
      version: 1,
      remark: '门店日常费用报销，财务部复核',
      form_item_list: [
        amount(2, '报销金额'),
        dateRange(3, '费用期间'),
        input(4, '费用说明', 'textarea', true),
      ],
      process_conditions: [{ formId: 2, label: '报销金额', tag: 'fc-amount' }],
      process_data: {
        type: 'start',
        nodeId: 'Gb1',
        content: '所有人',
        properties: { title: '发起人', initiator: 'ALL' },
        childNode: approver(
          'Nb1',
          'Gb1',
          '审批人',
          '门店店长',
          {},
          {
            type: 'copy',
            nodeId: 'Cc1',
            prevId: 'Nb1',
            content: '财务部',
            properties: { title: '抄送人', menbers: { dep: [{ deptId: 105, deptName: '财务部' }] } },
          },
        ),
      },
      created: t(120),
      updated: t(120, 11),
      creator: '系统管理员',
    },
    {
      name: '设备维修申请',
      form_key: 'form_sbwx',
      process_key: 'process_sbwx',
      status: 0,
      version: 0,
      remark: '摄像头、物联网监测设备故障报修',
      form_item_list: [
        input(2, '设备编号', 'input', true),
        input(3, '故障描述', 'textarea', true),
        dept(4, '所属单位'),
      ],
      process_conditions: [{ formId: 4, label: '所属单位', tag: 'fc-org-select' }],
      process_data: null,
      created: t(12, 10),
      updated: t(3, 16),
      creator: '运营专员',
    },
    {
      name: '仓库调拨申请',
      form_key: 'form_ckdb',
      process_key: 'process_ckdb',
      status: 1,
      version: 3,
      remark: '跨仓库调拨农资，需双方仓库管理员确认',
      form_item_list: [
        select(2, '调出仓库', ['长沙金霞农资仓库', '岳阳城陵矶农资仓库', '常德德山农资仓库']),
        select(3, '调入仓库', ['长沙金霞农资仓库', '岳阳城陵矶农资仓库', '常德德山农资仓库']),
        table(4, '调拨明细', [input(41, '品名', 'input', true), input(42, '数量', 'number', true)]),
      ],
      process_conditions: [{ formId: 2, label: '调出仓库', tag: 'el-select' }],
      process_data: {
        type: 'start',
        nodeId: 'Gb4',
        content: '仓库管理员',
        properties: { title: '发起人', initiator: { role: [{ roleId: 4, roleName: '仓库管理员' }] } },
        childNode: approver('Nb4', 'Gb4', '审批人', '供应链管理部', { counterSign: true }),
      },
      created: t(200),
      updated: t(25, 14),
      creator: '系统管理员',
    },
  ];
  return flows.map((f, i) => ({
    id: i + 1,
    name: f.name,
    form_key: f.form_key,
    process_key: f.process_key,
    status: f.status,
    version: f.version,
    remark: f.remark,
    form_item_list: f.form_item_list,
    process_conditions: f.process_conditions,
    process_data: f.process_data,
    create_time: f.created,
    update_time: f.updated,
    creator: f.creator,
  }));
}

const OPERATIONS = [
  '登录系统',
  '查询设备列表',
  '编辑设备安装信息',
  '同步视频平台设备',
  '查看设备详情',
  '新增用户',
  '修改用户基本信息',
  '新增部门',
  '修改审批流程',
  '发布审批流程',
  '导出设备列表',
  '查看区域监测数据',
  '新增农事作业记录',
  '退出系统',
];

export function logRows(now: Date, staff: readonly StaffSeed[]): SeedRow[] {
  const prng = new Prng('oplog');
  const actors = staff.filter((s) => s.status === 1).slice(0, 14);
  const rows: SeedRow[] = [];
  // The steps start from a midnight (Beijing time), not from `now`: which of them fall in office
  // hours does not change with the time of day, so the seed written twice on one day has the same
  // rows, except one whose time passed in between.
  const midnight = Math.floor((now.getTime() + 8 * 3600_000) / DAY_MS) * DAY_MS - 8 * 3600_000;
  let t = midnight - 21 * DAY_MS;
  let id = 5001;
  // Up to ten minutes ago: never a logged operation in the future, whatever the time of day.
  for (;;) {
    t += prng.int(40, 420) * 60_000;
    if (t >= now.getTime() - 600_000) break;
    const hour = new Date(t + 8 * 3600_000).getUTCHours();
    if (hour < 8 || hour > 20) continue;
    const user = prng.pick(actors);
    rows.push({
      id: id++,
      userid: String(user.id),
      loginname: user.userName,
      realname: user.realName,
      operaname: prng.pick(OPERATIONS),
      create_time: new Date(t),
      ip: `10.43.${prng.int(1, 30)}.${prng.int(2, 250)}`,
    });
  }
  return rows;
}

/** Uploaded spatial files: GeoJSON content generated here, its summary computed from it. */
export function spatialFileRows(now: Date): SeedRow[] {
  const prng = new Prng('files');
  const points = Array.from({ length: 128 }, (_, i) => ({
    type: 'Feature',
    properties: {
      ydbh: `YL${String(i + 1).padStart(3, '0')}`,
      yjz: Math.round(prng.float(15, 45) * 10) / 10,
      ph: Math.round(prng.float(4.8, 7.2) * 10) / 10,
    },
    geometry: {
      type: 'Point',
      coordinates: [
        Math.round(prng.float(112.7012, 113.0046) * 1e6) / 1e6,
        Math.round(prng.float(28.0135, 28.3981) * 1e6) / 1e6,
      ],
    },
  }));
  const fields = Array.from({ length: 6 }, (_, i) => {
    const x = 112.78 + i * 0.012;
    const y = 28.33 + (i % 3) * 0.01;
    return {
      type: 'Feature',
      properties: { dkbh: `WC-GBNT-${String(i + 1).padStart(2, '0')}`, mj: Math.round(prng.float(80, 260)) },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [x, y],
            [x + 0.01, y],
            [x + 0.01, y + 0.008],
            [x, y + 0.008],
            [x, y],
          ],
        ],
      },
    };
  });
  const files: [string, string, { geometry: { type: string; coordinates: unknown } }[]][] = [
    ['f20240601103000a1b2', '岳麓区耕地质量调查样点.geojson', points],
    ['f20240612090500c3d4', '望城区高标准农田地块.geojson', fields],
  ];
  return files.map(([fileId, fileName, features], i) => {
    const collection = { type: 'FeatureCollection', features };
    const coords: [number, number][] = [];
    const types = new Set<string>();
    for (const f of features) {
      types.add(f.geometry.type);
      const walk = (c: unknown): void => {
        if (Array.isArray(c) && typeof c[0] === 'number') coords.push(c as [number, number]);
        else if (Array.isArray(c)) c.forEach(walk);
      };
      walk(f.geometry.coordinates);
    }
    const xs = coords.map((c) => c[0]);
    const ys = coords.map((c) => c[1]);
    return {
      file_id: fileId,
      file_name: fileName,
      content_type: 'application/geo+json',
      content: Buffer.from(JSON.stringify(collection)),
      geometry_type: types.size === 1 ? [...types][0] : 'Mixed',
      feature_count: features.length,
      bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      crs: 'EPSG:4490',
      create_time: new Date(now.getTime() - (30 - i * 10) * DAY_MS),
    };
  });
}
