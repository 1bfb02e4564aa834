import { describe, expect, it } from 'vitest';
import { choroplethClasses, choroplethFillExpression, choroplethScope, classColor } from './choropleth';
import {
  boundsOfGeoJson,
  boundsOfPoints,
  inRegion,
  pointsToGeoJson,
  sizeByValue,
  visiblePoints,
} from './points';

const p = (id: string, extra: object = {}) => ({ id, lon: 112, lat: 28, ...extra });

describe('visiblePoints', () => {
  it('drops points without a position, in hidden groups or outside the region', () => {
    const points = [
      p('a', { group: 'x', regionCode: '430104' }),
      p('b', { group: 'y', regionCode: '430104' }),
      p('c', { regionCode: '430211' }),
      p('d'),
      { id: 'e', lon: Number.NaN, lat: 28 },
    ];
    expect(visiblePoints(points).map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(visiblePoints(points, ['y']).map((x) => x.id)).toEqual(['a', 'c', 'd']);
    expect(visiblePoints(points, [], '4301').map((x) => x.id)).toEqual(['a', 'b', 'd']);
  });

  it('matches region codes by prefix', () => {
    expect(inRegion('430104', '43')).toBe(true);
    expect(inRegion('430104', '4302')).toBe(false);
    expect(inRegion(undefined, '4302')).toBe(true);
  });
});

describe('pointsToGeoJson', () => {
  it('keeps id, label, colour, size and group', () => {
    const fc = pointsToGeoJson([p('a', { label: '甲', color: '#f00', size: 9, group: 'g' }), p('b')]);
    expect(fc.features.map((f) => f.properties)).toEqual([
      { id: 'a', label: '甲', color: '#f00', size: 9, group: 'g' },
      { id: 'b', label: '' },
    ]);
    expect(fc.features[0]?.geometry.coordinates).toEqual([112, 28]);
  });
});

describe('boundsOfPoints and sizeByValue', () => {
  it('spans the points', () => {
    expect(boundsOfPoints([])).toBeNull();
    expect(boundsOfPoints([p('a', { lon: 110, lat: 27 }), p('b', { lon: 113, lat: 29 })])).toEqual([
      [110, 27],
      [113, 29],
    ]);
  });

  it('sizes by the square root of the share of the largest value', () => {
    expect(sizeByValue(0, 100)).toBe(6);
    expect(sizeByValue(100, 100)).toBe(22);
    expect(sizeByValue(25, 100)).toBe(14);
    expect(sizeByValue(500, 100)).toBe(22);
  });
});

describe('choropleth', () => {
  it('splits the value range into equal classes', () => {
    const classes = choroplethClasses([0, 50, 100], ['#1', '#2']);
    expect(classes).toEqual([
      { from: 0, to: 50, color: '#1' },
      { from: 51, to: 100, color: '#2' },
    ]);
    expect(classColor(10, classes)).toBe('#1');
    expect(classColor(100, classes)).toBe('#2');
    expect(choroplethClasses([7, 7], ['#1', '#2'])).toEqual([{ from: 7, to: 7, color: '#2' }]);
    expect(choroplethClasses([])).toEqual([]);
  });

  it('gives small counts whole, distinct classes (never 0–0, 0–1, 1–1)', () => {
    const ramp = ['#1', '#2', '#3', '#4', '#5'];
    expect(choroplethClasses([0, 1, 0, 1], ramp)).toEqual([
      { from: 0, to: 0, color: '#1' },
      { from: 1, to: 1, color: '#5' },
    ]);
    expect(choroplethClasses([0, 2, 1], ramp)).toEqual([
      { from: 0, to: 0, color: '#1' },
      { from: 1, to: 1, color: '#3' },
      { from: 2, to: 2, color: '#5' },
    ]);
    const classes = choroplethClasses([3, 17, 40], ramp);
    const labels = classes.map((c) => `${c.from}–${c.to}`);
    expect(new Set(labels).size).toBe(labels.length);
    for (const [a, b] of classes.slice(1).map((c, i) => [classes[i], c] as const)) {
      expect(b.from).toBe((a?.to ?? 0) + 1);
    }
    expect(classes[0]?.from).toBe(3);
    expect(classes.at(-1)?.to).toBe(40);
    // Fractions keep equal-width classes.
    expect(choroplethClasses([0, 0.5], ['#1', '#2'])).toEqual([
      { from: 0, to: 0.25, color: '#1' },
      { from: 0.25, to: 0.5, color: '#2' },
    ]);
  });

  it('colours each region by its class', () => {
    const classes = choroplethClasses([0, 100], ['#1', '#2']);
    expect(choroplethFillExpression({ '4301': 0, '4302': 100 }, classes)).toEqual([
      'match',
      ['to-string', ['get', 'qhdm']],
      '4301',
      '#1',
      '4302',
      '#2',
      'rgba(0,0,0,0)',
    ]);
    expect(choroplethFillExpression({}, classes)).toBe('rgba(0,0,0,0)');
  });

  it('shows cities for the province and counties under a city', () => {
    expect(choroplethScope('43')).toEqual({ dataset: 'hunan-cities', filter: null });
    expect(choroplethScope('4301')).toEqual({
      dataset: 'hunan-counties',
      filter: ['==', ['slice', ['to-string', ['get', 'qhdm']], 0, 4], '4301'],
    });
    expect(choroplethScope('430104').filter).toEqual([
      '==',
      ['slice', ['to-string', ['get', 'qhdm']], 0, 6],
      '430104',
    ]);
  });
});

describe('boundsOfGeoJson', () => {
  it('spans every coordinate of a polygon, a feature or a collection; none → null', () => {
    const polygon = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [113.1, 28.0],
          [113.4, 28.0],
          [113.4, 28.3],
          [113.1, 28.0],
        ],
      ],
    };
    expect(boundsOfGeoJson(polygon)).toEqual([
      [113.1, 28.0],
      [113.4, 28.3],
    ]);
    expect(
      boundsOfGeoJson({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: polygon },
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [112.9, 28.5] } },
        ],
      }),
    ).toEqual([
      [112.9, 28.0],
      [113.4, 28.5],
    ]);
    expect(boundsOfGeoJson({ type: 'FeatureCollection', features: [] })).toBeNull();
  });
});
