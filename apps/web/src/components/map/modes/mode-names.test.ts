import { DRAW_MODES, DRAWING_TOOLS } from '@agrimap/geo';
import MapboxDraw from '@mapbox/mapbox-gl-draw';
import { describe, expect, it } from 'vitest';
import { patchDrawClassesForMaplibre } from '../controls/draw_control';
import { DRAG_CIRCLE_MODE, DRAWING_MODES, RECTANGLE_MODE, TOOL_MODES } from './mode-names';

describe('draw modes', () => {
  it('maps every drawing tool to a mode, using the SPEC §3 constants', () => {
    expect(Object.keys(TOOL_MODES).sort()).toEqual([...DRAWING_TOOLS].sort());
    expect(TOOL_MODES).toEqual({
      point: DRAW_MODES.point,
      line: DRAW_MODES.lineString,
      polygon: DRAW_MODES.polygon,
      rectangle: RECTANGLE_MODE,
      drag_circle: DRAG_CIRCLE_MODE,
    });
    expect(DRAWING_MODES.has(DRAW_MODES.simpleSelect)).toBe(false);
    // mapbox-gl-draw knows the SPEC's built-in modes by these names
    for (const m of [
      DRAW_MODES.lineString,
      DRAW_MODES.polygon,
      DRAW_MODES.point,
      DRAW_MODES.simpleSelect,
      DRAW_MODES.directSelect,
    ]) {
      expect(MapboxDraw.modes).toHaveProperty(m);
    }
  });

  it('patches mapbox-gl-draw’s CSS classes to maplibre’s', () => {
    patchDrawClassesForMaplibre();
    expect(MapboxDraw.constants.classes).toMatchObject({
      CANVAS: 'maplibregl-canvas',
      CONTROL_BASE: 'maplibregl-ctrl',
      CONTROL_PREFIX: 'maplibregl-ctrl-',
      CONTROL_GROUP: 'maplibregl-ctrl-group',
      ATTRIBUTION: 'maplibregl-ctrl-attrib',
    });
  });
});
