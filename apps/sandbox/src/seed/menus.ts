/**
 * The menu tree: every route of SPEC §2 (top = systems or top-level pages; second = groups or
 * pages; third = pages), with buttons (type 2) under the pages that have actions. Ids are derived
 * from the position (top i, second i·100+j, third (i·100+j)·100+k, buttons page·100+b) so they
 * stay stable across resets. Role grants: the administrator gets everything; the operator gets
 * everything except the whole 运营支撑系统, the device buttons 编辑 and 同步 and the write buttons of
 * the supply-chain master data and warehousing screens (it reads them).
 */
import type { SeedRow } from './insert';

interface MenuSeed {
  name: string;
  url: string;
  icon?: string;
  children?: MenuSeed[];
  buttons?: [string, string][];
}

const page = (name: string, url: string, buttons?: [string, string][]): MenuSeed => ({
  name,
  url,
  ...(buttons ? { buttons } : {}),
});
const group = (name: string, url: string, children: MenuSeed[], icon?: string): MenuSeed => ({
  name,
  url,
  children,
  ...(icon ? { icon } : {}),
});
const crud = (prefix: string): [string, string][] => [
  ['新增', `${prefix}:add`],
  ['编辑', `${prefix}:edit`],
  ['删除', `${prefix}:delete`],
];
/** A stock document list's writes (审核 is on the verify page). */
const docButtons = (prefix: string): [string, string][] => [
  ['新增', `${prefix}:add`],
  ['编辑', `${prefix}:edit`],
  ['提交', `${prefix}:submit`],
  ['撤回', `${prefix}:withdraw`],
  ['作废', `${prefix}:void`],
];
/** Button prefixes of the supply-chain master data and warehousing screens: the operator only reads them. */
const SUPPLY_AND_STOCK_BUTTONS =
  /^(supplier|sku|setmeal|category|brand|warehouse|inbound|outbound|news|market|price|order|shipment|return|demand|offer|customer|good|combine):/;

