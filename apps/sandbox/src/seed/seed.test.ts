import { describe, expect, it } from 'vitest';
import { type Bbox, pointInGeometry } from '../util/geo';
import { cameraRows, EXAMPLE_DEVICE } from './devices';
import { menuRows, roleMenuRows } from './menus';
import { loadRegionSeed } from './regions';

const seed = loadRegionSeed();
const byCode = new Map(seed.regions.map((r) => [r.qhdm, r]));
const inside = (inner: Bbox, outer: Bbox) =>
  inner[0] >= outer[0] - 1e-9 &&
  inner[1] >= outer[1] - 1e-9 &&
  inner[2] <= outer[2] + 1e-9 &&
  inner[3] <= outer[3] + 1e-9;

describe('region seed (Hunan, national division codes)', () => {
  it('has the province, 14 cities, every county-level unit, ~2,000 townships and ~29.5k villages', () => {
    const count = (level: number) => seed.regions.filter((r) => r.level === level).length;
    expect(count(1)).toBe(1);
    expect(count(2)).toBe(14);
    expect(count(3)).toBe(134);
    expect(count(4)).toBeGreaterThan(1900);
    expect(count(5)).toBeGreaterThan(29000);
    expect(byCode.get('430104')).toMatchObject({
      qhmc: '岳麓区',
      sjqhdm: '4301',
      fullName: '湖南省长沙市岳麓区',
      hasChildren: true,
    });
  });

  it('gives every region a bbox; townships and villages lie within their parent', () => {
    for (const r of seed.regions) {
      expect(r.bbox, r.qhdm).not.toBeNull();
      const [w, s, e, n] = r.bbox as Bbox;
      expect(w < e && s < n, r.qhdm).toBe(true);
      if (r.level >= 4)
        expect(inside(r.bbox as Bbox, byCode.get(r.sjqhdm as string)?.bbox as Bbox), r.qhdm).toBe(true);
    }
  });

  it('has boundary polygons for the cities and 122 counties, and the township cells’ centres lie inside them', () => {
    expect([...seed.geometries.keys()].filter((c) => c.length === 4)).toHaveLength(14);
    expect([...seed.geometries.keys()].filter((c) => c.length === 6)).toHaveLength(122);
    const yuelu = seed.geometries.get('430104');
    const townships = seed.regions.filter((r) => r.sjqhdm === '430104');
    for (const t of townships) {
      const [w, s, e, n] = t.bbox as Bbox;
      expect(pointInGeometry([(w + e) / 2, (s + n) / 2], yuelu as NonNullable<typeof yuelu>), t.qhmc).toBe(
        true,
      );
    }
  });
});

describe('camera seed', () => {
  const cameras = cameraRows(seed, new Date('2024-06-01T00:00:00Z'));

  it('is deterministic, ~300 devices with unique codes, inside their county', () => {
    expect(cameraRows(seed, new Date('2024-06-01T00:00:00Z'))).toEqual(cameras);
    expect(cameras.length).toBe(300);
    expect(new Set(cameras.map((c) => c.code)).size).toBe(cameras.length);
    for (const c of cameras) {
      expect(c.code.startsWith(c.qhdm), c.code).toBe(true);
      const g = seed.geometries.get(c.qhdm);
      if (g && c.code !== EXAMPLE_DEVICE.code) expect(pointInGeometry([c.lon, c.lat], g), c.code).toBe(true);
      expect((c.mdmc === null) !== (c.ckmc === null), c.code).toBe(true);
      expect(c.channel_names).toHaveLength(c.channels);
    }
    const makers = new Set(cameras.map((c) => c.manufacturer));
    for (const m of ['海康威视', '大华', '宇视', '天地伟业']) expect(makers.has(m)).toBe(true);
    expect(new Set(cameras.map((c) => c.type))).toEqual(new Set([1, 2]));
  });

  it('includes the documented example device, the only one named 麓谷农资门店-枪机', () => {
    expect(cameras.filter((c) => c.name.includes('麓谷农资门店-枪机')).map((c) => c.code)).toEqual([
      EXAMPLE_DEVICE.code,
    ]);
  });
});

