import { circlePolygon, measureArea, measureLine } from '@agrimap/geo';
import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import { measureLabels } from './measure-labels';

const polygon: Feature = {
  type: 'Feature',
  id: 'p1',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [112.9, 28.1],
        [113.0, 28.1],
        [113.0, 28.2],
        [112.9, 28.2],
        [112.9, 28.1],
      ],
    ],
  },
};

describe('measureLabels', () => {
  it('labels a polygon with its area in square metres, as @agrimap/geo measures it', () => {
    const [label, ...rest] = measureLabels(polygon);
    expect(rest).toHaveLength(0);
    const expected = measureArea(polygon.geometry as never);
    expect(label).toMatchObject({
      featureId: 'p1',
      kind: 'area',
      value: expected.value,
      text: expected.label,
    });
    expect(label?.text).toMatch(/^面积：\d+\.\d{2} 平方米$/);
    expect(label?.position[0]).toBeCloseTo(112.95, 10);
    expect(label?.position[1]).toBeCloseTo(28.15, 10);
  });

  it('labels every segment of a line with its length in metres to 2 decimals', () => {
    const coordinates = [
      [112.9, 28.1],
      [112.95, 28.12],
      [113.0, 28.2],
    ];
    const labels = measureLabels({
      type: 'Feature',
      id: 'l1',
      properties: {},
      geometry: { type: 'LineString', coordinates },
    });
    const expected = measureLine(coordinates).segments;
    expect(labels.map((l) => l.kind)).toEqual(['segment', 'segment']);
    expect(labels.map((l) => l.text)).toEqual(expected.map((s) => s.label));
    for (const l of labels) expect(l.text).toMatch(/^\d+\.\d{2} 米$/);
    expect(labels[1]?.position).toEqual(expected[1]?.midpoint);
  });

  it('labels a point with longitude and latitude to 4 decimals', () => {
    const [label] = measureLabels({
      type: 'Feature',
      id: 'pt',
      properties: {},
      geometry: { type: 'Point', coordinates: [112.938812, 28.228234] },
    });
    expect(label).toMatchObject({
      kind: 'point',
      text: '经度：112.9388，纬度：28.2282',
      position: [112.938812, 28.228234],
    });
  });

  it('puts a circle’s area label at its centre', () => {
    const circle = circlePolygon([112.9, 28.1]);
    const [label] = measureLabels({
      ...circle,
      id: 'c',
      properties: { shape: 'circle', center: [112.9, 28.1] },
    });
    expect(label?.position).toEqual([112.9, 28.1]);
    // 2 km default radius: about π·2000² m² (64-gon, spherical)
    expect(label?.value).toBeGreaterThan(12_400_000);
    expect(label?.value).toBeLessThan(12_600_000);
  });

  it('gives no labels for shapes that cannot be measured yet', () => {
    expect(
      measureLabels({
        type: 'Feature',
        id: 'x',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [1, 1],
              [2, 2],
              [1, 1],
            ],
          ],
        },
      }),
    ).toEqual([]);
    expect(
      measureLabels({
        type: 'Feature',
        id: 'y',
        properties: {},
        geometry: { type: 'MultiPoint', coordinates: [[1, 1]] },
      }),
    ).toEqual([]);
  });
});
