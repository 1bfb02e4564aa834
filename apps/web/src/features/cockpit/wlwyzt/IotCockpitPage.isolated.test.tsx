import { unwrap } from '@agrimap/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MapPoint, PointsMapProps } from '@/components/map/points-map';
import { createApi } from '@/lib/api';
import { renderScreen, withSandbox } from '@/test/sandbox';

// jsdom has no WebGL: the shared points map is replaced by the list of points it would draw
// (after its hiddenGroups), so the test sees what the map shows. Its own tests cover the drawing.
vi.mock('@/components/map/points-map', () => ({
  PointsMap: ({ points, hiddenGroups = [], onPointClick, ariaLabel, outline }: PointsMapProps<MapPoint>) => (
    <ul aria-label={ariaLabel} data-outline={outline ? JSON.stringify(outline) : ''}>
      {points
        .filter((p) => !hiddenGroups.includes(p.group ?? ''))
        .map((p) => (
          <li key={p.id}>
            <button type="button" data-group={p.group} onClick={() => onPointClick?.(p)}>
              {p.label}
            </button>
          </li>
        ))}
    </ul>
  ),
}));

const { IotCockpitPage } = await import('./IotCockpitPage');

const sandbox = withSandbox();
const api = createApi(sandbox.fetch);

function Screen({ start }: { start: string }) {
  const [qhdm, setQhdm] = useState(start);
  return <IotCockpitPage qhdm={qhdm} onRegionChange={setQhdm} />;
}

const panel = (name: string) => screen.getByRole('region', { name });
const allMarkers = () =>
  within(screen.getByRole('list', { name: '物联网设备分布图' })).queryAllByRole('button');
/** The device markers (the area's spots are drawn too, in their own group). */
const markers = () => allMarkers().filter((b) => b.dataset.group !== 'spot');
const spotMarkers = () => allMarkers().filter((b) => b.dataset.group === 'spot');

function legendCounts() {
  const legend = screen.getByRole('group', { name: '设备类型' });
  return within(legend)
    .getAllByRole('button')
    .map((b) => Number(b.querySelector('.cockpit-legend-count')?.textContent));
}

