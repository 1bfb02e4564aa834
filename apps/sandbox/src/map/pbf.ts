/** A tiny protocol-buffers writer (the wire format of vector tiles and glyph ranges). */

export class PbfWriter {
  private bytes: number[] = [];

  varint(value: number): this {
    let v = value;
    if (v < 0) throw new RangeError('varint must be non-negative');
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
    return this;
  }

  tag(field: number, wireType: 0 | 1 | 2 | 5): this {
    return this.varint(field * 8 + wireType);
  }

  uint(field: number, value: number): this {
    return this.tag(field, 0).varint(value);
  }

  bool(field: number, value: boolean): this {
    return this.uint(field, value ? 1 : 0);
  }

  sint(field: number, value: number): this {
    return this.uint(field, zigzag(value));
  }

  double(field: number, value: number): this {
    const buf = Buffer.alloc(8);
    buf.writeDoubleLE(value);
    this.tag(field, 1);
    for (const b of buf) this.bytes.push(b);
    return this;
  }

  bytesField(field: number, data: Uint8Array): this {
    this.tag(field, 2).varint(data.length);
    for (const b of data) this.bytes.push(b);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytesField(field, Buffer.from(value, 'utf8'));
  }

  message(field: number, build: (w: PbfWriter) => void): this {
    const inner = new PbfWriter();
    build(inner);
    return this.bytesField(field, inner.finish());
  }

  packedUint(field: number, values: readonly number[]): this {
    const inner = new PbfWriter();
    for (const v of values) inner.varint(v);
    return this.bytesField(field, inner.finish());
  }

  finish(): Buffer {
    return Buffer.from(this.bytes);
  }
}

export const zigzag = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n);
