import { gkToLonLat, wgs84ToBd09, wgs84ToGcj02 } from '@agrimap/geo';
import { describe, expect, it } from 'vitest';
import {
  CoordinateInputError,
  convertToAll,
  formatPair,
  toWgs84,
  validateCoordinateText,
} from './coordinates';

describe('toWgs84', () => {
  it('reads GK zone 38 eastings with or without the zone prefix (central meridian 114°)', () => {
    const withPrefix = toWgs84('GK38', 38395835.79, 3124187.46);
    const without = toWgs84('GK38', 395835.79, 3124187.46);
    expect(withPrefix[0]).toBeCloseTo(112.9388, 4);
    expect(withPrefix[1]).toBeCloseTo(28.2282, 4);
    expect(without[0]).toBeCloseTo(withPrefix[0], 9);
    expect(without[1]).toBeCloseTo(withPrefix[1], 9);
  });

  it('reads zone 39 with central meridian 117°', () => {
    const [lon] = toWgs84('GK39', 500000, 3100000);
    expect(lon).toBeCloseTo(117, 9);
    expect(toWgs84('GK39', 39500000, 3100000)).toEqual(gkToLonLat(39500000, 3100000));
  });

  it('refuses an easting prefixed with another zone', () => {
    expect(() => toWgs84('GK38', 39500000, 3100000)).toThrow(CoordinateInputError);
    expect(() => toWgs84('GK38', 39500000, 3100000)).toThrow('横坐标带号与所选投影带（38 带）不一致');
  });

  it('undoes GCJ-02 and BD-09', () => {
    const wgs: [number, number] = [112.9388, 28.2282];
    const fromGcj = toWgs84('GCJ02', ...wgs84ToGcj02(...wgs));
    const fromBd = toWgs84('BD09', ...wgs84ToBd09(...wgs));
    expect(fromGcj[0]).toBeCloseTo(wgs[0], 8);
    expect(fromGcj[1]).toBeCloseTo(wgs[1], 8);
    expect(fromBd[0]).toBeCloseTo(wgs[0], 8);
    expect(fromBd[1]).toBeCloseTo(wgs[1], 8);
  });
});

describe('convertToAll', () => {
  it('gives the point in every system, GK eastings with their zone prefix', () => {
    const all = convertToAll('WGS84', 112.9388, 28.2282);
    expect(all.WGS84).toEqual([112.9388, 28.2282]);
    expect(all.GCJ02).toEqual(wgs84ToGcj02(112.9388, 28.2282));
    expect(Math.floor((all.GK38[0] ?? 0) / 1e6)).toBe(38);
    expect(Math.floor((all.GK39[0] ?? 0) / 1e6)).toBe(39);
    const back = toWgs84('GK39', ...all.GK39);
    expect(back[0]).toBeCloseTo(112.9388, 8);
    expect(formatPair('GK38', all.GK38)[0]).toMatch(/^38\d{6}\.\d{3}$/);
    expect(formatPair('WGS84', all.WGS84)).toEqual(['112.93880000', '28.22820000']);
  });
});

describe('validateCoordinateText', () => {
  it('applies the longitude/latitude rules to degrees', () => {
    expect(validateCoordinateText('WGS84', '', '28')).toBe('请输入经度');
    expect(validateCoordinateText('GCJ02', '181', '28')).toBe('请输入合适的经度');
    expect(validateCoordinateText('BD09', '112', '')).toBe('请输入纬度');
    expect(validateCoordinateText('WGS84', '112', '91')).toBe('请输入合适的纬度');
    expect(validateCoordinateText('WGS84', '112.5', '28.1')).toBeNull();
  });

  it('requires numbers for metres', () => {
    expect(validateCoordinateText('GK38', '', '3100000')).toBe('请输入有效的数字');
    expect(validateCoordinateText('GK38', '38500000', '3100000')).toBeNull();
  });
});
