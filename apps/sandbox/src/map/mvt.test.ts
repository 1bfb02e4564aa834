import { inflateSync, crc32 as nodeCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyGlyphRange, parseGlyphRange } from './glyphs';
import { EXTENT, encodeTile, tileBounds } from './mvt';
import { crc32 } from './png';
import { spriteImage, spriteIndex } from './sprite';

/** A minimal protobuf reader: fields of one message as [field, wireType, value] (value bytes for wire type 2). */
function fields(buf: Uint8Array): [number, number, number | Uint8Array][] {
  const out: [number, number, number | Uint8Array][] = [];
  let i = 0;
  const varint = () => {
    let v = 0;
    let mul = 1;
    for (;;) {
      const b = buf[i++] as number;
      v += (b & 0x7f) * mul;
      if (b < 0x80) return v;
      mul *= 128;
    }
  };
  while (i < buf.length) {
    const tag = varint();
    const wt = tag & 7;
    if (wt === 0) out.push([tag >>> 3, 0, varint()]);
    else if (wt === 2) {
      const len = varint();
      out.push([tag >>> 3, 2, buf.subarray(i, i + len)]);
      i += len;
    } else if (wt === 1) {
      out.push([tag >>> 3, 1, 0]);
      i += 8;
    } else throw new Error(`wire type ${wt}`);
  }
  return out;
}
const packed = (b: Uint8Array) => {
  const vals: number[] = [];
  let i = 0;
  while (i < b.length) {
    let v = 0;
    let mul = 1;
    for (;;) {
      const x = b[i++] as number;
      v += (x & 0x7f) * mul;
      if (x < 0x80) break;
      mul *= 128;
    }
    vals.push(v);
  }
  return vals;
};
const unzig = (n: number) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);
const text = (b: number | Uint8Array) => Buffer.from(b as Uint8Array).toString('utf8');

/** Decodes polygon rings (absolute tile coordinates) from geometry commands. */
function rings(commands: number[]): [number, number][][] {
  const out: [number, number][][] = [];
  let x = 0;
  let y = 0;
  let i = 0;
  let ring: [number, number][] = [];
  while (i < commands.length) {
    const c = commands[i++] as number;
    const id = c & 7;
    const count = c >> 3;
    if (id === 7) {
      out.push(ring);
      ring = [];
      continue;
    }
    for (let k = 0; k < count; k++) {
      x += unzig(commands[i++] as number);
      y += unzig(commands[i++] as number);
      ring.push([x, y]);
    }
  }
  return out;
}

const area = (r: [number, number][]) =>
  r.reduce((s, [x1, y1], i) => {
    const [x2, y2] = r[(i + 1) % r.length] as [number, number];
    return s + x1 * y2 - x2 * y1;
  }, 0) / 2;

