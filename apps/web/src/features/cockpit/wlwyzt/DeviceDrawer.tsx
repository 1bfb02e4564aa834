import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption } from '@/components/charts';
import { channelIdOf, useAppVideoInterfaces, VideoWallModal } from '@/components/video-wall';
import { useApi } from '@/lib/api';
import { cockpitMessages } from '../messages';
import { type AreaDeviceInfo, DEVICE_TYPES, deviceInfoQuery, weatherTodayQuery } from './api';
import { TrackReplay } from './TrackReplay';

const m = cockpitMessages.iot;

function Readings({ info }: { info: AreaDeviceInfo }) {
  return (
    <Descriptions
      size="small"
      column={2}
      bordered
      title={m.readings}
      items={info.readings.map((r) => ({
        key: r.key,
        label: r.name,
        children: (
          <span data-testid={`reading-${r.key}`}>
            {r.value}
            {r.unit}
          </span>
        ),
      }))}
    />
  );
}

/** Last 24 h of the area's hourly weather (temperature and humidity) beside a sensor's readings. */
function Day({ areaId }: { areaId: string }) {
  const client = useApi();
  const today = useQuery(weatherTodayQuery(client, areaId));
  const s = today.data?.series ?? [];
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 36, right: 36, top: 28, bottom: 24 },
      tooltip: { trigger: 'axis', confine: true },
      legend: { top: 0 },
      xAxis: { type: 'category', data: s.map((p) => p.time.slice(11, 16)) },
      yAxis: [{ type: 'value' }, { type: 'value' }],
      series: [
        { type: 'line', name: '温度(℃)', smooth: true, data: s.map((p) => p.temperature) },
        { type: 'line', name: '湿度(%)', yAxisIndex: 1, smooth: true, data: s.map((p) => p.humidity) },
      ],
    }),
    [s],
  );
  return (
    <div style={{ height: 220, marginTop: 12 }}>
      <Chart option={option} ariaLabel={m.chart24h} testId="device-24h-chart" />
    </div>
  );
}

/** The device panel opened from the map: latest data by device type (getDeviceInfo). */
export function DeviceDrawer({ deviceId, onClose }: { deviceId: string | null; onClose: () => void }) {
  const client = useApi();
  const info = useQuery({ ...deviceInfoQuery(client, deviceId ?? ''), enabled: deviceId !== null });
  const interfaces = useAppVideoInterfaces();
  const [video, setVideo] = useState(false);
  const d = info.data;
  const type = DEVICE_TYPES.find((t) => t.type === d?.deviceType);
  return (
    <Drawer
      open={deviceId !== null}
      onClose={onClose}
      width={440}
      className="cockpit-device-drawer"
      title={d ? d.deviceName : m.device}
      closable={{ 'aria-label': m.close }}
      destroyOnHidden
    >
      {info.isPending ? (
        cockpitMessages.panel.loading
      ) : info.isError || !d ? (
        <div role="alert">
          {cockpitMessages.panel.loadFailed}{' '}
          <Button size="small" onClick={() => void info.refetch()}>
            {cockpitMessages.panel.retry}
          </Button>
        </div>
      ) : (
        <div data-testid="device-panel" data-device-type={d.deviceType}>
          <p>
            <Tag color={type?.color}>{type?.name}</Tag>
            <Tag color={d.status === 1 ? 'green' : 'default'}>
              {d.status === 1 ? m.statusOnline : m.statusOffline}
            </Tag>
            {d.lastDataTime ? m.readingTime(d.lastDataTime) : null}
          </p>
          <p>
            {m.manufacturer}：{d.manufacturer ?? '—'}　{m.model}：{d.model ?? '—'}
          </p>
          {d.deviceType === 1 ? (
            d.cameraCode ? (
              <>
                <Button type="primary" onClick={() => setVideo(true)}>
                  {m.video}
                </Button>
                <VideoWallModal
                  open={video}
                  onClose={() => setVideo(false)}
                  interfaces={interfaces}
                  channels={[
                    {
                      channelId: channelIdOf(d.cameraCode, 0),
                      channelName: d.deviceName,
                      deviceCode: d.cameraCode,
                    },
                  ]}
                />
              </>
            ) : (
              m.noCamera
            )
          ) : d.deviceType === 2 ? (
            <>
              <Readings info={d} />
              <div style={{ marginTop: 12 }}>
                <TrackReplay deviceId={d.deviceId} />
              </div>
            </>
          ) : d.deviceType === 6 ? (
            <>
              <div className="cockpit-stat" style={{ textAlign: 'center', color: '#333' }}>
                <b data-testid="pest-count">{d.readings.find((r) => r.key === 'pestCount')?.value ?? '—'}</b>
                <span>{m.pestCount}</span>
              </div>
              <Readings info={d} />
            </>
          ) : (
            <>
              <Readings info={d} />
              <Day areaId={d.areaId} />
            </>
          )}
        </div>
      )}
    </Drawer>
  );
}
