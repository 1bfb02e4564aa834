import { sanitizeCoordinateInput } from '@agrimap/geo';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelText,
  deviceSearch,
  formatCoordinate,
  ownerKind,
  rowOrganisation,
  toListRequest,
} from './model';

describe('device screen search', () => {
  it('opens with every status, empty texts and page 1', () => {
    expect(deviceSearch.parse({})).toEqual({
      deviceName: '',
      organization: '',
      status: -1,
      detail: undefined,
      page: 1,
    });
  });

  it('validates what a URL may hold: trimmed texts, a known status, a page from 1', () => {
    expect(deviceSearch.parse({ deviceName: '  岳麓 ', status: 0, page: 3 })).toMatchObject({
      deviceName: '岳麓',
      status: 0,
      page: 3,
    });
    expect(deviceSearch.parse({ status: '1' }).status).toBe(1);
    expect(deviceSearch.parse({ status: 7 }).status).toBe(-1);
    expect(deviceSearch.parse({ page: 0 }).page).toBe(1);
    expect(deviceSearch.parse({ page: 'x' }).page).toBe(1);
  });

  it('keeps defaults and page 1 out of the URL', () => {
    expect(deviceSearch.toUrl(deviceSearch.parse({}))).toEqual({});
    expect(deviceSearch.toUrl(deviceSearch.parse({ deviceName: 'a', page: 2 }))).toEqual({
      deviceName: 'a',
      page: 2,
    });
  });

  it('asks for a page of the given size with the filter', () => {
    const search = deviceSearch.parse({ deviceName: 'a', organization: 'b', status: 1, page: 3 });
    expect(toListRequest(search, 10)).toEqual({
      deviceName: 'a',
      organization: 'b',
      status: 1,
      page: 3,
      pageSize: 10,
    });
  });

  it('says who owns a device: a warehouse when ckmc is present, else a store', () => {
    expect(ownerKind({ ckmc: '望城仓库' })).toBe('warehouse');
    expect(ownerKind({ ckmc: null })).toBe('store');
    expect(ownerKind({ ckmc: ' ' })).toBe('store');
    expect(rowOrganisation({ ckmc: '望城仓库', mdmc: '门店' })).toBe('望城仓库');
    expect(rowOrganisation({ ckmc: null, mdmc: '门店' })).toBe('门店');
  });

  it('describes the video channels by name, else by count', () => {
    expect(channelText({ channels: 2, channelName: ['入口', ' 仓内 '] })).toBe('入口、仓内');
    expect(channelText({ channels: 4, channelName: [] })).toBe('4');
    expect(channelText(undefined)).toBeUndefined();
  });
});

describe('formatCoordinate', () => {
  it('writes plain decimals without trailing zeros, at most 9 decimals', () => {
    expect(formatCoordinate(112.8857)).toBe('112.8857');
    expect(formatCoordinate(-0.0000001)).toBe('-0.0000001');
    expect(formatCoordinate(1e-10)).toBe('0');
    expect(formatCoordinate(28)).toBe('28');
    expect(formatCoordinate(112.1234567891)).toBe('112.123456789');
    expect(formatCoordinate(null)).toBe('');
    expect(formatCoordinate(undefined)).toBe('');
    expect(formatCoordinate(Number.NaN)).toBe('');
  });

  it('always gives text the coordinate input keeps as it is, within 1e-9 of the number', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (value) => {
        const text = formatCoordinate(value);
        expect(sanitizeCoordinateInput(text)).toBe(text);
        expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(5e-10 + Number.EPSILON * 256);
      }),
    );
  });
});

describe('?detail=', () => {
  it('keeps a device code (text or number)', () => {
    expect(deviceSearch.parse({ detail: '43010400001' }).detail).toBe('43010400001');
    expect(deviceSearch.parse({ detail: 43010400001 }).detail).toBe('43010400001');
    expect(deviceSearch.parse({ detail: ' A-1 ' }).detail).toBe('A-1');
  });

  it('drops missing, empty, oversized or structured values', () => {
    for (const detail of [undefined, '  ', 'x'.repeat(65), { a: 1 }, Number.NaN])
      expect(deviceSearch.parse({ detail }).detail).toBeUndefined();
  });
});