describe('vector tiles', () => {
  const square = (lon: number, lat: number, d: number) => ({
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [lon - d, lat - d],
          [lon + d, lat - d],
          [lon + d, lat + d],
          [lon - d, lat + d],
          [lon - d, lat - d],
        ],
      ],
    },
    properties: { qhdm: '430104', qhmc: '岳麓区', n: 3 },
    bbox: [lon - d, lat - d, lon + d, lat + d] as [number, number, number, number],
  });

  it('encodes polygons clipped to the tile with exterior rings of positive area, plus properties', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 109, max: 114, noNaN: true }),
        fc.double({ min: 25, max: 30, noNaN: true }),
        fc.integer({ min: 4, max: 12 }),
        (lon, lat, z) => {
          const n = 2 ** z;
          const x = Math.floor(((lon + 180) / 360) * n);
          const y = Math.floor(
            ((1 - Math.log(Math.tan((lat * Math.PI) / 180) + 1 / Math.cos((lat * Math.PI) / 180)) / Math.PI) /
              2) *
              n,
          );
          const tile = encodeTile([{ name: 'county', features: [square(lon, lat, 0.3)] }], z, x, y);
          expect(tile).toBeDefined();
          const layer = fields(tile as Buffer).find(([f]) => f === 3)?.[2] as Uint8Array;
          const lf = fields(layer);
          expect(text(lf.find(([f]) => f === 1)?.[2] as Uint8Array)).toBe('county');
          expect(lf.find(([f]) => f === 5)?.[2]).toBe(EXTENT);
          expect(lf.filter(([f]) => f === 3).map(([, , v]) => text(v))).toEqual(['qhdm', 'qhmc', 'n']);
          const feature = fields(lf.find(([f]) => f === 2)?.[2] as Uint8Array);
          expect(feature.find(([f]) => f === 3)?.[2]).toBe(3);
          const rs = rings(packed(feature.find(([f]) => f === 4)?.[2] as Uint8Array));
          expect(area(rs[0] as [number, number][])).toBeGreaterThan(0);
          for (const [px, py] of rs.flat()) {
            expect(px).toBeGreaterThanOrEqual(-64);
            expect(px).toBeLessThanOrEqual(EXTENT + 64);
            expect(py).toBeGreaterThanOrEqual(-64);
            expect(py).toBeLessThanOrEqual(EXTENT + 64);
          }
        },
      ),
    );
  });

  it('leaves out features outside the tile (an empty tile is undefined)', () => {
    expect(encodeTile([{ name: 'county', features: [square(112.9, 28.2, 0.1)] }], 7, 5, 60)).toBeUndefined();
    const [w, s, e, n] = tileBounds(0, 0, 0);
    expect([w, e]).toEqual([-180, 180]);
    expect(s).toBeCloseTo(-85.0511, 3);
    expect(n).toBeCloseTo(85.0511, 3);
  });

  it('encodes points with a MoveTo', () => {
    // 112.9°E 28.2°N lies in tile 10/833/428.
    const tile = encodeTile(
      [
        {
          name: 'camera',
          features: [
            {
              geometry: { type: 'Point', coordinates: [112.9, 28.2] },
              properties: { sbbh: '43010400001' },
              bbox: [112.9, 28.2, 112.9, 28.2],
            },
          ],
        },
      ],
      10,
      833,
      428,
    );
    const layer = fields(tile as Buffer)[0]?.[2] as Uint8Array;
    const feature = fields(fields(layer).find(([f]) => f === 2)?.[2] as Uint8Array);
    expect(feature.find(([f]) => f === 3)?.[2]).toBe(1);
    expect(packed(feature.find(([f]) => f === 4)?.[2] as Uint8Array)[0]).toBe(9);
  });
});

describe('glyph ranges', () => {
  it('parses valid ranges only', () => {
    expect(parseGlyphRange('19968-20223.pbf')).toEqual({ start: 19968, end: 20223 });
    expect(parseGlyphRange('0-255.pbf')).toEqual({ start: 0, end: 255 });
    expect(parseGlyphRange('1-256.pbf')).toBeUndefined();
    expect(parseGlyphRange('65280-65535.pbf')).toBeDefined();
    expect(parseGlyphRange('65536-65791.pbf')).toBeUndefined();
  });

  it('encodes an empty fontstack with name and range', () => {
    const stacks = fields(emptyGlyphRange('Noto Sans CJK SC Regular', 0, 255));
    expect(stacks).toHaveLength(1);
    const stack = fields(stacks[0]?.[2] as Uint8Array);
    expect(stack.map(([f, , v]) => [f, text(v)])).toEqual([
      [1, 'Noto Sans CJK SC Regular'],
      [2, '0-255'],
    ]);
  });
});

describe('sprite', () => {
  it('is a valid PNG whose size fits the index, @2x doubled', () => {
    for (const ratio of [1, 2] as const) {
      const png = spriteImage(ratio);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const width = png.readUInt32BE(16);
      const height = png.readUInt32BE(20);
      const index = Object.values(spriteIndex(ratio));
      expect(width).toBe(Math.max(...index.map((e) => e.x + e.width)));
      expect(height).toBe(Math.max(...index.map((e) => e.height)));
      // Chunks: length, type, data, CRC over type+data.
      let off = 8;
      let idat = Buffer.alloc(0);
      while (off < png.length) {
        const len = png.readUInt32BE(off);
        const body = png.subarray(off + 4, off + 8 + len);
        expect(png.readUInt32BE(off + 8 + len)).toBe(nodeCrc32(body));
        if (body.subarray(0, 4).toString('latin1') === 'IDAT') idat = Buffer.concat([idat, body.subarray(4)]);
        off += 12 + len;
      }
      expect(inflateSync(idat).length).toBe((width * 4 + 1) * height);
    }
    expect(spriteIndex(2).camera?.width).toBe(2 * (spriteIndex(1).camera?.width ?? 0));
  });

  it('crc32 agrees with zlib', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(crc32(bytes)).toBe(nodeCrc32(bytes));
      }),
    );
  });
});
