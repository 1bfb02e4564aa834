import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../media/capture.js';
import { encodeFlatJpeg, huffmanCodes, testCardJpeg, toBase64 } from './jpeg.js';

/** Walks JPEG marker segments up to SOS; returns markers and the SOF0 size. */
function segments(bytes: Uint8Array) {
  const markers: number[] = [];
  let width = 0;
  let height = 0;
  let offset = 2;
  while (offset < bytes.length) {
    expect(bytes[offset]).toBe(0xff);
    const marker = bytes[offset + 1] ?? 0;
    markers.push(marker);
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (marker === 0xc0) {
      height = ((bytes[offset + 5] ?? 0) << 8) | (bytes[offset + 6] ?? 0);
      width = ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0);
    }
    offset += 2 + length;
    if (marker === 0xda) break;
  }
  return { markers, width, height, scanStart: offset };
}

describe('tiny JPEG encoder', () => {
  it('builds canonical Huffman codes', () => {
    const codes = huffmanCodes(
      [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    );
    expect(codes.get(0)).toEqual({ code: 0b00, length: 2 });
    expect(codes.get(1)).toEqual({ code: 0b010, length: 3 });
    expect(codes.get(5)).toEqual({ code: 0b110, length: 3 });
    expect(codes.get(6)).toEqual({ code: 0b1110, length: 4 });
    expect(codes.get(11)).toEqual({ code: 0b111111110, length: 9 });
  });

  it('writes SOI, JFIF, DQT, SOF0, two DHT, SOS, scan data and EOI', () => {
    const bytes = testCardJpeg(2);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect([bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd9]);
    const { markers, width, height, scanStart } = segments(bytes);
    expect(markers).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    expect([width, height]).toEqual([32, 32]);
    const scan = bytes.slice(scanStart, -2);
    expect(scan.length).toBeGreaterThan(0);
    for (let i = 0; i < scan.length - 1; i += 1) if (scan[i] === 0xff) expect(scan[i + 1]).toBe(0x00);
  });

  it('encodes different images for different seeds and round-trips through base64', () => {
    expect(toBase64(testCardJpeg(0))).not.toBe(toBase64(testCardJpeg(1)));
    const bytes = encodeFlatJpeg([0, 255, 128, 37], 2, 2);
    expect(decodeBase64(toBase64(bytes))).toEqual(bytes);
    expect(decodeBase64(`data:image/jpeg;base64,${toBase64(bytes)}`)).toEqual(bytes);
  });

  it('refuses a level list that does not match the block grid', () => {
    expect(() => encodeFlatJpeg([1, 2, 3], 2, 2)).toThrow(RangeError);
  });
});
