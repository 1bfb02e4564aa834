/** Trajectory replay maths: position and heading along a timed track. */

export interface TimedPoint {
  /** Milliseconds since the epoch. */
  t: number;
  lon: number;
  lat: number;
}

export interface TrackPosition {
  lon: number;
  lat: number;
  /** Heading in degrees clockwise from north, 0–360. */
  heading: number;
  /** Index of the segment's first point. */
  index: number;
}

/** `yyyy-MM-dd HH:mm:ss` Beijing time → ms. */
export function parseBeijing(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/** Initial bearing from a to b (degrees clockwise from north, 0–360) on the sphere. */
export function bearing(a: { lon: number; lat: number }, b: { lon: number; lat: number }): number {
  const rad = Math.PI / 180;
  const φ1 = a.lat * rad;
  const φ2 = b.lat * rad;
  const Δλ = (b.lon - a.lon) * rad;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const deg = Math.atan2(y, x) / rad;
  return (deg + 360) % 360;
}

/** The heading of segment i (from point i to the next point that differs), or of the last move. */
function headingAt(points: readonly TimedPoint[], i: number): number {
  for (let j = i; j < points.length - 1; j++) {
    const a = points[j] as TimedPoint;
    const b = points[j + 1] as TimedPoint;
    if (a.lon !== b.lon || a.lat !== b.lat) return bearing(a, b);
  }
  for (let j = Math.min(i, points.length - 1); j > 0; j--) {
    const a = points[j - 1] as TimedPoint;
    const b = points[j] as TimedPoint;
    if (a.lon !== b.lon || a.lat !== b.lat) return bearing(a, b);
  }
  return 0;
}

/**
 * Where the device was at time `t` (linear between the two points around it; clamped to the
 * track's ends), heading along the segment. Binary search: cheap for every animation frame.
 */
export function positionAt(points: readonly TimedPoint[], t: number): TrackPosition | null {
  const n = points.length;
  if (n === 0) return null;
  const first = points[0] as TimedPoint;
  const last = points[n - 1] as TimedPoint;
  if (n === 1 || t <= first.t)
    return { lon: first.lon, lat: first.lat, heading: headingAt(points, 0), index: 0 };
  if (t >= last.t) return { lon: last.lon, lat: last.lat, heading: headingAt(points, n - 2), index: n - 2 };
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((points[mid] as TimedPoint).t <= t) lo = mid;
    else hi = mid;
  }
  const a = points[lo] as TimedPoint;
  const b = points[hi] as TimedPoint;
  const f = b.t === a.t ? 0 : (t - a.t) / (b.t - a.t);
  return {
    lon: a.lon + (b.lon - a.lon) * f,
    lat: a.lat + (b.lat - a.lat) * f,
    heading: headingAt(points, lo),
    index: lo,
  };
}

/** Replay speeds offered (× real time is too slow for a 2 h track: 1× = 60 s of track per second). */
export const SPEEDS = [1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];
/** Track milliseconds replayed per real millisecond at 1×. */
export const BASE_RATE = 60;

/** The next replay time after `elapsedMs` of real time at `speed`, clamped to the end. */
export function advance(t: number, elapsedMs: number, speed: number, end: number): number {
  return Math.min(end, t + elapsedMs * BASE_RATE * speed);
}

/** HH:mm:ss in Beijing time (the track's own clock, whatever the browser's zone). */
export function beijingClock(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}
