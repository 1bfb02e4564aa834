import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/render';

// happy-dom has no WebGL: the view gets a FakeMap, and maplibre's Popup a DOM stand-in.
vi.mock('../hooks/useMapInstance', async () =>
  (await import('../test/points-map-mocks')).fakeMapInstanceModule(),
);
vi.mock('../engine/create-map', async () => (await import('../test/points-map-mocks')).fakeCreateMapModule());

const { PointsMap } = await import('./index');
const { POINTS_LAYER_IDS } = await import('./PointsMapView');
const { CHOROPLETH_SOURCE } = await import('./choropleth_control');
const { resetFakeMap } = await import('../test/points-map-mocks');

const points = [
  { id: 'w1', lon: 112.9, lat: 28.2, label: '长沙中心仓', group: '1', regionCode: '430104', size: 12 },
  { id: 'w2', lon: 113.1, lat: 27.8, label: '株洲前置仓', group: '2', regionCode: '430211' },
];

function setup() {
  return resetFakeMap();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PointsMap', () => {
  it('shows nothing but 地图加载中… until the page has its data and the map drew it (idle)', async () => {
    const map = setup();
    const { rerender } = render(<PointsMap points={[]} ariaLabel="区域地图" pending />);
    const canvas = await screen.findByRole('region', { name: '区域地图' });
    await waitFor(() => expect(canvas.dataset.ready).toBe('false'));
    act(() => map.fire('idle'));
    expect(canvas.style.opacity).toBe('0');
    expect(screen.getByText('地图加载中…')).toBeTruthy();

    rerender(<PointsMap points={points} ariaLabel="区域地图" />);
    await waitFor(() => expect(canvas.dataset.ready).toBe('true'));
    expect(canvas.style.opacity).toBe('0');
    act(() => map.fire('idle'));
    await waitFor(() => expect(canvas.style.opacity).toBe(''));
    expect(screen.queryByText('地图加载中…')).toBeNull();
  });

  it('draws the points, lists them and fits the camera to them', async () => {
    const map = setup();
    render(<PointsMap points={points} ariaLabel="仓库地图" />);
    const list = await screen.findByRole('navigation', { name: '仓库地图点位列表' });
    expect(within(list).getByText('共 2 个点位')).toBeTruthy();
    await waitFor(() =>
      expect(map.features(POINTS_LAYER_IDS.source).map((f) => f.properties.id)).toEqual(['w1', 'w2']),
    );
    expect(map.cameraCalls[0]).toMatchObject({ method: 'fitBounds' });
  });

  it('opens the popup from a click on the map and from the list', async () => {
    const map = setup();
    const onPointClick = vi.fn();
    render(
      <PointsMap
        points={points}
        onPointClick={onPointClick}
        renderPopup={(p) => <span>库存 {p.id === 'w1' ? 70 : 0}</span>}
      />,
    );
    await screen.findByRole('button', { name: '长沙中心仓' });
    act(() => {
      map.fire(
        'click',
        { features: [{ properties: { id: 'w1' } }], lngLat: { lng: 112.9, lat: 28.2 } },
        POINTS_LAYER_IDS.points,
      );
    });
    const popup = await screen.findByRole('dialog', { name: '长沙中心仓详情' });
    expect(popup.textContent).toBe('库存 70');
    expect(onPointClick).toHaveBeenCalledWith(points[0]);

    fireEvent.click(screen.getByRole('button', { name: '株洲前置仓' }));
    expect((await screen.findByRole('dialog', { name: '株洲前置仓详情' })).textContent).toBe('库存 0');
    expect(screen.queryByRole('dialog', { name: '长沙中心仓详情' })).toBeNull();
  });

  it('hides groups and points outside the region scope', async () => {
    const map = setup();
    const { rerender } = render(<PointsMap points={points} hiddenGroups={['2']} />);
    await screen.findByText('共 1 个点位');
    await waitFor(() =>
      expect(map.features(POINTS_LAYER_IDS.source).map((f) => f.properties.id)).toEqual(['w1']),
    );
    rerender(<PointsMap points={points} regionCode="4302" />);
    await screen.findByText('共 1 个点位');
    expect(screen.getByRole('button', { name: '株洲前置仓' })).toBeTruthy();
    expect(map.features(POINTS_LAYER_IDS.source).map((f) => f.properties.id)).toEqual(['w2']);
  });

  it('shows a choropleth of the scope with its legend and reports region clicks', async () => {
    const map = setup();
    const onRegionClick = vi.fn();
    render(
      <PointsMap
        points={[]}
        choropleth={{ values: { '4301': 100, '4302': 0 }, title: '库存数量', colors: ['#a', '#b'] }}
        onRegionClick={onRegionClick}
      />,
    );
    const legend = await screen.findByRole('figure', { name: '库存数量' });
    expect(legend.textContent).toContain('0 – 50');
    expect(legend.textContent).toContain('51 – 100');
    expect(String(map.getSource(CHOROPLETH_SOURCE)?.data)).toContain(
      '/map/datasets/v1/agrimap/hunan-cities/features',
    );
    expect(screen.getByText('暂无点位')).toBeTruthy();
    map.fire(
      'click',
      { features: [{ properties: { qhdm: '4301', qhmc: '长沙市' } }] },
      'agrimap-choropleth-fill',
    );
    expect(onRegionClick).toHaveBeenCalledWith('4301', '长沙市');
  });
});
