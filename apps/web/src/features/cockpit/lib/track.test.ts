import { describe, expect, it } from 'vitest';
import {
  advance,
  BASE_RATE,
  bearing,
  beijingClock,
  parseBeijing,
  positionAt,
  type TimedPoint,
} from './track';

const P = (t: number, lon: number, lat: number): TimedPoint => ({ t, lon, lat });

describe('bearing', () => {
  it('is 0 to the north, 90 to the east, 180 south, 270 west', () => {
    const o = { lon: 113, lat: 28 };
    expect(bearing(o, { lon: 113, lat: 28.01 })).toBeCloseTo(0, 3);
    expect(bearing(o, { lon: 113.01, lat: 28 })).toBeCloseTo(90, 1);
    expect(bearing(o, { lon: 113, lat: 27.99 })).toBeCloseTo(180, 3);
    expect(bearing(o, { lon: 112.99, lat: 28 })).toBeCloseTo(270, 1);
  });
});

describe('positionAt', () => {
  const track = [P(0, 113, 28), P(1000, 113.01, 28), P(2000, 113.01, 28.01), P(3000, 113.01, 28.01)];

  it('interpolates linearly inside a segment and heads along it', () => {
    const p = positionAt(track, 500);
    expect(p?.lon).toBeCloseTo(113.005, 6);
    expect(p?.lat).toBeCloseTo(28, 6);
    expect(p?.heading).toBeCloseTo(90, 1);
    expect(p?.index).toBe(0);
    const q = positionAt(track, 1250);
    expect(q?.lat).toBeCloseTo(28.0025, 6);
    expect(q?.heading).toBeCloseTo(0, 1);
  });

  it('clamps to the ends; a standing segment keeps the last heading', () => {
    expect(positionAt(track, -5)).toMatchObject({ lon: 113, lat: 28, index: 0 });
    const end = positionAt(track, 99_999);
    expect(end).toMatchObject({ lon: 113.01, lat: 28.01 });
    expect(end?.heading).toBeCloseTo(0, 1); // last move was northwards
    expect(positionAt(track, 2500)?.heading).toBeCloseTo(0, 1);
  });

  it('answers null for an empty track and the point itself for one point', () => {
    expect(positionAt([], 0)).toBeNull();
    expect(positionAt([P(5, 1, 2)], 100)).toMatchObject({ lon: 1, lat: 2, heading: 0 });
  });
});

describe('advance and time parsing', () => {
  it('moves by elapsed × speed × base rate and stops at the end', () => {
    expect(advance(0, 100, 1, 1e9)).toBe(100 * BASE_RATE);
    expect(advance(0, 100, 8, 1e9)).toBe(800 * BASE_RATE);
    expect(advance(0, 100, 8, 5000)).toBe(5000);
  });
  it('reads Beijing time stamps', () => {
    expect(new Date(parseBeijing('2024-05-20 08:00:00')).toISOString()).toBe('2024-05-20T00:00:00.000Z');
    expect(beijingClock(parseBeijing('2024-05-20 08:01:30'))).toBe('08:01:30');
  });
});
