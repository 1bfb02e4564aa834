/** Dictionaries, the application dictionary, map layer info and the shop catalogue. */
import { DAY_MS } from '../util/time';
import type { SeedRow } from './insert';

interface EntrySeed {
  code: string;
  name: string;
  children?: EntrySeed[];
}
interface CategorySeed {
  dicNumber: string;
  dicName: string;
  remark: string;
  entries: EntrySeed[];
}

const E = (code: string, name: string, children?: EntrySeed[]): EntrySeed => ({
  code,
  name,
  ...(children ? { children } : {}),
});
const years = (from: number, to: number, suffix: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => E(String(to - i), `${to - i}${suffix}`));

/** The default year of the year dictionary (the map's layer year and region edition). */
export const DEFAULT_YEAR = '2024';

export const DICTIONARIES: readonly CategorySeed[] = [
  {
    dicNumber: 'year',
    dicName: '年份配置',
    remark: '地图图层与行政区划的年份；default 为默认年份',
    entries: [E('default', DEFAULT_YEAR), ...years(2019, 2025, '')],
  },
  { dicNumber: 'nf', dicName: '年份', remark: '数据年份（下拉选项）', entries: years(2019, 2025, '年') },
  {
    dicNumber: 'nzlx',
    dicName: '农资类型',
    remark: '农资商品一级、二级分类',
    entries: [
      E('01', '化肥', [
        E('0101', '氮肥'),
        E('0102', '复合肥'),
        E('0103', '磷肥'),
        E('0104', '钾肥'),
        E('0105', '有机肥'),
        E('0106', '水溶肥'),
      ]),
      E('02', '农药', [
        E('0201', '杀虫剂'),
        E('0202', '杀菌剂'),
        E('0203', '除草剂'),
        E('0204', '植物生长调节剂'),
      ]),
      E('03', '种子', [
        E('0301', '水稻种子'),
        E('0302', '玉米种子'),
        E('0303', '油菜种子'),
        E('0304', '蔬菜种子'),
      ]),
      E('04', '农膜', [E('0401', '地膜'), E('0402', '棚膜')]),
      E('05', '农机具'),
      E('06', '饲料'),
    ],
  },
  {
    dicNumber: 'sblx',
    dicName: '设备类型',
    remark: '摄像头设备类型：1 为 DVR，其他为 IPC',
    entries: [E('1', '硬盘录像机（DVR）'), E('2', '网络摄像机（IPC）')],
  },
  {
    dicNumber: 'sbzt',
    dicName: '设备状态',
    remark: '',
    entries: [E('-1', '全部'), E('0', '离线'), E('1', '在线')],
  },
  {
    dicNumber: 'jcsblx',
    dicName: '监测设备类型',
    remark: '区域监测采集设备类型 1–7',
    entries: [
      E('1', '视频监控'),
      E('2', '轨迹'),
      E('3', '气象环境'),
      E('4', '土壤环境'),
      E('5', '空气质量'),
      E('6', '虫情'),
      E('7', '水环境'),
    ],
  },
  {
    dicNumber: 'zylx',
    dicName: '作业类型',
    remark: '农事作业类型',
    entries: [E('1', '施肥'), E('2', '打药'), E('3', '灌溉'), E('4', '播种'), E('5', '收割')],
  },
  {
    dicNumber: 'qylx',
    dicName: '企业类型',
    remark: '组织机构与供应商的企业类型',
    entries: [
      E('1', '农资生产企业'),
      E('2', '农资经销企业'),
      E('3', '农民专业合作社'),
      E('4', '家庭农场'),
      E('5', '农业社会化服务组织'),
    ],
  },
  {
    dicNumber: 'nzpp',
    dicName: '农资品牌',
    remark: '',
    entries: [
      E('01', '史丹利'),
      E('02', '金正大'),
      E('03', '新洋丰'),
      E('04', '芭田'),
      E('05', '云天化'),
      E('06', '湖北宜化'),
      E('07', '隆平高科'),
      E('08', '先正达'),
      E('09', '拜耳'),
      E('10', '扬农化工'),
      E('11', '诺普信'),
      E('12', '湖南海利'),
    ],
  },
  { dicNumber: 'xb', dicName: '性别', remark: '', entries: [E('0', '未知'), E('1', '男'), E('2', '女')] },
  { dicNumber: 'yhzt', dicName: '用户状态', remark: '', entries: [E('0', '停用'), E('1', '启用')] },
  { dicNumber: 'lczt', dicName: '审批流程状态', remark: '', entries: [E('0', '草稿'), E('1', '已发布')] },
  {
    dicNumber: 'gw',
    dicName: '岗位',
    remark: '组织选择器的岗位页签',
    entries: [
      E('zjl', '总经理'),
      E('bmjl', '部门经理'),
      E('qyjl', '区域经理'),
      E('dz', '店长'),
      E('cg', '采购专员'),
      E('cw', '财务专员'),
      E('ck', '仓库管理员'),
      E('nj', '农技员'),
    ],
  },
  {
    dicNumber: 'tczt',
    dicName: '图层主题',
    remark: '地图图层树的主题分组',
    entries: [E('nzfb', '农资分布'), E('xzqh', '行政区划'), E('jcsb', '监测设备'), E('gbnt', '高标准农田')],
  },
  { dicNumber: 'stms', dicName: '视图模式', remark: '', entries: [E('2D', '二维'), E('3D', '三维')] },
  {
    dicNumber: 'zwzl',
    dicName: '作物种类',
    remark: '农业服务系统的作物',
    entries: [
      E('01', '水稻'),
      E('02', '油菜'),
      E('03', '柑橘'),
      E('04', '茶叶'),
      E('05', '苗木花卉'),
      E('06', '蔬菜'),
      E('07', '玉米'),
    ],
  },
];