describe('IoT one-map cockpit', () => {
  it('shows per-type counts equal to getDeviceCollect of the region; a toggle hides that type', async () => {
    await renderScreen(<Screen start="43" />);
    const collect = unwrap(await api.area.POST('/areaImage/getDeviceCollect', { body: { qhdm: '43' } }));
    await waitFor(() => expect(legendCounts()).toEqual(collect.types.map((t) => t.total)));
    await waitFor(() => expect(markers()).toHaveLength(collect.total));
    expect(within(panel('设备在线情况')).getByTestId('iot-total').textContent).toBe(String(collect.total));

    const video = within(screen.getByRole('group', { name: '设备类型' })).getByRole('button', {
      name: /视频监控/,
    });
    fireEvent.click(video);
    expect(video.getAttribute('aria-pressed')).toBe('false');
    expect(markers().some((b) => b.dataset.group === '1')).toBe(false);
    expect(markers()).toHaveLength(collect.total - (collect.types[0]?.total ?? 0));
    fireEvent.click(video);
    expect(markers()).toHaveLength(collect.total);
  }, 30_000);

  it('re-scopes the counts when the region changes (返回上级 from a city to the province)', async () => {
    await renderScreen(<Screen start="4301" />);
    const city = unwrap(await api.area.POST('/areaImage/getDeviceCollect', { body: { qhdm: '4301' } }));
    const province = unwrap(await api.area.POST('/areaImage/getDeviceCollect', { body: { qhdm: '43' } }));
    expect(city.total).toBeLessThan(province.total);
    await waitFor(() => expect(legendCounts()).toEqual(city.types.map((t) => t.total)));
    fireEvent.click(screen.getByRole('button', { name: /返回上级/ }));
    await waitFor(() => expect(legendCounts()).toEqual(province.types.map((t) => t.total)));
  }, 30_000);

  it('marks only the weather panel 数据已过期 when its refresh fails, and recovers on the next one', async () => {
    const { queryClient } = await renderScreen(<Screen start="4301" />);
    await waitFor(() => expect(panel('实时天气').dataset.state).toBe('fresh'));
    await waitFor(() => expect(panel('设备在线情况').dataset.state).toBe('fresh'));
    expect(within(panel('实时天气')).getByText(/^更新于 \d\d:\d\d:\d\d$/)).toBeTruthy();
    const temperature = within(panel('实时天气')).getByTestId('weather-now').textContent;

    await sandbox.fault('weatherGetRealtimeInfo', 'error');
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    await waitFor(() => expect(panel('实时天气').dataset.state).toBe('stale'));
    expect(within(panel('实时天气')).getByText('数据已过期')).toBeTruthy();
    // the last values stay; the other panels stay fresh
    expect(within(panel('实时天气')).getByTestId('weather-now').textContent).toBe(temperature);
    expect(panel('设备在线情况').dataset.state).toBe('fresh');
    expect(within(panel('设备在线情况')).queryByText('数据已过期')).toBeNull();

    await sandbox.heal();
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    await waitFor(() => expect(panel('实时天气').dataset.state).toBe('fresh'));
    expect(within(panel('实时天气')).queryByText('数据已过期')).toBeNull();
  }, 30_000);

  it('a first load that fails shows 加载失败 with 重试, which loads it', async () => {
    await sandbox.fault('areaImageGetDeviceCollect', 'error', { times: 1 });
    await renderScreen(<Screen start="4301" />);
    const status = await waitFor(() => {
      const p = panel('设备在线情况');
      expect(p.dataset.state).toBe('error');
      return p;
    });
    fireEvent.click(within(status).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(panel('设备在线情况').dataset.state).toBe('fresh'));
  }, 30_000);

  it("draws the selected area's outline (getMapData) and its device spots (getDeviceSpotList)", async () => {
    await renderScreen(<Screen start="430181" />);
    const areas = unwrap(await api.area.POST('/areaImage/getAreaList', { body: { qhdm: '430181' } }));
    const areaId = areas[0]?.id as string;
    const data = unwrap(await api.area.POST('/areaImage/getMapData', { body: { areaId } }));
    const spots = unwrap(await api.area.POST('/areaImage/getDeviceSpotList', { body: { areaId } }));
    expect(spots.length).toBeGreaterThan(0);
    const map = screen.getByRole('list', { name: '物联网设备分布图' });
    await waitFor(() => expect(map.dataset.outline).toBe(JSON.stringify(data.boundary)));
    await waitFor(() => expect(spotMarkers()).toHaveLength(spots.length));
    const spot = spots.find((s) => s.deviceIds.length > 0);
    const button = spotMarkers().find((b) => b.textContent?.startsWith(spot?.name ?? '?'));
    fireEvent.click(button as HTMLElement);
    const first = unwrap(
      await api.area.GET('/areaImage/getDeviceInfo', {
        params: { query: { deviceId: spot?.deviceIds[0] ?? '' } },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('device-panel')).toBeTruthy());
    expect(screen.getAllByText(first.deviceName).length).toBeGreaterThan(0);
  }, 30_000);

  it('a soil sensor shows its own last 24 h (getDeviceHistory), one quantity at a time', async () => {
    await renderScreen(<Screen start="430181" />);
    await waitFor(() => expect(markers().length).toBeGreaterThan(0));
    const soil = markers().find((b) => b.dataset.group === '4');
    expect(soil).toBeTruthy();
    fireEvent.click(soil as HTMLElement);
    const info = unwrap(
      await api.area.GET('/areaImage/getDeviceInfo', {
        params: { query: { deviceId: 'TR-430181-0001' } },
      }),
    );
    const history = unwrap(
      await api.area.GET('/areaImage/getDeviceHistory', { params: { query: { deviceId: info.deviceId } } }),
    );
    const picker = await screen.findByRole('radiogroup', { name: '近24小时数据项' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(history.series.map((x) => x.name));
    expect(await screen.findByRole('img', { name: `近24小时 ${history.series[0]?.name}` })).toBeTruthy();
    fireEvent.click(within(picker).getByText(history.series[1]?.name ?? '?'));
    expect(await screen.findByRole('img', { name: `近24小时 ${history.series[1]?.name}` })).toBeTruthy();
  }, 30_000);

  it('a pest device shows its latest count and its trap picture', async () => {
    await renderScreen(<Screen start="430181" />);
    await waitFor(() => expect(markers().length).toBeGreaterThan(0));
    const pest = markers().find((b) => b.dataset.group === '6');
    fireEvent.click(pest as HTMLElement);
    const info = unwrap(
      await api.area.GET('/areaImage/getDeviceInfo', { params: { query: { deviceId: 'CQ-430181-0001' } } }),
    );
    const count = info.readings.find((r) => r.key === 'pestCount')?.value;
    await waitFor(() => expect(screen.getByTestId('pest-count').textContent).toBe(String(count)));
    const image = screen.getByRole('img', { name: '虫情识别图片' });
    expect(image.getAttribute('src')).toBe(info.imageUrl);
  }, 30_000);

  it('opens a weather device with its values, and a trajectory device with a replay whose slider moves', async () => {
    await renderScreen(<Screen start="430181" />);
    await waitFor(() => expect(markers().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: '柏加基地气象站' }));
    const station = unwrap(
      await api.area.GET('/areaImage/getDeviceInfo', { params: { query: { deviceId: 'QX-430181-0001' } } }),
    );
    const temp = station.readings.find((r) => r.key === 'airTemp');
    await waitFor(() => expect(screen.getByTestId('reading-airTemp').textContent).toBe(`${temp?.value}℃`));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    const track = markers().find((b) => b.dataset.group === '2');
    expect(track).toBeTruthy();
    fireEvent.click(track as HTMLElement);
    const slider = await screen.findByRole('slider', { name: '回放时间' });
    const before = screen.getByTestId('track-time').textContent;
    const heading0 = screen.getByTestId('track-marker').getAttribute('data-heading');
    expect(before).toMatch(/^08:00:00$/);
    fireEvent.click(screen.getByText('8×'));
    fireEvent.click(screen.getByRole('button', { name: /播放/ }));
    await waitFor(() => expect(screen.getByTestId('track-time').textContent).not.toBe(before));
    await waitFor(() =>
      expect(Number(slider.getAttribute('aria-valuenow'))).toBeGreaterThan(
        Number(slider.getAttribute('aria-valuemin')),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /暂停/ }));
    expect(heading0).toMatch(/^\d+$/);
  }, 30_000);
});
