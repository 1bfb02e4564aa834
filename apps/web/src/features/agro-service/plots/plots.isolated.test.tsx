import { interiorPoint, type PlotGeometry, rectanglePolygon } from '@agrimap/geo';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Feature } from 'geojson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolygonGlLayer } from '@/components/map/layers/polygon_gl_layer';
import type { FakeMap } from '@/components/map/test/fake-map';
import { setFileSaver } from '@/lib/excel';
import { button, dialog, dialogField, listLoaded, listTotal, popover, tableRow, tableRows } from '@/test/dom';
import { click } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { PlotsPage } from './PlotsPage';

/** One fake map per map name (the page's `plots`, the dialog's `plotEditor`). */
const maps = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/components/map/hooks/useMapInstance', async () => {
  const { FakeMap } = await import('@/components/map/test/fake-map');
  return {
    useMapInstance: (name: string) => {
      if (!maps.has(name)) maps.set(name, new FakeMap());
      return { containerRef: { current: null }, map: (maps.get(name) as FakeMap).asMap(), failed: false };
    },
  };
});
const fakeMap = (name = 'plots') => {
  const map = maps.get(name) as FakeMap | undefined;
  if (!map) throw new Error(`no map ${name}`);
  return map;
};
type PlotFeature = Feature & { properties: { id: number; label: string } };
/** The plot layer's shapes (one WebGL layer) on the page's map. */
const plotShapes = () => fakeMap().getLayer('agrimap-plots-shapes') as unknown as PolygonGlLayer;
/** The plots the map draws. */
const mapPlots = () => (plotShapes()?.data.features ?? []) as PlotFeature[];
vi.mock('@/components/map/engine/create-map', async () =>
  (await import('@/components/map/test/points-map-mocks')).fakeCreateMapModule(),
);

/**
 * mapbox-gl-draw needs WebGL; the drawing control is replaced by one whose finished shape the
 * test hands over (`drawn(geometry)`), as mapbox-gl-draw's `draw.create` would.
 */
const drawing = vi.hoisted(() => ({
  current: null as null | { events: Record<string, (f: Feature[]) => void>; shapes: Feature[] },
}));
vi.mock('@/components/map/controls/draw_control', () => ({
  DrawControl: class {
    shapes: Feature[] = [];
    constructor(readonly events: Record<string, (f: Feature[]) => void>) {
      drawing.current = this;
    }
    onAdd() {}
    onRemove() {
      if (drawing.current === this) drawing.current = null;
    }
    start() {}
    cancel() {}
    isDrawing() {
      return false;
    }
    features() {
      return this.shapes;
    }
    add(f: Feature) {
      this.shapes.push({ ...f, id: 'initial' });
      return ['initial'];
    }
    delete(id: string) {
      const gone = this.shapes.filter((s) => s.id === id);
      this.shapes = this.shapes.filter((s) => s.id !== id);
      this.events.onDelete?.(gone);
    }
    editVertices() {}
  },
}));

const sandbox = withSandbox();
const URL = '/agroService/massif/list';
const TABLE = '.plots-table';

let shapeNo = 0;
function drawn(geometry: PlotGeometry) {
  const control = drawing.current;
  if (!control) throw new Error('no drawing control on the map');
  const feature: Feature = { type: 'Feature', id: `shape-${++shapeNo}`, properties: {}, geometry };
  control.shapes.push(feature);
  control.events.onCreate?.([feature]);
}

const rect = (w: number, s: number, e: number, n: number): PlotGeometry =>
  rectanglePolygon([w, s], [e, n]).geometry;
const BOW_TIE: PlotGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [112.6, 28.5],
      [112.601, 28.501],
      [112.601, 28.5],
      [112.6, 28.501],
      [112.6, 28.5],
    ],
  ],
};

afterEach(() => {
  maps.clear();
});

/** Takes 地块列表's 新增 / 编辑 / 删除 from the operator's role (the sandbox is reset before each test). */
async function operatorWithoutPlotButtons() {
  const admin = await sandbox.login('admin');
  const base = await sandbox.url();
  const headers = { Appid: 'agrimap-web', client: '3', Authorization: String(admin.token) };
  const ids: number[] = [];
  const walk = (nodes: readonly { menuUrl?: unknown; id?: unknown; menuVoList?: unknown }[]) => {
    for (const n of nodes) {
      if (typeof n.menuUrl === 'string' && n.menuUrl.startsWith('massif:')) ids.push(Number(n.id));
      walk((n.menuVoList ?? []) as typeof nodes);
    }
  };
  walk(admin.auth_list as never);
  expect(ids).toHaveLength(3);
  const granted = (await (
    await sandbox.fetch(new Request(`${base}/account/api/v1/role/menu/ids?roleId=2`, { headers }))
  ).json()) as {
    data: { checkedIds: number[]; halfCheckedIds: number[] };
  };
  const keep = [...granted.data.checkedIds, ...granted.data.halfCheckedIds].filter((id) => !ids.includes(id));
  const saved = await sandbox.fetch(
    new Request(`${base}/account/api/v1/role/menu/auth?roleId=2&menuIds=${keep.join(',')}`, {
      method: 'POST',
      headers,
    }),
  );
  expect(((await saved.json()) as { code: number }).code).toBe(200);
  sandbox.forgetLogin('operator');
}