describe('menu seed', () => {
  const menus = menuRows();
  const urls = new Set(menus.map((m) => m.menu_url));

  it('covers every route of SPEC §2', () => {
    const routes = [
      '/TwoDMapMain',
      '/main_map',
      '/wlwyzt_cockpit',
      '/wlwyzt/index/asset',
      '/gxsfb_cockpit',
      '/khfb_cockpit',
      '/yxglxt/index/khgl',
      '/nzywsjgl/fxcjzxt/requirementRecord',
      '/nzywsjgl/fxcjzxt/appointmentRecord',
      '/nzywsjgl/fxcjzxt/onlineOrder',
      ...[
        'gysztgl',
        'skuManage',
        'setmealManage',
        'goodLaunch',
        'combineLaunch',
        'orderList',
        'shipmentManage',
        'returnManage',
        'dictionary',
        'productCategory',
        'productBrand',
      ].map((p) => `/nzywsjgl/gylglzxt/${p}`),
      '/nzywsjgl/fbsccglzxt',
      ...[
        'deptManager',
        'userControl',
        'groupControl',
        'roleManager',
        'menuManager',
        'logManagement',
        'systemMonitoring',
        'cockpitInput',
        'sjzd',
      ].map((p) => `/yxzcxt/index/${p}`),
      '/yxzcxt/gylglzxt/dictionary',
      '/warehousing/inbound/index',
      '/warehousing/inbound/verify',
      '/warehousing/outbound/index',
      '/warehousing/outbound/verify',
      '/warehousing/index/stock',
      '/warehousing/index/warehouse',
      '/warehousing/index/map',
      '/policyNews/index/agroNews',
      '/policyNews/index/marketCondition',
      '/policyNews/index/marketPrice',
      ...['gzt', 'audit', 'process', 'copy', 'approverFlow', 'tzgg', 'gwgl'].map((p) => `/xtbgxt/index/${p}`),
      '/agroService/agrotechnicalScheme/index',
      '/agroService/agrotechnicalVideo/index',
      '/agroService/massif/list',
      '/agroService/massif/crop',
      '/agroService/massif/crop/cropVarietiesForm',
      '/agroService/massif/birth',
      '/agroService/massif/programme',
    ];
    expect(routes.filter((r) => !urls.has(r))).toEqual([]);
  });

  it('nests at most three menu levels, buttons (type 2) only under pages, unique ids', () => {
    const byId = new Map(menus.map((m) => [m.id, m]));
    expect(byId.size).toBe(menus.length);
    for (const m of menus) {
      let depth = 1;
      for (let p = byId.get(m.parent_id); p; p = byId.get(p.parent_id)) depth++;
      expect(depth, m.name).toBeLessThanOrEqual(m.type === 2 ? 4 : 3);
      if (m.type === 2) expect(menus.some((c) => c.parent_id === m.parent_id && c.type === 1)).toBe(false);
    }
    expect(menus.find((m) => m.menu_url === 'role:add')?.type).toBe(2);
  });

  it('grants the operator everything but 运营支撑系统, the device buttons 编辑 and 同步, 农技方案 发布 and the supply and warehousing writes', () => {
    const grants = roleMenuRows(menus);
    const operator = new Set(grants.filter((g) => g.role_id === 2).map((g) => g.menu_id));
    const admin = new Set(grants.filter((g) => g.role_id === 1).map((g) => g.menu_id));
    expect(admin.size).toBe(menus.length);
    const denied = menus.filter((m) => !operator.has(m.id));
    expect(
      denied.every(
        (m) =>
          m.menu_url.startsWith('/yxzcxt') ||
          m.menu_url === 'device:edit' ||
          m.menu_url === 'scheme:publish' ||
          m.menu_url === 'device:sync' ||
          (m.type === 2 &&
            /^(supplier|sku|setmeal|category|brand|warehouse|inbound|outbound|news|market|price|order|shipment|return|demand|offer|customer|good|combine):/.test(
              m.menu_url,
            )) ||
          menus.find((p) => p.id === m.parent_id)?.menu_url.startsWith('/yxzcxt'),
      ),
    ).toBe(true);
    expect(denied.map((m) => m.menu_url)).toEqual(
      expect.arrayContaining([
        '/yxzcxt',
        'device:edit',
        'device:sync',
        'scheme:publish',
        'supplier:add',
        'supplier:audit',
        'customer:add',
        'good:launch',
        'combine:launch',
        'warehouse:delete',
        'inbound:add',
        'inbound:verify',
        'outbound:verify',
        'outbound:void',
      ]),
    );
    // It still opens those screens (reads them).
    expect(denied.map((m) => m.menu_url)).not.toContain('/warehousing/index/stock');
    expect(denied.map((m) => m.menu_url)).not.toContain('/nzywsjgl/gylglzxt/gysztgl');
  });
});
