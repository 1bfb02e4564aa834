// The page the plots benchmark (scripts/plots-bench.mjs) drives: one map with N plots drawn by
// 地块列表's plot layer (fill, outline, labels where a plot holds its label) with one plot
// selected (the highlight of SPEC §9), panned frame by frame while frame times are recorded. Parameters
// come from the query string: n, frames, zoom.
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  PlotLayerControl,
  type PlotShape,
  plotsToGeoJson,
} from '../../src/features/agro-service/plots/plot_layer_control';
import { loadedBenchMap, mapIdle, panFrames, panMap, prng, publishResult } from '../bench-page/frames';

interface PlotsBenchResult {
  n: number;
  zoom: number;
  frames: number[];
  setupMs: number;
}

maplibregl.setWorkerUrl(workerUrl);

const CENTER: [number, number] = [112.9, 28.3];
const CELL = 0.004;

/** N quadrilateral plots on a square grid around 望城 (one per 0.004° cell, corners jittered). */
function plots(n: number): PlotShape[] {
  const random = prng(18);
  const side = Math.ceil(Math.sqrt(n));
  const x0 = CENTER[0] - (side * CELL) / 2;
  const y0 = CENTER[1] - (side * CELL) / 2;
  return Array.from({ length: n }, (_, i) => {
    const x = x0 + (i % side) * CELL;
    const y = y0 + Math.floor(i / side) * CELL;
    const j = () => (random() - 0.5) * 0.0006;
    const ring: [number, number][] = [
      [x + 0.0004 + j(), y + 0.0004 + j()],
      [x + 0.0036 + j(), y + 0.0004 + j()],
      [x + 0.0036 + j(), y + 0.0036 + j()],
      [x + 0.0004 + j(), y + 0.0036 + j()],
    ];
    return {
      id: i + 1,
      name: `地块${i + 1}`,
      areaMu: 150 + random() * 60,
      geometry: { type: 'Polygon', coordinates: [[...ring, ring[0] as [number, number]]] },
    };
  });
}

/** One plot covering the map's view and as much again on each side. */
function coverAround(map: maplibregl.Map): PlotShape {
  const b = map.getBounds();
  const [w, e, s, n] = [b.getWest(), b.getEast(), b.getSouth(), b.getNorth()];
  const [dx, dy] = [e - w, n - s];
  const ring: [number, number][] = [
    [w - dx, s - dy],
    [e + dx, s - dy],
    [e + dx, n + dy],
    [w - dx, n + dy],
  ];
  return {
    id: 1,
    name: '覆盖',
    areaMu: 0,
    geometry: { type: 'Polygon', coordinates: [[...ring, ring[0] as [number, number]]] },
  };
}

async function run(): Promise<PlotsBenchResult> {
  const params = new URLSearchParams(location.search);
  const n = Number(params.get('n') ?? 5_000);
  const frameCount = Number(params.get('frames') ?? 120);
  const zoom = Number(params.get('zoom') ?? 11);
  const map = await loadedBenchMap(CENTER, zoom);
  // `cover=1`: instead of the plots, one plot the size of four screens around the view — a
  // translucent fill over the whole canvas on every frame of the pan: the least any translucent
  // area layer covering the screen costs this machine (its fill rate), whatever draws it.
  const list = params.get('cover') === '1' ? [coverAround(map)] : plots(n);
  const t0 = performance.now();
  const layer = new PlotLayerControl();
  layer.onAdd(map);
  layer.setData(plotsToGeoJson(list));
  const middle = list.length > 1 ? list[Math.floor(n / 2)] : undefined;
  if (middle) layer.setSelected(middle.id);
  // `hide`: layers left out (a probe of what each costs), e.g. hide=agrimap-plots-label.
  for (const id of (params.get('hide') ?? '').split(',').filter(Boolean))
    map.setLayoutProperty(id, 'visibility', 'none');
  // `paint`: [[layer, property, value], …] as JSON, a probe of a style's cost.
  for (const [id, property, value] of JSON.parse(params.get('paint') ?? '[]') as [string, string, unknown][])
    map.setPaintProperty(id, property as never, value as never);
  // `layout`: the same for layout properties.
  for (const [id, property, value] of JSON.parse(params.get('layout') ?? '[]') as [string, string, unknown][])
    map.setLayoutProperty(id, property as never, value as never);
  await mapIdle(map);
  const setupMs = performance.now() - t0;

  // Warm up, then pan one step per frame and record the time between frames.
  const frames = await panFrames(panMap(map), frameCount);
  return { n, zoom, frames, setupMs };
}

publishResult(run());
