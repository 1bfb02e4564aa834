import type { ResourceType } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { buildMapOptions, mapTransformRequest } from './map-options';

const ORIGIN = 'http://127.0.0.1:4000';

describe('map options', () => {
  it('start on all of China with max zoom 18 and local CJK fonts', () => {
    const options = buildMapOptions({
      container: document.createElement('div'),
      style: `${ORIGIN}/map/styles/v1/agrimap/hunan-base`,
      origin: ORIGIN,
    });
    expect(options.bounds).toEqual([73.33, 3.51, 135.05, 53.34]);
    expect(options.maxZoom).toBe(18);
    expect(options.localIdeographFontFamily).toContain('Noto Sans CJK SC');
    expect(options.canvasContextAttributes?.preserveDrawingBuffer).toBe(false);
  });

  it('draw every label locally (the style’s glyph URL dropped) and simplify GeoJSON outlines to 2 px', () => {
    const transform = buildMapOptions({
      container: document.createElement('div'),
      style: {} as never,
      origin: ORIGIN,
    }).transformStyle;
    const next = {
      version: 8 as const,
      glyphs: `${ORIGIN}/map/fonts/v1/agrimap/{fontstack}/{range}.pbf`,
      sources: {
        counties: {
          type: 'geojson' as const,
          data: `${ORIGIN}/map/datasets/v1/agrimap/hunan-counties/features`,
        },
        exact: {
          type: 'geojson' as const,
          data: { type: 'FeatureCollection' as const, features: [] },
          tolerance: 0,
        },
        tiles: {
          type: 'vector' as const,
          tiles: [`${ORIGIN}/map/tilesets/v1/agrimap/hunan-xzq/{z}/{x}/{y}`],
        },
      },
      layers: [{ id: 'bg', type: 'background' as const }],
    };
    expect(transform?.(undefined, next)).toEqual({
      version: 8,
      sources: {
        counties: { ...next.sources.counties, tolerance: 2 },
        exact: next.sources.exact,
        tiles: next.sources.tiles,
      },
      layers: [{ id: 'bg', type: 'background' }],
    });
  });

  it('send the token to the map server only', async () => {
    const transform = mapTransformRequest(ORIGIN, () => 'tok-1');
    expect(
      await transform(`${ORIGIN}/map/datasets/v1/agrimap/hunan-cities/features`, 'Source' as ResourceType),
    ).toEqual({
      url: `${ORIGIN}/map/datasets/v1/agrimap/hunan-cities/features`,
      headers: { Authorization: 'tok-1' },
    });
    expect(await transform('https://tiles.example.com/1/2/3.png', 'Tile' as ResourceType)).toEqual({
      url: 'https://tiles.example.com/1/2/3.png',
    });
    expect(await transform(`${ORIGIN}/mapx/other`, 'Tile' as ResourceType)).toEqual({
      url: `${ORIGIN}/mapx/other`,
    });
  });

  it('send nothing without a token', async () => {
    expect(
      await mapTransformRequest(ORIGIN, () => undefined)(`${ORIGIN}/map/x`, 'Style' as ResourceType),
    ).toEqual({
      url: `${ORIGIN}/map/x`,
    });
  });
});
