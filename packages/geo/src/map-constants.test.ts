import { describe, expect, it } from 'vitest';
import { gkToLonLat } from './gauss-kruger';
import {
  DEFAULT_CIRCLE_RADIUS_METRES,
  DEFAULT_REGION,
  DRAW_MODES,
  DRAWING_TOOL_NAMES,
  DRAWING_TOOLS,
  HIGHLIGHT_STYLE,
  INITIAL_BOUNDS,
  LATITUDE_RANGE,
  LATITUDE_RENDER_RANGE,
  LONGITUDE_RANGE,
  MAX_ZOOM,
  TILE_SIZE,
} from './map-constants';
import { regionLevel } from './regions';

describe('map constants of SPEC §3/§9', () => {
  it('has the coordinate ranges, bounds, tile size and zoom', () => {
    expect(LATITUDE_RANGE).toEqual({ min: -90, max: 90 });
    expect(LATITUDE_RENDER_RANGE).toEqual({ min: -85, max: 85 });
    expect(LONGITUDE_RANGE).toEqual({ min: -270, max: 270 });
    expect(INITIAL_BOUNDS).toEqual([73.33, 3.51, 135.05, 53.34]);
    expect(TILE_SIZE).toBe(256);
    expect(MAX_ZOOM).toBe(18);
  });

  it('initial bounds are [west, south, east, north] and contain Hunan', () => {
    const [w, s, e, n] = INITIAL_BOUNDS;
    expect(w).toBeLessThan(e);
    expect(s).toBeLessThan(n);
    const [lon, lat] = gkToLonLat(38_395_835.79, 3_124_187.46); // 长沙, zone 38
    expect(lon > w && lon < e && lat > s && lat < n).toBe(true);
  });

  it('defaults to Hunan and a 2 km circle', () => {
    expect(DEFAULT_REGION).toEqual({ code: '43', name: '湖南省' });
    expect(regionLevel(DEFAULT_REGION.code)).toBe('province');
    expect(DEFAULT_CIRCLE_RADIUS_METRES).toBe(2000);
  });

  it('has the highlight styles', () => {
    expect(HIGHLIGHT_STYLE.line).toEqual({ color: '#b39ddb', width: 4 });
    expect(HIGHLIGHT_STYLE.fill).toEqual({ color: '#ffff00', opacity: 0.5 });
    expect(HIGHLIGHT_STYLE.border).toEqual({ color: '#00ffff', width: 4 });
    expect(HIGHLIGHT_STYLE.hoverFill.opacity).toBe(0.2);
    for (const s of Object.values(HIGHLIGHT_STYLE)) expect(s.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has the draw modes and drawing tools', () => {
    expect(Object.values(DRAW_MODES)).toEqual([
      'draw_line_string',
      'draw_polygon',
      'draw_point',
      'simple_select',
      'direct_select',
      'static',
    ]);
    expect(DRAWING_TOOLS).toEqual(['point', 'line', 'polygon', 'rectangle', 'drag_circle']);
    expect(Object.keys(DRAWING_TOOL_NAMES).sort()).toEqual([...DRAWING_TOOLS].sort());
  });

  it('is frozen', () => {
    expect(Object.isFrozen(HIGHLIGHT_STYLE)).toBe(true);
    expect(Object.isFrozen(HIGHLIGHT_STYLE.fill)).toBe(true);
    expect(Object.isFrozen(INITIAL_BOUNDS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_REGION)).toBe(true);
  });
});
