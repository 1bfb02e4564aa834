import { describe, expect, it } from 'vitest';
import { cyclic, isRecord } from './narrow';

describe('isRecord', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([1])).toBe(false);
    expect(isRecord('x')).toBe(false);
    expect(isRecord(undefined)).toBe(false);
  });
});

describe('cyclic', () => {
  it('reads the list round and round', () => {
    expect([0, 1, 2, 3, 4].map((i) => cyclic(['a', 'b', 'c'], i))).toEqual(['a', 'b', 'c', 'a', 'b']);
  });
  it('fails on an empty list', () => {
    expect(() => cyclic([], 0)).toThrow('cyclic: the list is empty');
  });
});
