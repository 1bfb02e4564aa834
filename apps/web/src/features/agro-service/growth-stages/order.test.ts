import { describe, expect, it } from 'vitest';
import { firstDecrease, move } from './order';

describe('stage order', () => {
  it('finds the first stage starting before the previous one; equal offsets are in order', () => {
    const s = (name: string, dayOffset: number) => ({ name, dayOffset });
    expect(firstDecrease([s('浸种', -3), s('播种', 0), s('出苗', 0), s('分蘖', 35)])).toBeUndefined();
    expect(firstDecrease([s('播种', 0), s('分蘖', 35), s('返青', 25)])).toEqual({
      stage: s('返青', 25),
      previous: s('分蘖', 35),
    });
  });

  it('moves an item up and down within bounds', () => {
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
