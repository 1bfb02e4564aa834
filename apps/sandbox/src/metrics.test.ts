import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './metrics';

describe('RequestMetrics', () => {
  it('counts the requests of the last minute with nearest-rank p50 / p99', () => {
    let now = 1_000_000;
    const m = new RequestMetrics(1000, () => now);
    expect(m.figures()).toMatchObject({ count: 0, perSecond: 0, p50: null, p99: null });
    now += 120_000;
    for (let i = 1; i <= 100; i++) m.record(i);
    expect(m.figures()).toEqual({ windowSeconds: 60, count: 100, perSecond: 1.67, p50: 50, p99: 99 });
    now += 61_000;
    m.record(7);
    expect(m.figures()).toMatchObject({ count: 1, p50: 7, p99: 7 });
  });

  it('keeps only the newest entries when more than its capacity arrive', () => {
    const now = 5_000_000;
    const m = new RequestMetrics(10, () => now);
    for (let i = 1; i <= 25; i++) m.record(i);
    expect(m.figures()).toMatchObject({ count: 10, p50: 20, p99: 25 });
  });

  it('forgets everything when cleared, as a new instance', () => {
    let now = 1_000_000;
    const m = new RequestMetrics(100, () => now);
    for (let i = 1; i <= 30; i++) m.record(i);
    now += 120_000;
    m.clear();
    expect(m.figures()).toMatchObject({ count: 0, p50: null });
    now += 2_000;
    m.record(5);
    m.record(9);
    // Two requests in the two seconds since the clear, not in a minute.
    expect(m.figures()).toEqual({ windowSeconds: 60, count: 2, perSecond: 1, p50: 5, p99: 9 });
  });
});
