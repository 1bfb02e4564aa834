import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LayerInfo } from '../api/layers';
import { renderMapUi } from '../test/render';
import { LayerTreePanel } from './LayerTreePanel';

const layer = (id: string, name: string, view: '2D' | '3D'): LayerInfo => ({
  id,
  layer_name: name,
  nf: '2024',
  theme_code: 'nzfb',
  theme_name: '农资分布',
  view_mode_code: view,
  default_show: false,
  source_type: 'geojson',
  url: `/map/datasets/v1/hunan/${id}/features`,
});
const LAYERS = [
  layer('1', '农资门店分布', '2D'),
  layer('2', '农资仓库分布', '2D'),
  layer('3', '三维厂房', '3D'),
];

describe('<LayerTreePanel>', { timeout: 30_000 }, () => {
  it('toggles layers by theme, keeping the other view mode’s choices', () => {
    const onCheck = vi.fn();
    renderMapUi(
      <LayerTreePanel
        layers={LAYERS}
        checkedIds={['3']}
        onCheck={onCheck}
        viewMode="2D"
        year="2024"
        onYearChange={() => {}}
      />,
    );
    expect(screen.getByText('农资分布')).toBeTruthy();
    expect(screen.queryByText('三维厂房（2024年）')).toBeNull();
    fireEvent.click(screen.getByText('农资门店分布（2024年）'));
    expect(onCheck).toHaveBeenLastCalledWith(['3', '1']);
  });

  it('shows one year at a time', () => {
    const onYearChange = vi.fn();
    renderMapUi(
      <LayerTreePanel
        layers={[...LAYERS, { ...layer('9', '农资门店分布', '2D'), nf: '2023' }]}
        checkedIds={[]}
        onCheck={() => {}}
        viewMode="2D"
        year="2023"
        onYearChange={onYearChange}
      />,
    );
    expect(screen.getByText('农资门店分布（2023年）')).toBeTruthy();
    expect(screen.queryByText('农资门店分布（2024年）')).toBeNull();
  });

  it('switches the view mode when offered', () => {
    const onViewModeChange = vi.fn();
    renderMapUi(
      <LayerTreePanel
        layers={LAYERS}
        checkedIds={[]}
        onCheck={() => {}}
        viewMode="2D"
        year="2024"
        onYearChange={() => {}}
        onViewModeChange={onViewModeChange}
      />,
    );
    fireEvent.click(screen.getByText('三维'));
    expect(onViewModeChange).toHaveBeenCalledWith('3D');
  });
});
