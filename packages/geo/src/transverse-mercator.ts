/**
 * Ellipsoidal transverse Mercator (Gauss-Krüger) after Krüger's series as given to 6th order in the
 * third flattening n by C. F. F. Karney, "Transverse Mercator with an accuracy of a few nanometers",
 * J. Geodesy 85 (2011) 475–485, eqs. (7)–(11), (35), (36). The series is accurate to about 5 nm within
 * 3,900 km of the central meridian, far beyond a Gauss-Krüger zone. The inverse gets the geodetic
 * latitude from the conformal latitude by its 6th-order series instead of Newton iteration (the
 * coefficients PROJ's `tmerc` calls `cbg`). Same method family as PROJ's and proj4's default
 * `tmerc` (Poder/Engsager "extended" tmerc); the tests hold it to PROJ's values and to proj4.
 *
 * Everything here is plain arithmetic on numbers: no allocation per point, so batches run at
 * several million points per second.
 */

/** A reference ellipsoid given by its semi-major axis (metres) and flattening. */
export interface Ellipsoid {
  /** Semi-major axis in metres. */
  readonly a: number;
  /** Flattening (a − b) / a. */
  readonly f: number;
}

/** The CGCS2000 ellipsoid (a = 6378137 m, 1/f = 298.257222101), geometrically equal to GRS80. */
export const CGCS2000_ELLIPSOID: Ellipsoid = Object.freeze({ a: 6378137, f: 1 / 298.257222101 });

/** Parameters of one transverse Mercator projection. */
export interface TransverseMercatorParams {
  /** Reference ellipsoid; defaults to CGCS2000. */
  readonly ellipsoid?: Ellipsoid;
  /** Central meridian in degrees. */
  readonly centralMeridian: number;
  /** Scale factor on the central meridian; 1 for Gauss-Krüger. */
  readonly scaleFactor?: number;
  /** False easting in metres (for zone-prefixed Gauss-Krüger: zone × 1,000,000 + 500,000). */
  readonly falseEasting?: number;
  /** False northing in metres. */
  readonly falseNorthing?: number;
}

/** Output sink of the kernels: any indexable numeric store (a plain array or a typed array). */
export interface NumberSink {
  [index: number]: number;
}

/**
 * A compiled transverse Mercator projection. `forward`/`inverse` write two numbers into `out` at
 * `offset` (x then y) instead of allocating, which is what makes batches fast.
 */
export interface TransverseMercator {
  /** Parameters this projection was built from (with defaults filled in). */
  readonly params: Required<TransverseMercatorParams>;
  /** Longitude/latitude in degrees → easting/northing in metres, written to `out[offset]`, `out[offset + 1]`. */
  forward(lon: number, lat: number, out: NumberSink, offset: number): void;
  /** Easting/northing in metres → longitude/latitude in degrees, written to `out[offset]`, `out[offset + 1]`. */
  inverse(easting: number, northing: number, out: NumberSink, offset: number): void;
}

const DEG = Math.PI / 180;

// Results of the last {@link clenshaw} call (scratch state instead of an allocated pair).
let sumRe = 0;
let sumIm = 0;

/**
 * Complex Clenshaw summation of Σ_{j=1..J} c_j sin(2jζ) for ζ = ξ + iη; result in `sumRe`/`sumIm`.
 * Uses sin(2ζ) = sin2ξ·cosh2η + i·cos2ξ·sinh2η and cos(2ζ) = cos2ξ·cosh2η − i·sin2ξ·sinh2η.
 */
function clenshaw(c: Float64Array, xi: number, eta: number): void {
  const s2 = Math.sin(2 * xi);
  const c2 = Math.cos(2 * xi);
  const sh2 = Math.sinh(2 * eta);
  const ch2 = Math.cosh(2 * eta);
  const ar = 2 * c2 * ch2;
  const ai = -2 * s2 * sh2;
  let y0r = 0;
  let y0i = 0;
  let y1r = 0;
  let y1i = 0;
  for (let k = c.length - 1; k >= 0; k--) {
    const zr = ar * y0r - ai * y0i - y1r + (c[k] as number);
    const zi = ai * y0r + ar * y0i - y1i;
    y1r = y0r;
    y1i = y0i;
    y0r = zr;
    y0i = zi;
  }
  const sr = s2 * ch2;
  const si = c2 * sh2;
  sumRe = sr * y0r - si * y0i;
  sumIm = sr * y0i + si * y0r;
}

