/**
 * Machine-readable codes of every error thrown by `@agrimap/geo`.
 *
 * - `GK_EASTING_NO_ZONE`: an easting carries no valid zone-number prefix, so its zone cannot be detected.
 * - `GK_INVALID_ZONE`: a zone number is neither a 3-degree zone (25–45) nor a 6-degree zone (13–23).
 * - `GK_INVALID_CENTRAL_MERIDIAN`: a central meridian is not one of the CGCS2000 Gauss-Krüger meridians.
 * - `GK_INVALID_EPSG`: an EPSG code is not one of the CGCS2000 Gauss-Krüger codes 4491–4554.
 * - `INVALID_COORDINATE`: a coordinate is not a finite number or lies outside its valid range.
 * - `INVALID_GEOJSON`: an object is not a GeoJSON object this package can transform.
 */
export type GeoErrorCode =
  | 'GK_EASTING_NO_ZONE'
  | 'GK_INVALID_ZONE'
  | 'GK_INVALID_CENTRAL_MERIDIAN'
  | 'GK_INVALID_EPSG'
  | 'INVALID_COORDINATE'
  | 'INVALID_GEOJSON';

/**
 * The one error class of `@agrimap/geo`. `message` is Simplified Chinese (shown to users as is),
 * `code` is stable for programs, `details` carries the offending input.
 *
 * @example
 * try { gkToLonLat(500000, 3100000); } catch (e) { if (isGeoError(e) && e.code === 'GK_EASTING_NO_ZONE') … }
 */
export class GeoError extends Error {
  /** Stable machine-readable code. */
  readonly code: GeoErrorCode;
  /** The input that caused the error, for logs. */
  readonly details: Readonly<Record<string, unknown>>;

  /** Creates an error with a code, a Chinese message and optional details. */
  constructor(code: GeoErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'GeoError';
    this.code = code;
    this.details = Object.freeze({ ...details });
  }
}

/** Type guard: whether `value` is a {@link GeoError} (optionally with the given code). */
export function isGeoError(value: unknown, code?: GeoErrorCode): value is GeoError {
  return value instanceof GeoError && (code === undefined || value.code === code);
}