export const MENU_TREE: readonly MenuSeed[] = [
  group(
    '运营支撑系统',
    '/yxzcxt',
    [
      group('系统管理', '/yxzcxt/index', [
        page('通用数据字典', '/yxzcxt/index/sjzd', crud('dict')),
        page('组织机构管理', '/yxzcxt/index/deptManager', crud('dept')),
        page('公司人员管理', '/yxzcxt/index/userControl', [
          ...crud('user'),
          ['重置密码', 'user:resetPwd'],
          ['解锁', 'user:unlock'],
        ]),
        page('公司人员管理', '/yxzcxt/index/groupControl', [
          ...crud('group'),
          ['移除成员', 'group:removeUser'],
        ]),
        page('角色管理', '/yxzcxt/index/roleManager', [...crud('role'), ['授权', 'role:auth']]),
        page('菜单管理', '/yxzcxt/index/menuManager', crud('menu')),
        page('操作日志', '/yxzcxt/index/logManagement', [['导出', 'log:export']]),
        page('系统监控', '/yxzcxt/index/systemMonitoring'),
        page('驾驶舱数据录入', '/yxzcxt/index/cockpitInput', [['保存', 'cockpit:save']]),
      ]),
      group('供应链配置', '/yxzcxt/gylglzxt', [
        page('农资字典', '/yxzcxt/gylglzxt/dictionary', crud('nzdict')),
      ]),
    ],
    'icon-yxzcxt',
  ),
  group(
    '物联网监测',
    '/wlwyzt',
    [
      page('物联网一张图', '/wlwyzt_cockpit'),
      page('设备管理', '/wlwyzt/index/asset', [
        ['详情', 'device:detail'],
        ['编辑', 'device:edit'],
        ['同步', 'device:sync'],
      ]),
    ],
    'icon-wlwyzt',
  ),
  group(
    '运营管理系统',
    '/yxglxt',
    [group('运营管理', '/yxglxt/index', [page('客户管理', '/yxglxt/index/khgl', crud('customer'))])],
    'icon-yxglxt',
  ),
  group(
    '农资业务数据管理',
    '/nzywsjgl',
    [
      group('分销集采子系统', '/nzywsjgl/fxcjzxt', [
        page('需求记录', '/nzywsjgl/fxcjzxt/requirementRecord', [['登记需求', 'demand:add']]),
        page('预约记录', '/nzywsjgl/fxcjzxt/appointmentRecord', [
          ['发起拼团', 'offer:add'],
          ['预约', 'offer:book'],
          ['结算', 'offer:settle'],
        ]),
        page('订单记录', '/nzywsjgl/fxcjzxt/onlineOrder'),
      ]),
      group('供应链管理子系统', '/nzywsjgl/gylglzxt', [
        page('供应商主体管理', '/nzywsjgl/gylglzxt/gysztgl', [
          ...crud('supplier'),
          ['审核', 'supplier:audit'],
        ]),
        page('单品录入', '/nzywsjgl/gylglzxt/skuManage', crud('sku')),
        page('套餐录入', '/nzywsjgl/gylglzxt/setmealManage', crud('setmeal')),
        page('单品发布', '/nzywsjgl/gylglzxt/goodLaunch', [['发布', 'good:launch']]),
        page('套餐发布', '/nzywsjgl/gylglzxt/combineLaunch', [['发布', 'combine:launch']]),
        page('订单明细', '/nzywsjgl/gylglzxt/orderList', [
          ['确认付款', 'order:pay'],
          ['完成', 'order:complete'],
          ['关闭', 'order:close'],
          ['调价', 'order:adjust'],
          ['备注', 'order:remark'],
        ]),
        page('发货管理', '/nzywsjgl/gylglzxt/shipmentManage', [['发货', 'shipment:send']]),
        page('退货管理', '/nzywsjgl/gylglzxt/returnManage', [
          ['审核', 'return:audit'],
          ['退款', 'return:refund'],
          ['登记退货', 'return:add'],
        ]),
        page('农资字典', '/nzywsjgl/gylglzxt/dictionary'),
        page('商城类目配置', '/nzywsjgl/gylglzxt/productCategory', crud('category')),
        page('品牌配置', '/nzywsjgl/gylglzxt/productBrand', crud('brand')),
      ]),
      group('分布式仓储子系统', '/nzywsjgl/fbsccglzxt', [
        page('储存点', '/nzywsjgl/fbsccglzxt/points'),
        page('库存分布', '/nzywsjgl/fbsccglzxt/distribution'),
        page('调拨管理', '/nzywsjgl/fbsccglzxt/transfer', [['新建调拨', 'transfer:add']]),
      ]),
    ],
    'icon-nzywsjgl',
  ),
  group(
    '仓储物流系统',
    '/warehousing',
    [
      group('入库管理', '/warehousing/inbound', [
        page('入库明细', '/warehousing/inbound/index', docButtons('inbound')),
        page('入库审核', '/warehousing/inbound/verify', [['审核', 'inbound:verify']]),
      ]),
      group('出库管理', '/warehousing/outbound', [
        page('出库明细', '/warehousing/outbound/index', docButtons('outbound')),
        page('出库审核', '/warehousing/outbound/verify', [['审核', 'outbound:verify']]),
      ]),
      group('仓储管理', '/warehousing/index', [
        page('库存', '/warehousing/index/stock'),
        page('仓库', '/warehousing/index/warehouse', crud('warehouse')),
        page('仓库地图', '/warehousing/index/map'),
      ]),
    ],
    'icon-warehousing',
  ),
  group(
    '信息发布',
    '/policyNews',
    [
      group('资讯管理', '/policyNews/index', [
        page('农业资讯', '/policyNews/index/agroNews', crud('news')),
        page('市场行情', '/policyNews/index/marketCondition', crud('market')),
        page('市场价格', '/policyNews/index/marketPrice', crud('price')),
      ]),
    ],
    'icon-policyNews',
  ),
  group(
    '协同办公系统',
    '/xtbgxt',
    [
      group('协同办公', '/xtbgxt/index', [
        page('工作台', '/xtbgxt/index/gzt'),
        page('待办', '/xtbgxt/index/audit', [
          ['同意', 'audit:pass'],
          ['驳回', 'audit:reject'],
          ['转交', 'audit:transfer'],
          ['退回', 'audit:return'],
          ['加签', 'audit:addSign'],
        ]),
        page('已办', '/xtbgxt/index/process', [
          ['撤回', 'process:withdraw'],
          ['催办', 'process:urge'],
        ]),
        page('抄送我的', '/xtbgxt/index/copy'),
        page('审批流程', '/xtbgxt/index/approverFlow', [...crud('flow'), ['发布', 'flow:deploy']]),
        page('通知公告', '/xtbgxt/index/tzgg', [...crud('notice'), ['发布', 'notice:publish']]),
        page('公文管理', '/xtbgxt/index/gwgl', [...crud('document'), ['提交审批', 'document:submit']]),
      ]),
    ],
    'icon-xtbgxt',
  ),
  group(
    '农业服务系统',
    '/agroService',
    [
      page('农技方案', '/agroService/agrotechnicalScheme/index', [
        ...crud('scheme'),
        ['发布', 'scheme:publish'],
      ]),
      page('农技视频', '/agroService/agrotechnicalVideo/index', crud('video')),
      group('地块管理', '/agroService/massif', [
        page('地块列表', '/agroService/massif/list', crud('massif')),
        page('作物管理', '/agroService/massif/crop', crud('crop')),
        page('作物品种', '/agroService/massif/crop/cropVarietiesForm', crud('variety')),
        page('生育期管理', '/agroService/massif/birth', crud('birth')),
        page('种植方案', '/agroService/massif/programme', crud('programme')),
      ]),
    ],
    'icon-agroService',
  ),
  { name: '农资一张图', url: '/main_map', icon: 'icon-map' },
  { name: '二维地图', url: '/TwoDMapMain', icon: 'icon-map2d' },
  { name: '供应商分布驾驶舱', url: '/gxsfb_cockpit', icon: 'icon-cockpit' },
  { name: '客户分布驾驶舱', url: '/khfb_cockpit', icon: 'icon-cockpit' },
];