/**
 * Krüger coefficients α (forward) and β (inverse), Karney (2011) eqs. (35), (36), and the
 * conformal-to-geodetic latitude coefficients δ, all to 6th order in n.
 */
function krugerCoefficients(n: number): { alpha: Float64Array; beta: Float64Array; delta: Float64Array } {
  const n2 = n * n;
  const n3 = n2 * n;
  const n4 = n3 * n;
  const n5 = n4 * n;
  const n6 = n5 * n;
  const alpha = new Float64Array([
    n / 2 - (2 * n2) / 3 + (5 * n3) / 16 + (41 * n4) / 180 - (127 * n5) / 288 + (7891 * n6) / 37800,
    (13 * n2) / 48 - (3 * n3) / 5 + (557 * n4) / 1440 + (281 * n5) / 630 - (1983433 * n6) / 1935360,
    (61 * n3) / 240 - (103 * n4) / 140 + (15061 * n5) / 26880 + (167603 * n6) / 181440,
    (49561 * n4) / 161280 - (179 * n5) / 168 + (6601661 * n6) / 7257600,
    (34729 * n5) / 80640 - (3418889 * n6) / 1995840,
    (212378941 * n6) / 319334400,
  ]);
  const beta = new Float64Array([
    n / 2 - (2 * n2) / 3 + (37 * n3) / 96 - n4 / 360 - (81 * n5) / 512 + (96199 * n6) / 604800,
    n2 / 48 + n3 / 15 - (437 * n4) / 1440 + (46 * n5) / 105 - (1118711 * n6) / 3870720,
    (17 * n3) / 480 - (37 * n4) / 840 - (209 * n5) / 4480 + (5569 * n6) / 90720,
    (4397 * n4) / 161280 - (11 * n5) / 504 - (830251 * n6) / 7257600,
    (4583 * n5) / 161280 - (108847 * n6) / 3991680,
    (20648693 * n6) / 638668800,
  ]);
  // Conformal (Gaussian) latitude χ → geodetic latitude φ: φ = χ + Σ δ_j sin(2jχ), the series in n
  // used by Poder/Engsager (the same coefficients as PROJ's tmerc "cbg").
  const delta = new Float64Array([
    2 * n - (2 * n2) / 3 - 2 * n3 + (116 * n4) / 45 + (26 * n5) / 45 - (2854 * n6) / 675,
    (7 * n2) / 3 - (8 * n3) / 5 - (227 * n4) / 45 + (2704 * n5) / 315 + (2323 * n6) / 945,
    (56 * n3) / 15 - (136 * n4) / 35 - (1262 * n5) / 105 + (73814 * n6) / 2835,
    (4279 * n4) / 630 - (332 * n5) / 35 - (399572 * n6) / 14175,
    (4174 * n5) / 315 - (144838 * n6) / 6237,
    (601676 * n6) / 22275,
  ]);
  return { alpha, beta, delta };
}

/** Real Clenshaw summation of Σ_{j=1..J} c_j sin(2jx). */
function clenshawReal(c: Float64Array, x: number): number {
  const s2 = Math.sin(2 * x);
  const a = 2 * Math.cos(2 * x);
  let y0 = 0;
  let y1 = 0;
  for (let k = c.length - 1; k >= 0; k--) {
    const z = a * y0 - y1 + (c[k] as number);
    y1 = y0;
    y0 = z;
  }
  return s2 * y0;
}

/**
 * The zone-independent part of a transverse Mercator projection: ellipsoid and scale factor are
 * compiled in, the central meridian and false origin are passed per call. One core serves every
 * zone of a CRS family, so a batch that spans zones stays on a single (monomorphic) code path.
 */
export interface TransverseMercatorCore {
  /** Longitude/latitude (degrees) → easting/northing (metres) for central meridian `lon0` and false origin `fe`, `fn`. */
  forward(
    lon0: number,
    fe: number,
    fn: number,
    lon: number,
    lat: number,
    out: NumberSink,
    offset: number,
  ): void;
  /** Easting/northing (metres) → longitude/latitude (degrees) for central meridian `lon0` and false origin `fe`, `fn`. */
  inverse(
    lon0: number,
    fe: number,
    fn: number,
    easting: number,
    northing: number,
    out: NumberSink,
    offset: number,
  ): void;
}

