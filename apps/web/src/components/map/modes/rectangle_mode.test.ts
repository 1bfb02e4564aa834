import { measureArea, rectanglePolygon } from '@agrimap/geo';
import { describe, expect, it } from 'vitest';
import { runMode } from '../test/draw-mode-context';
import { RectangleMode } from './rectangle_mode';

describe('RectangleMode', () => {
  it('finishes a rectangle on the second click and creates the shape', () => {
    const run = runMode(RectangleMode);
    run.click(112.9, 28.1);
    run.move(113.0, 28.3);
    run.click(113.1, 28.2);
    expect(run.fired).toHaveLength(1);
    const created = run.fired[0]?.data.features[0];
    expect(run.fired[0]?.event).toBe('draw.create');
    expect(created?.properties).toMatchObject({ shape: 'rectangle' });
    expect(created?.geometry).toEqual(rectanglePolygon([112.9, 28.1], [113.1, 28.2]).geometry);
    expect(measureArea(created?.geometry as never).value).toBeGreaterThan(0);
    expect(run.modes).toEqual(['simple_select']);
    expect(run.features.size).toBe(1); // the shape stays
  });

  it('cancels and removes the shape on Escape', () => {
    const run = runMode(RectangleMode);
    run.click(112.9, 28.1);
    run.move(113.0, 28.3);
    run.key('Escape');
    expect(run.fired).toEqual([]);
    expect(run.features.size).toBe(0);
    expect(run.modes).toEqual(['simple_select']);
  });

  it('ignores a second click without area', () => {
    const run = runMode(RectangleMode);
    run.click(112.9, 28.1);
    run.click(112.9, 28.5);
    expect(run.fired).toEqual([]);
  });
});
