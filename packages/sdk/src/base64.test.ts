import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';

describe('base64 text', () => {
  it('encodes UTF-8', () => {
    expect(encodeBase64('湖南农资')).toBe('5rmW5Y2X5Yac6LWE');
    expect(encodeBase64('')).toBe('');
  });
  it('turns spaces into + before decoding', () => {
    const encoded = encodeBase64('设备~');
    expect(encoded).toContain('+');
    expect(decodeBase64(encoded.replace(/\+/g, ' '))).toBe('设备~');
  });
  it('round-trips any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => decodeBase64(encodeBase64(s)) === s));
  });
  it('rejects invalid input with a clear error', () => {
    expect(() => decodeBase64('***')).toThrow('不是有效的 Base64 文本');
    expect(() => decodeBase64(btoa('\xff\xfe'))).toThrow(TypeError);
  });
});
