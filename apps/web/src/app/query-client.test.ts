import { ApiError } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

const err = (code: number, status: number) => new ApiError({ code, msg: 'x', status });

describe('shouldRetry', () => {
  it('retries a network failure or a 5xx once', () => {
    expect(shouldRetry(0, err(-1, 0))).toBe(true);
    expect(shouldRetry(0, err(500, 502))).toBe(true);
    expect(shouldRetry(1, err(-1, 0))).toBe(false);
  });

  it('never retries business errors, 4xx or an ended session', () => {
    expect(shouldRetry(0, err(1001, 200))).toBe(false);
    expect(shouldRetry(0, err(401, 200))).toBe(false);
    expect(shouldRetry(0, err(403, 403))).toBe(false);
    expect(shouldRetry(0, err(400, 400))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });
});
