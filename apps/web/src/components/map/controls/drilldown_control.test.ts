import { ZOOM_BANDS } from '@agrimap/geo';
import type { MapLayerMouseEvent } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import type { RegionTreeNode } from '../api/regions';
import { FakeMap } from '../test/fake-map';
import { regionNode } from '../test/regions';
import { DRILL_FILL_LAYER, DRILL_SOURCE, DrillDownControl } from './drilldown_control';
import { HIGHLIGHT_AREA_SOURCE, HighlightControl } from './highlight_control';

const hunan = regionNode('43', '湖南省', null, 'province', [108.78, 24.63, 114.26, 30.13]);
const changsha = regionNode('4301', '长沙市', '43', 'city', [111.89, 27.85, 114.25, 28.66]);
const yuelu = regionNode('430104', '岳麓区', '4301', 'county', [112.68, 27.99, 113.02, 28.42]);

const NODES: Record<string, RegionTreeNode> = {
  '43': { ...hunan, children: [changsha, regionNode('4399', '无边界', '43', 'city', null, false)] },
  '4301': { ...changsha, children: [yuelu] },
  '430104': { ...yuelu, children: [] },
};

function setup(isBlocked?: () => boolean) {
  const map = new FakeMap();
  const highlight = new HighlightControl();
  highlight.onAdd(map.asMap());
  const loadNode = vi.fn(async (code: string) => {
    const node = NODES[code];
    if (!node) throw new Error(`no ${code}`);
    return node;
  });
  const onChange = vi.fn();
  const control = new DrillDownControl({ loadNode, highlight, onChange, isBlocked });
  control.onAdd(map.asMap());
  return { map, control, loadNode, onChange };
}

const click = (map: FakeMap, qhdm: string) =>
  map.fire(
    'click',
    {
      features: [{ properties: { qhdm } }],
      lngLat: { lng: 113, lat: 28.2 },
    } as unknown as Partial<MapLayerMouseEvent>,
    DRILL_FILL_LAYER,
  );

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('DrillDownControl', () => {
  it('shows the children that have a boundary and highlights the region’s border', async () => {
    const { map, control, onChange } = setup();
    await control.drillTo('43', { moveCamera: false });
    const data = map.getSource(DRILL_SOURCE)?.data as { features: Array<{ properties: { qhdm: string } }> };
    expect(data.features.map((f) => f.properties.qhdm)).toEqual(['4301']);
    expect(map.features(HIGHLIGHT_AREA_SOURCE)[0]?.properties).toEqual({
      qhdm: '43',
      qhmc: '湖南省',
      fill: false,
    });
    expect(onChange).toHaveBeenCalledWith(NODES['43']);
    expect(map.cameraCalls).toEqual([]);
  });

  it('clicking a region drills into it within its level’s zoom band', async () => {
    const { map, control, onChange } = setup();
    await control.drillTo('43', { moveCamera: false });
    click(map, '4301');
    await settle();
    expect(onChange).toHaveBeenLastCalledWith(NODES['4301']);
    expect(map.zoom).toBeGreaterThanOrEqual(ZOOM_BANDS.city.min);
    expect(map.zoom).toBeLessThanOrEqual(ZOOM_BANDS.city.max);
    click(map, '430104');
    expect(map.features(HIGHLIGHT_AREA_SOURCE)[0]?.properties).toMatchObject({ qhdm: '430104' }); // at once
    await settle();
    expect(control.current()?.qhdm).toBe('430104');
    expect(map.zoom).toBeGreaterThanOrEqual(ZOOM_BANDS.county.min);
    expect(map.zoom).toBeLessThanOrEqual(ZOOM_BANDS.county.max);
  });

  it('ignores clicks while blocked (e.g. drawing)', async () => {
    const { map, control, loadNode } = setup(() => true);
    await control.drillTo('43', { moveCamera: false });
    click(map, '4301');
    await settle();
    expect(loadNode).toHaveBeenCalledTimes(1);
  });

  it('lets the latest drill-down win', async () => {
    const { control, onChange } = setup();
    const first = control.drillTo('4301');
    const second = control.drillTo('430104');
    expect(await first).toBeUndefined();
    expect(await second).toBe(NODES['430104']);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks the hovered region for the 0.2 hover fill', async () => {
    const { map, control } = setup();
    await control.drillTo('43', { moveCamera: false });
    map.fire('mousemove', { features: [{ properties: { qhdm: '4301' } }] }, DRILL_FILL_LAYER);
    expect(map.getFeatureState({ source: DRILL_SOURCE, id: '4301' })).toEqual({ hover: true });
    map.fire('mouseleave', {}, DRILL_FILL_LAYER);
    expect(map.getFeatureState({ source: DRILL_SOURCE, id: '4301' })).toEqual({ hover: false });
    expect(JSON.stringify(map.paint.get(DRILL_FILL_LAYER))).toContain('0.2');
  });

  it('removes every listener, layer and source it added', async () => {
    const { map, control } = setup();
    const before = map.listenerCount();
    expect(before).toBe(3);
    control.onRemove();
    expect(map.listenerCount()).toBe(0);
    expect(map.layers.some((l) => l.id.startsWith('agrimap-drill'))).toBe(false);
    expect(map.sources.has(DRILL_SOURCE)).toBe(false);
  });
});
