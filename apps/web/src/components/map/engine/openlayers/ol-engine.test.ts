import type OlFeature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Draw, { DrawEvent } from 'ol/interaction/Draw';
import { describe, expect, it } from 'vitest';
import { describeWorkbenchEngine } from '../../test/workbench-engine-suite';
import { geographicProjection, OpenLayersWorkbenchEngine } from './ol-engine';

function container(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

describeWorkbenchEngine('OpenLayers (EPSG:4490)', {
  async create(events) {
    return new OpenLayersWorkbenchEngine({
      container: container(),
      origin: 'http://127.0.0.1:1',
      epsg: 4490,
      name: 'test',
      showDevices: true,
      events,
    });
  },
  async finishDrawing(engine, feature) {
    const map = (engine as OpenLayersWorkbenchEngine).map;
    const draw = map
      .getInteractions()
      .getArray()
      .find((i) => i instanceof Draw) as Draw | undefined;
    if (!draw) throw new Error('no drawing in progress');
    const olFeature = new GeoJSON().readFeature(feature) as OlFeature;
    draw.dispatchEvent(new DrawEvent('drawend', olFeature));
    await Promise.resolve();
    await Promise.resolve();
  },
});

describe('OpenLayers projections', () => {
  it('registers EPSG:4490 from @agrimap/geo through proj4, with a world extent', () => {
    const p = geographicProjection(4490);
    expect(p.getCode()).toBe('EPSG:4490');
    expect(p.getUnits()).toBe('degrees');
    expect(p.getExtent()).toEqual([-180, -90, 180, 90]);
    expect(geographicProjection(4326).getCode()).toBe('EPSG:4326');
  });
});
