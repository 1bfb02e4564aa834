import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  insidePolygons,
  mercator,
  PolygonGlLayer,
  relativeMatrix,
  rgba,
  triangulate,
  widthAt,
} from './polygon_gl_layer';

const square = (id: number, x: number, y: number, size = 0.001): Feature => ({
  type: 'Feature',
  properties: { id },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ],
    ],
  },
});

const withHole: Feature = {
  type: 'Feature',
  properties: { id: 3 },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
      [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.75, 0.75],
        [0.25, 0.75],
        [0.25, 0.25],
      ],
    ],
  },
};

describe('triangulate', () => {
  it('makes two triangles and four edge quads of a square, relative to the south-west corner', () => {
    const g = triangulate([square(1, 112.9, 28.3)]);
    expect(g.ids).toEqual([1]);
    expect(g.fillIndices).toHaveLength(6);
    expect(g.fillVertices).toHaveLength(8);
    expect(g.lineVertices).toHaveLength(4 * 4 * 5);
    expect(g.lineIndices).toHaveLength(4 * 6);
    expect([...g.fillRanges]).toEqual([0, 6]);
    expect([...g.lineRanges]).toEqual([0, 24]);
    // The first vertex is the south-west corner: the origin itself.
    expect(g.origin).toEqual(mercator(112.9, 28.3));
    expect(g.fillVertices[0]).toBe(0);
    expect(g.fillVertices[1]).toBe(0);
    for (const [i, v] of [112.9, 28.3, 112.901, 28.301].entries()) expect(g.bboxes[i]).toBeCloseTo(v, 9);
  });

  it('keeps holes open and skips features that are not areas', () => {
    const point: Feature = {
      type: 'Feature',
      properties: { id: 9 },
      geometry: { type: 'Point', coordinates: [0, 0] },
    };
    const g = triangulate([withHole, point]);
    expect(g.ids).toEqual([3]);
    // A square with a square hole: 8 corners, 8 triangles.
    expect(g.fillIndices).toHaveLength(24);
    expect(g.lineIndices).toHaveLength(8 * 6);
  });

  it('ranges each feature, multipolygons whole', () => {
    const multi: Feature = {
      type: 'Feature',
      properties: { id: 5 },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          (square(0, 0, 0).geometry as { coordinates: number[][][] }).coordinates,
          (square(0, 2, 0).geometry as { coordinates: number[][][] }).coordinates,
        ],
      },
    };
    const g = triangulate([square(4, 5, 5), multi]);
    // Ordered along the Z-order curve: the multipolygon (south-west) first.
    expect(g.ids).toEqual([5, 4]);
    expect([...g.fillRanges]).toEqual([0, 12, 12, 18]);
    expect([...g.lineRanges]).toEqual([0, 48, 48, 72]);
    expect([...g.edgeRanges]).toEqual([0, 16, 16, 24]);
  });
});

describe('picking', () => {
  it('is inside an outer ring and outside its holes', () => {
    const polygons = (withHole.geometry as { coordinates: number[][][] }).coordinates;
    expect(insidePolygons([polygons], 0.1, 0.1)).toBe(true);
    expect(insidePolygons([polygons], 0.5, 0.5)).toBe(false);
    expect(insidePolygons([polygons], 1.5, 0.5)).toBe(false);
  });

  it('finds the topmost feature under a point from the layer’s zoom', () => {
    const layer = new PolygonGlLayer('t', STYLE);
    layer.setData({ type: 'FeatureCollection', features: [square(1, 0, 0, 1), square(2, 0.5, 0.5, 1)] });
    expect(layer.featureAt({ lng: 0.7, lat: 0.7 }, 12)).toBe(2);
    expect(layer.featureAt({ lng: 0.2, lat: 0.2 }, 12)).toBe(1);
    expect(layer.featureAt({ lng: 3, lat: 3 }, 12)).toBeUndefined();
    expect(layer.featureAt({ lng: 0.2, lat: 0.2 }, 11.9)).toBeUndefined();
  });
});

describe('drawing helpers', () => {
  it('interpolates the line width between stops and holds it beyond them', () => {
    const stops = [
      [8, 0.5],
      [14, 2],
    ] as const;
    expect(widthAt(stops, 4)).toBe(0.5);
    expect(widthAt(stops, 11)).toBeCloseTo(1.25);
    expect(widthAt(stops, 18)).toBe(2);
  });

  it('premultiplies colours by their opacity', () => {
    expect([...rgba('#ff8000', 0.5)].map((v) => Number(v.toFixed(3)))).toEqual([0.5, 0.251, 0, 0.5]);
  });

  it('folds the origin into the matrix: the same clip position as the absolute coordinates', () => {
    // A map matrix of the kind maplibre passes: scale and translate (column-major).
    const m = [3e4, 0, 0, 0, 0, -3e4, 0, 0, 0, 0, 1, 0, -24411.7, 13157.9, 0, 1];
    const origin: [number, number] = [0.8136, 0.4386];
    const local: [number, number] = [1.2e-5, -3.4e-6];
    const absolute = [origin[0] + local[0], origin[1] + local[1]];
    const apply = (mat: ArrayLike<number>, x: number, y: number) => [
      (mat[0] ?? 0) * x + (mat[4] ?? 0) * y + (mat[12] ?? 0),
      (mat[1] ?? 0) * x + (mat[5] ?? 0) * y + (mat[13] ?? 0),
    ];
    const expected = apply(m, absolute[0] as number, absolute[1] as number);
    const got = apply(relativeMatrix(m, origin), local[0], local[1]);
    expect(got[0]).toBeCloseTo(expected[0] as number, 2);
    expect(got[1]).toBeCloseTo(expected[1] as number, 2);
  });
});

