import { vi } from 'vitest';
import { FakeMap } from '../../test/fake-map';
import { describeWorkbenchEngine } from '../../test/workbench-engine-suite';
import { MaplibreWorkbenchEngine } from './maplibre-engine';

// mapbox-gl-draw needs a real map; its control is replaced by one that records the mode and
// hands the engine the draw events the real one fires.
vi.mock('../../controls/draw_control', () => ({
  DrawControl: class {
    private mode = 'simple_select';
    constructor(private readonly events: { onModeChange?: (m: string) => void }) {}
    onAdd() {}
    onRemove() {}
    start() {
      this.mode = 'draw';
    }
    cancel() {
      this.mode = 'simple_select';
    }
    isDrawing() {
      return this.mode === 'draw';
    }
    features() {
      return [];
    }
    delete() {}
    clear() {
      const e = this.events as { onDelete?: (f: unknown[]) => void; all?: unknown[] };
      e.onDelete?.(FAKE_DRAWN.splice(0));
    }
  },
}));

const FAKE_DRAWN: Array<{ id: string }> = [];

describeWorkbenchEngine('maplibre (EPSG:3857)', {
  async create(events) {
    const map = new FakeMap();
    return new MaplibreWorkbenchEngine(map.asMap(), {
      origin: 'http://127.0.0.1:1',
      epsg: 3857,
      name: 'test',
      showDevices: true,
      events,
    });
  },
  async finishDrawing(engine, feature) {
    // The drawing control loads on first use: wait for it, then fire what mapbox-gl-draw fires.
    await vi.waitFor(() => {
      if (!(engine as unknown as { draw?: unknown }).draw) throw new Error('draw not loaded');
    });
    FAKE_DRAWN.push(feature as { id: string });
    const draw = (engine as unknown as { draw: { events: { onCreate: (f: unknown[]) => void } } }).draw;
    draw.events.onCreate([feature]);
  },
});