export function dictionaryRows(now: Date): { categories: SeedRow[]; entries: SeedRow[] } {
  const categories: SeedRow[] = [];
  const entries: SeedRow[] = [];
  let entryId = 1;
  DICTIONARIES.forEach((c, i) => {
    const created = new Date(now.getTime() - (300 - i * 3) * DAY_MS);
    categories.push({
      id: i + 1,
      dic_number: c.dicNumber,
      dic_name: c.dicName,
      remark: c.remark,
      create_time: created,
      update_time: new Date(created.getTime() + (i % 4) * 17 * DAY_MS),
    });
    const add = (list: EntrySeed[], pid: number) =>
      list.forEach((e, sort) => {
        const id = entryId++;
        entries.push({ id, dic_number: c.dicNumber, pid, code: e.code, name: e.name, sort: sort + 1 });
        if (e.children) add(e.children, id);
      });
    add(c.entries, 0);
  });
  return { categories, entries };
}

export const APPLICATIONS: readonly SeedRow[] = [
  { app_id: 'yxglxt', app_name: '运营管理系统', url: '/yxglxt', sort: 1, status: 1 },
  { app_id: 'nzywsjgl', app_name: '农资业务数据管理', url: '/nzywsjgl', sort: 2, status: 1 },
  { app_id: 'yxzcxt', app_name: '运营支撑系统', url: '/yxzcxt', sort: 3, status: 1 },
  { app_id: 'warehousing', app_name: '仓储物流系统', url: '/warehousing', sort: 4, status: 1 },
  { app_id: 'policyNews', app_name: '信息发布', url: '/policyNews', sort: 5, status: 1 },
  { app_id: 'xtbgxt', app_name: '协同办公系统', url: '/xtbgxt', sort: 6, status: 1 },
  { app_id: 'agroService', app_name: '农业服务系统', url: '/agroService', sort: 7, status: 1 },
  { app_id: 'wlwyzt', app_name: '物联网监测', url: '/wlwyzt/index/asset', sort: 8, status: 1 },
  { app_id: 'cockpit', app_name: '数据驾驶舱', url: '/gxsfb_cockpit', sort: 9, status: 1 },
  { app_id: 'agrimap-web', app_name: '农资一张图', url: '/main_map', sort: 10, status: 1 },
  { app_id: 'znf', app_name: '智慧农服平台（旧版）', url: null, sort: 11, status: 0 },
];

const THEMES: Record<string, string> = {
  xzqh: '行政区划',
  nzfb: '农资分布',
  jcsb: '监测设备',
  gbnt: '高标准农田',
};

