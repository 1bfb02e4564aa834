import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Segmented, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption } from '@/components/charts';
import { channelIdOf, useAppVideoInterfaces, VideoWallModal } from '@/components/video-wall';
import { useApi } from '@/lib/api';
import { cockpitMessages } from '../messages';
import { type AreaDeviceInfo, DEVICE_TYPES, deviceHistoryQuery, deviceInfoQuery } from './api';
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

/** The device's own readings over the last 24 h (getDeviceHistory), one quantity at a time. */
function Day({ deviceId }: { deviceId: string }) {
  const client = useApi();
  const history = useQuery(deviceHistoryQuery(client, deviceId));
  const series = history.data?.series ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const current = series.find((x) => x.key === picked) ?? series[0];
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 40, right: 16, top: 16, bottom: 24 },
      tooltip: { trigger: 'axis', confine: true },
      xAxis: { type: 'category', data: (current?.points ?? []).map((p) => p.time.slice(11, 16)) },
      yAxis: { type: 'value', scale: true },
      series: [
        {
          type: 'line',
          name: current ? `${current.name}${current.unit ? `(${current.unit})` : ''}` : '',
          smooth: true,
          data: (current?.points ?? []).map((p) => p.value),
        },
      ],
    }),
    [current],
  );
  if (history.isError) return <div role="alert">{cockpitMessages.panel.loadFailed}</div>;
  if (!current) return null;
  return (
    <div style={{ marginTop: 12 }}>
      <h4 style={{ margin: '0 0 6px' }}>{m.chart24h}</h4>
      <Segmented
        size="small"
        aria-label={m.chart24hPick}
        value={current.key}
        onChange={(v) => setPicked(String(v))}
        options={series.map((x) => ({ value: x.key, label: x.name }))}
      />
      <div style={{ height: 200, marginTop: 8 }}>
        <Chart option={option} ariaLabel={`${m.chart24h} ${current.name}`} testId="device-24h-chart" />
      </div>
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
      size={440}
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
              {d.imageUrl ? (
                <figure className="cockpit-pest-image">
                  <img src={d.imageUrl} alt={m.pestImage} data-testid="pest-image" />
                  <figcaption>{m.pestImage}</figcaption>
                </figure>
              ) : null}
              <Readings info={d} />
              <Day deviceId={d.deviceId} />
            </>
          ) : (
            <>
              <Readings info={d} />
              <Day deviceId={d.deviceId} />
            </>
          )}
        </div>
      )}
    </Drawer>
  );
}
