import { describe, expect, it } from 'vitest';
import { createTransformRequest, isUnderAuthority } from './transform-request';

describe('map transformRequest', () => {
  const transform = createTransformRequest(
    ['https://tiles.hnnz.example/map', 'http://127.0.0.1:4000/map/'],
    () => 'tok',
  );

  it('adds Authorization to tile URLs under an authority', () => {
    expect(transform('https://tiles.hnnz.example/map/tilesets/v1/a/b/1/2/3', 'Tile')).toEqual({
      url: 'https://tiles.hnnz.example/map/tilesets/v1/a/b/1/2/3',
      headers: { Authorization: 'tok' },
    });
    expect(transform('http://127.0.0.1:4000/map/styles/v1/agrimap/base')).toMatchObject({
      headers: { Authorization: 'tok' },
    });
  });

  it('never sends the token elsewhere', () => {
    for (const url of [
      'https://tiles.hnnz.example.evil.com/map/x',
      'https://tiles.hnnz.example/mapx/y',
      'http://tiles.hnnz.example/map/x',
      'https://other.example/map/x',
      'not a url',
    ]) {
      expect(transform(url)).toEqual({ url });
    }
  });

  it('adds nothing when there is no token', () => {
    const t = createTransformRequest(['https://a.example'], () => undefined);
    expect(t('https://a.example/x')).toEqual({ url: 'https://a.example/x' });
  });

  it('matches on segment boundaries', () => {
    expect(isUnderAuthority('https://a.example/map', 'https://a.example/map')).toBe(true);
    expect(isUnderAuthority('https://a.example/', 'https://a.example')).toBe(true);
  });
});