/** Layer info. URLs are relative to the sandbox origin (datasets and tilesets of the map server). */
export function layerRows(): SeedRow[] {
  const rows: SeedRow[] = [];
  const add = (
    id: string,
    name: string,
    nf: string,
    theme: string,
    show: boolean,
    type: string,
    url: string,
    mode = '2D',
  ) =>
    rows.push({
      id,
      layer_name: name,
      nf,
      theme_code: theme,
      theme_name: THEMES[theme],
      view_mode_code: mode,
      default_show: show,
      source_type: type,
      url,
    });
  for (const nf of ['2023', '2024']) {
    const y = nf.slice(2);
    add(
      `1${y}1`,
      '湖南省市级行政区',
      nf,
      'xzqh',
      true,
      'geojson',
      '/map/datasets/v1/agrimap/hunan-cities/features',
    );
    add(
      `1${y}2`,
      '湖南省县级行政区',
      nf,
      'xzqh',
      nf === '2024',
      'geojson',
      '/map/datasets/v1/agrimap/hunan-counties/features',
    );
    add(
      `1${y}3`,
      '行政区划矢量瓦片',
      nf,
      'xzqh',
      false,
      'vector',
      '/map/tilesets/v1/agrimap/hunan-xzq/{z}/{x}/{y}',
    );
    add(
      `2${y}1`,
      '农资门店分布',
      nf,
      'nzfb',
      true,
      'geojson',
      `/map/datasets/v1/agrimap/nzmd_20${y}/features`,
    );
    add(
      `2${y}2`,
      '农资仓库分布',
      nf,
      'nzfb',
      false,
      'vector',
      `/map/tilesets/v1/agrimap/nzck_20${y}/{z}/{x}/{y}`,
    );
    add(
      `3${y}1`,
      '摄像头设备分布',
      nf,
      'jcsb',
      nf === '2024',
      'geojson',
      '/map/datasets/v1/agrimap/camera-devices/features',
    );
    add(
      `3${y}2`,
      '区域监测基地',
      nf,
      'jcsb',
      false,
      'geojson',
      '/map/datasets/v1/agrimap/monitor-areas/features',
    );
  }
  add(
    '4241',
    '望城区高标准农田',
    '2024',
    'gbnt',
    false,
    'vector',
    '/map/tilesets/v1/agrimap/wangcheng-gbnt/{z}/{x}/{y}',
  );
  add(
    '4242',
    '浏阳市高标准农田（三维）',
    '2024',
    'gbnt',
    false,
    'vector',
    '/map/tilesets/v1/agrimap/liuyang-gbnt/{z}/{x}/{y}',
    '3D',
  );
  return rows;
}

interface CategoryNode {
  id: number;
  name: string;
  icon?: string;
  children?: CategoryNode[];
}
const C = (id: number, name: string, children?: CategoryNode[], icon?: string): CategoryNode => ({
  id,
  name,
  ...(children ? { children } : {}),
  ...(icon ? { icon } : {}),
});

export const PRODUCT_CATEGORIES: readonly CategoryNode[] = [
  C(
    1,
    '化肥',
    [
      C(11, '氮肥', [C(111, '尿素'), C(112, '碳酸氢铵'), C(113, '硫酸铵')]),
      C(12, '磷肥'),
      C(13, '钾肥'),
      C(14, '复合肥', [C(141, '硫酸钾型复合肥'), C(142, '氯化钾型复合肥'), C(143, '缓控释肥')]),
      C(15, '水溶肥'),
      C(16, '有机肥'),
    ],
    'https://static.hnnz.com.cn/shop/category/huafei.png',
  ),
  C(
    2,
    '农药',
    [
      C(21, '杀虫剂', [C(211, '氯虫苯甲酰胺'), C(212, '吡虫啉')]),
      C(22, '杀菌剂', [C(221, '井冈霉素'), C(222, '苯醚甲环唑')]),
      C(23, '除草剂'),
      C(24, '植物生长调节剂'),
    ],
    'https://static.hnnz.com.cn/shop/category/nongyao.png',
  ),
  C(
    3,
    '种子',
    [
      C(31, '水稻种子', [C(311, '早稻'), C(312, '中稻'), C(313, '晚稻')]),
      C(32, '玉米种子'),
      C(33, '油菜种子'),
      C(34, '蔬菜种子'),
    ],
    'https://static.hnnz.com.cn/shop/category/zhongzi.png',
  ),
  C(4, '农膜', [C(41, '地膜'), C(42, '棚膜')], 'https://static.hnnz.com.cn/shop/category/nongmo.png'),
  C(
    5,
    '农机具',
    [C(51, '植保无人机'), C(52, '微耕机'), C(53, '喷雾器')],
    'https://static.hnnz.com.cn/shop/category/nongjiju.png',
  ),
];

export function productCategoryRows(): SeedRow[] {
  const rows: SeedRow[] = [];
  const add = (list: readonly CategoryNode[], parent: number, level: number) =>
    list.forEach((c, i) => {
      rows.push({ id: c.id, name: c.name, parent_id: parent, level, sort: i + 1, icon: c.icon ?? null });
      if (c.children) add(c.children, c.id, level + 1);
    });
  add(PRODUCT_CATEGORIES, 0, 1);
  return rows;
}
