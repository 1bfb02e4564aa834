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
 * Every label is drawn in the browser (TinySDF): CJK with {@link LOCAL_IDEOGRAPH_FONT_FAMILY}, other
 * scripts with the font the layer names, falling back to the system's sans-serif. The style's
 * glyph URL is dropped so no label depends on a glyph server (the sandbox's glyph ranges are
 * empty, and an offline deployment may have none).
 */
export const drawLabelsLocally: TransformStyleFunction = (_previous, next) => {
  const { glyphs: _remote, ...style } = next;
  return style;
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
    transformStyle: drawLabelsLocally,
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
