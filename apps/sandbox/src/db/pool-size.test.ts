import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, poolSizeFromEnv } from './adapter';

describe('DATABASE_POOL_SIZE', () => {
  it('is an integer from 1 to 1000, default 10; anything else is refused', () => {
    expect(poolSizeFromEnv({})).toBe(DEFAULT_POOL_SIZE);
    expect(poolSizeFromEnv({ DATABASE_POOL_SIZE: ' ' })).toBe(10);
    expect(poolSizeFromEnv({ DATABASE_POOL_SIZE: '25' })).toBe(25);
    for (const bad of ['0', '-3', '2.5', 'ten', '1001'])
      expect(() => poolSizeFromEnv({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
