import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coveredRegions,
  type FrameScheduler,
  GeometryTracker,
  intersectRects,
  isRectOnScreen,
  startFrameLoop,
  toPluginRect,
  toShieldRegion,
  toWindowChangeInfo,
} from './geometry.js';

const viewport = { clientAreaWidth: 1920, clientAreaHeight: 1080 };

describe('conversion to device pixels', () => {
  it('scales by devicePixelRatio and adds the iframe offset', () => {
    expect(
      toPluginRect(
        { left: 10, top: 20, width: 300, height: 200 },
        { ...viewport, devicePixelRatio: 1.5, offsetLeft: 100, offsetTop: 50 },
      ),
    ).toEqual({
      left: 165,
      top: 105,
      right: 615,
      bottom: 405,
      width: 450,
      height: 300,
    });
  });

  it('keeps right = left + width and bottom = top + height for any rectangle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(1, 1.25, 1.5, 2, 3),
        (left, top, width, height, ratio) => {
          const rect = toPluginRect({ left, top, width, height }, { ...viewport, devicePixelRatio: ratio });
          expect(rect.right - rect.left).toBeCloseTo(rect.width, 1);
          expect(rect.bottom - rect.top).toBeCloseTo(rect.height, 1);
          expect(rect.width).toBeCloseTo(width * ratio, 1);
        },
      ),
    );
  });

  it('builds window.change info with screen position, title and show', () => {
    const info = toWindowChangeInfo(
      { left: 0, top: 0, width: 100, height: 100 },
      { ...viewport, devicePixelRatio: 2, screenX: 10, screenY: 20, title: '视频监控' },
    );
    expect(info).toMatchObject({
      right: 200,
      clientAreaWidth: 3840,
      clientAreaHeight: 2160,
      screenX: 20,
      screenY: 40,
      browserScreenX: 20,
      show: true,
      title: '视频监控',
    });
  });

  it('reports show false when hidden, off screen or empty', () => {
    const rect = { left: 0, top: 0, width: 100, height: 100 };
    expect(toWindowChangeInfo(rect, viewport, false).show).toBe(false);
    expect(isRectOnScreen({ left: 2000, top: 0, width: 100, height: 100 }, viewport)).toBe(false);
    expect(isRectOnScreen({ left: -100, top: 0, width: 100, height: 100 }, viewport)).toBe(false);
    expect(isRectOnScreen({ left: -50, top: 0, width: 100, height: 100 }, viewport)).toBe(true);
    expect(isRectOnScreen({ left: 0, top: 0, width: 0, height: 100 }, viewport)).toBe(false);
  });
});

describe('shield regions', () => {
  it('intersects overlays with the video rectangle', () => {
    const video = { left: 100, top: 100, width: 400, height: 300 };
    expect(intersectRects(video, { left: 0, top: 0, width: 150, height: 150 })).toEqual({
      left: 100,
      top: 100,
      width: 50,
      height: 50,
    });
    expect(intersectRects(video, { left: 600, top: 0, width: 10, height: 10 })).toBeUndefined();
    expect(
      coveredRegions(video, [
        { left: 450, top: 350, width: 100, height: 100 },
        { left: 0, top: 0, width: 10, height: 10 },
      ]),
    ).toEqual([{ left: 450, top: 350, width: 50, height: 50 }]);
  });

  it('flattens regions to [x, y, w, h, …] in device pixels, skipping empty ones', () => {
    expect(
      toShieldRegion(
        [
          { left: 1, top: 2, width: 3, height: 4 },
          { left: 5, top: 5, width: 0, height: 9 },
          { left: 10, top: 20, width: 30, height: 40 },
        ],
        { ...viewport, devicePixelRatio: 2 },
      ),
    ).toEqual([2, 4, 6, 8, 20, 40, 60, 80]);
  });

  it('an intersection lies inside both rectangles', () => {
    const arbRect = fc.record({
      left: fc.integer({ min: -100, max: 100 }),
      top: fc.integer({ min: -100, max: 100 }),
      width: fc.integer({ min: 0, max: 200 }),
      height: fc.integer({ min: 0, max: 200 }),
    });
    fc.assert(
      fc.property(arbRect, arbRect, (a, b) => {
        const hit = intersectRects(a, b);
        if (!hit) return;
        for (const r of [a, b]) {
          expect(hit.left).toBeGreaterThanOrEqual(r.left);
          expect(hit.top).toBeGreaterThanOrEqual(r.top);
          expect(hit.left + hit.width).toBeLessThanOrEqual(r.left + r.width);
          expect(hit.top + hit.height).toBeLessThanOrEqual(r.top + r.height);
        }
      }),
    );
  });
});

describe('GeometryTracker', () => {
  it('returns info only when it changed, and again after reset', () => {
    const tracker = new GeometryTracker();
    const rect = { left: 0, top: 0, width: 10, height: 10 };
    expect(tracker.change(rect, viewport)).toBeDefined();
    expect(tracker.change({ ...rect }, { ...viewport })).toBeUndefined();
    expect(tracker.change({ ...rect, left: 1 }, viewport)).toBeDefined();
    expect(tracker.shield([], viewport)).toEqual([]);
    expect(tracker.shield([], viewport)).toBeUndefined();
    tracker.reset();
    expect(tracker.change({ ...rect, left: 1 }, viewport)).toBeDefined();
    expect(tracker.shield([], viewport)).toEqual([]);
  });
});

describe('startFrameLoop', () => {
  it('ticks once per frame until stopped', () => {
    const queue: (() => void)[] = [];
    const cancelled: unknown[] = [];
    const scheduler: FrameScheduler = {
      request: (cb) => queue.push(cb),
      cancel: (handle) => cancelled.push(handle),
    };
    let ticks = 0;
    const stop = startFrameLoop(scheduler, () => {
      ticks += 1;
    });
    for (let i = 0; i < 3; i += 1) queue.shift()?.();
    expect(ticks).toBe(3);
    stop();
    queue.shift()?.();
    expect(ticks).toBe(3);
    expect(cancelled).toHaveLength(1);
  });
});
