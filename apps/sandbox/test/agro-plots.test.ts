/**
 * 地块 in the sandbox: area and region derived from the geometry, a self-intersecting boundary
 * and an overlap beyond 1 % with a plot of the same owner refused with nothing changed, the list
 * filters and the map call.
 */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { regionAt } from '../src/handlers/area/plots';
import { loggedInSandbox } from './helpers';

type Ring = [number, number][];
const polygon = (ring: Ring) => ({ type: 'Polygon' as const, coordinates: [ring] });
const rect = (w: number, s: number, e: number, n: number) =>
  polygon([
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ]);

describe('plots (地块)', { timeout: 60_000 }, () => {
  const env = loggedInSandbox();
  const coop = `测试合作社${Date.now() % 100000}`;

  type SaveBody = {
    id?: number;
    name: string;
    ownerType: 1 | 2;
    ownerName?: string;
    customerId?: number;
    cropId?: number | null;
    geometry:
      | { type: 'Polygon'; coordinates: number[][][] }
      | { type: 'MultiPolygon'; coordinates: number[][][][] };
    remark?: string;
  };
  const save = (body: SaveBody) => env.admin.api.area.POST('/massif/save', { body });
  const listByOwner = async (ownerName: string) =>
    unwrap(await env.admin.api.area.POST('/massif/list', { body: { ownerName, page: 1, pageSize: 100 } }));

  it('derives area in 亩 and m², extent and region from the geometry', async () => {
    // 0.001° × 0.0012° near 长沙: 13063.76 m² on turf's sphere = 19.60 亩
    const saved = await save({
      name: '丰收一号田',
      ownerType: 2,
      ownerName: coop,
      geometry: rect(112.8, 28.3, 112.801, 28.3012),
      remark: '  双季稻 ',
    });
    expect(saved.data?.msg).toBe('新增成功');
    const plot = unwrap(saved);
    expect(plot).toMatchObject({
      name: '丰收一号田',
      ownerType: 2,
      customerId: null,
      ownerName: coop,
      areaM2: 13063.76,
      areaMu: 19.6,
      bbox: [112.8, 28.3, 112.801, 28.3012],
      remark: '双季稻',
      cropId: null,
    });
    expect(plot.qhdm).toMatch(/^4301/);
    expect(plot.qhmc).toMatch(/^湖南省长沙市/);
    expect(plot.qhdm).toBe(regionAt([112.8005, 28.3006]).qhdm);
    // repeated consecutive positions are dropped
    const second = unwrap(
      await save({
        name: '丰收二号田',
        ownerType: 2,
        ownerName: coop,
        geometry: polygon([
          [112.81, 28.3],
          [112.811, 28.3],
          [112.811, 28.3],
          [112.811, 28.301],
          [112.81, 28.3],
        ]),
      }),
    );
    expect(second.geometry.coordinates[0]).toHaveLength(4);
  });

  it('refuses a self-intersecting boundary and changes nothing', async () => {
    const before = await listByOwner(coop);
    const bowTie = polygon([
      [112.82, 28.3],
      [112.821, 28.301],
      [112.821, 28.3],
      [112.82, 28.301],
      [112.82, 28.3],
    ]);
    const created = await save({ name: '交叉地块', ownerType: 2, ownerName: coop, geometry: bowTie });
    expect(created.response.status).toBe(400);
    expect(created.error).toMatchObject({ code: 400, msg: '地块边界不能自相交' });
    // editing an existing plot into a bow-tie is refused too, the plot keeps its boundary
    const first = before.records.find((r) => r.name === '丰收一号田');
    if (!first) throw new Error('seeded plot missing');
    const edited = await save({
      id: first.id,
      name: first.name,
      ownerType: 2,
      ownerName: coop,
      geometry: bowTie,
    });
    expect(edited.error).toMatchObject({ code: 400, msg: '地块边界不能自相交' });
    expect(await listByOwner(coop)).toEqual(before);
  });

  it('refuses an overlap beyond 1 % with a plot of the same owner, naming it; allows others', async () => {
    const before = await listByOwner(coop);
    // covers the east 30 % of 丰收一号田
    const overlapping = rect(112.8007, 28.3, 112.8017, 28.3012);
    const refused = await save({ name: '越界地块', ownerType: 2, ownerName: coop, geometry: overlapping });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.msg).toMatch(/^与地块「丰收一号田」重叠 30\.\d%，同一所有者的地块重叠不能超过 1%$/);
    expect(await listByOwner(coop)).toEqual(before);

    // within 1 %: a sliver of 0.5 % of the width
    const sliver = unwrap(
      await save({
        name: '相邻地块',
        ownerType: 2,
        ownerName: coop,
        geometry: rect(112.800995, 28.3, 112.802, 28.3012),
      }),
    );
    expect(sliver.name).toBe('相邻地块');
    // another owner may overlap
    const other = unwrap(
      await save({ name: '别家地块', ownerType: 2, ownerName: `${coop}乙`, geometry: overlapping }),
    );
    expect(other.ownerName).toBe(`${coop}乙`);
    await env.admin.api.area.POST('/massif/delete', { body: { id: other.id } });
    await env.admin.api.area.POST('/massif/delete', { body: { id: sliver.id } });
  });

  it('takes a customer of 客户管理 as owner; refuses unknown customers and crops', async () => {
    const customers = unwrap(
      await env.admin.api.shop.POST('/api/v1/web/crm/customer/page', { body: { page: 1, pageSize: 1 } }),
    );
    const customer = customers.records[0];
    if (!customer) throw new Error('no seeded customer');
    const plot = unwrap(
      await save({
        name: '客户地块',
        ownerType: 1,
        customerId: customer.id,
        geometry: rect(112.9, 28.1, 112.901, 28.101),
      }),
    );
    expect(plot).toMatchObject({ ownerType: 1, customerId: customer.id, ownerName: customer.name });
    const byCustomer = unwrap(
      await env.admin.api.area.POST('/massif/list', {
        body: { customerId: customer.id, page: 1, pageSize: 10 },
      }),
    );
    expect(byCustomer.records.map((r) => r.id)).toContain(plot.id);
    // The customer cannot be deleted while owning the plot (409 naming them, not a 500).
    const refused = await env.admin.api.shop.POST('/api/v1/web/crm/customer/delete', {
      body: { ids: [customer.id] },
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({
      code: 409,
      msg: expect.stringContaining(`客户「${customer.name}」名下有`),
    });

    const unknown = await save({
      name: '无主',
      ownerType: 1,
      customerId: 99_999_999,
      geometry: rect(111, 27, 111.001, 27.001),
    });
    expect(unknown.error).toMatchObject({ code: 400, msg: '客户不存在' });
    const noCrop = await save({
      name: '无作物',
      ownerType: 2,
      ownerName: coop,
      cropId: 99_999_999,
      geometry: rect(111.1, 27.1, 111.101, 27.101),
    });
    expect(noCrop.error).toMatchObject({ code: 400, msg: '作物不存在' });
    await env.admin.api.area.POST('/massif/delete', { body: { id: plot.id } });
  });

  it('lists by name and region, answers the map call, deletes', async () => {
    const byName = unwrap(
      await env.admin.api.area.POST('/massif/list', { body: { name: '丰收', page: 1, pageSize: 10 } }),
    );
    expect(byName.records.map((r) => r.name)).toEqual(expect.arrayContaining(['丰收一号田', '丰收二号田']));
    const outside = unwrap(
      await env.admin.api.area.POST('/massif/list', {
        body: { name: '丰收', qhdm: '4331', page: 1, pageSize: 10 },
      }),
    );
    expect(outside.records.filter((r) => r.ownerName === coop)).toEqual([]);
    const map = unwrap(await env.admin.api.area.POST('/massif/features', { body: { ownerName: coop } }));
    expect(map.total).toBe(2);
    expect(map.features.map((f) => f.name)).toEqual(['丰收二号田', '丰收一号田']);
    expect(map.features[1]).toMatchObject({ areaMu: 19.6, ownerName: coop });

    for (const f of map.features) {
      const deleted = await env.admin.api.area.POST('/massif/delete', { body: { id: f.id } });
      expect(deleted.data?.msg).toBe('删除成功');
    }
    const again = await env.admin.api.area.POST('/massif/delete', { body: { id: map.features[0]?.id ?? 0 } });
    expect(again.error).toMatchObject({ code: 404, msg: '地块不存在' });
    expect((await listByOwner(coop)).total).toBe(0);
  });

  it('finds no region outside Hunan', () => {
    expect(regionAt([116.4, 39.9])).toEqual({ qhdm: '', qhmc: '' });
  });
});
