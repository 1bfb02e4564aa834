/**
 * A tiny baseline JPEG encoder for flat 8×8 blocks: enough to hand out real, decodable snapshots
 * without image files or dependencies. Grayscale, quantisation 1, the standard luminance DC
 * Huffman table and an AC table holding only end-of-block (every block is flat).
 */

const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0x00];

interface Code {
  code: number;
  length: number;
}

/** Canonical Huffman codes of a JPEG table (BITS counts per length, then symbols). */
export function huffmanCodes(bits: readonly number[], values: readonly number[]): Map<number, Code> {
  const codes = new Map<number, Code>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length += 1) {
    const count = bits[length - 1] ?? 0;
    for (let i = 0; i < count; i += 1) {
      const symbol = values[k];
      if (symbol !== undefined) codes.set(symbol, { code, length });
      code += 1;
      k += 1;
    }
    code <<= 1;
  }
  return codes;
}

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i -= 1) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      this.filled += 1;
      if (this.filled === 8) this.flushByte();
    }
  }

  finish(): number[] {
    if (this.filled > 0) this.write(0xff, 8 - this.filled);
    return this.bytes;
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00);
    this.current = 0;
    this.filled = 0;
  }
}

function segment(marker: number, payload: readonly number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

function category(value: number): number {
  let magnitude = Math.abs(value);
  let bits = 0;
  while (magnitude > 0) {
    bits += 1;
    magnitude >>= 1;
  }
  return bits;
}

/**
 * Encodes a grayscale image made of flat 8×8 blocks. `levels` holds one gray level (0–255) per
 * block, row by row; the image is `blocksWide × blocksHigh` blocks.
 */
export function encodeFlatJpeg(
  levels: readonly number[],
  blocksWide: number,
  blocksHigh: number,
): Uint8Array {
  if (levels.length !== blocksWide * blocksHigh || blocksWide < 1 || blocksHigh < 1) {
    throw new RangeError('levels must hold one gray level per block');
  }
  const width = blocksWide * 8;
  const height = blocksHigh * 8;
  const dc = huffmanCodes(DC_BITS, DC_VALUES);
  const ac = huffmanCodes(AC_BITS, AC_VALUES);
  const eob = ac.get(0x00) as Code;
  const writer = new BitWriter();
  let previous = 0;
  for (const level of levels) {
    const clamped = Math.min(255, Math.max(0, Math.round(level)));
    const coefficient = 8 * (clamped - 128);
    const diff = coefficient - previous;
    previous = coefficient;
    const size = category(diff);
    const code = dc.get(size) as Code;
    writer.write(code.code, code.length);
    if (size > 0) writer.write(diff > 0 ? diff : diff + (1 << size) - 1, size);
    writer.write(eob.code, eob.length);
  }
  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES]),
    ...segment(0xc4, [0x10, ...AC_BITS, ...AC_VALUES]),
    ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    ...writer.finish(),
    0xff,
    0xd9,
  ];
  return Uint8Array.from(bytes);
}

/** A 32×32 test-card JPEG whose pattern depends on `seed` (e.g. the sub-window index). */
export function testCardJpeg(seed = 0): Uint8Array {
  const levels: number[] = [];
  for (let y = 0; y < 4; y += 1) {
    for (let x = 0; x < 4; x += 1) levels.push(((x + y + seed) % 4) * 70 + 20);
  }
  return encodeFlatJpeg(levels, 4, 4);
}

/** Base64 of bytes (Node and browsers). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
