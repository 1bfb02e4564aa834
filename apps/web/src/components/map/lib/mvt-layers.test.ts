import { describe, expect, it, vi } from 'vitest';
import { fetchVectorLayerNames, mvtLayerNames } from './mvt-layers';

/** Minimal protobuf writer for the test tiles. */
function varint(n: number): number[] {
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
}
const bytesField = (field: number, value: number[]) => [
  ...varint(field * 8 + 2),
  ...varint(value.length),
  ...value,
];
const varintField = (field: number, n: number) => [...varint(field * 8), ...varint(n)];
const text = (s: string) => [...new TextEncoder().encode(s)];
const layer = (name: string) =>
  bytesField(3, [...varintField(15, 2), ...bytesField(1, text(name)), ...varintField(5, 4096)]);

describe('mvtLayerNames', () => {
  it('reads the layer names of a tile, skipping other fields', () => {
    const tile = new Uint8Array([...layer('city'), ...layer('county'), ...layer('city')]);
    expect(mvtLayerNames(tile)).toEqual(['city', 'county']);
    expect(mvtLayerNames(new Uint8Array([...layer('仓库')]))).toEqual(['仓库']);
    expect(mvtLayerNames(new Uint8Array())).toEqual([]);
  });

  it('refuses a truncated tile', () => {
    expect(() => mvtLayerNames(new Uint8Array([0x1a, 0x10, 0x0a]))).toThrow(RangeError);
  });
});

describe('fetchVectorLayerNames', () => {
  it('reads the zoom-0 tile through the request transformer', async () => {
    const fetchImpl = vi.fn(async () => new Response(new Uint8Array(layer('warehouse'))));
    const names = await fetchVectorLayerNames(
      'http://h/map/tilesets/v1/agrimap/nzck_2024/{z}/{x}/{y}',
      (url) => ({ url, headers: { Authorization: 't' } }),
      fetchImpl as unknown as typeof fetch,
    );
    expect(names).toEqual(['warehouse']);
    expect(fetchImpl).toHaveBeenCalledWith('http://h/map/tilesets/v1/agrimap/nzck_2024/0/0/0', {
      headers: { Authorization: 't' },
    });
  });

  it('answers no layers for an empty tile and fails on errors', async () => {
    const empty = vi.fn(async () => new Response(null, { status: 204 }));
    expect(
      await fetchVectorLayerNames(
        'http://h/{z}/{x}/{y}',
        (url) => ({ url }),
        empty as unknown as typeof fetch,
      ),
    ).toEqual([]);
    const broken = vi.fn(async () => new Response('no', { status: 500 }));
    await expect(
      fetchVectorLayerNames('http://h/{z}/{x}/{y}', (url) => ({ url }), broken as unknown as typeof fetch),
    ).rejects.toThrow('HTTP 500');
  });
});
