import type { ExpressionSpecification } from 'maplibre-gl';
import { MAP_OWNER, mapServerUrl } from '../config';

/** Default ramp, light to dark green (5 classes). */
export const CHOROPLETH_COLORS = ['#e5f5e0', '#a1d99b', '#74c476', '#31a354', '#006d2c'] as const;

export interface ChoroplethClass {
  /** Inclusive lower bound. */
  from: number;
  /** Inclusive upper bound. */
  to: number;
  color: string;
}

/**
 * Classes of equal width between the smallest and the largest value (at most `colors.length`;
 * one class when every value is the same). Non-finite values are ignored. Whole numbers (counts)
 * get whole, disjoint classes — never two classes reading the same (0–0, 0–1 …): with fewer
 * distinct numbers than colours each number is its own class, the colours spread over the ramp.
 */
export function choroplethClasses(
  values: readonly number[],
  colors: readonly string[] = CHOROPLETH_COLORS,
): ChoroplethClass[] {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0 || colors.length === 0) return [];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  if (min === max) return [{ from: min, to: max, color: colors[colors.length - 1] as string }];
  if (finite.every((v) => Number.isInteger(v))) return wholeClasses(min, max, colors);
  const n = colors.length;
  const width = (max - min) / n;
  return colors.map((color, i) => ({
    from: i === 0 ? min : min + width * i,
    to: i === n - 1 ? max : min + width * (i + 1),
    color,
  }));
}

/** Whole-number classes over min…max: equal runs of numbers, each class at least one number. */
function wholeClasses(min: number, max: number, colors: readonly string[]): ChoroplethClass[] {
  const numbers = max - min + 1;
  const width = Math.ceil(numbers / colors.length);
  const count = Math.ceil(numbers / width);
  return Array.from({ length: count }, (_, i) => {
    // Fewer classes than colours: spread them from the lightest to the darkest.
    const colorIndex = count === 1 ? colors.length - 1 : Math.round((i * (colors.length - 1)) / (count - 1));
    return {
      from: min + i * width,
      to: Math.min(max, min + (i + 1) * width - 1),
      color: colors[colorIndex] as string,
    };
  });
}

/** The colour of `value` among `classes` (the last class whose lower bound it reaches). */
export function classColor(value: number, classes: readonly ChoroplethClass[]): string | undefined {
  let color: string | undefined;
  for (const c of classes) if (value >= c.from) color = c.color;
  return color;
}

/** Fill colour per feature: a `match` on `qhdm` with one entry per coloured region. */
export function choroplethFillExpression(
  values: Readonly<Record<string, number>>,
  classes: readonly ChoroplethClass[],
  fallback = 'rgba(0,0,0,0)',
): ExpressionSpecification | string {
  const pairs: string[] = [];
  for (const [code, value] of Object.entries(values)) {
    const color = Number.isFinite(value) ? classColor(value, classes) : undefined;
    if (color) pairs.push(code, color);
  }
  if (pairs.length === 0) return fallback;
  return ['match', ['to-string', ['get', 'qhdm']], ...pairs, fallback] as unknown as ExpressionSpecification;
}

/** Which map-server dataset and feature filter show the regions under `regionCode`. */
export function choroplethScope(regionCode: string | undefined): {
  dataset: 'hunan-cities' | 'hunan-counties';
  filter: ExpressionSpecification | null;
} {
  const code = regionCode ?? '43';
  if (code.length <= 2) return { dataset: 'hunan-cities', filter: null };
  if (code.length <= 4) {
    return {
      dataset: 'hunan-counties',
      filter: ['==', ['slice', ['to-string', ['get', 'qhdm']], 0, code.length], code],
    };
  }
  return {
    dataset: 'hunan-counties',
    filter: ['==', ['slice', ['to-string', ['get', 'qhdm']], 0, 6], code.slice(0, 6)],
  };
}

/** URL of a region dataset's features on the map server. */
export function regionDatasetUrl(origin: string, dataset: string): string {
  return `${mapServerUrl(origin)}/datasets/v1/${MAP_OWNER}/${dataset}/features`;
}
