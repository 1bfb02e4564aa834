import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayerInfo } from '../api/layers';
import { FakeMap } from '../test/fake-map';
import { ThematicLayersControl, thematicSourceId, thematicStyle } from './thematic_layers_control';

const ORIGIN = 'http://127.0.0.1:4000';
const info = (id: string, source_type: LayerInfo['source_type'], url: string): LayerInfo => ({
  id,
  layer_name: `图层${id}`,
  nf: '2024',
  theme_code: 'nzfb',
  theme_name: '农资分布',
  view_mode_code: '2D',
  default_show: true,
  source_type,
  url,
});

afterEach(() => vi.restoreAllMocks());

describe('thematicStyle', () => {
  it('loads GeoJSON from the absolute URL of the layer', () => {
    const { source, layers } = thematicStyle(
      info('1', 'geojson', '/map/datasets/v1/hunan/nzmd_2024/features'),
      ORIGIN,
    );
    expect(source).toEqual({ type: 'geojson', data: `${ORIGIN}/map/datasets/v1/hunan/nzmd_2024/features` });
    expect(layers.map((l) => l.type)).toEqual(['fill', 'line', 'circle']);
  });

  it('draws every source layer of vector tiles, keeping the URL template', () => {
    const { source, layers } = thematicStyle(
      info('2', 'vector', '/map/tilesets/v1/hunan/hunan-xzq/{z}/{x}/{y}'),
      ORIGIN,
      ['city', 'county'],
    );
    expect(source).toMatchObject({
      type: 'vector',
      tiles: [`${ORIGIN}/map/tilesets/v1/hunan/hunan-xzq/{z}/{x}/{y}`],
    });
    expect(layers.map((l) => ('source-layer' in l ? l['source-layer'] : undefined))).toEqual([
      'city',
      'city',
      'city',
      'county',
      'county',
      'county',
    ]);
    expect(new Set(layers.map((l) => l.id)).size).toBe(6);
  });

  it('uses 256-pixel raster tiles', () => {
    const { source } = thematicStyle(info('3', 'raster', '/map/tilesets/v1/hunan/img/{z}/{x}/{y}'), ORIGIN);
    expect(source).toMatchObject({ type: 'raster', tileSize: 256 });
  });
});

describe('ThematicLayersControl', () => {
  it('adds a layer when first switched on, then toggles its visibility, and removes all', () => {
    const map = new FakeMap();
    map.addSource('drill', { type: 'geojson', data: null });
    map.addLayer({ id: 'drill-fill', type: 'fill', source: 'drill' });
    const control = new ThematicLayersControl({ origin: ORIGIN, beforeLayer: () => 'drill-fill' });
    control.onAdd(map.asMap());
    const a = info('1', 'geojson', '/map/datasets/v1/hunan/a/features');
    const b = info('2', 'geojson', '/map/datasets/v1/hunan/b/features');
    control.setVisible([a, b], new Set(['1']));
    expect(map.sources.has(thematicSourceId(a))).toBe(true);
    expect(map.sources.has(thematicSourceId(b))).toBe(false);
    expect(map.layers.at(-1)?.id).toBe('drill-fill'); // thematic layers go below
    control.setVisible([a, b], new Set());
    for (const id of control.layerIdsOf(a)) expect(map.getLayoutProperty(id, 'visibility')).toBe('none');
    control.setVisible([a, b], new Set(['1']));
    for (const id of control.layerIdsOf(a)) expect(map.getLayoutProperty(id, 'visibility')).toBe('visible');
    control.onRemove();
    expect(map.layers.map((l) => l.id)).toEqual(['drill-fill']);
    expect([...map.sources.keys()]).toEqual(['drill']);
  });

  it('reads the source layers of a vector tileset before adding it', async () => {
    const map = new FakeMap();
    const vectorSourceLayers = vi.fn(async () => ['warehouse']);
    const control = new ThematicLayersControl({ origin: ORIGIN, vectorSourceLayers });
    control.onAdd(map.asMap());
    const v = info('2', 'vector', '/map/tilesets/v1/agrimap/nzck_2024/{z}/{x}/{y}');
    control.setVisible([v], new Set(['2']));
    control.setVisible([v], new Set(['2'])); // no second read while the first runs
    await vi.waitFor(() => expect(control.layerIdsOf(v)).toHaveLength(3));
    expect(vectorSourceLayers).toHaveBeenCalledTimes(1);
    expect(vectorSourceLayers).toHaveBeenCalledWith(
      `${ORIGIN}/map/tilesets/v1/agrimap/nzck_2024/{z}/{x}/{y}`,
    );
    expect(map.getLayer(control.layerIdsOf(v)[0] as string)).toMatchObject({ 'source-layer': 'warehouse' });
  });

  it('adds nothing when removed while reading a vector tileset', async () => {
    const map = new FakeMap();
    let answer: (names: string[]) => void = () => {};
    const control = new ThematicLayersControl({
      origin: ORIGIN,
      vectorSourceLayers: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    control.onAdd(map.asMap());
    control.setVisible([info('2', 'vector', '/map/tilesets/v1/agrimap/x/{z}/{x}/{y}')], new Set(['2']));
    control.onRemove();
    answer(['x']);
    await new Promise((r) => setTimeout(r, 0));
    expect(map.sources.size).toBe(0);
  });

  it("logs 'no such layer' when a layer it added has gone", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const map = new FakeMap();
    const control = new ThematicLayersControl({ origin: ORIGIN });
    control.onAdd(map.asMap());
    const a = info('1', 'geojson', '/map/datasets/v1/hunan/a/features');
    control.setVisible([a], new Set(['1']));
    for (const id of control.layerIdsOf(a)) map.removeLayer(id);
    control.setVisible([a], new Set());
    expect(warn).toHaveBeenCalledWith('no such layer', `${thematicSourceId(a)}-fill`);
  });
});
