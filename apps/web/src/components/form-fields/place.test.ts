import { describe, expect, it } from 'vitest';
import { placeValues, pointOf } from './place';

describe('place', () => {
  it('gives a place its form values: region, address, coordinates as text ("" when missing)', () => {
    expect(
      placeValues({ qhdm: '430102', qhmc: '芙蓉区', address: '五一大道 1 号', lon: 112.98, lat: null }),
    ).toEqual({
      region: { qhdm: '430102', qhmc: '芙蓉区' },
      address: '五一大道 1 号',
      lon: '112.98',
      lat: '',
    });
  });

  it('takes a coordinate the server left out as an empty input', () => {
    expect(placeValues({ qhdm: '43', qhmc: '湖南省', address: '' })).toMatchObject({ lon: '', lat: '' });
  });

  it('sends a point only when both coordinates are filled', () => {
    expect(pointOf({ lon: ' 112.5 ', lat: '28.1' })).toEqual({ lon: 112.5, lat: 28.1 });
    expect(pointOf({ lon: '112.5', lat: ' ' })).toEqual({ lon: null, lat: null });
    expect(pointOf({ lon: '', lat: '28.1' })).toEqual({ lon: null, lat: null });
    expect(pointOf({})).toEqual({ lon: null, lat: null });
  });
});
