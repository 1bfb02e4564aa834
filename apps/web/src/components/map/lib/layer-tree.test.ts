import { describe, expect, it } from 'vitest';
import type { LayerInfo } from '../api/layers';
import { buildLayerTree, defaultCheckedIds, layerIdsOf, layerYears, visibleLayerIds } from './layer-tree';

const layer = (
  id: string,
  theme: string,
  name: string,
  view: '2D' | '3D',
  show: boolean,
  nf = '2024',
): LayerInfo => ({
  id,
  layer_name: name,
  nf,
  theme_code: theme,
  theme_name: theme === 'nzfb' ? '农资分布' : '设施',
  view_mode_code: view,
  default_show: show,
  source_type: 'geojson',
  url: `/map/datasets/v1/hunan/${id}/features`,
});

const LAYERS = [
  layer('1', 'nzfb', '农资门店分布', '2D', true),
  layer('2', 'ss', '仓库', '2D', false),
  layer('3', 'nzfb', '农资仓库分布', '2D', false, '2023'),
  layer('4', 'nzfb', '三维厂房', '3D', true),
];

describe('layer tree', () => {
  it('groups the layers of the view mode by theme', () => {
    const tree = buildLayerTree(LAYERS, '2D', (nf) => `${nf}年`);
    expect(tree.map((t) => t.title)).toEqual(['农资分布', '设施']);
    expect(tree[0]?.children?.map((c) => c.key).sort()).toEqual(['1', '3']);
    expect(tree[0]?.children?.find((c) => c.key === '1')?.title).toBe('农资门店分布（2024年）');
    expect(buildLayerTree(LAYERS, '3D', String).map((t) => t.children?.map((c) => c.key))).toEqual([['4']]);
  });

  it('offers the years newest first and shows one year at a time', () => {
    expect(layerYears(LAYERS)).toEqual(['2024', '2023']);
    const tree = buildLayerTree(LAYERS, '2D', String, '2023');
    expect(tree.map((t) => t.children?.map((c) => c.key))).toEqual([['3']]);
    expect([...visibleLayerIds(LAYERS, ['1', '3'], '2D', '2023')]).toEqual(['3']);
  });

  it('switches on default_show layers at first', () => {
    expect(defaultCheckedIds(LAYERS)).toEqual(['1', '4']);
  });

  it('draws checked layers of the current view mode only', () => {
    expect([...visibleLayerIds(LAYERS, ['1', '4'], '2D')]).toEqual(['1']);
    expect([...visibleLayerIds(LAYERS, ['1', '4'], '3D')]).toEqual(['4']);
  });

  it('drops theme keys from checked keys', () => {
    expect(layerIdsOf(['theme:nzfb', '1', 3])).toEqual(['1', '3']);
  });
});
