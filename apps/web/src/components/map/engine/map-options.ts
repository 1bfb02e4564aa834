import { INITIAL_BOUNDS, MAX_ZOOM } from '@agrimap/geo';
import { createTransformRequest, getToken } from '@agrimap/sdk';
import type {
  MapOptions,
  RequestTransformFunction,
  StyleSpecification,
  TransformStyleFunction,
} from 'maplibre-gl';
import { TOKEN_PREFIX } from '@/lib/config';
import { authorityUrls, LOCAL_IDEOGRAPH_FONT_FAMILY } from '../config';

/**
 * The request transformer of every map of the feature: requests to the configured authority
 * URLs (the map server of the app's origin) carry `Authorization: <token>` (SPEC §6); any other
 * URL goes out untouched, so the token never leaves the platform.
 */
export function mapTransformRequest(
  origin: string,
  readToken: () => string | undefined = () => getToken(TOKEN_PREFIX),
): RequestTransformFunction {
  const transform = createTransformRequest(authorityUrls(origin), readToken);
  return (url) => transform(url);
}

/**
 * How far (in screen pixels at each zoom) the outlines of the style's GeoJSON sources may be
 * simplified. maplibre's default (0.375) keeps every vertex a third of a pixel apart: the
 * province's 122 county outlines (37,516 vertices) then cost a map panned without a GPU five times
 * its empty frame; at 2 px they cost about a third of that, and the outlines look the same at their
 * 0.6–1.5 px widths. Each zoom is simplified anew (geojson-vt), so detail returns as one zooms in,
 * and a source that names its own `tolerance` keeps it.
 */
export const STYLE_GEOJSON_TOLERANCE = 2;

/**
 * The served style as every map of the feature draws it:
 * - every label is drawn in the browser (TinySDF): CJK with {@link LOCAL_IDEOGRAPH_FONT_FAMILY},
 *   other scripts with the font the layer names, falling back to the system's sans-serif. The
 *   style's glyph URL is dropped so no label depends on a glyph server (the sandbox's glyph ranges
 *   are empty, and an offline deployment may have none);
 * - GeoJSON sources are simplified to {@link STYLE_GEOJSON_TOLERANCE} unless they say otherwise.
 */
export const prepareStyle: TransformStyleFunction = (_previous, next) => {
  const { glyphs: _remote, ...style } = next;
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) => [
      id,
      source.type === 'geojson' && source.tolerance === undefined
        ? { ...source, tolerance: STYLE_GEOJSON_TOLERANCE }
        : source,
    ]),
  );
  return { ...style, sources };
};

export interface MapOptionsInput {
  container: HTMLElement;
  /** Style URL or inline style. */
  style: string | StyleSpecification;
  /** Origin of the app (the map server is `${origin}/map`). */
  origin: string;
  /** Keeps the drawing buffer readable (pixel checks in tests; costs some speed). */
  preserveDrawingBuffer?: boolean;
  /** Reads the user's token at request time. */
  readToken?: () => string | undefined;
}

/**
 * The maplibre options of every map of the feature (SPEC §9): initial bounds of all China
 * (73.33, 3.51 – 135.05, 53.34), max zoom 18, labels drawn with local fonts (no glyph server
 * needed). Web Mercator itself keeps rendered latitudes within about ±85° (SPEC §3); a
 * world-wide `maxBounds` is not set because maplibre 6 fails to build its matrices with one.
 */
export function buildMapOptions(input: MapOptionsInput): MapOptions {
  const [west, south, east, north] = INITIAL_BOUNDS;
  return {
    container: input.container,
    style: input.style,
    bounds: [west, south, east, north],
    fitBoundsOptions: { padding: 16 },
    maxZoom: MAX_ZOOM,
    renderWorldCopies: false,
    localIdeographFontFamily: LOCAL_IDEOGRAPH_FONT_FAMILY,
    transformStyle: prepareStyle,
    transformRequest: mapTransformRequest(input.origin, input.readToken),
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    canvasContextAttributes: {
      preserveDrawingBuffer: input.preserveDrawingBuffer ?? false,
      antialias: false,
    },
  };
}
