import { describe, expect, it } from 'vitest';
import { FakeMap } from '../test/fake-map';
import { regionCamera, validBbox } from './camera';

describe('regionCamera', () => {
  const map = new FakeMap().asMap();

  it('clamps the fitted zoom to the band of the region’s level', () => {
    // a small county fits at ~zoom 10, the county band ends at 9
    expect(regionCamera(map, '430104', [112.9, 28.1, 113.2, 28.3])?.zoom).toBe(9);
    // a large city fits below 5, the city band starts at 5
    expect(regionCamera(map, '4301', [100, 20, 120, 30])?.zoom).toBe(5);
  });

  it('shows a village without extent at 13.1 around the click', () => {
    expect(regionCamera(map, '430104001001', null, [112.9, 28.2])).toEqual({
      center: [112.9, 28.2],
      zoom: 13.1,
    });
    expect(regionCamera(map, '430104001001', null)).toBeNull();
  });
});

describe('validBbox', () => {
  it('accepts four finite, ordered numbers only', () => {
    expect(validBbox([1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(validBbox(null)).toBeNull();
    expect(validBbox([])).toBeNull();
    expect(validBbox([3, 2, 1, 4])).toBeNull();
    expect(validBbox([1, 2, Number.NaN, 4])).toBeNull();
  });
});