export interface MenuRow extends SeedRow {
  id: number;
  parent_id: number;
  name: string;
  menu_url: string;
  icon: string | null;
  type: number;
  sort: number;
}

export function menuRows(): MenuRow[] {
  const rows: MenuRow[] = [];
  const visit = (entry: MenuSeed, id: number, parent: number, sort: number) => {
    rows.push({
      id,
      parent_id: parent,
      name: entry.name,
      menu_url: entry.url,
      icon: entry.icon ?? null,
      // 0 目录 (holds menus), 1 菜单 (a page, may hold buttons).
      type: entry.children?.length ? 0 : 1,
      sort,
    });
    for (const [j, child] of (entry.children ?? []).entries()) visit(child, id * 100 + j + 1, id, j + 1);
    for (const [b, [name, url]] of (entry.buttons ?? []).entries())
      rows.push({
        id: id * 100 + 50 + b,
        parent_id: id,
        name,
        menu_url: url,
        icon: null,
        type: 2,
        sort: b + 1,
      });
  };
  for (const [i, entry] of MENU_TREE.entries()) visit(entry, i + 1, 0, i + 1);
  return rows;
}

/** Menu ids granted to each role. */
export function roleMenuRows(menus: readonly MenuRow[]): SeedRow[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const topOf = (m: MenuRow): MenuRow => {
    let cur = m;
    while (cur.parent_id !== 0) cur = byId.get(cur.parent_id) as MenuRow;
    return cur;
  };
  const grants: Record<number, (m: MenuRow) => boolean> = {
    1: () => true,
    2: (m) =>
      topOf(m).menu_url !== '/yxzcxt' &&
      m.menu_url !== 'device:edit' &&
      m.menu_url !== 'device:sync' &&
      // Schemes are drafted by operators and published by the agronomy administrators.
      m.menu_url !== 'scheme:publish' &&
      !(m.type === 2 && SUPPLY_AND_STOCK_BUTTONS.test(m.menu_url)),
    3: (m) =>
      (['/wlwyzt', '/main_map', '/TwoDMapMain', '/xtbgxt', '/khfb_cockpit'].includes(topOf(m).menu_url) &&
        m.type === 1) ||
      m.menu_url === 'device:detail',
    4: (m) => ['/warehousing', '/main_map', '/xtbgxt'].includes(topOf(m).menu_url),
    5: (m) =>
      ['/agroService', '/main_map', '/wlwyzt', '/xtbgxt'].includes(topOf(m).menu_url) &&
      (m.type === 1 || m.menu_url === 'device:detail' || topOf(m).menu_url === '/agroService'),
    6: (m) => ['/nzywsjgl', '/xtbgxt', '/gxsfb_cockpit', '/khfb_cockpit'].includes(topOf(m).menu_url),
  };
  const rows: SeedRow[] = [];
  for (const [roleId, granted] of Object.entries(grants))
    for (const m of menus) if (granted(m)) rows.push({ role_id: Number(roleId), menu_id: m.id });
  return rows;
}
