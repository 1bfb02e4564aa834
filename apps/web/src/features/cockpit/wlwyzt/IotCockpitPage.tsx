import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type MapPoint, PointsMap } from '@/components/map/points-map';
import { useApi } from '@/lib/api';
import { CockpitFrame } from '../components/CockpitFrame';
import { CockpitPanel } from '../components/CockpitPanel';
import { cockpitMessages } from '../messages';
import {
  type AreaDevice,
  areaMapDataQuery,
  areaSpotsQuery,
  areasQuery,
  collectQuery,
  DEVICE_TYPES,
  regionDevicesQuery,
} from './api';
import { DeviceDrawer } from './DeviceDrawer';
import { AlarmPanel, AreasPanel, StatusPanel, WeatherPanel, WorkListPanel, WorkStatsPanel } from './panels';

const m = cockpitMessages.iot;

interface DevicePoint extends MapPoint {
  /** The devices a click opens: the device itself, or the first device of a spot. */
  deviceIds: readonly string[];
}

/** Group of the area's device spots on the map (drawn under the devices' own types). */
const SPOT_GROUP = 'spot';

/**
 * The map panel: devices of the region by type, seven legend toggles with counts, clustered; the
 * selected area's outline (getMapData) and its device spots (getDeviceSpotList).
 */
function DeviceMapPanel({
  qhdm,
  areaId,
  onDevice,
}: {
  qhdm: string;
  areaId: string | null;
  onDevice: (id: string) => void;
}) {
  const client = useApi();
  const collect = useQuery(collectQuery(client, qhdm));
  const devices = useQuery(regionDevicesQuery(client, qhdm));
  const mapData = useQuery({ ...areaMapDataQuery(client, areaId ?? ''), enabled: areaId !== null });
  const spots = useQuery({ ...areaSpotsQuery(client, areaId ?? ''), enabled: areaId !== null });
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const points = useMemo<DevicePoint[]>(
    () => [
      ...(spots.data ?? []).map((s) => ({
        id: `spot:${s.spotId}`,
        lon: s.lon,
        lat: s.lat,
        label: m.spotLabel(s.name, s.deviceIds.length),
        group: SPOT_GROUP,
        color: '#ffffff',
        size: 4,
        deviceIds: s.deviceIds,
      })),
      ...(devices.data?.records ?? []).map((d: AreaDevice) => ({
        id: d.deviceId,
        lon: d.lon,
        lat: d.lat,
        label: d.deviceName,
        group: String(d.deviceType),
        color: DEVICE_TYPES.find((t) => t.type === d.deviceType)?.color,
        size: d.status === 1 ? 8 : 6,
        deviceIds: [d.deviceId],
      })),
    ],
    [devices.data, spots.data],
  );
  const outline = mapData.data?.boundary ?? null;
  return (
    <CockpitPanel title={m.map} queries={[collect, devices]} area="map" className="cockpit-map-panel">
      <div className="cockpit-map-body" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <fieldset className="cockpit-legend" aria-label={m.legend}>
          {DEVICE_TYPES.map((t) => {
            const count = collect.data?.types.find((c) => c.deviceType === t.type)?.total ?? 0;
            const shown = !hidden.includes(String(t.type));
            return (
              <button
                key={t.type}
                type="button"
                aria-pressed={shown}
                data-device-type={t.type}
                onClick={() =>
                  setHidden((h) => (shown ? [...h, String(t.type)] : h.filter((x) => x !== String(t.type))))
                }
              >
                <i style={{ background: t.color }} />
                {t.name}
                <span className="cockpit-legend-count" data-testid={`type-count-${t.type}`}>
                  {count}
                </span>
              </button>
            );
          })}
        </fieldset>
        <div className="cockpit-map-box">
          <PointsMap<DevicePoint>
            points={points}
            hiddenGroups={hidden}
            cluster
            pointList={false}
            height="100%"
            ariaLabel={m.map}
            mapName="cockpit"
            outline={outline}
            pending={devices.isPending || mapData.isLoading || spots.isLoading}
            onPointClick={(p) => {
              const first = p.deviceIds[0];
              if (first) onDevice(first);
            }}
          />
        </div>
      </div>
    </CockpitPanel>
  );
}

export interface IotCockpitPageProps {
  qhdm: string;
  onRegionChange: (code: string) => void;
}

/** /wlwyzt_cockpit: the IoT one-map cockpit of a region (SPEC §1 IoT monitoring, §7 area monitoring). */
export function IotCockpitPage({ qhdm, onRegionChange }: IotCockpitPageProps) {
  const client = useApi();
  const areas = useQuery(areasQuery(client, qhdm));
  const [picked, setPicked] = useState<string | null>(null);
  const [device, setDevice] = useState<string | null>(null);
  const list = areas.data ?? [];
  const areaId = list.find((a) => a.id === picked)?.id ?? list[0]?.id ?? null;
  const none = (title: string, area: string) => (
    <CockpitPanel title={title} queries={[areas]} area={area}>
      <div className="cockpit-panel-note">{m.noArea}</div>
    </CockpitPanel>
  );
  return (
    <CockpitFrame
      title={cockpitMessages.pages.wlwyztCockpit}
      regionCode={qhdm}
      onRegionChange={onRegionChange}
    >
      <StatusPanel qhdm={qhdm} />
      {areaId ? <WeatherPanel key={`w-${areaId}`} areaId={areaId} /> : none(m.weatherNow, 'left2')}
      <AlarmPanel qhdm={qhdm} />
      <DeviceMapPanel key={qhdm} qhdm={qhdm} areaId={areaId} onDevice={setDevice} />
      {areaId ? <WorkStatsPanel key={`s-${areaId}`} areaId={areaId} /> : none(m.workStats, 'bottom')}
      <AreasPanel areas={list} query={areas} selected={areaId} onSelect={setPicked} />
      {areaId ? <WorkListPanel key={`l-${areaId}`} areaId={areaId} /> : none(m.work, 'right2')}
      <DeviceDrawer deviceId={device} onClose={() => setDevice(null)} />
    </CockpitFrame>
  );
}
