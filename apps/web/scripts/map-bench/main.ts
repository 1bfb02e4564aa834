// The page the map benchmark (scripts/map-bench.mjs) drives: one map with N devices drawn either
// by the feature's clustered layer or as DOM markers, panned frame by frame while frame times are
// recorded. Parameters come from the query string: mode=layer|dom, n, frames.
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { CameraDevice } from '../../src/components/map/api/devices';
import {
  DEVICE_STATUS_COLORS,
  DeviceLayerControl,
} from '../../src/components/map/controls/device_layer_control';
import { PointLayerControl } from '../../src/components/map/controls/point_layer_control';
import { OpenLayersWorkbenchEngine } from '../../src/components/map/engine/openlayers/ol-engine';
import { POINTS_LAYER_IDS } from '../../src/components/map/points-map/PointsMapView';
import { pointsToGeoJson, sizeByValue } from '../../src/components/map/points-map/points';
import { loadedBenchMap, mapIdle, panFrames, panMap, prng, publishResult } from '../bench-page/frames';

interface BenchResult {
  mode: string;
  n: number;
  frames: number[];
  setupMs: number;
}

declare global {
  interface Window {
    /** From creating the map to its first complete frame (before the devices). */
    benchFirstRenderMs?: number;
  }
}

maplibregl.setWorkerUrl(workerUrl);

/** N devices spread over Hunan's extent, a quarter of them offline. */
function devices(n: number): CameraDevice[] {
  const random = prng(43);
  return Array.from({ length: n }, (_, i) => ({
    code: `B${String(i).padStart(6, '0')}`,
    name: `设备${i}`,
    type: 2,
    status: i % 4 === 0 ? 0 : 1,
    lon: 108.79 + random() * (114.26 - 108.79),
    lat: 24.64 + random() * (30.13 - 24.64),
  }));
}

/**
 * The workbench's OpenLayers engine (EPSG:4490, geographic grid) with the same devices, clustered,
 * panned by the same pixel steps.
 */
async function runOpenLayers(n: number, frameCount: number): Promise<BenchResult> {
  const container = document.getElementById('map') as HTMLElement;
  const created = performance.now();
  const noop = () => {};
  const engine = new OpenLayersWorkbenchEngine({
    container,
    origin: location.origin,
    epsg: 4490,
    name: 'bench',
    showDevices: true,
    events: {
      loadRegion: () => Promise.reject(new Error('no regions in the bench')),
      onRegionChange: noop,
      onRegionError: noop,
      onDeviceClick: noop,
      onToolChange: noop,
      onLabelsChange: noop,
    },
  });
  const map = engine.map;
  const rendered = () =>
    new Promise<void>((resolve) => {
      map.once('rendercomplete', () => resolve());
      map.render();
    });
  engine.jumpTo({ center: [111.5, 27.4], zoom: 6.2 });
  await rendered();
  const firstRenderMs = performance.now() - created;
  const t0 = performance.now();
  engine.setDevices(devices(n));
  await rendered();
  const setupMs = performance.now() - t0;
  const view = map.getView();
  const panBy = (dx: number, dy: number) => {
    const r = view.getResolution() ?? 0;
    view.adjustCenter([dx * r, -dy * r]);
    map.renderSync();
  };
  const frames = await panFrames(panBy, frameCount);
  window.benchFirstRenderMs = firstRenderMs;
  return { mode: 'ol', n, frames, setupMs };
}

async function run(): Promise<BenchResult> {
  const params = new URLSearchParams(location.search);
  const requested = params.get('mode');
  if (requested === 'ol')
    return runOpenLayers(Number(params.get('n') ?? 10_000), Number(params.get('frames') ?? 120));
  const mode =
    requested === 'dom' || requested === 'warehouses' || requested === 'empty' ? requested : 'layer';
  const n = Number(params.get('n') ?? 10_000);
  const frameCount = Number(params.get('frames') ?? 120);
  const created = performance.now();
  const map = await loadedBenchMap([111.5, 27.4], 6.2);
  await mapIdle(map);
  const firstRenderMs = performance.now() - created;
  const list = devices(n);
  const t0 = performance.now();
  if (mode === 'warehouses') {
    // 仓库地图: the points map's layer (PointsMap), each warehouse coloured by type and sized by
    // stock value; clustered as the screen draws it with `cluster=1`, else every circle is drawn.
    const colors = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1'];
    const random = prng(7);
    const values = list.map(() => Math.floor(random() * 5_000_000));
    const max = Math.max(...values);
    const control = new PointLayerControl(POINTS_LAYER_IDS, {
      cluster: params.get('cluster') === '1',
      pointColor: ['coalesce', ['get', 'color'], '#1677ff'],
      pointRadius: ['coalesce', ['get', 'size'], 7],
    });
    control.onAdd(map);
    control.setData(
      pointsToGeoJson(
        list.map((d, i) => ({
          id: d.code,
          lon: d.lon as number,
          lat: d.lat as number,
          label: d.name,
          color: colors[i % 4],
          size: sizeByValue(values[i] ?? 0, max),
          group: String((i % 4) + 1),
        })),
      ),
    );
  } else if (mode === 'empty') {
    // The same map and pan without any point: what this machine's WebGL gives at most.
  } else if (mode === 'layer') {
    const control = new DeviceLayerControl();
    control.onAdd(map);
    control.setDevices(list);
  } else {
    for (const d of list) {
      const el = document.createElement('div');
      el.className = 'bench-marker';
      el.style.background = d.status === 0 ? DEVICE_STATUS_COLORS.offline : DEVICE_STATUS_COLORS.online;
      new maplibregl.Marker({ element: el }).setLngLat([d.lon as number, d.lat as number]).addTo(map);
    }
  }
  await mapIdle(map);
  const setupMs = performance.now() - t0;

  // Warm up, then pan one step per frame and record the time between frames.
  const frames = await panFrames(panMap(map), frameCount);
  window.benchFirstRenderMs = firstRenderMs;
  return { mode, n, frames, setupMs };
}

publishResult(run());
