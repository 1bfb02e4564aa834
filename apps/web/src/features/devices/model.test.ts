import { sanitizeCoordinateInput } from '@agrimap/geo';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelText,
  DEFAULT_FILTER,
  formatCoordinate,
  lastPage,
  normaliseFilter,
  ownerKind,
  parseDeviceScreenSearch,
  rowNumber,
  rowOrganisation,
  toListRequest,
} from './model';

describe('device list model', () => {
  it('starts with every status and empty texts', () => {
    expect(DEFAULT_FILTER).toEqual({ deviceName: '', organization: '', status: -1 });
  });

  it('normalises form values: trimmed texts, a known status', () => {
    expect(normaliseFilter({ deviceName: '  岳麓 ', organization: undefined, status: 0 })).toEqual({
      deviceName: '岳麓',
      organization: '',
      status: 0,
    });
    expect(normaliseFilter({ status: '1' }).status).toBe(1);
    expect(normaliseFilter({ status: 7 }).status).toBe(-1);
    expect(normaliseFilter({ status: undefined }).status).toBe(-1);
  });

  it('asks for 10 rows of a page counted from 1', () => {
    expect(toListRequest({ deviceName: 'a', organization: 'b', status: 1 }, 3)).toEqual({
      deviceName: 'a',
      organization: 'b',
      status: 1,
      page: 3,
      pageSize: 10,
    });
    expect(toListRequest(DEFAULT_FILTER, 0).page).toBe(1);
  });

  it('numbers rows across pages and finds the last page', () => {
    expect(rowNumber(1, 0)).toBe(1);
    expect(rowNumber(3, 2)).toBe(23);
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(23)).toBe(3);
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

describe('parseDeviceScreenSearch', () => {
  it('keeps a device code from ?detail= (text or number)', () => {
    expect(parseDeviceScreenSearch({ detail: '43010400001' })).toEqual({ detail: '43010400001' });
    expect(parseDeviceScreenSearch({ detail: 43010400001 })).toEqual({ detail: '43010400001' });
    expect(parseDeviceScreenSearch({ detail: ' A-1 ' })).toEqual({ detail: 'A-1' });
  });

  it('drops missing, empty, oversized or structured values', () => {
    expect(parseDeviceScreenSearch({})).toEqual({});
    expect(parseDeviceScreenSearch({ detail: '  ' })).toEqual({});
    expect(parseDeviceScreenSearch({ detail: 'x'.repeat(65) })).toEqual({});
    expect(parseDeviceScreenSearch({ detail: { a: 1 } })).toEqual({});
    expect(parseDeviceScreenSearch({ detail: Number.NaN })).toEqual({});
  });
});
