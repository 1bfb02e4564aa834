import { geographicTileAt } from '@agrimap/geo';
import { describe, expect, it } from 'vitest';
import type { Feature } from './datasets';
import { decodePng } from './png';
import { type RasterLayer, renderGeographicTile } from './raster';

// A square "county" around Changsha (112.5–113.5°E, 27.8–28.8°N) with a hole, and its outline.
const square: Feature = {
  type: 'Feature',
  properties: { qhmc: '测试县' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [112.5, 27.8],
        [113.5, 27.8],
        [113.5, 28.8],
        [112.5, 28.8],
        [112.5, 27.8],
      ],
      [
        [112.9, 28.2],
        [113.1, 28.2],
        [113.1, 28.4],
        [112.9, 28.4],
        [112.9, 28.2],
      ],
    ],
  },
};

const layer = (l: Partial<RasterLayer> & Pick<RasterLayer, 'type' | 'color'>): RasterLayer => ({
  features: [],
  opacity: 1,
  width: 1,
  minzoom: 0,
  maxzoom: 25,
  ...l,
});

function pixel(png: Buffer, x: number, y: number): number[] {
  const { width, rgba } = decodePng(png);
  const i = (y * width + x) * 4;
  return [...rgba.subarray(i, i + 4)];
}

describe('geographic raster tiles', () => {
  const layers = [
    layer({ type: 'background', color: '#eef3f7' }),
    layer({ type: 'fill', color: '#e8f1e2', features: [square] }),
    layer({ type: 'line', color: '#5b8c5a', width: 2, features: [square], minzoom: 6 }),
  ];

  it('draws a 256 px tile with the fill, its hole and the outline where the data is', () => {
    // Level 10: a tile spans 0.3515625°, so 112.94°E 28.29°N (inside the hole) has its own tile.
    const { row, col } = geographicTileAt(10, 113.0, 28.3);
    const png = renderGeographicTile(layers, 10, row, col);
    expect(png).not.toBeNull();
    const { width, height } = decodePng(png as Buffer);
    expect([width, height]).toEqual([256, 256]);
    const [west, north] = [-180 + col * 0.3515625, 90 - row * 0.3515625];
    const at = (lon: number, lat: number) =>
      pixel(
        png as Buffer,
        Math.floor(((lon - west) / 0.3515625) * 256),
        Math.floor(((north - lat) / 0.3515625) * 256),
      );
    expect(at(113.0, 28.3)).toEqual([0xee, 0xf3, 0xf7, 255]); // the hole shows the background
    expect(at(112.85, 28.15)).toEqual([0xe8, 0xf1, 0xe2, 255]); // the fill
  });

  it('draws lines only from their minimum zoom, and nothing where there is no data', () => {
    const lines = [layers[2] as RasterLayer];
    const z5 = geographicTileAt(5, 113, 28.3);
    expect(renderGeographicTile(lines, 5, z5.row, z5.col)).toBeNull();
    const z7 = geographicTileAt(7, 113, 28.3);
    const png = renderGeographicTile(lines, 7, z7.row, z7.col) as Buffer;
    const { rgba } = decodePng(png);
    let coloured = 0;
    for (let i = 3; i < rgba.length; i += 4) if ((rgba[i] as number) > 0) coloured++;
    expect(coloured).toBeGreaterThan(100);
    const pacific = geographicTileAt(7, -150, 10);
    expect(renderGeographicTile(layers.slice(1), 7, pacific.row, pacific.col)).toBeNull();
  });
});
