import { measureArea, measureLine, ZOOM_BANDS } from '@agrimap/geo';
import type { Feature } from 'geojson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CameraDevice } from '../api/devices';
import type { RegionTreeNode } from '../api/regions';
import type { WorkbenchEngine, WorkbenchEngineEvents } from '../engine/workbench-engine';
import type { MeasureLabel } from '../lib/measure-labels';
import { box, regionNode } from './regions';

/**
 * One test suite for the engine-neutral workbench behaviour, run once against each engine adapter
 * (maplibre on the fake map, OpenLayers under happy-dom): a harness creates the engine and finishes
 * a drawing through the adapter's own drawing events; everything else goes through the
 * `WorkbenchEngine` interface the workbench uses.
 */
export interface EngineHarness {
  create(events: WorkbenchEngineEvents): Promise<WorkbenchEngine>;
  /** Finishes drawing `feature` with the active tool, as the engine's drawing would. */
  finishDrawing(engine: WorkbenchEngine, feature: Feature): Promise<void>;
}

const changsha = regionNode('4301', '长沙市', '43', 'city', [111.89, 27.85, 114.25, 28.66]);
const yuelu = regionNode('430104', '岳麓区', '4301', 'county', [112.7, 28.0, 112.95, 28.4], false);

export const SUITE_REGIONS: Record<string, RegionTreeNode> = {
  '43': {
    ...regionNode('43', '湖南省', null, 'province', [108.78, 24.63, 114.26, 30.13]),
    children: [changsha],
  },
  '4301': { ...changsha, children: [yuelu] },
  '430104': { ...yuelu, children: [] },
};

const device = (code: string, lon: number | null, lat: number | null, status = 1) =>
  ({ code, name: `设备${code}`, lon, lat, status }) as unknown as CameraDevice;

export function describeWorkbenchEngine(name: string, harness: EngineHarness): void {
  // The first test also loads the engine's modules (OpenLayers is large), on a busy machine.
  describe(`workbench engine: ${name}`, { timeout: 30_000 }, () => {
    let engine: WorkbenchEngine | undefined;
    let labels: MeasureLabel[] = [];
    const events = () => {
      labels = [];
      return {
        loadRegion: vi.fn(async (code: string) => {
          const node = SUITE_REGIONS[code];
          if (!node) throw new Error(`no region ${code}`);
          return node;
        }),
        onRegionChange: vi.fn(),
        onRegionError: vi.fn(),
        onDeviceClick: vi.fn(),
        onToolChange: vi.fn(),
        onLabelsChange: vi.fn((l: MeasureLabel[]) => {
          labels = l;
        }),
      } satisfies WorkbenchEngineEvents;
    };

    afterEach(() => {
      engine?.destroy();
      engine = undefined;
    });

    it('drills into a city and a county, each time ending in the zoom band of its level', async () => {
      const ev = events();
      engine = await harness.create(ev);
      const city = await engine.drillTo('4301');
      expect(city?.qhmc).toBe('长沙市');
      expect(ev.onRegionChange).toHaveBeenLastCalledWith(SUITE_REGIONS['4301']);
      let view = engine.view();
      expect(view.zoom).toBeGreaterThanOrEqual(ZOOM_BANDS.city.min);
      expect(view.zoom).toBeLessThanOrEqual(ZOOM_BANDS.city.max);
      expect(view.center[0]).toBeCloseTo((111.89 + 114.25) / 2, 6);
      expect(view.center[1]).toBeCloseTo((27.85 + 28.66) / 2, 6);
      await engine.drillTo('430104');
      view = engine.view();
      expect(view.zoom).toBeGreaterThanOrEqual(ZOOM_BANDS.county.min);
      expect(view.zoom).toBeLessThanOrEqual(ZOOM_BANDS.county.max);
    });

    it('keeps the camera when asked and reports a region that fails to load', async () => {
      const ev = events();
      engine = await harness.create(ev);
      const before = engine.view();
      await engine.drillTo('43', { moveCamera: false });
      expect(engine.view()).toEqual(before);
      expect(await engine.drillTo('9999')).toBeUndefined();
      expect(ev.onRegionError).toHaveBeenCalledTimes(1);
    });

    it('locates a point at zoom 12 or closer, never zooming out', async () => {
      engine = await harness.create(events());
      engine.locatePoint([112.9388, 28.2282]);
      expect(engine.view().center[0]).toBeCloseTo(112.9388, 6);
      expect(engine.view().center[1]).toBeCloseTo(28.2282, 6);
      expect(engine.view().zoom).toBe(12);
      engine.jumpTo({ center: [112, 28], zoom: 15 });
      engine.locatePoint([112.5, 28.5]);
      expect(engine.view().zoom).toBe(15);
    });

    it('counts the devices that have a position', async () => {
      engine = await harness.create(events());
      engine.setDevices([device('a', 112.9, 28.2), device('b', 113, 28.3, 0), device('c', null, null)]);
      expect(engine.deviceCount()).toBe(2);
      engine.setDevices([]);
      expect(engine.deviceCount()).toBe(0);
    });

    it('measures a drawn polygon with @agrimap/geo and clears the label with the shapes', async () => {
      engine = await harness.create(events());
      engine.startTool('polygon');
      const polygon = box(112.9, 28.1, 112.95, 28.15);
      await harness.finishDrawing(engine, { type: 'Feature', id: 'p1', properties: {}, geometry: polygon });
      expect(labels).toHaveLength(1);
      expect(labels[0]?.kind).toBe('area');
      expect(labels[0]?.value).toBeCloseTo(measureArea(polygon).value, 6);
      expect(labels[0]?.text).toBe(measureArea(polygon).label);
      engine.clearShapes();
      await Promise.resolve();
      expect(labels).toEqual([]);
    });

    it('labels every segment of a drawn line', async () => {
      engine = await harness.create(events());
      engine.startTool('line');
      const line = {
        type: 'LineString' as const,
        coordinates: [
          [112.9, 28.1],
          [112.95, 28.1],
          [112.95, 28.2],
        ],
      };
      await harness.finishDrawing(engine, { type: 'Feature', id: 'l1', properties: {}, geometry: line });
      expect(labels.map((l) => l.text)).toEqual(measureLine(line).segments.map((s) => s.label));
    });

    it('keeps drawings within SPEC §3’s limits: latitude rendered −85..85, longitude −270..270', async () => {
      engine = await harness.create(events());
      engine.startTool('point');
      await harness.finishDrawing(engine, {
        type: 'Feature',
        id: 'x1',
        properties: {},
        geometry: { type: 'Point', coordinates: [300, 89] },
      });
      expect(labels[0]?.position).toEqual([270, 85]);
    });
  });
}