/** Compiles the zone-independent core for an ellipsoid and a scale factor (see {@link TransverseMercatorCore}). */
export function createTransverseMercatorCore(
  ellipsoid: Ellipsoid,
  scaleFactor: number,
): TransverseMercatorCore {
  const { a, f } = ellipsoid;
  const k0 = scaleFactor;
  const n = f / (2 - f);
  const e2 = f * (2 - f);
  const e = Math.sqrt(e2);
  const n2 = n * n;
  // Rectifying radius A times the scale factor (Karney eq. 14).
  const kA = ((k0 * a) / (1 + n)) * (1 + n2 / 4 + (n2 * n2) / 64 + (n2 * n2 * n2) / 256);
  const { alpha, beta, delta } = krugerCoefficients(n);

  /** τ′ (tangent of the conformal latitude) from τ = tan φ, Karney eqs. (7)–(9). */
  function taup(tau: number): number {
    const tau1 = Math.sqrt(1 + tau * tau);
    const sig = Math.sinh(e * Math.atanh((e * tau) / tau1));
    return Math.sqrt(1 + sig * sig) * tau - sig * tau1;
  }

  function forward(
    lon0: number,
    fe: number,
    fn: number,
    lon: number,
    lat: number,
    out: NumberSink,
    offset: number,
  ): void {
    let dl = lon - lon0;
    // Normalise the longitude difference to [-180, 180).
    if (dl < -180 || dl >= 180) dl -= 360 * Math.floor((dl + 180) / 360);
    const lam = dl * DEG;
    let xip: number;
    let etap: number;
    if (Math.abs(lat) >= 90) {
      xip = lat > 0 ? Math.PI / 2 : -Math.PI / 2;
      etap = 0;
    } else {
      const tp = taup(Math.tan(lat * DEG));
      const cl = Math.cos(lam);
      xip = Math.atan2(tp, cl);
      etap = Math.asinh(Math.sin(lam) / Math.sqrt(tp * tp + cl * cl));
    }
    // ζ = ζ′ + Σ α_j sin(2jζ′), ζ′ = ξ′ + iη′ (complex).
    clenshaw(alpha, xip, etap);
    const xi = xip + sumRe;
    const eta = etap + sumIm;
    out[offset] = fe + kA * eta;
    out[offset + 1] = fn + kA * xi;
  }

  function inverse(
    lon0: number,
    fe: number,
    fn: number,
    easting: number,
    northing: number,
    out: NumberSink,
    offset: number,
  ): void {
    const xi = (northing - fn) / kA;
    const eta = (easting - fe) / kA;
    // ζ′ = ζ − Σ β_j sin(2jζ), ζ = ξ + iη (complex).
    clenshaw(beta, xi, eta);
    const xip = xi - sumRe;
    const etap = eta - sumIm;
    const she = Math.sinh(etap);
    const cxi = Math.cos(xip);
    // Conformal latitude χ (Karney eq. 18, as an angle; also right at the poles), then φ by series.
    const chi = Math.atan2(Math.sin(xip), Math.sqrt(she * she + cxi * cxi));
    out[offset] = lon0 + Math.atan2(she, cxi) / DEG;
    out[offset + 1] = (chi + clenshawReal(delta, chi)) / DEG;
  }

  return { forward, inverse };
}

/**
 * Compiles a transverse Mercator projection. Build once per zone and reuse it: construction computes
 * the series coefficients, each call afterwards is pure arithmetic.
 *
 * @example
 * const tm = createTransverseMercator({ centralMeridian: 114, falseEasting: 38_500_000 });
 * const out = [0, 0];
 * tm.forward(112.9388, 28.2282, out, 0); // out ≈ [38395835.7926, 3124187.4577]
 */
export function createTransverseMercator(params: TransverseMercatorParams): TransverseMercator {
  const full: Required<TransverseMercatorParams> = {
    ellipsoid: params.ellipsoid ?? CGCS2000_ELLIPSOID,
    centralMeridian: params.centralMeridian,
    scaleFactor: params.scaleFactor ?? 1,
    falseEasting: params.falseEasting ?? 0,
    falseNorthing: params.falseNorthing ?? 0,
  };
  const core = createTransverseMercatorCore(full.ellipsoid, full.scaleFactor);
  const lon0 = full.centralMeridian;
  const fe = full.falseEasting;
  const fn = full.falseNorthing;
  return {
    params: full,
    forward: (lon, lat, out, offset) => core.forward(lon0, fe, fn, lon, lat, out, offset),
    inverse: (easting, northing, out, offset) => core.inverse(lon0, fe, fn, easting, northing, out, offset),
  };
}