const STYLE = {
  fillColor: '#52c41a',
  fillOpacity: 0.28,
  lineColor: '#237804',
  lineWidth: [[14, 2]] as const,
  selected: { fillColor: '#ffff00', fillOpacity: 0.5, lineColor: '#00ffff', lineWidth: 4 },
  minZoom: 12,
};

/** A WebGL context that records draw calls and colours (enough for the layer's render). */
function recordingGl() {
  const draws: Array<{ mode: string; count: number; offset: number; color: number[] }> = [];
  let color: number[] = [];
  const gl = new Proxy(
    {
      canvas: { clientWidth: 200 },
      drawingBufferWidth: 200,
      drawingBufferHeight: 100,
      createShader: () => ({}),
      createProgram: () => ({}),
      createBuffer: () => ({}),
      getShaderParameter: () => true,
      getProgramParameter: () => true,
      getAttribLocation: (_p: unknown, name: string) => ['a_pos', 'a_other', 'a_side'].indexOf(name),
      getUniformLocation: (_p: unknown, name: string) => name,
      uniform4fv: (_l: unknown, v: Float32Array) => {
        color = [...v];
      },
      TRIANGLES: 4,
      LINES: 1,
      drawElements: (mode: number, count: number, _type: number, offset: number) => {
        draws.push({
          mode: mode === 4 ? 'TRIANGLES' : mode === 1 ? 'LINES' : String(mode),
          count,
          offset,
          color,
        });
      },
    } as Record<string, unknown>,
    {
      get: (target, key: string) =>
        key in target ? target[key] : /^[A-Z_]+$/.test(key) ? 0 : () => undefined,
    },
  );
  return { gl: gl as unknown as WebGL2RenderingContext, draws };
}

describe('PolygonGlLayer.render', () => {
  const options = { defaultProjectionData: { mainMatrix: new Float64Array(16) } } as never;
  function setUp(zoom: number, features = [square(1, 0, 0), square(2, 0.2, 0.2)], view = [-1, -1, 0.5, 0.5]) {
    const { gl, draws } = recordingGl();
    const [w, s, e, n] = view;
    const bounds = { getWest: () => w, getSouth: () => s, getEast: () => e, getNorth: () => n };
    const map = { getZoom: () => zoom, getBounds: () => bounds, triggerRepaint: () => undefined } as never;
    const layer = new PolygonGlLayer('t', {
      ...STYLE,
      lineWidth: [
        [12, 1],
        [14, 2],
      ] as const,
    });
    layer.onAdd(map, gl);
    layer.setData({ type: 'FeatureCollection', features });
    return { gl, draws, layer };
  }

  it('draws every fill and outline in one call each, the selected one again in its colours', () => {
    const { gl, draws, layer } = setUp(14);
    layer.render(gl, options);
    // Two squares: 12 fill indices; 2 px outlines as quads, 4 edges × 6 indices each.
    expect(draws.map((d) => [d.mode, d.count])).toEqual([
      ['TRIANGLES', 12],
      ['TRIANGLES', 48],
    ]);
    draws.length = 0;
    layer.setSelected(2);
    layer.render(gl, options);
    expect(draws.map((d) => [d.count, d.offset])).toEqual([
      [12, 0],
      [6, 6 * 4],
      [48, 0],
      [24, 24 * 4],
    ]);
    expect(draws[1]?.color).toEqual([...rgba('#ffff00', 0.5)]);
    expect(draws[3]?.color).toEqual([...rgba('#00ffff', 1)]);
  });

  it('draws outlines of a pixel as hairlines over the fill’s vertices', () => {
    const { gl, draws, layer } = setUp(12);
    layer.render(gl, options);
    expect(draws.map((d) => [d.mode, d.count])).toEqual([
      ['TRIANGLES', 12],
      ['LINES', 16],
    ]);
  });

  it('skips the runs of features off screen', () => {
    // 200 squares in a row along the equator; the view holds the first few.
    const row = Array.from({ length: 200 }, (_, i) => square(i + 1, i * 0.01, 0, 0.005));
    const { gl, draws, layer } = setUp(14, row, [-0.01, -0.01, 0.05, 0.01]);
    layer.render(gl, options);
    // One run of 64 squares (of four runs) is drawn.
    expect(draws.map((d) => d.count)).toEqual([64 * 6, 64 * 24]);
    const all = setUp(14, row, [-1, -1, 3, 1]);
    all.layer.render(all.gl, options);
    expect(all.draws.map((d) => d.count)).toEqual([200 * 6, 200 * 24]);
  });

  it('draws nothing below its zoom or without data, and dims its fills on request', () => {
    const low = setUp(11);
    low.layer.render(low.gl, options);
    expect(low.draws).toHaveLength(0);
    const { gl, draws, layer } = setUp(14);
    layer.setOpacityFactor(0.5);
    layer.render(gl, options);
    expect(draws[0]?.color[3]).toBeCloseTo(0.14);
    draws.length = 0;
    layer.setData({ type: 'FeatureCollection', features: [] });
    layer.render(gl, options);
    expect(draws).toHaveLength(0);
  });
});
