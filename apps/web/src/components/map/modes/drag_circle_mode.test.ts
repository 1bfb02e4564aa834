import { DEFAULT_CIRCLE_RADIUS_METRES, measureLine } from '@agrimap/geo';
import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { runMode } from '../test/draw-mode-context';
import { DragCircleMode } from './drag_circle_mode';

function radiusOf(polygon: Polygon, center: [number, number]): number {
  const ring = polygon.coordinates[0] as Position[];
  return measureLine([center, ring[0] as Position]).total.value;
}

describe('DragCircleMode', () => {
  it('sets the radius by dragging and creates the circle on release', () => {
    const run = runMode(DragCircleMode);
    expect(run.map.dragPan.disable).toHaveBeenCalled();
    run.down(112.9, 28.1);
    run.drag(112.95, 28.1);
    run.up(112.95, 28.1);
    const created = run.fired[0]?.data.features[0];
    expect(run.fired[0]?.event).toBe('draw.create');
    expect(created?.properties).toMatchObject({ shape: 'circle', center: [112.9, 28.1] });
    const expected = measureLine([
      [112.9, 28.1],
      [112.95, 28.1],
    ]).total.value;
    expect(created?.properties?.radius).toBeCloseTo(expected, 6);
    expect(radiusOf(created?.geometry as Polygon, [112.9, 28.1])).toBeCloseTo(expected, -1);
    expect(run.map.dragPan.enable).toHaveBeenCalled();
  });

  it('uses the default radius of 2 km for a click (draw reports a press without a drag as click)', () => {
    const run = runMode(DragCircleMode);
    run.down(112.9, 28.1);
    run.click(112.9, 28.1);
    const created = run.fired[0]?.data.features[0];
    expect(created?.properties?.radius).toBe(DEFAULT_CIRCLE_RADIUS_METRES);
    expect(radiusOf(created?.geometry as Polygon, [112.9, 28.1])).toBeCloseTo(2000, -1);
  });

  it('gives the default radius when released without having moved', () => {
    const run = runMode(DragCircleMode);
    run.down(112.9, 28.1);
    run.up(112.9, 28.1);
    expect(run.fired[0]?.data.features[0]?.properties?.radius).toBe(DEFAULT_CIRCLE_RADIUS_METRES);
  });

  it('cancels and removes the shape on Escape', () => {
    const run = runMode(DragCircleMode);
    run.down(112.9, 28.1);
    run.drag(112.95, 28.1);
    run.key('Escape');
    expect(run.fired).toEqual([]);
    expect(run.features.size).toBe(0);
    expect(run.map.dragPan.enable).toHaveBeenCalled();
  });
});