describe('<PlotsPage>', { timeout: 120_000 }, () => {
  it('lists the plots beside the map; a row click highlights its plot, a plot click selects its row', async () => {
    await renderScreen(<PlotsPage />, { as: 'admin', url: URL });
    await listLoaded();
    expect(listTotal()).toBe('共查询到 16 条记录');
    const first = tableRows(TABLE)[0] as HTMLElement;
    expect(first.textContent).toMatch(/\d+\.\d{2}/);
    // Every plot of the filter is on the map, labelled with its 亩.
    await waitFor(() => expect(mapPlots()).toHaveLength(16));
    const map = fakeMap();
    const labels = map.features('agrimap-plots-labels').map((f) => String(f.properties.label));
    expect(labels).toHaveLength(16);
    expect(labels.every((l) => /\n\d+\.\d{2} 亩$/.test(l))).toBe(true);

    fireEvent.click(within(tableRow(TABLE, '绿洲东片')).getByText('绿洲东片'));
    await waitFor(() => expect(tableRow(TABLE, '绿洲东片').className).toContain('plots-row-selected'));
    const selected = mapPlots().find((p) => p.properties.label.startsWith('绿洲东片'));
    expect(selected).toBeDefined();
    expect(plotShapes().selectedId).toBe(selected?.properties.id);
    expect(map.cameraCalls.some((c) => c.method === 'fitBounds')).toBe(true);

    // A click on the map's plot: its row is selected (on page 2 the page turns).
    const last = mapPlots()[mapPlots().length - 1] as PlotFeature;
    const [lng, lat] = interiorPoint(last.geometry as PlotGeometry);
    map.zoom = 14;
    map.fire('click', { lngLat: { lng, lat } });
    await waitFor(() => expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2'));
    await waitFor(() => expect(document.querySelector(`${TABLE} .plots-row-selected`)).not.toBeNull());
  });

  it('draws a plot: messages, 亩 while drawing, refusals keep what was typed, then saves', async () => {
    const { toasts } = await renderScreen(<PlotsPage />, { as: 'admin', url: URL });
    await listLoaded();
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('绘制地块'));
    click('保存', dialog());
    expect(await within(dialog()).findByText('请输入地块名称')).toBeTruthy();
    expect(within(dialog()).getByText('请输入合作社名称')).toBeTruthy();
    expect(within(dialog()).getByText('请在地图上绘制地块边界')).toBeTruthy();

    fireEvent.change(dialogField('地块名称'), { target: { value: '组件测试田' } });
    fireEvent.change(dialogField('合作社名称'), { target: { value: '望城区丰收水稻种植专业合作社' } });
    await waitFor(() => expect(drawing.current).not.toBeNull());
    drawn(BOW_TIE);
    expect(await within(dialog()).findByText('地块边界不能自相交')).toBeTruthy();
    expect(within(dialog()).getByTestId('plot-area').textContent).toBe('面积：—');

    // Over 丰收一号田 of the same cooperative: refused by the server, nothing lost.
    const plots = mapPlots();
    const target = plots.find((p) => p.properties.label.startsWith('丰收一号田'));
    if (!target) throw new Error('seeded plot missing');
    drawn(target.geometry as PlotGeometry);
    await waitFor(() => expect(within(dialog()).queryByText('地块边界不能自相交')).toBeNull());
    click('保存', dialog());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        expect.stringMatching(/^与地块「丰收一号田」重叠 100\.0%，同一所有者的地块重叠不能超过 1%$/),
        expect.anything(),
      ),
    );
    expect(dialogField('地块名称').value).toBe('组件测试田');

    // A square of 0.001° × 0.0012° near 望城: 19.60 亩.
    drawn(rect(112.6, 28.5, 112.601, 28.5012));
    await waitFor(() =>
      expect(within(dialog()).getByTestId('plot-area').textContent).toMatch(
        /^面积：19\.\d{2} 亩（13\d{3}\.\d{2} 平方米）$/,
      ),
    );
    click('保存', dialog());
    await waitFor(() => expect(dialog()).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything());
    await waitFor(() => expect(tableRow(TABLE, '组件测试田').className).toContain('plots-row-selected'));
    expect(sandbox.lastBody('massifSave')).toMatchObject({
      name: '组件测试田',
      ownerType: 2,
      ownerName: '望城区丰收水稻种植专业合作社',
      geometry: rect(112.6, 28.5, 112.601, 28.5012),
    });
  });

  it('asks before deleting, then removes the plot from the list and the map', async () => {
    await renderScreen(<PlotsPage />, { as: 'admin', url: URL });
    await listLoaded();
    const row = tableRow(TABLE, '绿洲东片');
    fireEvent.click(within(row).getByText('删除'));
    const confirm = await popover('确定删除地块「绿洲东片」吗？删除后不可恢复。');
    click('确定', confirm);
    await waitFor(() => expect(listTotal()).toBe('共查询到 15 条记录'));
    expect(tableRows(TABLE).some((r) => r.textContent?.includes('绿洲东片'))).toBe(false);
    await waitFor(() => expect(mapPlots()).toHaveLength(15));
  });

  it('imports a GeoJSON file: the features that are not plots listed, the others saved; a bad file changes nothing', async () => {
    await renderScreen(<PlotsPage />, { as: 'admin', url: URL });
    await listLoaded();
    click('导入');
    const modal = (await screen.findByText('导入地块')).closest('.ant-modal') as HTMLElement;
    const input = modal.querySelector('input[type=file]') as HTMLInputElement;
    const before = await sandbox.checksum();
    fireEvent.change(input, { target: { files: [new File(['{broken'], '地块.geojson')] } });
    expect(await within(modal).findByText('文件不是有效的 GeoJSON')).toBeTruthy();
    expect(await sandbox.checksum()).toEqual(before);

    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: '导入好地' }, geometry: rect(112.62, 28.5, 112.621, 28.501) },
        { type: 'Feature', properties: { name: '导入蝴蝶田' }, geometry: BOW_TIE },
      ],
    });
    fireEvent.change(input, { target: { files: [new File([file], '地块.geojson')] } });
    expect(await within(modal).findByText('可导入 1 块，有问题 1 块')).toBeTruthy();
    expect(within(modal).getByText('地块边界不能自相交')).toBeTruthy();
    click('开始导入', modal);
    expect(await within(modal).findByText('文件中有地块未注明所有者，请填写默认所有者')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('默认所有者（合作社）'), {
      target: { value: '导入测试合作社' },
    });
    click('开始导入', modal);
    expect(await within(modal).findByText('导入 1 块，1 块未导入')).toBeTruthy();
    expect(within(modal).getByText('导入蝴蝶田')).toBeTruthy();
    await waitFor(() => expect(listTotal()).toBe('共查询到 17 条记录'));
  });

  it('exports the plots as GeoJSON and KML', async () => {
    const files: { name: string; text: Promise<string> }[] = [];
    const restore = setFileSaver((blob, name) => files.push({ name, text: blob.text() }));
    try {
      await renderScreen(<PlotsPage />, {
        as: 'admin',
        url: `${URL}?ownerName=${encodeURIComponent('绿洲')}`,
      });
      await waitFor(() => expect(listTotal()).toBe('共查询到 4 条记录'));
      fireEvent.mouseEnter(button('导出地块文件'));
      fireEvent.click(await screen.findByText('导出 GeoJSON'));
      await waitFor(() => expect(files).toHaveLength(1));
      const geojson = JSON.parse(await (files[0] as { text: Promise<string> }).text) as {
        features: { properties: { name: string; ownerName: string; areaMu: number } }[];
      };
      expect(files[0]?.name).toBe('地块列表.geojson');
      expect(geojson.features.map((f) => f.properties.name).sort()).toEqual(
        ['绿洲东片', '绿洲北片', '绿洲南片', '绿洲西片'].sort(),
      );
      fireEvent.mouseEnter(button('导出地块文件'));
      fireEvent.click(await screen.findByText('导出 KML'));
      await waitFor(() => expect(files).toHaveLength(2));
      expect(files[1]?.name).toBe('地块列表.kml');
      expect(await (files[1] as { text: Promise<string> }).text).toContain('<name>绿洲东片</name>');
    } finally {
      restore();
    }
  });

  it('shows the failure with 重试 when the plots cannot be read; without the buttons no 新增, 导入, 编辑 or 删除', async () => {
    await operatorWithoutPlotButtons();
    await sandbox.fault('massifFeatures', 'error', { msg: '服务器繁忙', times: 1 });
    await renderScreen(<PlotsPage />, { as: 'operator', url: URL });
    await listLoaded();
    const alert = await screen.findByText('查询地块地图数据失败', undefined, { timeout: 20_000 });
    click('重试', alert.closest('.ant-alert') as HTMLElement);
    await waitFor(() => expect(mapPlots().length).toBeGreaterThan(0));
    expect(() => button('新增')).toThrow();
    expect(() => button('导入')).toThrow();
    expect(within(tableRows(TABLE)[0] as HTMLElement).queryByText('编辑')).toBeNull();
    expect(within(tableRows(TABLE)[0] as HTMLElement).queryByText('删除')).toBeNull();
  });
});
