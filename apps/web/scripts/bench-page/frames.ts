// What the map bench pages (map-bench/main.ts, plots-bench/main.ts) share: seeded random numbers,
// waiting for frames and for the map to settle, the pan that is timed, and handing the result to
// the runner (bench-lib.mjs `readBenchResult` waits for `window.benchResult` or `benchError`).

import type { Map as MaplibreMap } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';

declare global {
  interface Window {
    benchResult?: unknown;
    benchError?: string;
  }
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A map in the page's #map with nothing but a background, loaded: what every bench draws on. */
export async function loadedBenchMap(center: [number, number], zoom: number): Promise<MaplibreMap> {
  const map = new maplibregl.Map({
    container: 'map',
    style: {
      version: 8,
      sources: {},
      layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#eef3f7' } }],
    },
    center,
    zoom,
    attributionControl: false,
  });
  await map.once('load');
  return map;
}

/** The time of the next animation frame. */
export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Waits until the map has drawn everything it was given. */
export function mapIdle(map: MaplibreMap): Promise<void> {
  return new Promise<void>((resolve) => {
    map.once('idle', () => resolve());
    map.triggerRepaint();
  });
}

/** Pans a MapLibre map by pixels at once (the step {@link panFrames} takes). */
export const panMap =
  (map: MaplibreMap) =>
  (dx: number, dy: number): void => {
    map.panBy([dx, dy], { animate: false });
  };

/**
 * Warms up, then pans one `panBy` step per frame (out and back) for `frameCount` frames; answers
 * the time between frames.
 */
export async function panFrames(
  panBy: (dx: number, dy: number) => void,
  frameCount: number,
): Promise<number[]> {
  for (let i = 0; i < 10; i++) {
    panBy(4, 2);
    await nextFrame();
  }
  const frames: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < frameCount; i++) {
    const step = i < frameCount / 2 ? 6 : -6;
    panBy(step, step / 2);
    const now = await nextFrame();
    frames.push(now - last);
    last = now;
  }
  return frames;
}

/** Hands the page's result (or its failure) to the runner. */
export function publishResult(run: Promise<unknown>): void {
  run.then(
    (result) => {
      window.benchResult = result;
    },
    (error: unknown) => {
      window.benchError = String(error instanceof Error ? error.stack : error);
    },
  );
}
